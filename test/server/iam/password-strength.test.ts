import { call, iamServerForBlock, PASSWORD, registrationForm, signedIn } from './iam.fixtures';
import { estimateStrength } from '../../../contract/rules/password-strength.estimator';
import { MIN_PASSWORD_SCORE, strengthHint, weakPasswordMessage } from '../../../contract/rules/password-strength.rules';

/**
 * Issue 13 finding 11: every new password is scored by zxcvbn-ts with its dictionaries on the
 * server; a guessable one is refused with a reason, in the caller's language.
 */
describe('password strength', () => {
  const server = iamServerForBlock();

  const change = async (newPwd: string, language = 'zh-CN') => {
    const { at } = await signedIn(server.app, 'client', 'demo2');
    return call(server.app, 'POST', '/auth/updatePwd', {
      at,
      body: { oldPwd: PASSWORD, newPwd, againPwd: newPwd },
      encrypted: true,
      headers: { 'accept-language': language },
    });
  };

  it.each([
    ['aaaaaaaa', '重复的字符'],
    ['qwertyuiop1', '常用密码'],
    ['Zxcvbnm@1', '常用密码'],
  ])('refuses %s when a password is changed, saying why', async (weak, reason) => {
    const r = await change(weak);
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
    expect(r.body.message).toContain('密码太容易被猜到');
    expect(r.body.message).toContain(reason);
  });

  it('says it in English for an English caller', async () => {
    const r = await change('aaaaaaaa', 'en-US');
    expect(r.body.message).toBe('This password is too easy to guess (repeated characters are easy to guess); please choose a longer, less common one');
  });

  it('refuses a password built from the user’s own names', async () => {
    const r = await change('demo2demo2demo2');
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('密码太容易被猜到');
  });

  it('refuses a weak password at registration and at find password too', async () => {
    const reg = await call(server.app, 'POST', '/tenant/register', {
      body: registrationForm({ tenantName: '弱密码公司', userName: 'weak_admin', mobile: '13700000081', email: 'weak@weak.cn', password: 'qwertyuiop1' }),
    });
    expect(reg.body.message).toContain('密码太容易被猜到');
    const reset = await call(server.app, 'POST', '/auth/resetPwd', {
      body: {
        loginName: '13800000004',
        verificeCode: '000000',
        verificeChannel: 'SMS',
        loginUserType: 'CLIENT_USER',
        newPwd: 'aaaaaaaa',
        againPwd: 'aaaaaaaa',
      },
      encrypted: true,
    });
    expect(reset.body.message).toContain('密码太容易被猜到');
  });

  it('accepts the demo password and the passwords the test suites set', async () => {
    for (const good of [
      PASSWORD,
      'Newco@2026',
      'New@2026abc',
      'Set@2026abc',
      'Reset@2026x',
      'Regist@2027',
      'Welcome@2026x',
      'Fault#Reg2027',
      'Fuzz#Only4Setup',
      'First@2027',
    ]) {
      expect({ good, score: estimateStrength(good).score >= MIN_PASSWORD_SCORE }).toEqual({ good, score: true });
    }
    const r = await change('Better@2027');
    expect(r.body).toMatchObject({ success: true });
  });

  it('phrases the hint per level in both languages', () => {
    expect(strengthHint(0)).toBe('密码强度：很弱');
    expect(strengthHint(4, 'en-US')).toBe('Password strength: very strong');
    expect(weakPasswordMessage({ score: 2, warning: null })).toBeNull();
    expect(weakPasswordMessage({ score: 1, warning: 'unheardOf' })).toBe('密码太容易被猜到，请换一个更长、更不常见的密码');
  });
});
