import type { PasswordStrategy } from '../../../contract/iam';

/** Spec 9: a password is at most 32 characters, whatever the strategy says. */
export const PASSWORD_MAX = 32;

const ALLOWED = /^[A-Za-z0-9!@#$%^&*()_+\-=]*$/;
const SPECIAL = /[!@#$%^&*()_+\-=]/g;

/**
 * Common passwords refused whatever the strategy (NIST 800-63B: a blocklist instead of
 * composition rules). Compared case-insensitively.
 */
export const COMMON_PASSWORDS = new Set(
  [
    '12345678', '123456789', '1234567890', '87654321', '11111111', '00000000', '88888888', '66666666',
    '12341234', '11223344', '123123123', 'password', 'password1', 'password123', 'passw0rd', 'p@ssw0rd',
    'p@ssword', 'qwertyui', 'qwerty123', 'qwertyuiop', 'qwe123456', 'asdfghjk', 'asdf1234', 'zxcvbnm1',
    'iloveyou', 'abc12345', 'abcd1234', 'a1234567', 'aa123456', 'admin123', 'admin@123', 'root1234',
    'welcome1', 'letmein1', 'football', 'baseball', 'sunshine', 'princess', 'superman', 'trustno1',
    '1q2w3e4r', '1qaz2wsx', 'zaq12wsx', 'woaini1314', '5201314520', 'changeme', 'test1234', 'default1',
  ],
);

/**
 * The first rule a password breaks, with the spec 5 message, or null. Applied on every path
 * that sets a password (registration, reset, first-time set, change).
 */
export function checkPassword(password: string | null | undefined, s: PasswordStrategy): string | null {
  if (!password) return '请输入密码';
  if (!ALLOWED.test(password)) return '密码仅支持字母、数字和特殊字符!@#$%^&*()_+-=';
  const min = s.pwdMinLengthStatus === 1 ? s.pwdMinLength : 1;
  if (password.length < min || password.length > PASSWORD_MAX) return `请输入${min}~${PASSWORD_MAX}个字符`;
  const count = (re: RegExp) => (password.match(re) ?? []).length;
  if (s.upCharsLengthStatus === 1 && count(/[A-Z]/g) < s.upCharsLength) return `请输入至少${s.upCharsLength}个大写字母`;
  if (s.lowCharsLengthStatus === 1 && count(/[a-z]/g) < s.lowCharsLength) return `请输入至少${s.lowCharsLength}个小写字母`;
  if (s.numCharsLengthStatus === 1 && count(/[0-9]/g) < s.numCharsLength) return `请输入至少${s.numCharsLength}个数字`;
  if (s.specCharLengthStatus === 1 && count(SPECIAL) < s.specCharLength) return `请输入至少${s.specCharLength}个特殊字符`;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return '密码过于常见，请换一个更难猜的密码';
  return null;
}

/** Confirm password (spec 5). */
export function checkConfirmation(password: string, confirmation: string | null | undefined): string | null {
  if (!confirmation) return '请输入确认密码';
  return confirmation === password ? null : '两次输入密码不一致';
}
