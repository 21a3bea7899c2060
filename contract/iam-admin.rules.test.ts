import {
  checkRemark,
  checkRoleName,
  DEFAULT_PASSWORD_STRATEGY,
  IAM_ADMIN_PERMISSIONS,
  IAM_ADMIN_WITHOUT_CODE,
  loginSecurityModeProblem,
  passwordStrategyProblem,
  strategyRequiring,
  type StrategyFields,
} from './iam-admin.rules';
import { iamAdminRoutes } from './iam-admin.routes';

describe('role name (spec 5: 2 to 20 Chinese characters, letters or digits)', () => {
  test.each([
    ['运维', null],
    ['Admin2', null],
    ['运'.repeat(20), null],
    ['', '请输入角色名称'],
    ['   ', '请输入角色名称'],
    [null, '请输入角色名称'],
    ['运', '角色名称仅支持中文、字母或数字，长度2到20个字符'],
    ['运'.repeat(21), '角色名称仅支持中文、字母或数字，长度2到20个字符'],
    ['运维 人员', '角色名称仅支持中文、字母或数字，长度2到20个字符'],
    ['运维_1', '角色名称仅支持中文、字母或数字，长度2到20个字符'],
    ['运维😀', '角色名称仅支持中文、字母或数字，长度2到20个字符'],
  ])('%p gives %p', (name, message) => {
    expect(checkRoleName(name)).toBe(message);
  });

  test.each([
    [null, null],
    ['x'.repeat(100), null],
    ['x'.repeat(101), '备注最多100个字符'],
  ])('remark %p gives %p', (remark, message) => {
    expect(checkRemark(remark)).toBe(message);
  });
});

describe('password strategy bounds', () => {
  /** Every kind of character required, 32 together: the most a strategy may ask. */
  const EIGHT_OF_EACH: Partial<StrategyFields> = {
    upCharsLength: 8,
    upCharsLengthStatus: 1,
    lowCharsLength: 8,
    lowCharsLengthStatus: 1,
    numCharsLength: 8,
    numCharsLengthStatus: 1,
    specCharLength: 8,
    specCharLengthStatus: 1,
  };

  test.each<[Partial<StrategyFields>, string | null]>([
    [{}, null],
    [{ pwdMinLength: 6 }, null],
    [{ pwdMinLength: 32, pwdMaxLength: 32 }, null],
    [{ pwdMinLengthStatus: 0 }, null],
    [EIGHT_OF_EACH, null],
    [{ upCharsLength: 32, upCharsLengthStatus: 0, lowCharsLength: 32 }, null],
    [{ pwdMinLength: 5 }, '密码最小长度须为6~32'],
    [{ pwdMinLength: 33 }, '密码最小长度须为6~32'],
    [{ pwdMinLength: 7.5 }, '密码最小长度须为6~32'],
    [{ specCharLengthStatus: -1 }, '启用状态只能为0（停用）或1（启用）'],
    [{ upCharsLength: 33 }, '大写字母个数须为0~32'],
    [{ numCharsLength: -1 }, '数字个数须为0~32'],
    [{ lowCharsLengthStatus: 1 }, '启用小写字母要求时，个数至少为1'],
    [{ ...EIGHT_OF_EACH, upCharsLength: 9 }, '各类字符要求的个数之和不能超过32'],
    [{ pwdMaxLength: 31 }, '密码最大长度固定为32'],
  ])('%p gives %p', (change, message) => {
    expect(passwordStrategyProblem({ ...DEFAULT_PASSWORD_STRATEGY, ...change })).toBe(message);
  });
});

describe('a strategy that asks for counts of characters', () => {
  test('switches on each count it is given and keeps the rest of the default', () => {
    expect(strategyRequiring({ upCharsLength: 1, numCharsLength: 2 })).toEqual({
      ...DEFAULT_PASSWORD_STRATEGY,
      upCharsLength: 1,
      upCharsLengthStatus: 1,
      numCharsLength: 2,
      numCharsLengthStatus: 1,
    });
  });

  test('builds on a given strategy without changing it', () => {
    const base = { ...DEFAULT_PASSWORD_STRATEGY, pwdMinLength: 12, specCharLength: 3, pwdMaxLength: 32 };
    expect(strategyRequiring({ lowCharsLength: 0 }, base)).toEqual({ ...base, lowCharsLength: 0, lowCharsLengthStatus: 1 });
    expect(base.lowCharsLengthStatus).toBe(0);
    expect(base.specCharLengthStatus).toBe(0);
  });
});

describe('login security mode', () => {
  test.each([
    [0, null],
    [3, null],
    [4, '登录安全模式只能为0、1、2或3'],
    [-1, '登录安全模式只能为0、1、2或3'],
    [1.5, '登录安全模式只能为0、1、2或3'],
    ['1', '登录安全模式只能为0、1、2或3'],
  ])('%p gives %p', (mode, message) => {
    expect(loginSecurityModeProblem(mode)).toBe(message);
  });
});

test('every administration call has its menu code and every code a call', () => {
  const withoutCode: readonly string[] = IAM_ADMIN_WITHOUT_CODE;
  expect(Object.keys(IAM_ADMIN_PERMISSIONS).sort()).toEqual(
    Object.keys(iamAdminRoutes)
      .filter((call) => !withoutCode.includes(call))
      .sort(),
  );
});
