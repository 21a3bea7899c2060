import {
  formRules,
  localizedProblem,
  password,
  passwordChecklist,
  required,
  requiredChoice,
  rules,
  trimForm,
  validateForm,
  type PasswordStrategyLike,
} from './validation.rules';
import { ruleMessages } from './validation.messages';
import { strategyRequiring } from '../iam-admin.rules';

const strict: PasswordStrategyLike = strategyRequiring({ upCharsLength: 1, lowCharsLength: 2, numCharsLength: 1, specCharLength: 1 });
const loose: PasswordStrategyLike = {
  ...strict,
  pwdMinLengthStatus: 0,
  upCharsLengthStatus: 0,
  lowCharsLengthStatus: 0,
  numCharsLengthStatus: 0,
  specCharLengthStatus: 0,
};

describe('user name (spec 5)', () => {
  test.each([
    ['', '请输入用户名'],
    ['   ', '请输入用户名'],
    ['a', '仅支持中英文、数字、下划线,且不能为纯数字,长度2到32个字符'],
    ['12345', '仅支持中英文、数字、下划线,且不能为纯数字,长度2到32个字符'],
    ['张三-1', '仅支持中英文、数字、下划线,且不能为纯数字,长度2到32个字符'],
    ['x'.repeat(33), '仅支持中英文、数字、下划线,且不能为纯数字,长度2到32个字符'],
    ['张三', null],
    [' demo_1 ', null],
    ['x'.repeat(32), null],
  ])('%j → %s', (value, expected) => {
    expect(rules.userName(value)).toBe(expected);
  });
});

describe('e-mail (spec 5)', () => {
  test.each([
    ['', '请输入邮箱'],
    [`${'a'.repeat(24)}@corp.com`, '长度不能超过32位'],
    ['not-an-email', '请检查邮箱格式是否正确,且最长只能输入32个字符'],
    ['a@b', '请检查邮箱格式是否正确,且最长只能输入32个字符'],
    [' demo@example.com ', null],
  ])('%j → %s', (value, expected) => {
    expect(rules.email(value)).toBe(expected);
  });
});

describe('mobile (spec 5)', () => {
  test.each([
    ['', '请输入手机号'],
    ['1380013800', '只允许输入11位纯数字'],
    ['138001380000', '只允许输入11位纯数字'],
    ['1380013800a', '只允许输入11位纯数字'],
    ['+8613800138000', '只允许输入11位纯数字'],
    [' 13800138000 ', null],
  ])('%j → %s', (value, expected) => {
    expect(rules.mobile(value)).toBe(expected);
  });
});

describe('tenant name (spec 5)', () => {
  const message = '只允许输入2-32字符,允许的字符包括：中英文、数字、()、-';
  test.each([
    ['', '请输入租户名称'],
    ['A', message],
    ['某某集团!', message],
    ['某某集团(华东)-分公司', null],
    ['Acme 1', message],
    ['x'.repeat(32), null],
    ['x'.repeat(33), message],
  ])('%j → %s', (value, expected) => {
    expect(rules.tenantName(value)).toBe(expected);
  });
});

describe('role name (spec 5)', () => {
  test.each([
    ['管理员', null],
    ['a', '仅支持中英文、数字,长度2到20个字符'],
    ['admin_1', '仅支持中英文、数字,长度2到20个字符'],
    ['x'.repeat(21), '仅支持中英文、数字,长度2到20个字符'],
  ])('%j → %s', (value, expected) => {
    expect(rules.roleName(value)).toBe(expected);
  });
});

describe('password by the server strategy (spec 5)', () => {
  test.each([
    ['empty', '', strict, undefined, '请输入密码'],
    ['a backslash', 'Abc\\def12!', strict, undefined, '密码仅支持字母、数字和特殊字符!@#$%^&*()_+-='],
    ['a space inside', 'Abc def12!', strict, undefined, '密码仅支持字母、数字和特殊字符!@#$%^&*()_+-='],
    ['too short for the strategy', 'Ab1!x', strict, undefined, '请输入8~32个字符'],
    ['longer than 32', `Ab1!${'x'.repeat(29)}`, strict, undefined, '请输入8~32个字符'],
    ['no uppercase', 'abcdef1!', strict, undefined, '请输入至少1个大写字母'],
    ['one lowercase when two are needed', 'ABCDEFa1!', strict, undefined, '请输入至少2个小写字母'],
    ['no digit', 'Abcdefg!', strict, undefined, '请输入至少1个数字'],
    ['no special character', 'Abcdefg1', strict, undefined, '请输入至少1个特殊字符'],
    ['the same as the old one', 'Portal@2026', strict, 'Portal@2026', '新密码与原密码不能一致'],
    ['a common password', 'password', loose, undefined, '密码过于常见，请换一个更难猜的密码'],
    ['any length from 1 when the minimum is off', 'x', loose, undefined, null],
    ['a good password', 'Portal@2026', strict, 'Old@2025xx', null],
    ['a good password without a strategy', 'Portal@2026', null, undefined, null],
  ])('%s → %s', (_label, value, strategy, oldPassword, expected) => {
    expect(password(value, { strategy, oldPassword })).toBe(expected);
  });
});

describe('the password requirements listed under a new-password field', () => {
  const met = (value: string, strategy: PasswordStrategyLike | null) =>
    Object.fromEntries(passwordChecklist(value, strategy).map((check) => [check.key, check.met]));

  test('a strict strategy lists every requirement in the order of the spec, none met before typing', () => {
    expect(passwordChecklist('', strict).map((check) => [check.key, check.text, check.met])).toEqual([
      ['chars', '仅字母、数字和特殊字符!@#$%^&*()_+-=', false],
      ['length', '8~32个字符', false],
      ['upper', '至少1个大写字母', false],
      ['lower', '至少2个小写字母', false],
      ['digits', '至少1个数字', false],
      ['special', '至少1个特殊字符', false],
    ]);
  });

  test.each([
    ['Ab', { chars: true, length: false, upper: true, lower: false, digits: false, special: false }],
    ['Abc1', { chars: true, length: false, upper: true, lower: true, digits: true, special: false }],
    ['Abcdef1!', { chars: true, length: true, upper: true, lower: true, digits: true, special: true }],
    ['Abc\\def1!', { chars: false, length: true, upper: true, lower: true, digits: true, special: true }],
  ])('%p ticks what it meets', (value, expected) => {
    expect(met(value, strict)).toEqual(expected);
  });

  test('a password every line ticks is one the rule accepts, and the other way round', () => {
    for (const value of ['Abcdef1!', 'Abc1', 'abcdefg1!', 'Abcdefgh!', 'ABCDEFa1!', 'Ab1!x']) {
      const allMet = passwordChecklist(value, strict).every((check) => check.met);
      expect([value, allMet]).toEqual([value, password(value, { strategy: strict }) === null]);
    }
  });

  test('rules the strategy switches off are not listed; without a strategy 1~32 applies', () => {
    expect(passwordChecklist('x', loose).map((check) => check.key)).toEqual(['chars', 'length']);
    expect(passwordChecklist('x', null).map((check) => [check.text, check.met])).toEqual([
      ['仅字母、数字和特殊字符!@#$%^&*()_+-=', true],
      ['1~32个字符', true],
    ]);
  });

  test('in English', () => {
    expect(passwordChecklist('A', strict, 'en-US').map((check) => check.text)).toEqual([
      'Only letters, digits and !@#$%^&*()_+-=',
      '8 to 32 characters',
      'At least 1 uppercase letter',
      'At least 2 lowercase letters',
      'At least 1 digit',
      'At least 1 special character',
    ]);
  });
});

describe('other single-field rules (spec 5)', () => {
  test.each([
    ['old password blank', rules.oldPassword, '', '请输入原密码'],
    ['profile name blank', rules.profileName, ' ', '请输入姓名'],
    ['profile name of one character', rules.profileName, '张', '长度不能低于2位，仅支持中英文、数字、下划线,且不能为纯数字'],
    ['profile name all digits', rules.profileName, '123', '长度不能低于2位，仅支持中英文、数字、下划线,且不能为纯数字'],
    ['profile name trimmed', rules.profileName, ' 张三 ', null],
    ['employee number of 21', rules.empNumber, 'x'.repeat(21), '员工编号最多20个字符'],
    ['employee number of 20', rules.empNumber, 'x'.repeat(20), null],
    ['employee number empty', rules.empNumber, '', null],
    ['code blank', rules.code, '', '请输入验证码'],
    ['code of 7', rules.code, '1234567', '验证码最多6个字符'],
    ['code of 6', rules.code, '123456', null],
    ['agreement not ticked', rules.agreement, false, '请阅读并选择同意协议内容'],
    ['agreement as an empty list', rules.agreement, [], '请阅读并选择同意协议内容'],
    ['agreement ticked', rules.agreement, true, null],
    ['pid empty', rules.tenantRef, '', '数据异常'],
    ['pid 1798', rules.tenantRef, 1798, null],
    ['login name blank', rules.loginName, '', '请输入手机号/邮箱/用户名'],
    ['login password blank', rules.loginPassword, '', '请输入密码'],
    ['primary account blank', rules.primaryLoginName, '', '请输入主账号用户名'],
  ])('%s → %s', (_label, rule, value, expected) => {
    expect(rule(value)).toBe(expected);
  });

  test.each([
    ['an empty input', required('租户名称'), '', '请输入租户名称'],
    ['a filled input', required('租户名称'), 'x', null],
    ['an empty select', requiredChoice('组织'), '', '请选择组织'],
    ['an empty checkbox group', requiredChoice('协议'), [], '请选择协议'],
    ['a chosen option', requiredChoice('组织'), 3, null],
  ])('generic required rule: %s', (_label, rule, value, expected) => {
    expect(rule(value)).toBe(expected);
  });
});

describe('confirm password (spec 5)', () => {
  test.each([
    ['', 'Portal@2026', '请输入确认密码'],
    ['Portal@2025', 'Portal@2026', '两次输入密码不一致'],
    ['Portal@2026', 'Portal@2026', null],
  ])('%j against %j → %s', (value, pwd, expected) => {
    expect(rules.confirmPassword(value, { password: pwd })).toBe(expected);
  });
});

describe('form rule sets', () => {
  it('reports every failing field of a registration form', () => {
    const errors = validateForm(
      {
        tenantName: 'A',
        userName: '张三',
        mobile: '138',
        verificeCode: '',
        email: 'x@y.com',
        password: 'Portal@2026',
        confirmPassword: 'Portal@2025',
        choices: false,
        pid: '',
        parentTenantId: 1708,
      },
      formRules.register,
      { strategy: strict },
    );
    expect(errors).toEqual({
      tenantName: '只允许输入2-32字符,允许的字符包括：中英文、数字、()、-',
      mobile: '只允许输入11位纯数字',
      verificeCode: '请输入验证码',
      confirmPassword: '两次输入密码不一致',
      choices: '请阅读并选择同意协议内容',
      pid: '数据异常',
    });
  });

  it('checks a new password against the old one in the change dialog', () => {
    expect(validateForm({ oldPwd: 'Portal@2026', newPwd: 'Portal@2026', againPwd: 'Portal@2026' }, formRules.changePassword, { strategy: strict })).toEqual({
      newPwd: '新密码与原密码不能一致',
    });
  });

  it('skips the code field when the login security mode needs none', () => {
    expect(validateForm({ loginName: 'demo', pwd: 'x', verificeCode: '' }, formRules.login, {}, ['verificeCode'])).toEqual({});
  });

  it('trims every string before submitting', () => {
    expect(trimForm({ a: ' x ', b: 1, c: null })).toEqual({ a: 'x', b: 1, c: null });
  });
});

describe('the same rules in English', () => {
  const en = { language: 'en-US' } as const;
  test.each([
    ['user name blank', rules.userName, '', 'Please enter the user name'],
    ['user name all digits', rules.userName, '12345', 'Use 2 to 32 Chinese characters, letters, digits or underscores, not only digits'],
    ['e-mail blank', rules.email, '', 'Please enter the e-mail address'],
    ['e-mail of 33', rules.email, `${'a'.repeat(24)}@corp.com`, 'At most 32 characters'],
    ['e-mail without a domain', rules.email, 'a@b', 'Please check the e-mail address; it has at most 32 characters'],
    ['mobile blank', rules.mobile, '', 'Please enter the phone number'],
    ['mobile of 10 digits', rules.mobile, '1380013800', 'Enter exactly 11 digits'],
    ['tenant name blank', rules.tenantName, '', 'Please enter the tenant name'],
    ['tenant name with a space', rules.tenantName, 'Acme 1', 'Use 2 to 32 characters: Chinese characters, letters, digits, brackets () and hyphens -'],
    ['role name of one letter', rules.roleName, 'a', 'Use 2 to 20 Chinese characters, letters or digits'],
    ['profile name blank', rules.profileName, ' ', 'Please enter your name'],
    ['profile name of one character', rules.profileName, '张', 'Use at least 2 Chinese characters, letters, digits or underscores, not only digits'],
    ['employee number of 21', rules.empNumber, 'x'.repeat(21), 'The employee number has at most 20 characters'],
    ['code blank', rules.code, '', 'Please enter the verification code'],
    ['code of 7', rules.code, '1234567', 'The verification code has at most 6 characters'],
    ['old password blank', rules.oldPassword, '', 'Please enter the old password'],
    ['agreement not ticked', rules.agreement, false, 'Please read and accept the agreements'],
    ['pid empty', rules.tenantRef, '', 'Invalid data'],
    ['login name blank', rules.loginName, '', 'Please enter your phone number, e-mail or user name'],
    ['login password blank', rules.loginPassword, '', 'Please enter the password'],
    ['primary account blank', rules.primaryLoginName, '', 'Please enter the user name of the primary account'],
    ['confirmation blank', rules.confirmPassword, '', 'Please enter the password again'],
  ])('%s → %s', (_label, rule, value, expected) => {
    expect(rule(value, en)).toBe(expected);
  });

  test.each([
    ['empty', '', strict, undefined, 'Please enter the password'],
    ['a backslash', 'Abc\\def12!', strict, undefined, 'The password may only contain letters, digits and the special characters !@#$%^&*()_+-='],
    ['too short for the strategy', 'Ab1!x', strict, undefined, 'Enter 8 to 32 characters'],
    ['no uppercase', 'abcdef1!', strict, undefined, 'Include at least 1 uppercase letter'],
    ['one lowercase when two are needed', 'ABCDEFa1!', strict, undefined, 'Include at least 2 lowercase letters'],
    ['no digit', 'Abcdefg!', strict, undefined, 'Include at least 1 digit'],
    ['no special character', 'Abcdefg1', strict, undefined, 'Include at least 1 special character'],
    ['the same as the old one', 'Portal@2026', strict, 'Portal@2026', 'The new password must differ from the old one'],
    ['a common password', 'password', loose, undefined, 'This password is too common; please choose one that is harder to guess'],
    ['a good password', 'Portal@2026', strict, 'Old@2025xx', null],
  ])('password %s → %s', (_label, value, strategy, oldPassword, expected) => {
    expect(password(value, { strategy, oldPassword, language: 'en-US' })).toBe(expected);
  });

  test.each([
    ['an empty input with a label per language', required({ 'zh-CN': '租户名称', 'en-US': 'the tenant name' }), '', 'Please enter the tenant name'],
    ['an empty select', requiredChoice({ 'zh-CN': '组织', 'en-US': 'an organisation' }), '', 'Please select an organisation'],
  ])('generic required rule: %s', (_label, rule, value, expected) => {
    expect(rule(value, en)).toBe(expected);
  });

  it('reports a mismatched confirmation in English', () => {
    expect(rules.confirmPassword('Portal@2025', { password: 'Portal@2026', language: 'en-US' })).toBe('The two passwords do not match');
  });

  it('has no full-width punctuation or Chinese outside the allowed-character lists', () => {
    for (const message of Object.values(ruleMessages['en-US'])) expect(message).not.toMatch(/[\u3000-\u303f\uff00-\uffef]|[\u4e00-\u9fff]/);
  });
});

describe('a check in every language', () => {
  it('keeps every language of a failing check and nothing for a passing one', () => {
    expect(localizedProblem((language) => rules.mobile('138', { language }))).toEqual({ 'zh-CN': '只允许输入11位纯数字', 'en-US': 'Enter exactly 11 digits' });
    expect(localizedProblem((language) => rules.mobile('13800138000', { language }))).toBeNull();
  });
});
