import { checkConfirmation, checkPassword } from '../../../server/services/iam/password-strategy.rules';
import {
  agreementTicked,
  checkEmail,
  checkMobile,
  checkProfileName,
  checkTenantName,
  checkUserName,
  maskMobile,
  parseTenantRef,
} from '../../../server/services/iam/validation.rules';
import { afterFailure, formatWait, lockSecondsLeft } from '../../../server/services/iam/login-throttle.rules';
import { sessionState } from '../../../server/services/iam/session.rules';
import type { PasswordStrategy } from '../../../contract/iam';
import { strategyRequiring } from '../../../contract/iam-admin.rules';
import { DEFAULT_STRATEGY } from './strategy.fixtures';

const base: PasswordStrategy = { ...DEFAULT_STRATEGY, pwdMaxLength: 32 };
const strict: PasswordStrategy = strategyRequiring({ upCharsLength: 1, lowCharsLength: 2, numCharsLength: 2, specCharLength: 1 }, base);

describe('password rules (spec 5)', () => {
  test.each([
    ['', base, '请输入密码'],
    ['abc def123', base, '密码仅支持字母、数字和特殊字符!@#$%^&*()_+-='],
    ['abc\\def123', base, '密码仅支持字母、数字和特殊字符!@#$%^&*()_+-='],
    ['Abc1!', base, '请输入8~32个字符'],
    ['A'.repeat(33), base, '请输入8~32个字符'],
    ['abcdefgh', base, null],
    ['Portal@2026', base, null],
    ['12345678', base, '密码过于常见，请换一个更难猜的密码'],
    ['PASSWORD', base, '密码过于常见，请换一个更难猜的密码'],
    ['abcdefgh12!', strict, '请输入至少1个大写字母'],
    ['ABCDEFGh12!', strict, '请输入至少2个小写字母'],
    ['ABCDEFgh1!', strict, '请输入至少2个数字'],
    ['ABCDEFgh12', strict, '请输入至少1个特殊字符'],
    ['Abcdefgh12!', strict, null],
    ['Ab1!', { ...base, pwdMinLength: 4 }, null],
  ])('%p under its strategy gives %p', (password, strategy, message) => {
    expect(checkPassword(password, strategy)).toBe(message);
  });

  test.each([
    ['Portal@2026', '', '请输入确认密码'],
    ['Portal@2026', 'Portal@2027', '两次输入密码不一致'],
    ['Portal@2026', 'Portal@2026', null],
  ])('password %p confirmed by %p gives %p', (password, confirmation, message) => {
    expect(checkConfirmation(password, confirmation)).toBe(message);
  });
});

describe('field rules (spec 5)', () => {
  test.each([
    [checkUserName, '', '请输入用户名'],
    [checkUserName, '张', '仅支持中英文、数字、下划线,且不能为纯数字,长度2到32个字符'],
    [checkUserName, '2026', '仅支持中英文、数字、下划线,且不能为纯数字,长度2到32个字符'],
    [checkUserName, 'demo_用户1', null],
    [checkUserName, 'a'.repeat(33), '仅支持中英文、数字、下划线,且不能为纯数字,长度2到32个字符'],
    [checkMobile, '', '请输入手机号'],
    [checkMobile, '1380000000a', '只允许输入11位纯数字'],
    [checkMobile, '13800000000', null],
    [checkEmail, 'a@b.cn', null],
    [checkEmail, 'a@b', '请检查邮箱格式是否正确,且最长只能输入32个字符'],
    [checkEmail, `${'a'.repeat(28)}@b.cn`, '长度不能超过32位'],
    [checkTenantName, '华东(上海)-分公司', null],
    [checkTenantName, '华东/分公司', '只允许输入2-32字符,允许的字符包括：中英文、数字、()、-'],
    [checkTenantName, '', '请输入租户名称'],
    [checkProfileName, '', '请输入姓名'],
    [checkProfileName, '李', '长度不能低于2位，仅支持中英文、数字、下划线,且不能为纯数字'],
    [checkProfileName, '李华', null],
  ])('%p(%p) gives %p', (check, value, message) => {
    expect(check(value)).toBe(message);
  });

  test.each([
    [checkMobile, '1380000000a', 'Enter exactly 11 digits'],
    [checkEmail, `${'a'.repeat(28)}@b.cn`, 'At most 32 characters'],
    [checkTenantName, '', 'Please enter the tenant name'],
    [checkProfileName, '李', 'Use at least 2 Chinese characters, letters, digits or underscores, not only digits'],
  ])('%p(%p) gives %p in English', (check, value, message) => {
    expect(check(value, 'en-US')).toBe(message);
  });

  test.each([
    ['13812345678', '138****5678'],
    ['12345', '123****'],
    [null, null],
  ])('masks %p as %p (spec 3)', (mobile, masked) => {
    expect(maskMobile(mobile)).toBe(masked);
  });

  test.each([
    [true, true],
    [['agree'], true],
    [[], false],
    [false, false],
    [undefined, false],
    ['true', true],
    ['false', false],
  ])('agreement %p counts as ticked: %p', (choices, ticked) => {
    expect(agreementTicked(choices)).toBe(ticked);
  });

  test.each([
    [1798, 1798],
    ['1708', 1708],
    ['', null],
    [undefined, null],
    [0, null],
    [-1, null],
    ['17a', null],
    [1.5, null],
  ])('tenant reference %p reads as %p', (value, parsed) => {
    expect(parseTenantRef(value)).toBe(parsed);
  });
});

describe('login throttle rules', () => {
  const MIN = 60_000;
  const failures = (count: number, start = 0, gap = 1000) => {
    let state = null as ReturnType<typeof afterFailure> | null;
    for (let i = 0; i < count; i += 1) state = afterFailure(state, start + i * gap);
    return state!;
  };

  test.each([
    [4, 0],
    [5, 1],
    [6, 2],
    [7, 4],
    [8, 8],
    [9, 15],
    [12, 15],
  ])('%i failures in a row lock for %i minutes', (count, minutes) => {
    const state = failures(count);
    const last = (count - 1) * 1000;
    expect(state.lockedUntil === null ? 0 : (state.lockedUntil - last) / MIN).toBe(minutes);
  });

  it('starts over after 15 quiet minutes', () => {
    const state = failures(4);
    expect(afterFailure(state, 3000 + 15 * MIN + 1).failures).toBe(1);
    expect(afterFailure(state, 3000 + 15 * MIN).failures).toBe(5);
  });

  it('reports the seconds left on a lock', () => {
    const state = failures(5);
    expect(lockSecondsLeft(state, 4000)).toBe(60);
    expect(lockSecondsLeft(state, 4000 + MIN)).toBe(0);
    expect(lockSecondsLeft(null, 0)).toBe(0);
  });

  test.each([
    [40, '40秒'],
    [60, '1分钟'],
    [61, '2分钟'],
    [3599, '60分钟'],
    [3600, '1小时'],
    [79200, '22小时'],
  ])('%i seconds read as %s', (seconds, text) => {
    expect(formatWait(seconds)).toBe(text);
  });

  test.each([
    [1, '1 second'],
    [40, '40 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [3600, '1 hour'],
    [79200, '22 hours'],
  ])('%i seconds read in English as %s', (seconds, text) => {
    expect(formatWait(seconds, 'en-US')).toBe(text);
  });
});

describe('session rules', () => {
  const s = { createdAt: 0, lastActiveAt: 0, expiresAt: 12 * 3600_000, revokedAt: null };
  test.each([
    [s, 30 * 60_000, 'live'],
    [s, 30 * 60_000 + 1, 'idle'],
    [{ ...s, lastActiveAt: 12 * 3600_000 - 1 }, 12 * 3600_000, 'expired'],
    [{ ...s, revokedAt: 5 }, 10, 'revoked'],
  ])('%p at %i is %s', (session, now, state) => {
    expect(sessionState(session, now)).toBe(state);
  });
});
