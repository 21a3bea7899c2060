import { strategyRequiring } from '@portal/contract';
import { draftOfStrategy, strategyBody, strategyErrors, strategyProblem, strategySummary, toMode, type StrategyDraft } from './strategy.rules';

// Letters of both cases and a digit; a special-character count that is kept but switched off.
const stored = { ...strategyRequiring({ upCharsLength: 1, lowCharsLength: 1, numCharsLength: 1 }), specCharLength: 1, pwdMaxLength: 32 };
const draft = draftOfStrategy(stored);

describe('the password strategy form (spec 3, contract/iam-admin.rules.ts)', () => {
  test('reads the stored strategy', () => {
    expect(draft).toEqual({
      pwdMinLength: '8',
      pwdMinLengthStatus: true,
      upCharsLength: '1',
      upCharsLengthStatus: true,
      lowCharsLength: '1',
      lowCharsLengthStatus: true,
      numCharsLength: '1',
      numCharsLengthStatus: true,
      specCharLength: '1',
      specCharLengthStatus: false,
    });
    expect(strategyErrors(draft)).toEqual({});
  });

  test.each([
    [{ pwdMinLength: '5' }, { pwdMinLength: '密码最小长度须为6~32' }],
    [{ pwdMinLength: '33' }, { pwdMinLength: '密码最小长度须为6~32' }],
    [{ pwdMinLength: '' }, { pwdMinLength: '密码最小长度须为6~32' }],
    [{ pwdMinLength: '8.5' }, { pwdMinLength: '密码最小长度须为6~32' }],
    [{ pwdMinLength: ' 12 ' }, {}],
    [{ pwdMinLength: '32' }, {}],
    [{ pwdMinLength: '6', pwdMinLengthStatus: false }, {}],
    [{ upCharsLength: '0' }, { upCharsLength: '启用大写字母要求时，个数至少为1' }],
    [{ upCharsLength: '0', upCharsLengthStatus: false }, {}],
    [{ lowCharsLength: '-1' }, { lowCharsLength: '小写字母个数须为0~32' }],
    [{ numCharsLength: '33', numCharsLengthStatus: false }, { numCharsLength: '数字个数须为0~32' }],
    [{ specCharLength: 'x' }, { specCharLength: '特殊字符个数须为0~32' }],
    [
      { upCharsLength: '10', lowCharsLength: '10', numCharsLength: '10', specCharLength: '3', specCharLengthStatus: true },
      { total: '各类字符要求的个数之和不能超过32' },
    ],
    [{ upCharsLength: '10', lowCharsLength: '10', numCharsLength: '10', specCharLength: '3' }, {}],
  ] as Array<[Partial<StrategyDraft>, object]>)('%p gives %p', (change, errors) => {
    expect(strategyErrors({ ...draft, ...change })).toEqual(errors);
  });

  test('speaks the portal language', () => {
    expect(strategyErrors({ ...draft, pwdMinLength: '4', upCharsLength: '0' }, 'en-US')).toEqual({
      pwdMinLength: 'The minimum length must be 6 to 32',
      upCharsLength: 'When uppercase letters are required, ask for at least 1',
    });
  });

  test('a valid form is what the server accepts', () => {
    expect(strategyBody({ ...draft, pwdMinLength: '12' })).toEqual({ ...stored, pwdMinLength: 12, pwdMaxLength: undefined });
    expect(strategyProblem({ ...draft, pwdMinLength: '12' })).toBeNull();
  });

  test.each([
    [{ upCharsLength: '0' }, '启用大写字母要求时，个数至少为1'],
    [{ pwdMinLength: '4' }, '密码最小长度须为6~32'],
  ] as Array<[Partial<StrategyDraft>, string]>)('the shared rule refuses %p with %p as well', (change, message) => {
    expect(strategyProblem({ ...draft, ...change })).toBe(message);
  });
});

describe('what a password must look like', () => {
  test.each([
    [{}, 8, ['upper', 'lower', 'digit']],
    [{ pwdMinLength: '12' }, 12, ['upper', 'lower', 'digit']],
    [{ pwdMinLengthStatus: false }, 3, ['upper', 'lower', 'digit']],
    [{ upCharsLength: '4', lowCharsLength: '4', numCharsLength: '4' }, 12, ['upper', 'lower', 'digit']],
    [{ upCharsLengthStatus: false, lowCharsLengthStatus: false, numCharsLengthStatus: false, pwdMinLengthStatus: false }, 1, []],
  ] as Array<[Partial<StrategyDraft>, number, string[]]>)('%p: at least %i characters with %p', (change, shortest, kinds) => {
    const summary = strategySummary({ ...draft, ...change });
    expect(summary.shortest).toBe(shortest);
    expect(summary.longest).toBe(32);
    expect(summary.counts.map((c) => c.key)).toEqual(kinds);
  });
});

describe('login security modes (spec 3, 4)', () => {
  test.each([
    ['0', 0],
    ['3', 3],
    ['4', null],
    ['', null],
    ['x', null],
  ])('%p reads %p', (value, mode) => {
    expect(toMode(value)).toBe(mode);
  });
});
