import { call, iamServerForBlock, login, PASSWORD } from './iam.fixtures';

describe('sign-in with the login security mode off (2)', () => {
  const server = iamServerForBlock();

  it('signs a manager in by login name and answers at, rt and the user without a mark', async () => {
    const r = await login(server.app, 'manager', { loginName: 'admin' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: '登录成功' });
    expect(r.body.data.at).toEqual(expect.any(String));
    expect(r.body.data.rt).toEqual(expect.any(String));
    expect(r.body.data.user).toMatchObject({ loginName: 'admin', userType: 'MANAGER_USER', mobileStr: '138****0001', pid: 0 });
    expect(r.body.data).not.toHaveProperty('mark');
    expect(JSON.stringify(r.body)).not.toMatch(/password_hash|\$argon2/);
  });

  it('signs a manager in by phone and by e-mail too', async () => {
    expect((await login(server.app, 'manager', { loginName: '13800000001' })).body.success).toBe(true);
    expect((await login(server.app, 'manager', { loginName: 'ADMIN@portal.example' })).body.success).toBe(true);
  });

  it('signs a primary client in with the tenant inner mark', async () => {
    const r = await login(server.app, 'client', { loginName: 'demo', accountType: 'PRIMARY_ACCOUNT' });
    expect(r.body.success).toBe(true);
    expect(r.body.data.mark).toBe(0);
    expect(r.body.data.user).toMatchObject({ loginName: 'demo', userType: 'CLIENT_USER', pid: 0, tenantName: '华东智造科技有限公司' });
    expect((await login(server.app, 'client', { loginName: 'demo2' })).body.data.mark).toBe(1);
  });

  it('signs a sub-account in under its primary account', async () => {
    const r = await login(server.app, 'client', { loginName: 'operator', accountType: 'SUB_ACCOUNT', priLoginName: 'demo' });
    expect(r.body.success).toBe(true);
    expect(r.body.data.user.pid).toBeGreaterThan(0);
    expect(r.body.data.user.priLoginName).toBe('demo');
  });

  it('does not let a sub-account sign in as a primary account, nor under another primary', async () => {
    expect((await login(server.app, 'client', { loginName: 'operator', accountType: 'PRIMARY_ACCOUNT' })).body.code).toBe('LOGIN_FAILED');
    expect((await login(server.app, 'client', { loginName: 'operator', accountType: 'SUB_ACCOUNT', priLoginName: 'demo2' })).body.code).toBe('LOGIN_FAILED');
  });

  it('asks for the primary account name of a sub-account sign-in', async () => {
    const r = await login(server.app, 'client', { loginName: 'operator', accountType: 'SUB_ACCOUNT' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('请输入主账号用户名');
  });

  it('answers an unknown user and a wrong password with the same generic error', async () => {
    const unknown = await login(server.app, 'manager', { loginName: 'nobody' });
    const wrong = await login(server.app, 'manager', { loginName: 'admin', pwd: 'Wrong@2026' });
    expect(unknown.status).toBe(400);
    expect(wrong.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ success: false, data: null, message: '用户名或密码错误', code: 'LOGIN_FAILED' });
  });

  it('keeps manager and client accounts apart', async () => {
    expect((await login(server.app, 'client', { loginName: 'admin' })).body.code).toBe('LOGIN_FAILED');
    expect((await login(server.app, 'manager', { loginName: 'demo' })).body.code).toBe('LOGIN_FAILED');
  });

  it('refuses a login body that is not encrypted', async () => {
    const r = await call(server.app, 'POST', '/manager/login', { body: { loginName: 'admin', pwd: PASSWORD } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('BAD_ENCRYPTED_BODY');
  });

  it.each([
    ['garbage', { data: 'bm90IGEgY2lwaGVydGV4dA==' }],
    ['a number', { data: 42 }],
    [
      'the wrong key',
      {
        data: require('crypto-js')
          .AES.encrypt(JSON.stringify({ loginName: 'admin', pwd: PASSWORD }), 'another key')
          .toString(),
      },
    ],
    ['ciphertext of something that is not JSON', { data: require('crypto-js').AES.encrypt('not json', 'portal-dev-aes-key-change-me').toString() }],
  ])('answers 400 BAD_ENCRYPTED_BODY to %s', async (_name, payload) => {
    const response = await server.app.inject({ method: 'POST', url: '/api/common/iam/v1/manager/login', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'BAD_ENCRYPTED_BODY', message: '请求数据无法解密' });
  });

  it('validates the decrypted payload with a clear 400', async () => {
    const r = await call(server.app, 'POST', '/manager/login', { body: { loginName: 'admin' }, encrypted: true });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('VALIDATION_FAILED');
    expect(r.body.message).toMatch(/pwd/);
  });

  it('accepts a body encrypted by crypto-js in the browser', async () => {
    const CryptoJS = require('crypto-js');
    const data = CryptoJS.AES.encrypt(JSON.stringify({ loginName: 'demo', pwd: PASSWORD }), 'portal-dev-aes-key-change-me').toString();
    const response = await server.app.inject({ method: 'POST', url: '/api/common/iam/v1/client/login', payload: { data } });
    expect(response.json().success).toBe(true);
  });

  it('writes sign-in successes and failures to the audit log without secrets', async () => {
    const rows = await server.ctx.db.selectFrom('audit_log').selectAll().where('event', 'in', ['login.success', 'login.failure']).execute();
    expect(rows.some((r) => r.event === 'login.success' && r.login_name === 'admin')).toBe(true);
    expect(rows.some((r) => r.event === 'login.failure' && r.login_name === 'nobody' && r.user_id === null)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
    expect(JSON.stringify(rows)).not.toContain('Wrong@2026');
  });
});

describe.each([
  [0, 'SMS', '13800000001'],
  [1, 'EMAIL', 'admin@portal.example'],
] as const)('sign-in under login security mode %i', (mode, channel, destination) => {
  const server = iamServerForBlock({ env: { LOGIN_SECURITY_MODE: String(mode) } });

  it('reports the mode through queryPwdConfig', async () => {
    expect((await call(server.app, 'GET', '/passwordStrategy/queryPwdConfig')).body.data).toBe(mode);
  });

  it('requires a code', async () => {
    const r = await login(server.app, 'manager', { loginName: 'admin' });
    expect(r.body).toMatchObject({ success: false, message: '请输入验证码' });
  });

  it('refuses a code longer than 6 characters', async () => {
    const r = await login(server.app, 'manager', { loginName: 'admin', verificeCode: '1234567', verificeChannel: channel });
    expect(r.body).toMatchObject({ success: false, message: '验证码最多6个字符' });
  });

  it('does not send a code before the password is right', async () => {
    const before = server.app.delivery.outbox.length;
    const r = await call(server.app, 'POST', '/auth/getMsgVerificeCode', {
      body: { loginName: 'admin', loginUserType: 'MANAGER_USER', pwd: 'Wrong@2026', scope: 'LOGIN', verificeChannel: channel },
    });
    expect(r.body.code).toBe('LOGIN_FAILED');
    expect(server.app.delivery.outbox.length).toBe(before);
  });

  it(`signs in with the ${channel} code sent after the password was checked`, async () => {
    const sent = await call(server.app, 'POST', '/auth/getMsgVerificeCode', {
      body: { loginName: 'admin', loginUserType: 'MANAGER_USER', pwd: PASSWORD, scope: 'LOGIN', verificeChannel: channel },
    });
    expect(sent.body).toMatchObject({ success: true, message: '验证码已发送', data: { resendAfterSeconds: channel === 'SMS' ? 60 : 180 } });
    const message = server.app.delivery.lastTo(destination, 'LOGIN')!;
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.channel).toBe(channel);
    const wrong = await login(server.app, 'manager', {
      loginName: 'admin',
      verificeCode: message.code === '000000' ? '111111' : '000000',
      verificeChannel: channel,
    });
    expect(wrong.body).toMatchObject({ success: false, code: 'CODE_INVALID', message: '验证码错误或已失效' });
    const r = await login(server.app, 'manager', { loginName: 'admin', verificeCode: message.code, verificeChannel: channel });
    expect(r.body.success).toBe(true);
    const again = await login(server.app, 'manager', { loginName: 'admin', verificeCode: message.code, verificeChannel: channel });
    expect(again.body.code).toBe('CODE_INVALID');
  });
});

describe('sign-in under login security mode 3 (either channel)', () => {
  const server = iamServerForBlock({ env: { LOGIN_SECURITY_MODE: '3' } });

  it('accepts an e-mail code when the e-mail channel is chosen', async () => {
    await call(server.app, 'POST', '/auth/getMsgVerificeCode', {
      body: { loginName: 'demo', loginUserType: 'CLIENT_USER', pwd: PASSWORD, scope: 'LOGIN', verificeChannel: 'EMAIL', accountType: 'PRIMARY_ACCOUNT' },
    });
    const code = server.app.delivery.lastTo('demo@portal.example', 'LOGIN')!.code;
    const r = await login(server.app, 'client', { loginName: 'demo', verificeCode: code, verificeChannel: 'EMAIL' });
    expect(r.body.success).toBe(true);
  });

  it('does not accept an e-mail code as an SMS code', async () => {
    await call(server.app, 'POST', '/auth/getMsgVerificeCode', {
      body: { loginName: 'demo2', loginUserType: 'CLIENT_USER', pwd: PASSWORD, scope: 'LOGIN', verificeChannel: 'EMAIL' },
    });
    const code = server.app.delivery.lastTo('demo2@portal.example', 'LOGIN')!.code;
    const r = await login(server.app, 'client', { loginName: 'demo2', verificeCode: code, verificeChannel: 'SMS' });
    expect(r.body.code).toBe('CODE_INVALID');
  });
});
