import type { PasswordStrategy } from '../../../contract/iam';
import type { Language } from '../../../contract/rules/language.rules';
import { ruleMessage, rules } from '../../../contract/rules/validation.rules';

export {} from '../../../contract/rules/common-passwords';
/** Spec 9: a password is at most 32 characters, whatever the strategy says. */
export { PASSWORD_MAX } from '../../../contract/rules/validation.rules';

/**
 * The first rule a password breaks, with the spec 5 message (the form's rule, in `language`),
 * or null. Applied on every path that sets a password (registration, reset, first-time set,
 * change); common passwords are refused whatever the strategy.
 */
export function checkPassword(
  password: string | null | undefined,
  strategy: PasswordStrategy,
  language?: Language,
  oldPassword?: string | null,
): string | null {
  return rules.password(password, { strategy, language, oldPassword });
}

/** The new password equals the old one (spec 5: '新密码与原密码不能一致'). */
export const sameAsOldPassword = (language?: Language) => ruleMessage('passwordSameAsOld', language);

/** Confirm password (spec 5). */
export function checkConfirmation(password: string, confirmation: string | null | undefined, language?: Language): string | null {
  return rules.confirmPassword(confirmation, { password, language });
}
