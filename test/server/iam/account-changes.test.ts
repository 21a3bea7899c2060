import { call, iamServerForBlock, login, PASSWORD, signedIn } from './iam.fixtures';

/**
 * Issue 13 items 2 and 6: a stolen access token alone changes no contact, the old contact hears
 * of every change, and a changed password leaves no set-password key alive.
 */
describe('contact and password changes', () => {
  const server = iamServerForBlock();

  const noticesTo = (destination: string, scope: string) => server.app.delivery.outbox.filter((m) => m.destination === destination && m.scope === scope);

  async function mobileCode(at: string, mobile: string) {
    await call(server.app, 'POST', '/auth/verifice-code/mobile', { at, body: { mobile } });
    return server.app.delivery.lastTo(mobile, 'UPDATE_MOBILE')!.code;
  }

  it('refuses a phone change without the current password and keeps the code for the right one', async () => {
    const s = await signedIn(server.app, 'client', 'demo2');
    const code = await mobileCode(s.at, '13500000011');
    const change = (extra: Record<string, unknown>) =>
      call(server.app, 'POST', '/user/self/update/mobile', { at: s.at, body: { id: s.user.id, mobile: '13500000011', verificeCode: code, ...extra } });

    expect((await change({})).body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: '请输入当前密码' });
    const english = await call(server.app, 'POST', '/user/self/update/mobile', {
      at: s.at,
      headers: { 'accept-language': 'en-US' },
      body: { id: s.user.id, mobile: '13500000011', verificeCode: code },
    });
    expect(english.body.message).toBe('Please enter your current password');
    expect((await change({ password: 'Wrong@2026' })).body).toMatchObject({ success: false, code: 'CURRENT_PASSWORD_WRONG', message: '当前密码错误' });
    expect((await change({ password: PASSWORD })).body).toMatchObject({ success: true, data: { mobile: '13500000011' } });
  });

  it('tells the old phone of a phone change, masking the new number', async () => {
    const s = await signedIn(server.app, 'client', 'demo');
    const code = await mobileCode(s.at, '13500000012');
    const r = await call(server.app, 'POST', '/user/self/update/mobile', {
      at: s.at,
      body: { id: s.user.id, mobile: '13500000012', verificeCode: code, password: PASSWORD },
    });
    expect(r.body.success).toBe(true);
    await server.app.delivery.idle();
    const [notice] = noticesTo('13800000002', 'NOTICE_MOBILE_CHANGED');
    expect(notice.text).toContain('135****0012');
    expect(notice.text).not.toContain('13500000012');
  });

  it('refuses an e-mail change with a wrong password and tells the old address of the change', async () => {
    const s = await signedIn(server.app, 'manager', 'admin');
    await call(server.app, 'POST', '/auth/verifice-code/email', { at: s.at, body: { email: 'chief@portal.example' } });
    const code = server.app.delivery.lastTo('chief@portal.example', 'UPDATE_EMAIL')!.code;
    const change = (password: string) =>
      call(server.app, 'POST', '/mgruser/self/update/email', {
        at: s.at,
        body: { id: s.user.id, email: 'chief@portal.example', verificeCode: code, password },
      });
    expect((await change('Wrong@2026')).body.code).toBe('CURRENT_PASSWORD_WRONG');
    expect(noticesTo('admin@portal.example', 'NOTICE_EMAIL_CHANGED')).toHaveLength(0);
    expect((await change(PASSWORD)).body).toMatchObject({ success: true, data: { email: 'chief@portal.example', emailVerified: true } });
    await server.app.delivery.idle();
    expect(noticesTo('admin@portal.example', 'NOTICE_EMAIL_CHANGED')).toHaveLength(1);
  });

  it('tells the phone and the e-mail of a password change', async () => {
    const s = await signedIn(server.app, 'client', 'demo2');
    const r = await call(server.app, 'POST', '/auth/updatePwd', {
      at: s.at,
      encrypted: true,
      body: { oldPwd: PASSWORD, newPwd: 'Changed@2026', againPwd: 'Changed@2026' },
    });
    expect(r.body.success).toBe(true);
    await server.app.delivery.idle();
    expect(noticesTo('13500000011', 'NOTICE_PASSWORD_CHANGED')).toHaveLength(1);
    expect(noticesTo('demo2@portal.example', 'NOTICE_PASSWORD_CHANGED')).toHaveLength(1);
  });

  it('retires an outstanding set-password key when the password changes', async () => {
    const admin = await signedIn(server.app, 'manager', 'admin');
    const operator = await login(server.app, 'client', { loginName: 'operator', accountType: 'SUB_ACCOUNT', priLoginName: 'demo' });
    await call(server.app, 'POST', '/mgruser/reset-password-link', { at: admin.at, body: { userId: operator.body.data.user.id } });
    const key = server.app.delivery.lastTo('operator@portal.example', 'SET_PASSWORD')!.code;
    const changed = await call(server.app, 'POST', '/auth/updatePwd', {
      at: operator.body.data.at,
      encrypted: true,
      body: { oldPwd: PASSWORD, newPwd: 'Operator@2026', againPwd: 'Operator@2026' },
    });
    expect(changed.body.success).toBe(true);
    const r = await call(server.app, 'POST', '/auth/init/password', {
      encrypted: true,
      body: { key, password: 'Taken@2026x', confirmPassword: 'Taken@2026x' },
    });
    expect(r.body.code).toBe('KEY_INVALID');
  });

  it('retires every other outstanding key of the user when one is used', async () => {
    const admin = await signedIn(server.app, 'manager', 'admin');
    const user = await server.ctx.db.selectFrom('user_account').select('id').where('login_name', '=', 'operator').executeTakeFirstOrThrow();
    await call(server.app, 'POST', '/mgruser/reset-password-link', { at: admin.at, body: { userId: user.id } });
    const first = server.app.delivery.lastTo('operator@portal.example', 'SET_PASSWORD')!.code;
    // A second key slipped in beside the first (as two issues racing would leave it).
    const second = 'second-key-for-the-test';
    const { keyedDigest } = await import('../../../server/security/tokens');
    const now = new Date(server.clock.now());
    await server.ctx.db
      .insertInto('password_key')
      .values({
        key_hash: keyedDigest(server.ctx.config.codeSecret!, `key|${second}`),
        user_id: user.id,
        created_at: now,
        expires_at: new Date(now.getTime() + 3600_000),
        used_at: null,
      })
      .execute();
    const init = (key: string, password: string) =>
      call(server.app, 'POST', '/auth/init/password', { encrypted: true, body: { key, password, confirmPassword: password } });
    expect((await init(second, 'Second@2026')).body.success).toBe(true);
    expect((await init(first, 'First@2026x')).body.code).toBe('KEY_INVALID');
  });
});
