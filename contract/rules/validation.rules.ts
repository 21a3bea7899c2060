/**
 * Form validation of spec 5, applied by the browser (as the user types) and by the server (on
 * every request), so a bypassed form gets the same messages. Framework-free: every rule is
 * `(value, context?) => message | null`, the message in `context.language` (zh-CN, the spec's
 * exact texts, by default), and values are trimmed before they are checked (spec 5).
 *
 * @example
 * rules.mobile(' 1380013800 ');                          // '只允许输入11位纯数字'
 * rules.mobile('1380013800', { language: 'en-US' });     // 'Enter exactly 11 digits'
 * validateForm(form, formRules.register, { strategy, language }); // { mobile: '…' } or {}
 */
import type { PasswordStrategyRules } from '../iam';
import { COMMON_PASSWORDS } from './common-passwords';
import { DEFAULT_LANGUAGE, fillText, LANGUAGES, type Language, type Localized } from './language.rules';
import { ruleMessages, type RuleMessageKey } from './validation.messages';

/** A password strategy as GET passwordStrategy/queryStrategy answers it (spec 3; a Status of 1 switches a rule on). */
export type PasswordStrategyLike = PasswordStrategyRules;

/** What some rules need beyond the value. */
export interface RuleContext {
  /** The language of the message (default zh-CN). */
  language?: Language;
  /** For password rules: the server's strategy (without one only the charset and 1~32 apply). */
  strategy?: PasswordStrategyLike | null;
  /** For a new password: the old one, which it must differ from. */
  oldPassword?: string | null;
  /** For a confirmation: the password it must equal. */
  password?: string | null;
}

/** One rule: the message to show, or null when the value is fine. */
export type Rule = (value: unknown, context?: RuleContext) => string | null;

/** Spec 9: a password is at most 32 characters. */
export const PASSWORD_MAX = 32;
/** Spec 9: a verification code is at most 6 characters. */
export const CODE_MAX = 6;

const HAN = '\\u4e00-\\u9fa5';
const USER_NAME = new RegExp(`^(?!\\d+$)[${HAN}A-Za-z0-9_]{2,32}$`);
const PROFILE_NAME = new RegExp(`^(?!\\d+$)[${HAN}A-Za-z0-9_]{2,32}$`);
// eslint-disable-next-line portal/text-beside-english -- a pattern: tenant names may hold full-width brackets
const TENANT_NAME = new RegExp(`^[${HAN}A-Za-z0-9()（）\\-]{2,32}$`);
const ROLE_NAME = new RegExp(`^[${HAN}A-Za-z0-9]{2,20}$`);
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const PASSWORD_CHARS = /^[A-Za-z0-9!@#$%^&*()_+\-=]*$/;
const SPECIAL = /[!@#$%^&*()_+\-=]/g;

/** The text of a rule message in a language, placeholders filled. */
export function ruleMessage(key: RuleMessageKey, language: Language = DEFAULT_LANGUAGE, params?: Record<string, string | number>): string {
  return fillText(ruleMessages[language][key], params);
}

const say = (context: RuleContext | undefined, key: RuleMessageKey, params?: Record<string, string | number>) => ruleMessage(key, context?.language, params);
const labelled = (context: RuleContext | undefined, key: 'required' | 'requiredChoice', label: RuleMessageKey) =>
  say(context, key, { label: say(context, label) });
const atLeast = (context: RuleContext | undefined, key: RuleMessageKey, n: number) => say(context, key, { n, s: n === 1 ? '' : 's' });

/** The trimmed text of a form value ('' for null, undefined and non-strings other than numbers). */
export function trimmed(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Trims every string field of a form before it is submitted (spec 5). Other values pass through. */
export function trimForm<T extends Record<string, unknown>>(form: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form)) out[key] = typeof value === 'string' ? value.trim() : value;
  return out as T;
}

const labelIn = (label: string | Localized, language: Language) => (typeof label === 'string' ? label : label[language]);

/** Generic required rule for an input: '请输入X' (spec 5). A plain label is used in every language. */
export const required =
  (label: string | Localized): Rule =>
  (value, context) =>
    trimmed(value) ? null : say(context, 'required', { label: labelIn(label, context?.language ?? DEFAULT_LANGUAGE) });

/** Generic required rule for a select, radio or checkbox: '请选择X' (spec 5). */
export const requiredChoice =
  (label: string | Localized): Rule =>
  (value, context) => {
    const chosen = Array.isArray(value)
      ? value.length > 0
      : value === true || (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));
    return chosen ? null : say(context, 'requiredChoice', { label: labelIn(label, context?.language ?? DEFAULT_LANGUAGE) });
  };

/** Runs rules in order and returns the first message. */
export const firstOf =
  (...list: Rule[]): Rule =>
  (value, context) => {
    for (const rule of list) {
      const message = rule(value, context);
      if (message) return message;
    }
    return null;
  };

/** A password against the server's strategy (spec 5), in the order of the spec's list. */
export const password: Rule = (value, context) => {
  const pwd = typeof value === 'string' ? value.trim() : '';
  if (!pwd) return labelled(context, 'required', 'label.password');
  if (!PASSWORD_CHARS.test(pwd)) return say(context, 'passwordChars');
  const s = context?.strategy;
  const min = s && s.pwdMinLengthStatus === 1 ? s.pwdMinLength : 1;
  if (pwd.length < min || pwd.length > PASSWORD_MAX) return say(context, 'passwordLength', { min, max: PASSWORD_MAX });
  const count = (re: RegExp) => (pwd.match(re) ?? []).length;
  if (s?.upCharsLengthStatus === 1 && count(/[A-Z]/g) < s.upCharsLength) return atLeast(context, 'passwordUpper', s.upCharsLength);
  if (s?.lowCharsLengthStatus === 1 && count(/[a-z]/g) < s.lowCharsLength) return atLeast(context, 'passwordLower', s.lowCharsLength);
  if (s?.numCharsLengthStatus === 1 && count(/[0-9]/g) < s.numCharsLength) return atLeast(context, 'passwordDigits', s.numCharsLength);
  if (s?.specCharLengthStatus === 1 && count(SPECIAL) < s.specCharLength) return atLeast(context, 'passwordSpecial', s.specCharLength);
  if (context?.oldPassword && pwd === context.oldPassword.trim()) return say(context, 'passwordSameAsOld');
  if (COMMON_PASSWORDS.has(pwd.toLowerCase())) return say(context, 'passwordCommon');
  return null;
};

/** One line of the password requirements shown under a new-password field. */
interface PasswordCheck {
  key: 'chars' | 'length' | 'upper' | 'lower' | 'digits' | 'special';
  text: string;
  met: boolean;
}

/**
 * The requirements a new password must meet under the server's strategy, each with whether
 * `value` meets it yet: listed under the field from the start and ticked while the user types
 * (the same checks as `password`, which still gives the one message on blur and submit).
 *
 * @example passwordChecklist('abc', strategy, 'zh-CN') // [{ key: 'chars', text: '仅字母…', met: true }, { key: 'length', text: '8~32个字符', met: false }, …]
 */
export function passwordChecklist(value: unknown, strategy: PasswordStrategyLike | null | undefined, language: Language = DEFAULT_LANGUAGE): PasswordCheck[] {
  const pwd = typeof value === 'string' ? value.trim() : '';
  const context = { language };
  const count = (re: RegExp) => (pwd.match(re) ?? []).length;
  const min = strategy && strategy.pwdMinLengthStatus === 1 ? strategy.pwdMinLength : 1;
  const list: PasswordCheck[] = [
    { key: 'chars', text: say(context, 'check.chars'), met: pwd.length > 0 && PASSWORD_CHARS.test(pwd) },
    { key: 'length', text: say(context, 'check.length', { min, max: PASSWORD_MAX }), met: pwd.length >= min && pwd.length <= PASSWORD_MAX },
  ];
  const counted: [PasswordCheck['key'], number | undefined, number | undefined, RegExp][] = [
    ['upper', strategy?.upCharsLengthStatus, strategy?.upCharsLength, /[A-Z]/g],
    ['lower', strategy?.lowCharsLengthStatus, strategy?.lowCharsLength, /[a-z]/g],
    ['digits', strategy?.numCharsLengthStatus, strategy?.numCharsLength, /[0-9]/g],
    ['special', strategy?.specCharLengthStatus, strategy?.specCharLength, SPECIAL],
  ];
  for (const [key, status, n, pattern] of counted) {
    if (status !== 1 || !n) continue;
    list.push({ key, text: atLeast(context, `check.${key}` as RuleMessageKey, n), met: count(pattern) >= n });
  }
  return list;
}

/** A required field with a format: blank gives '请输入<label>', a mismatch `format`. */
const shaped =
  (label: RuleMessageKey, pattern: RegExp, format: RuleMessageKey): Rule =>
  (value, context) => {
    const v = trimmed(value);
    if (!v) return labelled(context, 'required', label);
    return pattern.test(v) ? null : say(context, format);
  };

/** The rules of spec 5, one per field kind. */
export const rules = {
  /** 2–32 of Chinese, letters, digits, underscore; not all digits. */
  userName: shaped('label.userName', USER_NAME, 'userNameFormat'),
  /** Required; at most 32; a standard e-mail address. */
  email: ((value, context) => {
    const v = trimmed(value);
    if (!v) return labelled(context, 'required', 'label.email');
    if (v.length > 32) return say(context, 'emailTooLong');
    return EMAIL.test(v) ? null : say(context, 'emailFormat');
  }) as Rule,
  /** Required; exactly 11 digits (the +86 prefix is shown, not typed). */
  mobile: shaped('label.mobile', /^\d{11}$/, 'mobileFormat'),
  /** Required; 2–32 of Chinese, letters, digits, brackets and hyphen. */
  tenantName: shaped('label.tenantName', TENANT_NAME, 'tenantNameFormat'),
  /** 2–20 of Chinese, letters or digits. */
  roleName: shaped('label.roleName', ROLE_NAME, 'roleNameFormat'),
  /** The profile's name: at least 2 of Chinese, letters, digits, underscore; not all digits. */
  profileName: shaped('label.profileName', PROFILE_NAME, 'profileNameFormat'),
  /** Employee number: optional, at most 20. */
  empNumber: ((value, context) => (trimmed(value).length > 20 ? say(context, 'empNumberTooLong') : null)) as Rule,
  /** Verification code: required, at most 6. */
  code: ((value, context) => {
    const v = trimmed(value);
    if (!v) return labelled(context, 'required', 'label.code');
    return v.length > CODE_MAX ? say(context, 'codeTooLong') : null;
  }) as Rule,
  password,
  /** The new password of a change: the strategy and different from `context.oldPassword`. */
  newPassword: password,
  /** The old password of the change dialog. */
  oldPassword: ((value, context) => (typeof value === 'string' && value.trim() ? null : labelled(context, 'required', 'label.oldPassword'))) as Rule,
  /** The current password of a phone or e-mail change (issue 13 item 2): only required. */
  currentPassword: ((value, context) => (typeof value === 'string' && value.trim() ? null : labelled(context, 'required', 'label.currentPassword'))) as Rule,
  /** Confirmation: required and equal to `context.password`. */
  confirmPassword: ((value, context) => {
    const v = typeof value === 'string' ? value.trim() : '';
    if (!v) return labelled(context, 'required', 'label.confirmPassword');
    return v === (context?.password ?? '').trim() ? null : say(context, 'confirmMismatch');
  }) as Rule,
  /** Login name at sign-in (phone, e-mail or user name). */
  loginName: ((value, context) => (trimmed(value) ? null : labelled(context, 'required', 'label.loginName'))) as Rule,
  /** The password at sign-in: only required (the strategy applies when a password is set). */
  loginPassword: ((value, context) => (trimmed(value) ? null : labelled(context, 'required', 'label.password'))) as Rule,
  /** The primary account's user name of a sub-account sign-in. */
  primaryLoginName: ((value, context) => (trimmed(value) ? null : labelled(context, 'required', 'label.primaryLoginName'))) as Rule,
  /** Registration's agreement checkbox. */
  agreement: ((value, context) => (value === true || (Array.isArray(value) && value.length > 0) ? null : say(context, 'agreement'))) as Rule,
  /** Registration's pid and parentTenantId must be present. */
  tenantRef: ((value, context) => (trimmed(value) ? null : say(context, 'dataError'))) as Rule,
  /** A notice's title: required. */
  title: ((value, context) => (trimmed(value) ? null : labelled(context, 'required', 'label.title'))) as Rule,
} satisfies Record<string, Rule>;

/** A field's rule and, optionally, which other field feeds `context.password`/`oldPassword`. */
export interface FieldRule {
  rule: Rule;
  /** The field whose value is `context.password` (a confirmation). */
  matches?: string;
  /** The field whose value is `context.oldPassword` (a new password). */
  differsFrom?: string;
}

/** A forgotten password's form: the account by its phone or e-mail, the code sent there, the new password twice. */
const findPassword = (loginName: Rule) => ({
  loginName: { rule: loginName },
  verificeCode: { rule: rules.code },
  newPwd: { rule: rules.password },
  againPwd: { rule: rules.confirmPassword, matches: 'newPwd' },
});

/** Rule sets per form (spec 2, 5), so every page validates the same way. */
export const formRules = {
  login: { loginName: { rule: rules.loginName }, pwd: { rule: rules.loginPassword }, verificeCode: { rule: rules.code } },
  subLogin: {
    priLoginName: { rule: rules.primaryLoginName },
    loginName: { rule: rules.loginName },
    pwd: { rule: rules.loginPassword },
    verificeCode: { rule: rules.code },
  },
  register: {
    tenantName: { rule: rules.tenantName },
    userName: { rule: rules.userName },
    mobile: { rule: rules.mobile },
    verificeCode: { rule: rules.code },
    email: { rule: rules.email },
    password: { rule: rules.password },
    confirmPassword: { rule: rules.confirmPassword, matches: 'password' },
    choices: { rule: rules.agreement },
    pid: { rule: rules.tenantRef },
    parentTenantId: { rule: rules.tenantRef },
  },
  findPasswordByPhone: findPassword(rules.mobile),
  findPasswordByEmail: findPassword(rules.email),
  setPassword: { password: { rule: rules.password }, confirmPassword: { rule: rules.confirmPassword, matches: 'password' } },
  changePassword: {
    oldPwd: { rule: rules.oldPassword },
    newPwd: { rule: rules.newPassword, differsFrom: 'oldPwd' },
    againPwd: { rule: rules.confirmPassword, matches: 'newPwd' },
  },
  profile: { userName: { rule: rules.profileName }, empNumber: { rule: rules.empNumber } },
  changeMobile: { mobile: { rule: rules.mobile }, verificeCode: { rule: rules.code }, password: { rule: rules.currentPassword } },
  changeEmail: { email: { rule: rules.email }, verificeCode: { rule: rules.code }, password: { rule: rules.currentPassword } },
  verifyEmail: { verificeCode: { rule: rules.code } },
  closeAccount: { verificeCode: { rule: rules.code } },
} satisfies Record<string, Record<string, FieldRule>>;

/** Checks one field of a form with its rule set entry, filling the context from sibling fields. */
export function validateField(form: Record<string, unknown>, field: string, fieldRules: Record<string, FieldRule>, context: RuleContext = {}): string | null {
  const entry = fieldRules[field];
  if (!entry) return null;
  const ctx: RuleContext = { ...context };
  if (entry.matches) ctx.password = typeof form[entry.matches] === 'string' ? (form[entry.matches] as string) : '';
  if (entry.differsFrom) ctx.oldPassword = typeof form[entry.differsFrom] === 'string' ? (form[entry.differsFrom] as string) : '';
  return entry.rule(form[field], ctx);
}

/**
 * Checks a whole form; returns the message of every failing field (empty when all pass).
 * Only fields present in `fieldRules` and not listed in `skip` are checked (e.g. skip the code
 * when the login security mode is 2).
 */
export function validateForm(
  form: Record<string, unknown>,
  fieldRules: Record<string, FieldRule>,
  context: RuleContext = {},
  skip: readonly string[] = [],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of Object.keys(fieldRules)) {
    if (skip.includes(field)) continue;
    const message = validateField(form, field, fieldRules, context);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * A check's message in every language, or null when it passes: what the server keeps so the
 * error handler can answer in the request's language.
 *
 * @example
 * localizedProblem((language) => rules.mobile(mobile, { language })); // { 'zh-CN': '…', 'en-US': '…' } | null
 */
export function localizedProblem(check: (language: Language) => string | null): Localized | null {
  const first = check(DEFAULT_LANGUAGE);
  if (!first) return null;
  const out = { [DEFAULT_LANGUAGE]: first } as Localized;
  for (const language of LANGUAGES) if (language !== DEFAULT_LANGUAGE) out[language] = check(language) ?? first;
  return out;
}

/** The strategy type under the name the pages use. */
export type PasswordStrategy = PasswordStrategyLike;
