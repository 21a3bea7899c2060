import { rules } from '../../../contract/rules/validation.rules';
import type { Language } from '../../../contract/rules/language.rules';

/**
 * Spec 5 rules as the server enforces them: the shared rules of contract/rules, so a bypassed
 * form gets the form's messages, in the request's language (zh-CN by default). Each check returns
 * the message, or null when the value is fine. Inputs are trimmed by the caller (spec 5).
 */
type Check = (value: string | null | undefined, language?: Language) => string | null;

const check =
  (rule: (typeof rules)[keyof typeof rules]): Check =>
  (value, language) =>
    rule(value, { language });

export const checkUserName = check(rules.userName);
export const checkMobile = check(rules.mobile);
export const checkEmail = check(rules.email);
export const checkTenantName = check(rules.tenantName);
/** Profile name: at least 2 characters (32 at most, like the user name). */
export const checkProfileName = check(rules.profileName);
export const checkEmpNumber = check(rules.empNumber);
export const checkCode = check(rules.code);
export const checkLoginName = check(rules.loginName);
export const checkLoginPassword = check(rules.loginPassword);
export const checkPrimaryLoginName = check(rules.primaryLoginName);
export const checkOldPassword = check(rules.oldPassword);
export const checkCurrentPassword = check(rules.currentPassword);
export const checkAgreement = (choices: unknown, language?: Language) => (agreementTicked(choices) ? null : rules.agreement(false, { language }));

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
