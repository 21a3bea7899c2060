import {
  admin,
  call,
  DEMO_PASSWORD,
  demoServerForBlock,
  lastKey,
  login,
  NEW_PASSWORD,
  nextIp,
  setPassword,
  signedIn,
  stepUpToken,
  withoutMenu,
} from './admin.fixtures';

type User = {
  id: number;
  loginName: string;
  userType: string;
  tenantId: number | null;
  status: string;
  mobile: string;
  email: string;
  userName: string;
  roleName: string | null;
};

describe('user administration', () => {
  const { server, tokens } = demoServerForBlock();
  let roles: Array<{ id: number; roleName: string; userType: string }>;
  beforeAll(async () => {
    roles = (await admin(server.app, 'GET', '/admin/role/list', { at: tokens.admin.at })).body.data;
  });

  const roleId = (userType: string, name: string) => roles.find((r) => r.userType === userType && r.roleName === name)!.id;
  const page = (query: Record<string, string | number> = {}, at = tokens.admin.at) => admin(server.app, 'GET', '/admin/user/page', { at, query });
  const addUser = (body: Record<string, unknown>, at = tokens.admin.at, headers?: Record<string, string>) =>
    admin(server.app, 'POST', '/admin/user/add', { at, body, headers });
  const clientUser = (over: Record<string, unknown> = {}) => ({
    userType: 'CLIENT_USER',
    loginName: 'chenxin',
    userName: '陈欣',
    mobile: '13712340001',
    email: 'chenxin@example.com',
    tenantId: tokens.demo2.user.tenantId,
    roleId: roleId('CLIENT_USER', '租户管理员'),
    ...over,
  });

  describe('list', () => {
    it('pages users of every tenant, both types, newest first', async () => {
      const first = await page({ pageSize: 100 });
      expect(first.status).toBe(200);
      const users: User[] = first.body.data.data;
      expect(first.body.data.total).toBeGreaterThanOrEqual(60);
      expect(new Set(users.map((u) => u.userType))).toEqual(new Set(['MANAGER_USER', 'CLIENT_USER']));
      expect(new Set(users.map((u) => u.tenantId)).size).toBeGreaterThan(20);
      const ids = users.map((u) => u.id);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);
      expect((await page()).body.data).toMatchObject({ pageNum: 1, pageSize: 20 });
    });

    it.each([
      ['login name', 'operator', ['operator']],
      ['name', '李华', ['operator']],
      ['phone', '13800000003', ['operator']],
      ['e-mail, any case', 'DEMO2@PORTAL', ['demo2']],
    ])('finds users by %s', async (_what, keyword, logins) => {
      expect((await page({ keyword })).body.data.data.map((u: User) => u.loginName)).toEqual(logins);
    });

    it('filters by tenant, user type and status', async () => {
      const tenant = (await page({ tenantId: tokens.demo.user.tenantId! })).body.data.data as User[];
      expect(tenant.map((u) => u.loginName).sort()).toEqual(['demo', 'operator']);
      const managers = (await page({ userType: 'MANAGER_USER', pageSize: 100 })).body.data.data as User[];
      expect(managers.length).toBeGreaterThan(1);
      expect(managers.every((u) => u.userType === 'MANAGER_USER' && u.tenantId === null)).toBe(true);
      const disabled = await page({ status: 'disabled', pageSize: 100 });
      expect(disabled.body.data.total).toBeGreaterThan(3);
      expect(disabled.body.data.data.every((u: User) => u.status === 'disabled')).toBe(true);
      const both = (await page({ status: 'enabled', userType: 'CLIENT_USER', tenantId: tokens.demo.user.tenantId!, keyword: 'op' })).body.data.data as User[];
      expect(both.map((u) => u.loginName)).toEqual(['operator']);
    });

    it.each([['status=gone'], ['userType=ROOT'], ['tenantId=0'], ['pageSize=500']])('answers 400 for %s', async (query) => {
      expect((await admin(server.app, 'GET', `/admin/user/page?${query}`, { at: tokens.admin.at })).status).toBe(400);
    });
  });

  describe('add', () => {
    it('adds a client user who sets a password through the e-mailed link (type 2) and signs in', async () => {
      const r = await addUser(clientUser({ loginName: ' chenxin ', email: ' chenxin@example.com ' }));
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ success: true, message: '新增用户成功，设置密码链接已发送' });
      expect(r.body.data.user).toMatchObject({
        loginName: 'chenxin',
        userName: '陈欣',
        tenantId: tokens.demo2.user.tenantId,
        tenantName: '西南能源集团',
        orgName: '西南能源总部',
        roleName: '租户管理员',
        pid: 0,
        status: 'enabled',
      });
      expect(r.body.data.link).toEqual({ expiresAt: expect.any(String), sentTo: 'ch***@example.com' });
      const { key, text } = lastKey(server.app, 'chenxin@example.com');
      expect(text).toContain(`/#/set-password?key=${encodeURIComponent(key)}&type=2`);
      expect((await login(server.app, 'client', { loginName: 'chenxin' }, nextIp())).body.code).toBe('LOGIN_FAILED');
      expect((await setPassword(server.app, key, NEW_PASSWORD)).body).toMatchObject({ success: true, data: { userType: 'CLIENT_USER' } });
      const signed = await login(server.app, 'client', { loginName: 'chenxin', pwd: NEW_PASSWORD }, nextIp());
      expect(signed.body).toMatchObject({ success: true, data: { user: { loginName: 'chenxin', roleName: '租户管理员', tenantName: '西南能源集团' } } });
      const audit = await server.ctx.db.selectFrom('audit_log').select(['event', 'detail']).where('user_id', '=', r.body.data.user.id).execute();
      expect(audit.map((a) => a.event)).toEqual(expect.arrayContaining(['user.created', 'password.key-issued', 'password.set']));
    });

    it('adds a manager whose link is of type 1', async () => {
      const r = await addUser({
        userType: 'MANAGER_USER',
        loginName: 'ops_zhou',
        userName: '周运营',
        mobile: '13712340002',
        email: 'ops.zhou@example.com',
        tenantId: 2001,
        roleId: roleId('MANAGER_USER', '运营管理员'),
        stepUpToken: await stepUpToken(server.app, tokens.admin.at),
      });
      expect(r.body.data.user).toMatchObject({ userType: 'MANAGER_USER', tenantId: null, roleName: '运营管理员' });
      const { key, text } = lastKey(server.app, 'ops.zhou@example.com');
      expect(text).toContain('&type=1');
      await setPassword(server.app, key, NEW_PASSWORD);
      expect((await login(server.app, 'manager', { loginName: 'ops_zhou', pwd: NEW_PASSWORD }, nextIp())).body.success).toBe(true);
    });

    it.each([
      ['loginName', '', '请输入用户名', 'Please enter the user name'],
      [
        'loginName',
        '12345',
        '仅支持中英文、数字、下划线,且不能为纯数字,长度2到32个字符',
        'Use 2 to 32 Chinese characters, letters, digits or underscores, not only digits',
      ],
      [
        'userName',
        '陈',
        '长度不能低于2位，仅支持中英文、数字、下划线,且不能为纯数字',
        'Use at least 2 Chinese characters, letters, digits or underscores, not only digits',
      ],
      ['mobile', '1371234', '只允许输入11位纯数字', 'Enter exactly 11 digits'],
      ['email', 'not-an-email', '请检查邮箱格式是否正确,且最长只能输入32个字符', 'Please check the e-mail address; it has at most 32 characters'],
      ['tenantId', null, '请选择租户', 'Please choose a tenant'],
      ['tenantId', 999999, '租户不存在', 'The tenant does not exist'],
      ['roleId', null, '请选择角色', 'Please choose a role'],
      ['roleId', 999999, '角色不存在或不适用于该用户类型', 'The role does not exist or does not fit this user type'],
    ])('refuses %s %p: %s (and in English when asked)', async (field, value, message, english) => {
      const body = clientUser({ loginName: 'refused_one', mobile: '13712349999', email: 'refused@example.com', [field]: value });
      const r = await addUser(body);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
      expect((await addUser(body, tokens.admin.at, { 'accept-language': 'en-US' })).body.message).toBe(english);
    });

    it('answers 503 with a clear message when the link cannot be delivered, and the user can be sent one later', async () => {
      const send = server.app.delivery.send;
      server.app.delivery.send = async () => {
        throw new Error('SMTP down');
      };
      try {
        const r = await addUser(clientUser({ loginName: 'undelivered', mobile: '13712340003', email: 'undelivered@example.com' }));
        expect(r.status).toBe(503);
        expect(r.body).toMatchObject({ code: 'LINK_NOT_SENT', message: '用户已创建，但设置密码链接发送失败，请稍后重置密码' });
      } finally {
        server.app.delivery.send = send;
      }
      const created = (await page({ keyword: 'undelivered' })).body.data.data[0] as User;
      expect((await admin(server.app, 'POST', `/admin/user/${created.id}/reset-password`, { at: tokens.admin.at })).body.success).toBe(true);
      expect(lastKey(server.app, 'undelivered@example.com').key).toBeTruthy();
    });

    it('refuses a role of the other user type', async () => {
      const r = await addUser(
        clientUser({ loginName: 'wrongrole', mobile: '13712349998', email: 'wrongrole@example.com', roleId: roleId('MANAGER_USER', '超级管理员') }),
      );
      expect(r.body.message).toBe('角色不存在或不适用于该用户类型');
    });

    it.each([
      ['login name', { loginName: 'demo' }, 'USER_NAME_TAKEN', '用户名已存在'],
      ['phone', { mobile: '13800000002' }, 'MOBILE_TAKEN', '该手机号已被其他账号使用'],
      ['e-mail, any case', { email: 'DEMO@portal.example' }, 'EMAIL_TAKEN', '该邮箱已被其他账号使用'],
    ])('refuses a taken %s with 409', async (_what, over, code, message) => {
      const r = await addUser(clientUser({ loginName: 'dup_test', mobile: '13712349997', email: 'dup@example.com', ...over }));
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({ code, message });
    });
  });

  describe('reset password', () => {
    it('sends a new link and the older one stops working', async () => {
      const demo2 = tokens.demo2.user;
      const first = await admin(server.app, 'POST', `/admin/user/${demo2.id}/reset-password`, { at: tokens.admin.at });
      expect(first.body).toMatchObject({ success: true, message: '设置密码链接已发送', data: { sentTo: 'de***@portal.example' } });
      const old = lastKey(server.app, 'demo2@portal.example').key;
      await admin(server.app, 'POST', `/admin/user/${demo2.id}/reset-password`, { at: tokens.admin.at });
      const fresh = lastKey(server.app, 'demo2@portal.example').key;
      expect(fresh).not.toBe(old);
      expect((await setPassword(server.app, old, NEW_PASSWORD)).body).toMatchObject({ code: 'KEY_INVALID', message: '链接无效或已过期，请联系管理员重新发送' });
      expect((await setPassword(server.app, fresh, NEW_PASSWORD)).body.success).toBe(true);
      expect((await login(server.app, 'client', { loginName: 'demo2', pwd: NEW_PASSWORD }, nextIp())).body.success).toBe(true);
      expect((await call(server.app, 'GET', '/user/detail', { at: tokens.demo2.at })).status).toBe(401);
      tokens.demo2 = await signedIn(server.app, 'client', 'demo2', { pwd: NEW_PASSWORD });
    });

    it('answers 404 for an unknown user', async () => {
      expect((await admin(server.app, 'POST', '/admin/user/999999/reset-password', { at: tokens.admin.at })).body).toMatchObject({
        code: 'USER_NOT_FOUND',
        message: '用户不存在',
      });
    });
  });

  describe('disable and enable', () => {
    const setStatus = (id: number, status: string, at = tokens.admin.at) => admin(server.app, 'POST', `/admin/user/${id}/status`, { at, body: { status } });

    it('ends the sessions at once, refuses sign-in with a clear message, and enabling lets it in again', async () => {
      const operator = await signedIn(server.app, 'client', 'operator', { accountType: 'SUB_ACCOUNT', priLoginName: 'demo' });
      const r = await setStatus(operator.user.id, 'disabled');
      expect(r.body).toMatchObject({ success: true, message: '已禁用', data: { loginName: 'operator', status: 'disabled' } });
      expect((await call(server.app, 'GET', '/user/detail', { at: operator.at })).status).toBe(401);
      expect((await call(server.app, 'POST', '/auth/refresh', { body: { rt: operator.rt } })).status).toBe(401);
      const refused = await login(server.app, 'client', { loginName: 'operator', accountType: 'SUB_ACCOUNT', priLoginName: 'demo' }, nextIp());
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'ACCOUNT_DISABLED', message: '账号已被禁用，请联系管理员' });
      // A wrong password still gets the one message for every failure.
      expect(
        (await login(server.app, 'client', { loginName: 'operator', accountType: 'SUB_ACCOUNT', priLoginName: 'demo', pwd: 'Wrong@2026x' }, nextIp())).body
          .code,
      ).toBe('LOGIN_FAILED');
      expect((await page({ keyword: 'operator', status: 'disabled' })).body.data.total).toBe(1);

      expect((await setStatus(operator.user.id, 'enabled')).body).toMatchObject({ message: '已启用', data: { status: 'enabled' } });
      expect((await login(server.app, 'client', { loginName: 'operator', accountType: 'SUB_ACCOUNT', priLoginName: 'demo' }, nextIp())).body.success).toBe(
        true,
      );
      const events = await server.ctx.db
        .selectFrom('audit_log')
        .select('event')
        .where('user_id', '=', operator.user.id)
        .where('event', 'in', ['user.disabled', 'user.enabled', 'session.revoked'])
        .execute();
      expect(events.map((e) => e.event).filter((e, i, all) => e !== all[i - 1])).toEqual(['session.revoked', 'user.disabled', 'user.enabled']);
    });

    it('refuses disabling oneself, an account under closure, and unknown status values', async () => {
      expect((await setStatus(tokens.admin.user.id, 'disabled')).body).toMatchObject({ code: 'VALIDATION_FAILED', message: '不能禁用当前登录的账号' });
      const closing = await server.ctx.db
        .selectFrom('user_account')
        .select('id')
        .where('status', '=', 'active')
        .where('user_type', '=', 'CLIENT_USER')
        .where('login_name', 'like', 'sun%')
        .executeTakeFirstOrThrow();
      await server.ctx.db.updateTable('user_account').set({ status: 'closure_requested' }).where('id', '=', closing.id).execute();
      const r = await setStatus(closing.id, 'disabled');
      expect(r.status).toBe(409);
      expect(r.body.message).toBe('账号已提交注销申请，无法修改状态');
      expect((await setStatus(closing.id, 'closing')).status).toBe(400);
      expect((await setStatus(999999, 'disabled')).status).toBe(404);
    });
  });

  describe('refusals', () => {
    it('answers client tokens 403 on every user call', async () => {
      const operator = await signedIn(server.app, 'client', 'operator', { accountType: 'SUB_ACCOUNT', priLoginName: 'demo' });
      for (const at of [tokens.demo.at, operator.at]) {
        expect((await page({}, at)).status).toBe(403);
        expect((await addUser(clientUser({ loginName: 'by_client' }), at)).status).toBe(403);
        expect((await admin(server.app, 'POST', `/admin/user/${tokens.demo.user.id}/reset-password`, { at })).status).toBe(403);
        expect((await admin(server.app, 'POST', `/admin/user/${tokens.demo.user.id}/status`, { at, body: { status: 'disabled' } })).status).toBe(403);
      }
    });

    it('refuses a manager whose menu tree lacks the button permission, and the demo password still works for the target', async () => {
      await withoutMenu(server, 'iam_user_disable');
      await withoutMenu(server, 'iam_user_reset_pwd');
      const r = await admin(server.app, 'POST', `/admin/user/${tokens.demo.user.id}/status`, { at: tokens.admin.at, body: { status: 'disabled' } });
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('没有此操作的权限（iam_user_disable），请联系管理员');
      expect((await admin(server.app, 'POST', `/admin/user/${tokens.demo.user.id}/reset-password`, { at: tokens.admin.at })).status).toBe(403);
      // Nor through the older reset-link extension.
      expect((await call(server.app, 'POST', '/mgruser/reset-password-link', { at: tokens.admin.at, body: { userId: tokens.demo.user.id } })).body.code).toBe(
        'PERMISSION_DENIED',
      );
      expect((await login(server.app, 'client', { loginName: 'demo', pwd: DEMO_PASSWORD }, nextIp())).body.success).toBe(true);
    });
  });
});
