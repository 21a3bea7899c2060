import { call, iamServerForBlock, login, registrationCode, registrationForm, signedIn } from './iam.fixtures';

describe('tenant registration and marks', () => {
  const server = iamServerForBlock();
  let n = 0;

  const form = (overrides: Record<string, unknown> = {}) =>
    registrationForm(
      { tenantName: '新材料(苏州)-研究院', userName: 'newco_admin', mobile: '13700000001', email: 'admin@newco.cn', password: 'Newco@2026' },
      overrides,
    );
  const register = (body: Record<string, unknown>) => call(server.app, 'POST', '/tenant/register', { body });
  const codeFor = (mobile: string) => registrationCode(server, mobile, `10.8.0.${++n}`);

  it('tells whether a tenant name is taken', async () => {
    expect((await call(server.app, 'GET', `/tenant/getOrgNameRepeat/${encodeURIComponent('华东智造科技有限公司')}`)).body.data).toBe(true);
    expect((await call(server.app, 'GET', `/tenant/getOrgNameRepeat/${encodeURIComponent('没有这个租户')}`)).body.data).toBe(false);
  });

  it.each([
    ['pid empty', { pid: '' }, '数据异常'],
    ['parentTenantId missing', { parentTenantId: undefined }, '数据异常'],
    // Issue 13 finding 7: only the registration defaults are taken; another parent is refused.
    ['pid unknown', { pid: 99999 }, '数据异常：自助注册的租户只能挂在平台公共租户下'],
    ['agreement not ticked', { choices: [] }, '请阅读并选择同意协议内容'],
    ['agreement false', { choices: false }, '请阅读并选择同意协议内容'],
    ['tenant name with a bad character', { tenantName: '新材料#研究院' }, '只允许输入2-32字符,允许的字符包括：中英文、数字、()、-'],
    ['tenant name too short', { tenantName: '新' }, '只允许输入2-32字符,允许的字符包括：中英文、数字、()、-'],
    ['user name all digits', { userName: '123456' }, '仅支持中英文、数字、下划线,且不能为纯数字,长度2到32个字符'],
    ['user name empty', { userName: '  ' }, '请输入用户名'],
    ['mobile of 10 digits', { mobile: '1370000000' }, '只允许输入11位纯数字'],
    ['bad e-mail', { email: 'admin@newco' }, '请检查邮箱格式是否正确,且最长只能输入32个字符'],
    ['code longer than 6', { verificeCode: '1234567' }, '验证码最多6个字符'],
    ['passwords that differ', { confirmPassword: 'Newco@2027' }, '两次输入密码不一致'],
    ['password too short', { password: 'Ab1!', confirmPassword: 'Ab1!' }, '请输入8~32个字符'],
    ['duplicate tenant name', { tenantName: '华东智造科技有限公司' }, '租户名称重复'],
    // Issue 13 finding 3: the code is checked before a taken name is told (registration-order.test.ts).
    ['user name taken, the code wrong', { userName: 'demo' }, '验证码错误或已失效'],
    ['wrong code', {}, '验证码错误或已失效'],
  ])('refuses %s', async (_name, overrides, message) => {
    const r = await register(form(overrides));
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.body).toMatchObject({ success: false, message });
  });

  it('answers TENANT_NAME_TAKEN for a duplicate name', async () => {
    expect((await register(form({ tenantName: '西南能源集团' }))).body.code).toBe('TENANT_NAME_TAKEN');
  });

  it('registers a tenant and its primary account, which can then sign in', async () => {
    const code = await codeFor('13700000001');
    const r = await register(form({ verificeCode: code, tenantName: ' 新材料(苏州)-研究院 ' }));
    expect(r.body).toMatchObject({ success: true, message: '恭喜！您已注册成功。', data: { loginName: 'newco_admin' } });
    const tenant = await server.ctx.db.selectFrom('tenant').selectAll().where('id', '=', r.body.data.tenantId).executeTakeFirstOrThrow();
    expect(tenant).toMatchObject({ name: '新材料(苏州)-研究院', pid: 1798, parent_tenant_id: 1708, inner_mark: 0 });
    const s = await login(server.app, 'client', { loginName: 'newco_admin', pwd: 'Newco@2026' });
    expect(s.body.data).toMatchObject({ mark: 0, user: { tenantName: '新材料(苏州)-研究院', pid: 0 } });
    // The managing tenant and organisation both name the parent it registered under (not '-' beside '平台运营中心').
    expect(s.body.data.user.mgrTenantName).toBe('平台运营中心');
    expect(s.body.data.user.mgrOrgName).toBe('平台运营中心');
    expect((await call(server.app, 'GET', `/tenant/getOrgNameRepeat/${encodeURIComponent('新材料(苏州)-研究院')}`)).body.data).toBe(true);
  });

  it('takes pid and parentTenantId as strings of digits too', async () => {
    const code = await codeFor('13700000002');
    const r = await register(
      form({
        verificeCode: code,
        tenantName: '第二家公司',
        userName: 'second',
        mobile: '13700000002',
        email: 'a@second.cn',
        pid: '1798',
        parentTenantId: '1708',
        choices: true,
      }),
    );
    expect(r.body.success).toBe(true);
  });

  it('refuses a phone that already has an account, once its code is right', async () => {
    const code = await codeFor('13800000002');
    const r = await register(form({ tenantName: '第三家公司', userName: 'third', mobile: '13800000002', email: 'a@third.cn', verificeCode: code }));
    expect(r.body).toMatchObject({ code: 'MOBILE_TAKEN', message: '该手机号已被其他账号使用' });
  });

  it('answers the inner mark of the signed-in user', async () => {
    const a = await signedIn(server.app, 'client', 'demo');
    const b = await signedIn(server.app, 'client', 'demo2');
    const m = await signedIn(server.app, 'manager', 'admin');
    expect((await call(server.app, 'GET', '/tenant/getInnerMark', { at: a.at })).body.data).toBe(0);
    expect((await call(server.app, 'GET', '/tenant/getInnerMark', { at: b.at })).body.data).toBe(1);
    expect((await call(server.app, 'GET', '/tenant/getInnerMark', { at: m.at })).body.data).toBe(1);
    expect((await call(server.app, 'GET', '/tenant/getInnerMark')).status).toBe(401);
  });
});
