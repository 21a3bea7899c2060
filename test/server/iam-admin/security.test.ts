import { loadConfig } from '../../../server/config';
import { loginSecurityMode, passwordStrategy, seedSettings } from '../../../server/services/iam/settings.service';
import {
  admin,
  call,
  DEMO_PASSWORD,
  demoServerForBlock,
  iamServer,
  lastKey,
  login,
  nextIp,
  setPassword,
  signedIn,
  stepUpToken,
  withoutMenu,
  type Server,
} from './admin.fixtures';
import { DEFAULT_STRATEGY } from '../iam/strategy.fixtures';

describe('security settings', () => {
  const { server, tokens } = demoServerForBlock();

  // The super administrator proves themselves for each change (issue 22 item 2); client tokens cannot.
  const proofFor = (at: string) => (at === tokens.admin.at ? stepUpToken(server.app, at) : Promise.resolve(undefined));
  const EN = { 'accept-language': 'en-US' };
  const saveStrategy = async (body: Record<string, unknown>, at = tokens.admin.at, headers?: Record<string, string>) =>
    admin(server.app, 'POST', '/passwordStrategy/save', { at, headers, body: { ...DEFAULT_STRATEGY, ...body, stepUpToken: await proofFor(at) } });
  const saveMode = async (mode: unknown, at = tokens.admin.at, headers?: Record<string, string>) =>
    admin(server.app, 'POST', '/loginSecurity/save', { at, headers, body: { mode, stepUpToken: await proofFor(at) } });

  describe('password strategy', () => {
    afterEach(() => saveStrategy({}));

    it('reads the stored strategy', async () => {
      expect((await admin(server.app, 'GET', '/passwordStrategy/detail', { at: tokens.admin.at })).body.data).toEqual({
        ...DEFAULT_STRATEGY,
        pwdMaxLength: 32,
      });
    });

    it('applies a raised minimum at once to queryStrategy, registration, change, find and set password', async () => {
      const saved = await saveStrategy({ pwdMinLength: 12, upCharsLength: 2, upCharsLengthStatus: 1, pwdMaxLength: 32 });
      expect(saved.body).toMatchObject({
        success: true,
        message: '保存成功',
        data: { pwdMinLength: 12, upCharsLength: 2, upCharsLengthStatus: 1, pwdMaxLength: 32 },
      });
      expect((await call(server.app, 'GET', '/passwordStrategy/queryStrategy')).body.data[0]).toMatchObject({ pwdMinLength: 12, upCharsLengthStatus: 1 });

      const shortPassword = 'Short@2026';
      const register = await call(server.app, 'POST', '/tenant/register', {
        body: {
          tenantName: '策略测试公司',
          pid: 1798,
          parentTenantId: 1708,
          userName: 'strategy_user',
          mobile: '13612340001',
          email: 'strategy@example.com',
          verificeCode: '123456',
          password: shortPassword,
          confirmPassword: shortPassword,
          choices: true,
        },
      });
      expect(register.body.message).toBe('请输入12~32个字符');
      const change = await call(server.app, 'POST', '/auth/updatePwd', {
        at: tokens.demo2.at,
        encrypted: true,
        body: { oldPwd: DEMO_PASSWORD, newPwd: shortPassword, againPwd: shortPassword },
      });
      expect(change.body.message).toBe('请输入12~32个字符');
      const upper = await call(server.app, 'POST', '/auth/updatePwd', {
        at: tokens.demo2.at,
        encrypted: true,
        body: { oldPwd: DEMO_PASSWORD, newPwd: 'Longenough@2026', againPwd: 'Longenough@2026' },
      });
      expect(upper.body.message).toBe('请输入至少2个大写字母');
      const find = await call(server.app, 'POST', '/auth/resetPwd', {
        encrypted: true,
        body: {
          loginName: '13800000004',
          verificeChannel: 'SMS',
          verificeCode: '123456',
          newPwd: shortPassword,
          againPwd: shortPassword,
          loginUserType: 'CLIENT_USER',
        },
      });
      expect(find.body.message).toBe('请输入12~32个字符');
      await admin(server.app, 'POST', `/admin/user/${tokens.demo2.user.id}/reset-password`, { at: tokens.admin.at });
      const key = lastKey(server.app, 'demo2@portal.example').key;
      expect((await setPassword(server.app, key, shortPassword)).body.message).toBe('请输入12~32个字符');
      expect((await setPassword(server.app, key, 'LongEnough@2026')).body.success).toBe(true);
    });

    it('is audited with its values', async () => {
      await saveStrategy({ pwdMinLength: 10 });
      const rows = await server.ctx.db.selectFrom('audit_log').selectAll().where('event', '=', 'setting.password-strategy').orderBy('id', 'desc').execute();
      expect(rows[0]).toMatchObject({ user_id: tokens.admin.user.id });
      expect(JSON.parse(rows[0].detail!)).toMatchObject({ pwdMinLength: 10 });
    });

    it.each([
      [{ pwdMinLength: 5 }, '密码最小长度须为6~32', 'The minimum length must be 6 to 32'],
      [{ pwdMinLength: 33 }, '密码最小长度须为6~32', 'The minimum length must be 6 to 32'],
      [{ pwdMinLengthStatus: 2 }, '启用状态只能为0（停用）或1（启用）', 'A switch is either off (0) or on (1)'],
      [{ lowCharsLength: -1 }, '小写字母个数须为0~32', 'The number of lowercase letters must be 0 to 32'],
      [{ numCharsLength: 0, numCharsLengthStatus: 1 }, '启用数字要求时，个数至少为1', 'When digits are required, ask for at least 1'],
      [
        { upCharsLength: 20, upCharsLengthStatus: 1, specCharLength: 13, specCharLengthStatus: 1 },
        '各类字符要求的个数之和不能超过32',
        'The required characters may add up to at most 32',
      ],
      [{ pwdMaxLength: 64 }, '密码最大长度固定为32', 'The maximum length is always 32'],
      [{ pwdMinLength: 1e21 }, '密码最小长度须为6~32', 'The minimum length must be 6 to 32'],
    ])('refuses %p in the request’s language: %s', async (change, message, english) => {
      const r = await saveStrategy(change);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
      expect((await saveStrategy(change, tokens.admin.at, EN)).body.message).toBe(english);
      expect((await call(server.app, 'GET', '/passwordStrategy/queryStrategy')).body.data[0]).toMatchObject(DEFAULT_STRATEGY);
    });

    it('refuses a body without every field and a non-integer', async () => {
      expect((await admin(server.app, 'POST', '/passwordStrategy/save', { at: tokens.admin.at, body: { pwdMinLength: 8 } })).status).toBe(400);
      expect((await saveStrategy({ pwdMinLength: 8.5 })).status).toBe(400);
    });
  });

  describe('login security', () => {
    it('reads the mode, and mode 0 applies at once: queryPwdConfig answers 0 and a manager needs an SMS code', async () => {
      expect((await admin(server.app, 'GET', '/loginSecurity/detail', { at: tokens.admin.at })).body.data).toEqual({ mode: 2 });
      const r = await saveMode(0);
      expect(r.body).toMatchObject({ success: true, message: '保存成功', data: { mode: 0 } });
      expect((await call(server.app, 'GET', '/passwordStrategy/queryPwdConfig')).body.data).toBe(0);

      const ip = nextIp();
      const without = await login(server.app, 'manager', { loginName: 'admin' }, ip);
      expect(without.status).toBe(400);
      expect(without.body.message).toBe('请输入验证码');
      await call(server.app, 'POST', '/auth/getMsgVerificeCode', {
        ip,
        body: { loginName: 'admin', pwd: DEMO_PASSWORD, loginUserType: 'MANAGER_USER', scope: 'LOGIN', verificeChannel: 'SMS' },
      });
      const code = server.app.delivery.lastTo('13800000001', 'LOGIN')!.code;
      // Mode 0 is SMS only: an e-mail channel asked for is not taken.
      const withCode = await login(server.app, 'manager', { loginName: 'admin', verificeCode: code, verificeChannel: 'EMAIL' }, ip);
      expect(withCode.body.success).toBe(true);

      const audit = await server.ctx.db.selectFrom('audit_log').selectAll().where('event', '=', 'setting.login-security').executeTakeFirstOrThrow();
      expect(JSON.parse(audit.detail!)).toEqual({ from: 2, to: 0 });
      await saveMode(2);
      expect((await login(server.app, 'manager', { loginName: 'admin' }, nextIp())).body.success).toBe(true);
    });

    it.each([[4], [-1], [1.5], ['x']])('refuses mode %p', async (mode) => {
      const r = await saveMode(mode);
      expect(r.status).toBe(400);
      expect((await call(server.app, 'GET', '/passwordStrategy/queryPwdConfig')).body.data).toBe(2);
    });

    it('answers the mode message for an integer out of range', async () => {
      expect((await saveMode(7)).body.message).toBe('登录安全模式只能为0、1、2或3');
      expect((await saveMode(7, tokens.admin.at, EN)).body.message).toBe('The login security mode is 0, 1, 2 or 3');
    });
  });

  it('answers client tokens 403 and a manager without the save button 403', async () => {
    expect((await admin(server.app, 'GET', '/passwordStrategy/detail', { at: tokens.demo.at })).status).toBe(403);
    expect((await saveStrategy({}, tokens.demo.at)).status).toBe(403);
    expect((await saveMode(2, tokens.operator.at)).status).toBe(403);
    await withoutMenu(server, 'iam_login_security_save');
    await withoutMenu(server, 'iam_pwd_strategy_save');
    expect((await saveMode(0)).body).toMatchObject({ code: 'PERMISSION_DENIED', message: '没有此操作的权限（iam_login_security_save），请联系管理员' });
    expect((await saveStrategy({ pwdMinLength: 20 })).status).toBe(403);
    expect((await call(server.app, 'GET', '/passwordStrategy/queryPwdConfig')).body.data).toBe(2);
    expect((await admin(server.app, 'GET', '/loginSecurity/detail', { at: tokens.admin.at })).status).toBe(200);
  });
});

describe('settings from the environment', () => {
  it('are initial values only: a later start naming other ones keeps what was saved', async () => {
    const server = await iamServer({ env: { LOGIN_SECURITY_MODE: '1', PWD_MIN_LENGTH: '9' } });
    try {
      const { db, config } = server.ctx;
      expect(await loginSecurityMode(db, config)).toBe(1);
      expect((await passwordStrategy(db, config)).pwdMinLength).toBe(9);
      const manager = await signedIn(server.app, 'manager', 'admin', { verificeChannel: 'EMAIL', verificeCode: await emailCode(server) });
      const saved = await admin(server.app, 'POST', '/passwordStrategy/save', {
        at: manager.at,
        body: { ...DEFAULT_STRATEGY, pwdMinLength: 14, stepUpToken: await stepUpToken(server.app, manager.at) },
      });
      expect(saved.body.success).toBe(true);
      await seedSettings(db, loadConfig({ DATA_DIR: ':memory:', LOGIN_SECURITY_MODE: '3', PWD_MIN_LENGTH: '6' }));
      expect(await loginSecurityMode(db, config)).toBe(1);
      expect((await passwordStrategy(db, config)).pwdMinLength).toBe(14);
    } finally {
      await server.close();
    }
  });
});

async function emailCode(server: Server): Promise<string> {
  await call(server.app, 'POST', '/auth/getMsgVerificeCode', {
    ip: nextIp(),
    body: { loginName: 'admin', pwd: DEMO_PASSWORD, loginUserType: 'MANAGER_USER', scope: 'LOGIN', verificeChannel: 'EMAIL' },
  });
  return server.app.delivery.lastTo('admin@portal.example', 'LOGIN')!.code;
}
