import { AES_KEY, call, iamServer, iamServerForBlock, login, PASSWORD, signedIn } from './iam.fixtures';
import { DEFAULT_STRATEGY } from './strategy.fixtures';
import { encryptBody } from '../../../server/security/aes';
import { loadConfig } from '../../../server/config';
import { loginSecurityMode, passwordStrategy, seedSettings } from '../../../server/services/iam/settings.service';
import { buildTestServer } from '../../helpers/server';

const MINUTE = 60_000;

describe('passwords', () => {
  const server = iamServerForBlock();
  let n = 0;
  const ip = () => `10.7.0.${(n++ % 250) + 1}`;

  describe('strategy', () => {
    it('serves the default strategy: length 8 to 32, no composition rules', async () => {
      const r = await call(server.app, 'GET', '/passwordStrategy/queryStrategy');
      expect(r.body.data).toEqual([{ ...DEFAULT_STRATEGY, pwdMaxLength: 32 }]);
    });

    it('seeds the strategy from the environment', async () => {
      const other = await iamServer({ env: { PWD_MIN_LENGTH: '10', PWD_UPPER_CHARS: '2', PWD_UPPER_CHARS_STATUS: '1' } });
      try {
        const r = await call(other.app, 'GET', '/passwordStrategy/queryStrategy');
        expect(r.body.data[0]).toMatchObject({ pwdMinLength: 10, upCharsLength: 2, upCharsLengthStatus: 1 });
        const s = await signedIn(other.app, 'client', 'demo');
        const weak = await call(other.app, 'POST', '/auth/updatePwd', {
          at: s.at,
          encrypted: true,
          body: { oldPwd: PASSWORD, newPwd: 'Abcdefgh12', againPwd: 'Abcdefgh12' },
        });
        expect(weak.body.message).toBe('请输入至少2个大写字母');
      } finally {
        await other.close();
      }
    });
  });

  describe('find password (auth/resetPwd)', () => {
    const reset = (body: Record<string, unknown>) =>
      call(server.app, 'POST', '/auth/resetPwd', {
        encrypted: true,
        body: { loginUserType: 'CLIENT_USER', verificeChannel: 'SMS', loginName: '13800000004', newPwd: 'Reset@2026x', againPwd: 'Reset@2026x', ...body },
      });

    it.each([
      ['Reset@2026x', 'Other@2026x', '两次输入密码不一致'],
      ['short1!', 'short1!', '请输入8~32个字符'],
      ['has space 123', 'has space 123', '密码仅支持字母、数字和特殊字符!@#$%^&*()_+-='],
      ['a'.repeat(33), 'a'.repeat(33), '请输入8~32个字符'],
      ['password123', 'password123', '密码过于常见，请换一个更难猜的密码'],
      ['Reset@2026x', '', '请输入确认密码'],
    ])('refuses new password %p confirmed as %p: %s', async (newPwd, againPwd, message) => {
      const r = await reset({ newPwd, againPwd, verificeCode: '123456' });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    });

    it('refuses a wrong code and an unknown phone alike', async () => {
      expect((await reset({ verificeCode: '123456' })).body).toMatchObject({ code: 'CODE_INVALID', message: '验证码错误或已失效' });
      expect((await reset({ loginName: '13999990000', verificeCode: '123456' })).body).toMatchObject({ code: 'CODE_INVALID', message: '验证码错误或已失效' });
    });

    it('resets by phone, ends the sessions, and the new password signs in', async () => {
      const before = await signedIn(server.app, 'client', 'demo2');
      await call(server.app, 'POST', '/auth/getMsgVerificeCode', {
        ip: ip(),
        body: { loginName: '13800000004', loginUserType: 'CLIENT_USER', scope: 'PWDRESET', verificeChannel: 'SMS' },
      });
      const code = server.app.delivery.lastTo('13800000004', 'PWDRESET')!.code;
      const r = await reset({ verificeCode: code });
      expect(r.body).toMatchObject({ success: true, message: '密码已重置' });
      expect((await call(server.app, 'GET', '/user/detail', { at: before.at })).status).toBe(401);
      expect((await login(server.app, 'client', { loginName: 'demo2' })).body.code).toBe('LOGIN_FAILED');
      expect((await login(server.app, 'client', { loginName: 'demo2', pwd: 'Reset@2026x' })).body.success).toBe(true);
    });

    it('resets a manager by e-mail and refuses the same password again', async () => {
      await call(server.app, 'POST', '/auth/getMsgVerificeCode', {
        ip: ip(),
        body: { loginName: 'admin@portal.example', loginUserType: 'MANAGER_USER', scope: 'PWDRESET', verificeChannel: 'EMAIL' },
      });
      const code = server.app.delivery.lastTo('admin@portal.example', 'PWDRESET')!.code;
      const same = await reset({
        loginUserType: 'MANAGER_USER',
        verificeChannel: 'EMAIL',
        loginName: 'admin@portal.example',
        verificeCode: code,
        newPwd: PASSWORD,
        againPwd: PASSWORD,
      });
      expect(same.body.message).toBe('新密码与原密码不能一致');
    });

    it('lifts a login lock', async () => {
      for (let i = 0; i < 5; i += 1) await login(server.app, 'client', { loginName: 'demo2', pwd: 'Wrong@2026' }, ip());
      expect((await login(server.app, 'client', { loginName: 'demo2', pwd: 'Reset@2026x' }, ip())).body.code).toBe('LOGIN_LOCKED');
      server.clock.advance(3 * MINUTE);
      await call(server.app, 'POST', '/auth/getMsgVerificeCode', {
        ip: ip(),
        body: { loginName: '13800000004', loginUserType: 'CLIENT_USER', scope: 'PWDRESET', verificeChannel: 'SMS' },
      });
      const code = server.app.delivery.lastTo('13800000004', 'PWDRESET')!.code;
      for (let i = 0; i < 5; i += 1) await login(server.app, 'client', { loginName: 'demo2', pwd: 'Wrong@2026' }, ip());
      expect((await reset({ verificeCode: code, newPwd: 'Again@2026y', againPwd: 'Again@2026y' })).body.success).toBe(true);
      expect((await login(server.app, 'client', { loginName: 'demo2', pwd: 'Again@2026y' }, ip())).body.success).toBe(true);
    });
  });

  describe('change password (auth/updatePwd)', () => {
    const update = (at: string, body: Record<string, unknown>) => call(server.app, 'POST', '/auth/updatePwd', { at, encrypted: true, body });

    it('needs a session', async () => {
      expect(
        (await call(server.app, 'POST', '/auth/updatePwd', { encrypted: true, body: { oldPwd: PASSWORD, newPwd: 'New@2026abc', againPwd: 'New@2026abc' } }))
          .status,
      ).toBe(401);
    });

    it.each([
      [{ oldPwd: '', newPwd: 'New@2026abc', againPwd: 'New@2026abc' }, '请输入原密码'],
      [{ oldPwd: 'Wrong@2026', newPwd: 'New@2026abc', againPwd: 'New@2026abc' }, '原密码错误'],
      [{ oldPwd: PASSWORD, newPwd: PASSWORD, againPwd: PASSWORD }, '新密码与原密码不能一致'],
      [{ oldPwd: PASSWORD, newPwd: 'New@2026abc', againPwd: 'New@2026abd' }, '两次输入密码不一致'],
      [{ oldPwd: PASSWORD, newPwd: '', againPwd: '' }, '请输入密码'],
    ])('refuses %p with %s', async (body, message) => {
      const s = await signedIn(server.app, 'client', 'demo', { pwd: PASSWORD });
      const r = await update(s.at, body);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    });

    it('changes the password and ends every session of the user', async () => {
      const other = await signedIn(server.app, 'client', 'demo');
      const s = await signedIn(server.app, 'client', 'demo');
      const r = await update(s.at, { oldPwd: PASSWORD, newPwd: 'New@2026abc', againPwd: 'New@2026abc' });
      expect(r.body).toMatchObject({ success: true, message: '修改密码成功' });
      expect((await call(server.app, 'GET', '/user/detail', { at: s.at })).status).toBe(401);
      expect((await call(server.app, 'GET', '/user/detail', { at: other.at })).status).toBe(401);
      expect((await login(server.app, 'client', { loginName: 'demo', pwd: 'New@2026abc' })).body.success).toBe(true);
    });
  });

  describe('set-password keys (administrator reset, auth/init/password)', () => {
    it('lets only managers issue a reset link', async () => {
      const client = await signedIn(server.app, 'client', 'demo', { pwd: 'New@2026abc' });
      const r = await call(server.app, 'POST', '/mgruser/reset-password-link', { at: client.at, body: { userId: client.user.id } });
      expect(r.status).toBe(403);
    });

    it('writes a link with a single-use key to the outbox and sets the password with it', async () => {
      const admin = await signedIn(server.app, 'manager', 'admin');
      const operator = await login(server.app, 'client', { loginName: 'operator', accountType: 'SUB_ACCOUNT', priLoginName: 'demo' });
      const issued = await call(server.app, 'POST', '/mgruser/reset-password-link', { at: admin.at, body: { userId: operator.body.data.user.id } });
      expect(issued.body).toMatchObject({ success: true, message: '设置密码链接已发送' });
      const message = server.app.delivery.lastTo('operator@portal.example', 'SET_PASSWORD')!;
      expect(message.text).toContain(`/#/set-password?key=${message.code}&type=2`);
      // PUBLIC_URL is unset here: the link is absolute under the address the server listens on
      // (in process: HOST and PORT), not the request's Host (N-3).
      const { host, port } = server.ctx.config;
      expect(message.text).toContain(`http://${host}:${port}/#/set-password?key=`);

      const init = (body: Record<string, unknown>) =>
        call(server.app, 'POST', '/auth/init/password', { encrypted: true, body: { key: message.code, ...body } });
      expect((await init({ password: 'Set@2026abc', confirmPassword: 'Set@2026abd' })).body.message).toBe('两次输入密码不一致');
      const done = await init({ password: 'Set@2026abc', confirmPassword: 'Set@2026abc' });
      expect(done.body).toEqual({ success: true, data: { userType: 'CLIENT_USER' }, message: '密码设置成功', code: 'OK' });
      expect((await call(server.app, 'GET', '/user/detail', { at: operator.body.data.at })).status).toBe(401);
      expect(
        (await login(server.app, 'client', { loginName: 'operator', accountType: 'SUB_ACCOUNT', priLoginName: 'demo', pwd: 'Set@2026abc' })).body.success,
      ).toBe(true);
      const again = await init({ password: 'Set@2026xyz', confirmPassword: 'Set@2026xyz' });
      expect(again.body).toMatchObject({ code: 'KEY_INVALID', message: '链接无效或已过期，请联系管理员重新发送' });
    });

    it('lets a primary account reset only its own sub-accounts', async () => {
      const demo = await signedIn(server.app, 'client', 'demo', { pwd: 'New@2026abc' });
      const demo2 = await signedIn(server.app, 'client', 'demo2', { pwd: 'Again@2026y' });
      const operator = await server.ctx.db.selectFrom('user_account').select('id').where('login_name', '=', 'operator').executeTakeFirstOrThrow();
      const byOther = await call(server.app, 'POST', '/user/reset-password-link', { at: demo2.at, body: { userId: operator.id } });
      expect(byOther.status).toBe(404);
      const byOwner = await call(server.app, 'POST', '/user/reset-password-link', { at: demo.at, body: { userId: operator.id } });
      expect(byOwner.body.success).toBe(true);
      expect(server.app.delivery.lastTo('operator@portal.example', 'SET_PASSWORD')!.text).toContain('type=2');
      const sub = await login(server.app, 'client', { loginName: 'operator', accountType: 'SUB_ACCOUNT', priLoginName: 'demo', pwd: 'Set@2026abc' });
      const bySub = await call(server.app, 'POST', '/user/reset-password-link', { at: sub.body.data.at, body: { userId: operator.id } });
      expect(bySub.status).toBe(403);
    });

    it('refuses an expired key', async () => {
      const admin = await signedIn(server.app, 'manager', 'admin');
      await call(server.app, 'POST', '/mgruser/reset-password-link', { at: admin.at, body: { userId: admin.user.id } });
      const key = server.app.delivery.lastTo('admin@portal.example', 'SET_PASSWORD')!.code;
      server.clock.advance(24 * 60 * MINUTE + 1);
      const r = await server.app.inject({
        method: 'POST',
        url: '/api/common/iam/v1/auth/init/password',
        payload: encryptBody({ key, password: 'Set@2026abc', confirmPassword: 'Set@2026abc' }, AES_KEY),
      });
      expect(r.json().code).toBe('KEY_INVALID');
    });
  });
});

describe('settings seeded from the environment', () => {
  it('are initial values: stored settings stay whatever a later start names (managers change them)', async () => {
    const server = await buildTestServer({ env: { LOGIN_SECURITY_MODE: '1' } });
    try {
      const { db } = server.ctx;
      await seedSettings(db, loadConfig({ DATA_DIR: ':memory:' }));
      expect(await loginSecurityMode(db, server.ctx.config)).toBe(1);
      await seedSettings(db, loadConfig({ DATA_DIR: ':memory:', LOGIN_SECURITY_MODE: '3', PWD_MIN_LENGTH: '12' }));
      expect(await loginSecurityMode(db, server.ctx.config)).toBe(1);
      expect((await passwordStrategy(db, server.ctx.config)).pwdMinLength).toBe(8);
    } finally {
      await server.close();
    }
  });
});
