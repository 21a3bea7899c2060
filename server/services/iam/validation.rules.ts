/**
 * Spec 5 rules as the server enforces them, with the spec's messages. Each check returns the
 * message to show, or null when the value is fine. Inputs are trimmed by the caller (spec 5).
 */
type Check = (value: string | null | undefined) => string | null;

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';
const HAN = '\\u4e00-\\u9fa5';

export const checkUserName: Check = (v) => {
  if (blank(v)) return '请输入用户名';
  return new RegExp(`^(?!\\d+$)[${HAN}A-Za-z0-9_]{2,32}$`).test(v!) ? null : '仅支持中英文、数字、下划线,且不能为纯数字,长度2到32个字符';
};

export const checkMobile: Check = (v) => {
  if (blank(v)) return '请输入手机号';
  return /^\d{11}$/.test(v!) ? null : '只允许输入11位纯数字';
};

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export const checkEmail: Check = (v) => {
  if (blank(v)) return '请输入邮箱';
  if (v!.length > 32) return '长度不能超过32位';
  return EMAIL.test(v!) ? null : '请检查邮箱格式是否正确,且最长只能输入32个字符';
};

export const checkTenantName: Check = (v) => {
  if (blank(v)) return '请输入租户名称';
  return new RegExp(`^[${HAN}A-Za-z0-9()（）\\-]{2,32}$`).test(v!) ? null : '只允许输入2-32字符,允许的字符包括：中英文、数字、()、-';
};

/** Profile name: at least 2 characters (32 at most, like the user name). */
export const checkProfileName: Check = (v) => {
  if (blank(v)) return '请输入姓名';
  return new RegExp(`^(?!\\d+$)[${HAN}A-Za-z0-9_]{2,32}$`).test(v!) ? null : '长度不能低于2位，仅支持中英文、数字、下划线,且不能为纯数字';
};

export const checkEmpNumber: Check = (v) => (v && v.length > 20 ? '员工编号最多20个字符' : null);

export const checkCode: Check = (v) => {
  if (blank(v)) return '请输入验证码';
  return v!.length > 6 ? '验证码最多6个字符' : null;
};

/** Spec 3: first 3 digits, four stars, then the rest from the 8th character. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return mobile;
  return `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
}

/** Registration's agreement checkbox: ticked is true or a non-empty list of choices. */
export function agreementTicked(choices: unknown): boolean {
  if (choices === true) return true;
  if (Array.isArray(choices)) return choices.length > 0;
  return typeof choices === 'string' && choices.trim() !== '' && choices !== 'false';
}

/** Registration's pid and parentTenantId: a positive integer (number or digits), else '数据异常'. */
export function parseTenantRef(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^\d{1,9}$/.test(value.trim())) return Number(value.trim()) || null;
  return null;
}
