/**
 * Form validation of spec 5: the rules the server applies too, kept once in
 * contract/rules/validation.rules.ts. Pass `language` in the context for the user's language.
 *
 * @example
 * import { rules, validateForm } from '@portal/utils';
 * rules.mobile(' 1380013800 ', { language: 'en-US' }); // 'Enter exactly 11 digits'
 */
export * from '../../../contract/rules/validation.rules';
