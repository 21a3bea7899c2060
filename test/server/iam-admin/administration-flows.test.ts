import { admin, call, demoServerForBlock, login, nextIp, signedIn, stepUpToken } from './admin.fixtures';

const EN = { 'accept-language': 'en-US' };

/** Issue 23 item 2: editing tenants and users, default applications, closure review. */
describe('administration that finishes its flows', () => {
  const { server, tokens } = demoServerForBlock();
  let ops: { at: string; id: number };
  beforeAll(async () => {
    const row = await server.ctx.db
      .selectFrom('user_account')
      .select(['id', 'login_name'])
      .where('role_name', '=', '运营管理员')
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    ops = { at: (await signedIn(server.app, 'manager', row.login_name)).at, id: row.id };
  });

  const db = () => server.ctx.db;
  const audits = (event: string) => db().selectFrom('audit_log').selectAll().where('event', '=', event).execute();
  const defaultAppIds = async () => (await db().selectFrom('application').select('id').where('is_default', '=', true).orderBy('id').execute()).map((r) => r.id);
  const tenantAppIds = async (tenantId: number) =>
    (await db().selectFrom('tenant_app').select('app_id').where('tenant_id', '=', tenantId).orderBy('app_id').execute()).map((r) => r.app_id);

  describe('default applications', () => {
    it('are data: the portal’s own applications, not the production ones', async () => {
      const codes = await db().selectFrom('application').select(['app_code', 'is_default']).orderBy('sort').execute();
      expect(codes.filter((a) => a.is_default).map((a) => a.app_code)).toEqual(['pm', 'msg', 'cbp', 'apistore', 'profile', 'orders', 'partner']);
    });

    it('are given to a tenant a manager adds', async () => {
      const r = await admin(server.app, 'POST', '/admin/tenant/add', { at: tokens.admin.at, body: { name: '默认应用测试有限公司' } });
      expect(r.body.success).toBe(true);
      expect(await tenantAppIds(r.body.data.id)).toEqual(await defaultAppIds());
    });

    it('are given to a registered tenant, whose administrator lists them', async () => {
      const mobile = '13700000077';
      await call(server.app, 'POST', '/auth/verifice-code/tenant', { body: { mobile }, ip: nextIp() });
      const code = server.app.delivery.lastTo(mobile, 'REGISTER')!.code;
      const r = await call(server.app, 'POST', '/tenant/register', {
        body: {
          tenantName: '注册默认应用公司',
          pid: 1798,
          parentTenantId: 1708,
          userName: 'defaults_admin',
          mobile,
          email: 'defaults@newco.cn',
          verificeCode: code,
          password: 'Newco@2026x',
          confirmPassword: 'Newco@2026x',
          choices: ['agree'],
        },
      });
      expect(r.body.success).toBe(true);
      const tenant = await db().selectFrom('tenant').select('id').where('name', '=', '注册默认应用公司').executeTakeFirstOrThrow();
      expect(await tenantAppIds(tenant.id)).toEqual(await defaultAppIds());
    });
  });

  describe('editing a tenant', () => {
    let tenantId: number;
    beforeAll(async () => {
      tenantId = (await admin(server.app, 'POST', '/admin/tenant/add', { at: tokens.admin.at, body: { name: '待编辑科技有限公司' } })).body.data.id;
    });
    const edit = (id: number, body: Record<string, unknown>, at = tokens.admin.at, headers?: Record<string, string>) =>
      call(server.app, 'POST', `/admin/tenant/${id}/edit`, {
        at,
        body: { name: '待编辑科技有限公司', parentTenantId: 1708, status: 'enabled', ...body },
        headers,
      });

    it('saves name, contacts and parent, audited; tenants under it follow its name', async () => {
      const parent = tokens.demo2.user.tenantId!;
      const r = await edit(tenantId, {
        name: ' 已编辑科技(上海)有限公司 ',
        contactName: '王敏',
        contactMobile: '13911112222',
        contactEmail: 'wangmin@edited.cn',
        parentTenantId: parent,
      });
      expect(r.body).toMatchObject({ success: true, message: '租户信息已保存' });
      expect(r.body.data).toMatchObject({
        id: tenantId,
        name: '已编辑科技(上海)有限公司',
        contactName: '王敏',
        contactMobile: '13911112222',
        contactEmail: 'wangmin@edited.cn',
        parentTenantId: parent,
        parentTenantName: '西南能源集团',
        mgrTenantName: '西南能源集团',
        status: 'enabled',
      });
      const child = (await admin(server.app, 'POST', '/admin/tenant/add', { at: tokens.admin.at, body: { name: '下级子公司' } })).body.data.id;
      expect((await edit(child, { name: '下级子公司', parentTenantId: tenantId })).body.data.mgrTenantName).toBe('已编辑科技(上海)有限公司');
      // A parent below the tenant would make a cycle.
      const cycle = await edit(tenantId, { name: '已编辑科技(上海)有限公司', parentTenantId: child });
      expect(cycle).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', message: '上级租户不能是该租户自身或其下级租户' } });
      expect((await edit(tenantId, { name: '已编辑科技(上海)有限公司', parentTenantId: tenantId }, tokens.admin.at, EN)).body.message).toBe(
        'The parent tenant cannot be the tenant itself or one below it',
      );
      await edit(tenantId, { name: '已编辑二次有限公司', parentTenantId: parent });
      expect((await admin(server.app, 'GET', `/admin/tenant/${child}`, { at: tokens.admin.at })).body.data.tenant.mgrTenantName).toBe('已编辑二次有限公司');
      expect(await audits('tenant.updated')).toEqual(expect.arrayContaining([expect.objectContaining({ user_id: tokens.admin.user.id })]));
      // Blank contacts are cleared.
      const cleared = await edit(tenantId, { name: '已编辑二次有限公司', parentTenantId: parent, contactName: ' ', contactMobile: '', contactEmail: null });
      expect(cleared.body.data).toMatchObject({ contactName: null, contactMobile: null, contactEmail: null });
    });

    it.each([
      [{ name: 'x' }, '只允许输入2-32字符,允许的字符包括：中英文、数字、()、-'],
      [{ contactMobile: '1391111' }, 'mobile'],
      [{ contactEmail: 'not-an-email' }, 'email'],
      [{ parentTenantId: 999999 }, '上级租户不存在'],
    ])('refuses %p with a message in the user’s language', async (body, expected) => {
      const zh = await edit(tenantId, { name: '已编辑二次有限公司', ...body });
      expect(zh.status).toBe(400);
      expect(zh.body.code).toBe('VALIDATION_FAILED');
      if (!['mobile', 'email'].includes(expected)) expect(zh.body.message).toBe(expected);
      const en = await edit(tenantId, { name: '已编辑二次有限公司', ...body }, tokens.admin.at, EN);
      expect(en.body.message).not.toMatch(/[\u4e00-\u9fa5]/);
      expect((await admin(server.app, 'GET', `/admin/tenant/${tenantId}`, { at: tokens.admin.at })).body.data.tenant.name).toBe('已编辑二次有限公司');
    });

    it('refuses a name another tenant has (409), an unknown tenant (404), a client (403) and a manager without the code (403)', async () => {
      expect((await edit(tenantId, { name: '西南能源集团' })).body).toMatchObject({ code: 'TENANT_NAME_TAKEN', message: '租户名称重复' });
      expect((await edit(999999, {})).status).toBe(404);
      expect((await edit(tenantId, {}, tokens.demo.at)).body.code).toBe('ADMIN_ONLY');
      const support = await db()
        .selectFrom('user_account')
        .select('login_name')
        .where('role_name', '=', '客服专员')
        .where('status', '=', 'active')
        .executeTakeFirstOrThrow();
      const refused = await edit(tenantId, {}, (await signedIn(server.app, 'manager', support.login_name)).at);
      expect(refused).toMatchObject({ status: 403, body: { code: 'PERMISSION_DENIED' } });
    });

    it('disabling ends its users’ sessions and refuses their sign-in; enabling lets them in again', async () => {
      const b = tokens.demo2.user.tenantId!;
      const before = await signedIn(server.app, 'client', 'demo2');
      const r = await edit(b, { name: '西南能源集团', status: 'disabled' }, ops.at);
      expect(r.body.data.status).toBe('disabled');
      expect((await call(server.app, 'GET', '/user/detail', { at: before.at })).status).toBe(401);
      const refused = await login(server.app, 'client', { loginName: 'demo2' }, nextIp());
      expect(refused.body).toMatchObject({ success: false, code: 'TENANT_DISABLED', message: '账号所属租户已停用，请联系管理员' });
      await edit(b, { name: '西南能源集团', status: 'enabled' }, ops.at);
      expect((await login(server.app, 'client', { loginName: 'demo2' }, nextIp())).body.success).toBe(true);
      tokens.demo2 = await signedIn(server.app, 'client', 'demo2');
    });
  });

  describe('editing a user', () => {
    const edit = (id: number, body: Record<string, unknown>, at = tokens.admin.at, headers?: Record<string, string>) =>
      call(server.app, 'POST', `/admin/user/${id}/edit`, { at, body, headers });
    const roleId = async (userType: string, name: string) =>
      (
        await db()
          .selectFrom('role')
          .select('id')
          .where('user_type', '=', userType as never)
          .where('role_name', '=', name)
          .executeTakeFirstOrThrow()
      ).id;

    it('saves name and contacts, audited', async () => {
      const id = tokens.operator.user.id;
      const r = await edit(id, { userName: '运维小张', mobile: '13800000003', email: 'zhang@portal.example' });
      expect(r.body).toMatchObject({ success: true, message: '用户信息已保存', data: { id, userName: '运维小张', email: 'zhang@portal.example' } });
      expect(await audits('user.updated')).toEqual([expect.objectContaining({ user_id: id, login_name: 'operator' })]);
    });

    it('refuses bad fields and a phone another account has, in the user’s language, changing nothing', async () => {
      const id = tokens.demo2.user.id;
      const bad = await edit(id, { userName: '王', mobile: '13800000004', email: 'demo2@portal.example' }, tokens.admin.at, EN);
      expect(bad.status).toBe(400);
      expect(bad.body.message).not.toMatch(/[\u4e00-\u9fa5]/);
      const taken = await edit(id, { userName: '王二', mobile: '13800000002', email: 'demo2@portal.example' });
      expect(taken).toMatchObject({ status: 409, body: { code: 'MOBILE_TAKEN' } });
      const row = await db().selectFrom('user_account').select(['user_name', 'mobile']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.mobile).toBe('13800000004');
    });

    it('changes the role only with a step-up, and nothing else when refused', async () => {
      const id = tokens.demo2.user.id;
      const visitor = await roleId('CLIENT_USER', '访客');
      const noProof = await edit(id, { userName: '改了名字', mobile: '13800000004', email: 'demo2@portal.example', roleId: visitor });
      expect(noProof).toMatchObject({ status: 403, body: { code: 'STEP_UP_REQUIRED' } });
      expect((await db().selectFrom('user_account').select('user_name').where('id', '=', id).executeTakeFirstOrThrow()).user_name).not.toBe('改了名字');
      const r = await edit(id, {
        userName: '改了名字',
        mobile: '13800000004',
        email: 'demo2@portal.example',
        roleId: visitor,
        stepUpToken: await stepUpToken(server.app, tokens.admin.at),
      });
      expect(r.body.data).toMatchObject({ userName: '改了名字', roleName: '访客' });
      const back = await edit(id, {
        userName: '改了名字',
        mobile: '13800000004',
        email: 'demo2@portal.example',
        roleId: await roleId('CLIENT_USER', '租户管理员'),
        stepUpToken: await stepUpToken(server.app, tokens.admin.at),
      });
      expect(back.body.data.roleName).toBe('租户管理员');
    });

    it('disables and enables through the status rules: sessions end; not oneself', async () => {
      const id = tokens.demo2.user.id;
      const fields = { userName: '改了名字', mobile: '13800000004', email: 'demo2@portal.example' };
      const live = await signedIn(server.app, 'client', 'demo2');
      expect((await edit(id, { ...fields, status: 'disabled' }, ops.at)).body.data.status).toBe('disabled');
      expect((await call(server.app, 'GET', '/user/detail', { at: live.at })).status).toBe(401);
      expect((await edit(id, { ...fields, status: 'enabled' }, ops.at)).body.data.status).toBe('enabled');
      const self = await edit(tokens.admin.user.id, { userName: '管理员', mobile: '13800000001', email: 'admin@portal.example', status: 'disabled' });
      expect(self).toMatchObject({ status: 400, body: { message: '不能禁用当前登录的账号' } });
      tokens.demo2 = await signedIn(server.app, 'client', 'demo2');
    });

    it('follows the rank rules: a manager holding more is not edited, and a role change needs its own permission', async () => {
      const outranks = await edit(tokens.admin.user.id, { userName: '越权修改', mobile: '13800000001', email: 'admin@portal.example' }, ops.at);
      expect(outranks).toMatchObject({ status: 403, body: { code: 'USER_OUTRANKS' } });
      const role = await edit(
        tokens.demo2.user.id,
        { userName: '改了名字', mobile: '13800000004', email: 'demo2@portal.example', roleId: await roleId('CLIENT_USER', '访客') },
        ops.at,
      );
      expect(role.body).toMatchObject({ code: 'PERMISSION_DENIED' });
    });
  });

  describe('closure requests', () => {
    const requestClosure = async (loginName: string, mobile: string) => {
      const s = await signedIn(server.app, 'client', loginName);
      await call(server.app, 'POST', '/auth/client/verifice-code/mobile', { at: s.at, body: { id: s.user.id, mobile }, ip: nextIp() });
      const code = server.app.delivery.lastTo(mobile, 'CLOSE_ACCOUNT')!.code;
      const r = await call(server.app, 'POST', '/user/logout', { at: s.at, body: { id: s.user.id, verificeCode: code } });
      expect(r.body.success).toBe(true);
      return s.user.id;
    };
    const page = (query: Record<string, string | number> = {}, at = ops.at) => admin(server.app, 'GET', '/admin/closure/page', { at, query });
    let demo2Request: number;
    let demoRequest: number;

    beforeAll(async () => {
      server.clock.advance(60_000);
      await requestClosure('demo2', '13800000004');
      server.clock.advance(60_000);
      await requestClosure('demo', '13800000002');
      const pending = (await page({ status: 'pending' })).body.data.data;
      demoRequest = pending.find((r: { loginName: string }) => r.loginName === 'demo').id;
      demo2Request = pending.find((r: { loginName: string }) => r.loginName === 'demo2').id;
    });

    it('lists them newest first, filtered by status, type and keyword; managers with the code only', async () => {
      const all = await page();
      expect(all.body.data.data.map((r: { loginName: string }) => r.loginName)).toEqual(['demo', 'demo2']);
      expect(all.body.data.data[0]).toMatchObject({
        status: 'pending',
        userType: 'CLIENT_USER',
        pid: 0,
        subAccountCount: 1,
        tenantName: '华东智造科技有限公司',
      });
      expect((await page({ keyword: 'demo2' })).body.data.total).toBe(1);
      expect((await page({ status: 'approved' })).body.data.total).toBe(0);
      expect((await page({ userType: 'MANAGER_USER' })).body.data.total).toBe(0);
      expect((await page({}, tokens.demo.at)).status).toBe(401);
      expect((await page({ status: 'nonsense' })).status).toBe(400);
    });

    it('rejects with a reason: the account is active again and told why in the bell', async () => {
      const empty = await admin(server.app, 'POST', `/admin/closure/${demo2Request}/reject`, { at: ops.at, body: { reason: '  ' } });
      expect(empty).toMatchObject({ status: 400, body: { message: '请填写驳回原因' } });
      const long = await call(server.app, 'POST', `/admin/closure/${demo2Request}/reject`, { at: ops.at, body: { reason: 'x'.repeat(201) }, headers: EN });
      expect(long.body.message).toBe('The reason can be at most 200 characters');
      const r = await admin(server.app, 'POST', `/admin/closure/${demo2Request}/reject`, { at: ops.at, body: { reason: '账号下仍有未结清的订单' } });
      expect(r.body).toMatchObject({
        success: true,
        message: '已驳回注销申请，账号已恢复正常',
        data: { status: 'rejected', reason: '账号下仍有未结清的订单' },
      });
      const back = await signedIn(server.app, 'client', 'demo2');
      const notices = await server.app.inject({
        method: 'POST',
        url: '/api/common/msgmgt/statistics/queryMsgNumMoreCriteria',
        headers: { authorization: `Bearer ${back.at}` },
        payload: {},
      });
      expect(JSON.stringify(notices.json().data)).toContain('账号下仍有未结清的订单');
      expect(server.app.delivery.lastTo('demo2@portal.example', 'NOTICE_CLOSURE')!.text).toContain('账号下仍有未结清的订单');
      expect(await audits('closure.rejected')).toEqual([expect.objectContaining({ user_id: back.user.id, login_name: 'demo2' })]);
      const again = await admin(server.app, 'POST', `/admin/closure/${demo2Request}/approve`, { at: ops.at });
      expect(again).toMatchObject({ status: 409, body: { code: 'CLOSURE_REVIEWED' } });
    });

    it('approves: the account and its sub-account are closed, their data removed, an audit row kept', async () => {
      const demoId = tokens.demo.user.id;
      const operatorId = tokens.operator.user.id;
      const closing = await admin(server.app, 'GET', '/admin/user/page', { at: tokens.admin.at, query: { status: 'closing' } });
      expect(closing.body.data.data.map((u: { loginName: string }) => u.loginName)).toEqual(['demo']);
      const r = await admin(server.app, 'POST', `/admin/closure/${demoRequest}/approve`, { at: ops.at });
      expect(r.body).toMatchObject({ success: true, data: { status: 'approved', loginName: 'demo', userName: null, reviewedAt: expect.any(String) } });
      expect((await login(server.app, 'client', { loginName: 'demo' }, nextIp())).body.code).toBe('LOGIN_FAILED');
      expect((await login(server.app, 'client', { loginName: 'operator', accountType: 'SUB_ACCOUNT', priLoginName: 'demo' }, nextIp())).body.success).toBe(
        false,
      );
      const rows = await db().selectFrom('user_account').selectAll().where('id', 'in', [demoId, operatorId]).execute();
      for (const row of rows) expect(row).toMatchObject({ status: 'closed', mobile: null, email: null, login_name: `closed-${row.id}` });
      expect(await db().selectFrom('msg_send_detail').select('id').where('user_id', 'in', [demoId, operatorId]).execute()).toEqual([]);
      expect(await db().selectFrom('user_app').select('app_id').where('user_id', '=', operatorId).execute()).toEqual([]);
      expect(await audits('closure.approved')).toEqual([expect.objectContaining({ user_id: demoId, login_name: 'demo' })]);
      expect(server.app.delivery.lastTo('demo@portal.example', 'NOTICE_CLOSURE')!.text).toContain('已注销');
      const users = await admin(server.app, 'GET', '/admin/user/page', { at: tokens.admin.at, query: { tenantId: tokens.demo.user.tenantId! } });
      expect(users.body.data.data.map((u: { status: string }) => u.status)).toEqual(['closed', 'closed']);
      const closed = await admin(server.app, 'GET', '/admin/user/page', { at: tokens.admin.at, query: { status: 'closed' } });
      expect(closed.body.data.data.map((u: { id: number }) => u.id).sort()).toEqual([demoId, operatorId].sort());
      expect(
        (
          await admin(server.app, 'POST', `/admin/user/${demoId}/edit`, {
            at: tokens.admin.at,
            body: { userName: '复活', mobile: '13800000002', email: 'a@b.cn' },
          })
        ).status,
      ).toBe(409);
    });

    it('closes the tenant of its last primary account: disabled, business records deleted in the same transaction, counted in the audit row', async () => {
      // demo was approved above: its tenant (A) had applications, goods, plans and applications given.
      const a = tokens.demo.user.tenantId!;
      const b = tokens.demo2.user.tenantId!;
      const held = async (tenantId: number) => ({
        applications: (await db().selectFrom('resource_application').select('id').where('tenant_id', '=', tenantId).execute()).length,
        goods: (await db().selectFrom('purchased_instance').select('id').where('tenant_id', '=', tenantId).execute()).length,
        plans: (await db().selectFrom('partner_plan_apply').select('id').where('tenant_id', '=', tenantId).execute()).length,
        apps: (await tenantAppIds(tenantId)).length,
      });
      expect(await held(a)).toEqual({ applications: 0, goods: 0, plans: 0, apps: 0 });
      const kept = await held(b);
      expect(kept.applications + kept.goods + kept.apps).toBeGreaterThan(0);
      const tenant = await db().selectFrom('tenant').selectAll().where('id', '=', a).executeTakeFirstOrThrow();
      expect(tenant).toMatchObject({ status: 'disabled', contact_name: null, contact_mobile: null, contact_email: null });
      const [audit] = await audits('closure.approved');
      const detail = JSON.parse(audit.detail!);
      expect(detail).toMatchObject({ tenantId: a, subAccounts: 1 });
      expect(detail.applications + detail.goods + detail.plans + detail.apps).toBeGreaterThan(0);
    });

    it('keeps the tenant’s data while another primary account of it stays open', async () => {
      const b = tokens.demo2.user.tenantId!;
      const before = (await db().selectFrom('purchased_instance').select('id').where('tenant_id', '=', b).execute()).length;
      const role = await db()
        .selectFrom('role')
        .select('id')
        .where('user_type', '=', 'CLIENT_USER')
        .where('role_name', '=', '租户管理员')
        .executeTakeFirstOrThrow();
      const added = await admin(server.app, 'POST', '/admin/user/add', {
        at: tokens.admin.at,
        body: {
          userType: 'CLIENT_USER',
          loginName: 'second_primary',
          userName: '第二主账号',
          mobile: '13712345601',
          email: 'second.primary@example.com',
          tenantId: b,
          roleId: role.id,
        },
      });
      expect(added.body.success).toBe(true);
      await requestClosure('demo2', '13800000004');
      const request = (await page({ status: 'pending', keyword: 'demo2' })).body.data.data[0].id;
      expect((await admin(server.app, 'POST', `/admin/closure/${request}/approve`, { at: ops.at })).body.success).toBe(true);
      expect((await db().selectFrom('purchased_instance').select('id').where('tenant_id', '=', b).execute()).length).toBe(before);
      expect((await db().selectFrom('tenant').select('status').where('id', '=', b).executeTakeFirstOrThrow()).status).toBe('enabled');
    });

    it('keeps the rank rules and the last super administrator', async () => {
      await db()
        .insertInto('closure_request')
        .values({ user_id: tokens.admin.user.id, created_at: new Date(server.clock.now()), status: 'pending' })
        .execute();
      const id = (await page({ userType: 'MANAGER_USER' })).body.data.data[0].id;
      expect((await admin(server.app, 'POST', `/admin/closure/${id}/approve`, { at: ops.at })).body.code).toBe('USER_OUTRANKS');
      expect((await admin(server.app, 'POST', `/admin/closure/${id}/approve`, { at: tokens.admin.at })).body.code).toBe('LAST_SUPER_ADMIN');
      expect((await admin(server.app, 'POST', '/admin/closure/999999/approve', { at: tokens.admin.at })).status).toBe(404);
    });
  });
});
