/**
 * Form validation of spec 5, framework-free: every rule is `(value, context?) => message | null`
 * with the spec's exact Chinese messages, and values are trimmed before they are checked
 * (spec 5: leading and trailing spaces are trimmed). The server checks the same rules
 * (server/services/iam/*.rules.ts), so a bypassed form still gets these messages.
 *
 * @example
 * import { rules, validateForm } from '@portal/utils';
 * rules.mobile(' 1380013800 ');           // '只允许输入11位纯数字'
 * validateForm(form, registerFields, { strategy }); // { mobile: '…' } or {}
 */

import type { PasswordStrategyRules } from '../../../contract/iam';

/** A password strategy as GET passwordStrategy/queryStrategy answers it (spec 3; a Status of 1 switches a rule on). */
export type PasswordStrategyLike = PasswordStrategyRules;

/** What some rules need beyond the value. */
export interface RuleContext {
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
const TENANT_NAME = new RegExp(`^[${HAN}A-Za-z0-9()（）\\-]{2,32}$`);
const ROLE_NAME = new RegExp(`^[${HAN}A-Za-z0-9]{2,20}$`);
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
const PASSWORD_CHARS = /^[A-Za-z0-9!@#$%^&*()_+\-=]*$/;
const SPECIAL = /[!@#$%^&*()_+\-=]/g;

/** Common passwords the server refuses whatever the strategy; the form says so first. */
const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', '87654321', '11111111', '00000000', '88888888', '66666666',
  '12341234', '11223344', '123123123', 'password', 'password1', 'password123', 'passw0rd', 'p@ssw0rd',
  'p@ssword', 'qwertyui', 'qwerty123', 'qwertyuiop', 'qwe123456', 'asdfghjk', 'asdf1234', 'zxcvbnm1',
  'iloveyou', 'abc12345', 'abcd1234', 'a1234567', 'aa123456', 'admin123', 'admin@123', 'root1234',
  'welcome1', 'letmein1', 'football', 'baseball', 'sunshine', 'princess', 'superman', 'trustno1',
  '1q2w3e4r', '1qaz2wsx', 'zaq12wsx', 'woaini1314', '5201314520', 'changeme', 'test1234', 'default1',
]);

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

/** Generic required rule for an input: '请输入X' (spec 5). */
export const required = (label: string): Rule => (value) => (trimmed(value) ? null : `请输入${label}`);

/** Generic required rule for a select, radio or checkbox: '请选择X' (spec 5). */
export const requiredChoice = (label: string): Rule => (value) => {
  if (Array.isArray(value)) return value.length ? null : `请选择${label}`;
  return value === true || (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value)) ? null : `请选择${label}`;
};

/** Runs rules in order and returns the first message. */
export const firstOf = (...list: Rule[]): Rule => (value, context) => {
  for (const rule of list) {
    const message = rule(value, context);
    if (message) return message;
  }
  return null;
};

/** A password against the server's strategy (spec 5), in the order of the spec's list. */
export const password: Rule = (value, context) => {
  const pwd = typeof value === 'string' ? value.trim() : '';
  if (!pwd) return '请输入密码';
  if (!PASSWORD_CHARS.test(pwd)) return '密码仅支持字母、数字和特殊字符!@#$%^&*()_+-=';
  const s = context?.strategy;
  const min = s && s.pwdMinLengthStatus === 1 ? s.pwdMinLength : 1;
  if (pwd.length < min || pwd.length > PASSWORD_MAX) return `请输入${min}~${PASSWORD_MAX}个字符`;
  const count = (re: RegExp) => (pwd.match(re) ?? []).length;
  if (s?.upCharsLengthStatus === 1 && count(/[A-Z]/g) < s.upCharsLength) return `请输入至少${s.upCharsLength}个大写字母`;
  if (s?.lowCharsLengthStatus === 1 && count(/[a-z]/g) < s.lowCharsLength) return `请输入至少${s.lowCharsLength}个小写字母`;
  if (s?.numCharsLengthStatus === 1 && count(/[0-9]/g) < s.numCharsLength) return `请输入至少${s.numCharsLength}个数字`;
  if (s?.specCharLengthStatus === 1 && count(SPECIAL) < s.specCharLength) return `请输入至少${s.specCharLength}个特殊字符`;
  if (context?.oldPassword && pwd === context.oldPassword.trim()) return '新密码与原密码不能一致';
  if (COMMON_PASSWORDS.has(pwd.toLowerCase())) return '密码过于常见，请换一个更难猜的密码';
  return null;
};

/** The rules of spec 5, one per field kind. */
export const rules = {
  /** 2–32 of Chinese, letters, digits, underscore; not all digits. */
  userName: ((value) => {
    const v = trimmed(value);
    if (!v) return '请输入用户名';
    return USER_NAME.test(v) ? null : '仅支持中英文、数字、下划线,且不能为纯数字,长度2到32个字符';
  }) as Rule,
  /** Required; at most 32; a standard e-mail address. */
  email: ((value) => {
    const v = trimmed(value);
    if (!v) return '请输入邮箱';
    if (v.length > 32) return '长度不能超过32位';
    return EMAIL.test(v) ? null : '请检查邮箱格式是否正确,且最长只能输入32个字符';
  }) as Rule,
  /** Required; exactly 11 digits (the +86 prefix is shown, not typed). */
  mobile: ((value) => {
    const v = trimmed(value);
    if (!v) return '请输入手机号';
    return /^\d{11}$/.test(v) ? null : '只允许输入11位纯数字';
  }) as Rule,
  /** Required; 2–32 of Chinese, letters, digits, brackets and hyphen. */
  tenantName: ((value) => {
    const v = trimmed(value);
    if (!v) return '请输入租户名称';
    return TENANT_NAME.test(v) ? null : '只允许输入2-32字符,允许的字符包括：中英文、数字、()、-';
  }) as Rule,
  /** 2–20 of Chinese, letters or digits. */
  roleName: ((value) => {
    const v = trimmed(value);
    if (!v) return '请输入角色名称';
    return ROLE_NAME.test(v) ? null : '仅支持中英文、数字,长度2到20个字符';
  }) as Rule,
  /** The profile's name: at least 2 of Chinese, letters, digits, underscore; not all digits. */
  profileName: ((value) => {
    const v = trimmed(value);
    if (!v) return '请输入姓名';
    return PROFILE_NAME.test(v) ? null : '长度不能低于2位，仅支持中英文、数字、下划线,且不能为纯数字';
  }) as Rule,
  /** Employee number: optional, at most 20. */
  empNumber: ((value) => (trimmed(value).length > 20 ? '员工编号最多20个字符' : null)) as Rule,
  /** Verification code: required, at most 6. */
  code: ((value) => {
    const v = trimmed(value);
    if (!v) return '请输入验证码';
    return v.length > CODE_MAX ? '验证码最多6个字符' : null;
  }) as Rule,
  password,
  /** The new password of a change: the strategy and different from `context.oldPassword`. */
  newPassword: password,
  /** The old password of the change dialog. */
  oldPassword: ((value) => (typeof value === 'string' && value.trim() ? null : '请输入原密码')) as Rule,
  /** Confirmation: required and equal to `context.password`. */
  confirmPassword: ((value, context) => {
    const v = typeof value === 'string' ? value.trim() : '';
    if (!v) return '请输入确认密码';
    return v === (context?.password ?? '').trim() ? null : '两次输入密码不一致';
  }) as Rule,
  /** Login name at sign-in (phone, e-mail or user name). */
  loginName: required('手机号/邮箱/用户名'),
  /** The password at sign-in: only required (the strategy applies when a password is set). */
  loginPassword: required('密码'),
  /** The primary account's user name of a sub-account sign-in. */
  primaryLoginName: required('主账号用户名'),
  /** Registration's agreement checkbox. */
  agreement: ((value) => (value === true || (Array.isArray(value) && value.length > 0) ? null : '请阅读并选择同意协议内容')) as Rule,
  /** Registration's pid and parentTenantId must be present. */
  tenantRef: ((value) => (trimmed(value) ? null : '数据异常')) as Rule,
} satisfies Record<string, Rule>;

/** A field's rule and, optionally, which other field feeds `context.password`/`oldPassword`. */
export interface FieldRule {
  rule: Rule;
  /** The field whose value is `context.password` (a confirmation). */
  matches?: string;
  /** The field whose value is `context.oldPassword` (a new password). */
  differsFrom?: string;
}

/** Rule sets per form (spec 2, 5), so every page validates the same way. */
export const formRules = {
  login: { loginName: { rule: rules.loginName }, pwd: { rule: rules.loginPassword }, verificeCode: { rule: rules.code } },
  subLogin: { priLoginName: { rule: rules.primaryLoginName }, loginName: { rule: rules.loginName }, pwd: { rule: rules.loginPassword }, verificeCode: { rule: rules.code } },
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
  findPasswordByPhone: { loginName: { rule: rules.mobile }, verificeCode: { rule: rules.code }, newPwd: { rule: rules.password }, againPwd: { rule: rules.confirmPassword, matches: 'newPwd' } },
  findPasswordByEmail: { loginName: { rule: rules.email }, verificeCode: { rule: rules.code }, newPwd: { rule: rules.password }, againPwd: { rule: rules.confirmPassword, matches: 'newPwd' } },
  setPassword: { password: { rule: rules.password }, confirmPassword: { rule: rules.confirmPassword, matches: 'password' } },
  changePassword: {
    oldPwd: { rule: rules.oldPassword },
    newPwd: { rule: rules.newPassword, differsFrom: 'oldPwd' },
    againPwd: { rule: rules.confirmPassword, matches: 'newPwd' },
  },
  profile: { userName: { rule: rules.profileName }, empNumber: { rule: rules.empNumber } },
  changeMobile: { mobile: { rule: rules.mobile }, verificeCode: { rule: rules.code } },
  changeEmail: { email: { rule: rules.email }, verificeCode: { rule: rules.code } },
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
export function validateForm(form: Record<string, unknown>, fieldRules: Record<string, FieldRule>, context: RuleContext = {}, skip: readonly string[] = []): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of Object.keys(fieldRules)) {
    if (skip.includes(field)) continue;
    const message = validateField(form, field, fieldRules, context);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The strategy type under the name the pages use. */
export type PasswordStrategy = PasswordStrategyLike;

/** Named single-field validators (the same rules as `rules.*`), for pages that check on blur. */
export const validateUserName = (value: unknown) => rules.userName(value);
export const validateEmail = (value: unknown) => rules.email(value);
export const validateMobile = (value: unknown) => rules.mobile(value);
export const validateTenantName = (value: unknown) => rules.tenantName(value);
export const validateRoleName = (value: unknown) => rules.roleName(value);
export const validateProfileName = (value: unknown) => rules.profileName(value);
export const validateEmpNumber = (value: unknown) => rules.empNumber(value);
export const validateCode = (value: unknown) => rules.code(value);
export const validatePassword = (value: unknown, context?: RuleContext) => rules.password(value, context);
export const validateNewPassword = (value: unknown, context?: RuleContext) => rules.newPassword(value, context);
export const validateOldPassword = (value: unknown) => rules.oldPassword(value);
export const validateConfirmPassword = (value: unknown, passwordValue: string | null | undefined) => rules.confirmPassword(value, { password: passwordValue });
