import { ERROR_CODES } from '../../contract/errors';
import { AppError, catalogue, catalogueMessage } from '../../server/errors';
import { waitOf } from '../../server/services/iam/login-throttle.rules';
import { call, iamServerForBlock, login, P, signedIn } from './iam/iam.fixtures';

const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;
const english = { 'accept-language': 'en-US,en;q=0.9' };

describe('the error catalogue', () => {
  it('holds every code of the contract, each with a status and a message in both languages', () => {
    expect(Object.keys(catalogue).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) {
      expect(catalogue[code].status).toBeGreaterThanOrEqual(400);
      expect(catalogue[code]['zh-CN']).toMatch(/[\u4e00-\u9fff]/);
      expect(catalogue[code]['en-US']).not.toMatch(CJK);
    }
  });

  test.each([
    ['zh-CN', 90, '登录失败次数过多，请2分钟后再试'],
    ['en-US', 90, 'Too many failed sign-ins, please try again in 2 minutes'],
    ['en-US', 1, 'Too many failed sign-ins, please try again in 1 second'],
  ] as const)('fills a wait in %s (%i s)', (language, seconds, expected) => {
    expect(AppError.of('LOGIN_LOCKED', { wait: waitOf(seconds) }).messageIn(language)).toBe(expected);
    expect(catalogueMessage('NO_UNREAD', language)).toBe(language === 'zh-CN' ? '没有未读信息' : 'No unread messages');
  });
});

describe('the language of an answer', () => {
  const server = iamServerForBlock();
  /** A tenant registration that passes every check but the one a case changes (its code is wrong). */
  const registration = (overrides: Record<string, unknown>) => ({
    tenantName: '新材料',
    pid: 1798,
    parentTenantId: 1708,
    userName: 'x_admin',
    mobile: '13700000009',
    email: 'x@x.cn',
    verificeCode: '1',
    password: 'Newco@2026',
    confirmPassword: 'Newco@2026',
    choices: true,
    ...overrides,
  });

  it('answers in zh-CN without an Accept-Language header and in English for en-US', async () => {
    const zh = await login(server.app, 'client', { loginName: 'demo', pwd: 'Wrong@2026' }, '10.9.0.1');
    expect(zh.body).toMatchObject({ success: false, code: 'LOGIN_FAILED', message: '用户名或密码错误' });
    const en = await call(server.app, 'POST', '/client/login', {
      body: { loginName: 'demo', pwd: 'Wrong@2026' },
      encrypted: true,
      ip: '10.9.0.2',
      headers: english,
    });
    expect(en.body).toMatchObject({ success: false, code: 'LOGIN_FAILED', message: 'Wrong user name or password' });
  });

  test.each([
    ['a bad phone for a registration code', '/auth/verifice-code/tenant', { mobile: '138' }, '只允许输入11位纯数字', 'Enter exactly 11 digits'],
    ['a blank phone', '/auth/verifice-code/tenant', { mobile: '  ' }, '请输入手机号', 'Please enter the phone number'],
    [
      'a bad tenant name at registration',
      '/tenant/register',
      registration({ tenantName: '新#' }),
      '只允许输入2-32字符,允许的字符包括：中英文、数字、()、-',
      'Use 2 to 32 characters: Chinese characters, letters, digits, brackets () and hyphens -',
    ],
    ['an unticked agreement', '/tenant/register', registration({ choices: false }), '请阅读并选择同意协议内容', 'Please read and accept the agreements'],
    [
      'a password under the strategy',
      '/tenant/register',
      registration({ password: 'Ab1!', confirmPassword: 'Ab1!' }),
      '请输入8~32个字符',
      'Enter 8 to 32 characters',
    ],
    ['a missing pid', '/tenant/register', registration({ pid: '' }), '数据异常', 'Invalid data'],
  ])('says %s in the language asked for', async (_case, path, body, zh, en) => {
    const chinese = await call(server.app, 'POST', path, { body });
    const inEnglish = await call(server.app, 'POST', path, { body, headers: english });
    expect(chinese.status).toBe(400);
    expect(chinese.body.message).toBe(zh);
    expect(inEnglish.status).toBe(400);
    expect(inEnglish.body).toMatchObject({ success: false, code: chinese.body.code, message: en });
  });

  it('says a schema failure and an unknown API in English, with English punctuation', async () => {
    const schema = await call(server.app, 'POST', '/auth/verifice-code/tenant', { body: {}, headers: english });
    expect(schema.status).toBe(400);
    expect(schema.body.message).toMatch(/^Invalid request parameters/);
    expect(schema.body.message).not.toMatch(CJK);
    const missing = await server.app.inject({ method: 'GET', url: `${P}/no/such/route`, headers: english });
    expect(missing.json()).toEqual({ success: false, data: null, message: 'No such API', code: 'NOT_FOUND' });
  });

  it('says a signed-in failure in English: a wrong old password and a profile name rule', async () => {
    const { at, user } = await signedIn(server.app, 'client', 'demo2');
    const profile = await call(server.app, 'POST', '/user/self/update/info', { at, body: { id: user.id, userName: '1' }, headers: english });
    expect(profile.body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Use at least 2 Chinese characters, letters, digits or underscores, not only digits',
    });
    const wrong = await call(server.app, 'POST', '/auth/updatePwd', {
      at,
      encrypted: true,
      body: { oldPwd: 'Wrong@2026', newPwd: 'Better@2027', againPwd: 'Better@2027' },
      headers: english,
    });
    expect(wrong.body).toMatchObject({ success: false, code: 'OLD_PASSWORD_WRONG', message: 'The old password is wrong' });
  });

  it('says a success in the language asked for too', async () => {
    const zh = await call(server.app, 'POST', '/auth/verifice-code/tenant', { body: { mobile: '13700000021' }, ip: '10.9.0.21' });
    const en = await call(server.app, 'POST', '/auth/verifice-code/tenant', { body: { mobile: '13700000022' }, ip: '10.9.0.22', headers: english });
    expect(zh.body).toMatchObject({ success: true, code: 'OK', message: '验证码已发送' });
    expect(en.body).toMatchObject({ success: true, code: 'OK', message: 'Verification code sent' });
    expect(server.app.delivery.lastTo('13700000021', 'REGISTER')!.text).toMatch(/^您的验证码为\d{6}，5分钟内有效/);
    expect(server.app.delivery.lastTo('13700000022', 'REGISTER')!.text).toMatch(/^Your verification code is \d{6}\. It is valid for 5 minutes/);
  });

  it('says an ended session in English', async () => {
    const r = await call(server.app, 'GET', '/user/detail', { at: 'not-a-token', headers: english });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Your session has ended, please sign in again' });
  });
});
