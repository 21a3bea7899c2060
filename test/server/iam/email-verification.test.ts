import { call, iamServerForBlock, login, registrationCode, registrationForm } from './iam.fixtures';

/**
 * Issue 13 item 12: the e-mail given at registration signs in and recovers a password only once
 * verified with a code sent to it; the profile says whether it is.
 */
describe('e-mail verification', () => {
  const server = iamServerForBlock();

  const PASSWORD = 'Newco@2026';
  const EMAIL = 'owner@newco.cn';

  async function registerNewco() {
    const code = await registrationCode(server, '13700000021', '10.9.0.1');
    const r = await call(server.app, 'POST', '/tenant/register', {
      body: registrationForm(
        { tenantName: '新创科技', userName: 'newco_owner', mobile: '13700000021', email: EMAIL, password: PASSWORD },
        { verificeCode: code },
      ),
    });
    expect(r.body.success).toBe(true);
  }

  it('keeps the demo accounts verified', async () => {
    expect((await login(server.app, 'client', { loginName: 'demo@portal.example' })).body).toMatchObject({
      success: true,
      data: { user: { emailVerified: true } },
    });
  });

  it('refuses sign-in by an unverified e-mail with a clear message, after the right password only', async () => {
    await registerNewco();
    const byName = await login(server.app, 'client', { loginName: 'newco_owner', pwd: PASSWORD });
    expect(byName.body).toMatchObject({ success: true, data: { user: { email: EMAIL, emailVerified: false } } });
    const byEmail = await login(server.app, 'client', { loginName: EMAIL, pwd: PASSWORD });
    expect(byEmail.body).toMatchObject({ success: false, code: 'EMAIL_NOT_VERIFIED' });
    expect(byEmail.body.message).toContain('尚未验证');
    expect((await login(server.app, 'client', { loginName: EMAIL, pwd: 'Wrong@2026' })).body.code).toBe('LOGIN_FAILED');
  });

  it('treats an unverified e-mail as unknown in find password: same answer, nothing delivered', async () => {
    const ask = (loginName: string, ip: string) =>
      call(server.app, 'POST', '/auth/getMsgVerificeCode', {
        ip,
        body: { loginName, loginUserType: 'CLIENT_USER', scope: 'PWDRESET', verificeChannel: 'EMAIL' },
      });
    const unverified = await ask(EMAIL, '10.9.0.2');
    const unknown = await ask('nobody@newco.cn', '10.9.0.3');
    expect(unverified.body).toEqual(unknown.body);
    await server.app.delivery.idle();
    expect(server.app.delivery.lastTo(EMAIL, 'PWDRESET')).toBeUndefined();
  });

  it('verifies the e-mail with a code sent to it, after which it signs in', async () => {
    const s = (await login(server.app, 'client', { loginName: 'newco_owner', pwd: PASSWORD })).body.data;
    const sent = await call(server.app, 'POST', '/auth/verifice-code/email-verification', { at: s.at });
    expect(sent.body).toMatchObject({ success: true, data: { resendAfterSeconds: 180 } });
    const code = server.app.delivery.lastTo(EMAIL, 'VERIFY_EMAIL')!.code;
    const wrong = await call(server.app, 'POST', '/auth/email/verify', { at: s.at, body: { verificeCode: code === '000000' ? '000001' : '000000' } });
    expect(wrong.body.code).toBe('CODE_INVALID');
    const done = await call(server.app, 'POST', '/auth/email/verify', { at: s.at, body: { verificeCode: code } });
    expect(done.body).toMatchObject({ success: true, message: '邮箱已验证', data: { emailVerified: true } });
    expect((await call(server.app, 'GET', '/user/detail', { at: s.at })).body.data.emailVerified).toBe(true);
    expect((await login(server.app, 'client', { loginName: EMAIL, pwd: PASSWORD })).body.success).toBe(true);
    const again = await call(server.app, 'POST', '/auth/verifice-code/email-verification', { at: s.at });
    expect(again.body.code).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('makes an address changed by another path unverified again', async () => {
    await server.ctx.db.updateTable('user_account').set({ email: 'typo@newco.cn' }).where('login_name', '=', 'newco_owner').execute();
    expect((await login(server.app, 'client', { loginName: 'typo@newco.cn', pwd: PASSWORD })).body.code).toBe('EMAIL_NOT_VERIFIED');
  });
});
