import { admin, call, demoServerForBlock, lastKey, login, NEW_PASSWORD, nextIp, setPassword, signedIn, withoutMenu } from './admin.fixtures';

describe('sub-account administration by a primary account', () => {
  const { server, tokens } = demoServerForBlock();

  const page = (at: string, query: Record<string, string | number> = {}) => admin(server.app, 'GET', '/sub-account/page', { at, query });
  const add = (at: string, body: Record<string, unknown>) => admin(server.app, 'POST', '/sub-account/add', { at, body });
  const reset = (at: string, id: number) => admin(server.app, 'POST', `/sub-account/${id}/reset-password`, { at });
  const setStatus = (at: string, id: number, status: string) => admin(server.app, 'POST', `/sub-account/${id}/status`, { at, body: { status } });
  const operatorId = () => tokens.operator.user.id;

  it('lists only the caller’s own sub-accounts', async () => {
    const own = await page(tokens.demo.at);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ total: 1, pageNum: 1, pageSize: 20 });
    expect(own.body.data.data[0]).toMatchObject({ loginName: 'operator', pid: tokens.demo.user.id, priLoginName: 'demo', status: 'enabled' });
    expect((await page(tokens.demo2.at)).body.data.total).toBe(0);
    expect((await page(tokens.demo.at, { keyword: 'nobody' })).body.data.total).toBe(0);
    expect((await page(tokens.demo.at, { status: 'disabled' })).body.data.total).toBe(0);
  });

  it('offers the client roles', async () => {
    const roles = (await admin(server.app, 'GET', '/sub-account/roles', { at: tokens.demo.at })).body.data as Array<{ roleName: string }>;
    expect(roles.map((r) => r.roleName)).toEqual(expect.arrayContaining(['运维人员', '开发人员', '租户管理员']));
    expect(roles.map((r) => r.roleName)).not.toContain('超级管理员');
  });

  it('adds a sub-account in its own tenant; the type 2 link sets its password and it signs in as a sub-account', async () => {
    const roles = (await admin(server.app, 'GET', '/sub-account/roles', { at: tokens.demo.at })).body.data as Array<{ id: number; roleName: string }>;
    const r = await add(tokens.demo.at, {
      loginName: 'zhao_ops',
      userName: '赵运维',
      mobile: '13812340001',
      email: 'zhao.ops@example.com',
      roleId: roles.find((x) => x.roleName === '开发人员')!.id,
    });
    expect(r.body).toMatchObject({ success: true, message: '新增子账号成功，设置密码链接已发送', data: { link: { sentTo: 'zh***@example.com' } } });
    expect(r.body.data.user).toMatchObject({
      loginName: 'zhao_ops',
      pid: tokens.demo.user.id,
      tenantId: tokens.demo.user.tenantId,
      priLoginName: 'demo',
      roleName: '开发人员',
      orgName: '华东智造总部',
    });
    const { key, text } = lastKey(server.app, 'zhao.ops@example.com');
    expect(text).toContain('&type=2');
    expect((await setPassword(server.app, key, NEW_PASSWORD)).body).toMatchObject({ success: true, data: { userType: 'CLIENT_USER' } });
    const signed = await login(server.app, 'client', { loginName: 'zhao_ops', pwd: NEW_PASSWORD, accountType: 'SUB_ACCOUNT', priLoginName: 'demo' }, nextIp());
    expect(signed.body).toMatchObject({ success: true, data: { user: { pid: tokens.demo.user.id, priLoginName: 'demo' } } });
    expect((await page(tokens.demo.at)).body.data.total).toBe(2);
  });

  it('lets another primary use the same sub-account name, but not the same primary twice', async () => {
    const body = { loginName: 'shared_name', userName: '共享名', mobile: '13812340002', email: 'shared@example.com' };
    expect((await add(tokens.demo2.at, body)).body.success).toBe(true);
    const again = await add(tokens.demo2.at, { ...body, email: 'shared2@example.com' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('用户名已存在');
  });

  it.each([
    ['loginName', '', '请输入用户名'],
    ['userName', '1', '长度不能低于2位，仅支持中英文、数字、下划线,且不能为纯数字'],
    ['mobile', 'abc', '只允许输入11位纯数字'],
    ['email', '', '请输入邮箱'],
  ])('refuses %s %p: %s', async (field, value, message) => {
    const r = await add(tokens.demo.at, { loginName: 'bad_one', userName: '坏账号', mobile: '13812340009', email: 'bad@example.com', [field]: value });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(message);
  });

  it('refuses a manager role for a sub-account', async () => {
    const managerRole = (await admin(server.app, 'GET', '/admin/role/list', { at: tokens.admin.at, query: { userType: 'MANAGER_USER' } })).body.data[0];
    expect(
      (await add(tokens.demo.at, { loginName: 'mgr_role', userName: '越级', mobile: '13812340008', email: 'mgrrole@example.com', roleId: managerRole.id })).body
        .message,
    ).toBe('角色不存在或不适用于该用户类型');
  });

  it('resets a sub-account’s password: a new link, the older one refused', async () => {
    const first = await reset(tokens.demo.at, operatorId());
    expect(first.body).toMatchObject({ success: true, data: { sentTo: 'op***@portal.example' } });
    const old = lastKey(server.app, 'operator@portal.example').key;
    await reset(tokens.demo.at, operatorId());
    const fresh = lastKey(server.app, 'operator@portal.example').key;
    expect((await setPassword(server.app, old, NEW_PASSWORD)).body.code).toBe('KEY_INVALID');
    expect((await setPassword(server.app, fresh, NEW_PASSWORD)).body.success).toBe(true);
    tokens.operator = await signedIn(server.app, 'client', 'operator', { accountType: 'SUB_ACCOUNT', priLoginName: 'demo', pwd: NEW_PASSWORD });
  });

  it('disables a sub-account (its token refused, sign-in refused) and enables it again', async () => {
    const r = await setStatus(tokens.demo.at, operatorId(), 'disabled');
    expect(r.body).toMatchObject({ success: true, data: { status: 'disabled' } });
    expect((await call(server.app, 'GET', '/user/detail', { at: tokens.operator.at })).status).toBe(401);
    const body = { loginName: 'operator', pwd: NEW_PASSWORD, accountType: 'SUB_ACCOUNT', priLoginName: 'demo' };
    expect((await login(server.app, 'client', body, nextIp())).body.message).toBe('账号已被禁用，请联系管理员');
    expect((await setStatus(tokens.demo.at, operatorId(), 'enabled')).body.data.status).toBe('enabled');
    const back = await login(server.app, 'client', body, nextIp());
    expect(back.body.success).toBe(true);
    tokens.operator = back.body.data;
  });

  describe('refusals', () => {
    it('answers a sub-account 403 on every sub-account call', async () => {
      const at = tokens.operator.at;
      for (const r of [
        await page(at),
        await add(at, { loginName: 'x_sub', userName: '子子', mobile: '13812340007', email: 'xsub@example.com' }),
        await reset(at, operatorId()),
        await setStatus(at, operatorId(), 'disabled'),
      ]) {
        expect(r.status).toBe(403);
        expect(r.body.message).toBe('仅主账号可以管理子账号');
      }
      expect((await call(server.app, 'GET', '/user/detail', { at })).status).toBe(200);
    });

    it('answers a manager 403 on sub-account calls', async () => {
      expect((await page(tokens.admin.at)).status).toBe(403);
      expect((await setStatus(tokens.admin.at, operatorId(), 'disabled')).status).toBe(403);
    });

    it('answers another tenant’s primary account 404 for the sub-account, and changes nothing', async () => {
      const r = await setStatus(tokens.demo2.at, operatorId(), 'disabled');
      expect(r.status).toBe(404);
      expect(r.body.message).toBe('子账号不存在');
      expect((await reset(tokens.demo2.at, operatorId())).status).toBe(404);
      // A primary account is no sub-account of anyone, its own id included.
      expect((await setStatus(tokens.demo.at, tokens.demo2.user.id, 'disabled')).status).toBe(404);
      expect((await setStatus(tokens.demo.at, tokens.demo.user.id, 'disabled')).status).toBe(404);
      expect((await call(server.app, 'GET', '/user/detail', { at: tokens.operator.at })).status).toBe(200);
    });

    it('answers a primary account whose menu tree lacks the button 403', async () => {
      await withoutMenu(server, 'iam_sub_account_disable');
      const r = await setStatus(tokens.demo.at, operatorId(), 'disabled');
      expect(r.body).toMatchObject({ code: 'PERMISSION_DENIED', message: '没有此操作的权限（iam_sub_account_disable），请联系管理员' });
      expect((await page(tokens.demo.at)).status).toBe(200);
    });

    it('leaves a sub-account’s own menu without the sub-account page', async () => {
      const tree = (await call(server.app, 'GET', '/menu/login/user/tree', { at: tokens.operator.at })).body.data;
      expect(JSON.stringify(tree)).not.toContain('iam_sub_account');
      const primaryTree = JSON.stringify((await call(server.app, 'GET', '/menu/login/user/tree', { at: tokens.demo.at })).body.data);
      expect(primaryTree).toContain('"menuCode":"iam_sub_account"');
    });
  });
});
