/**
 * `@portal/contract`: the part of the /api contract a browser runs, one module of the import map
 * shared by every sub-app (docs/decisions/014). Route tables (paths and flags, types as phantoms),
 * pure rules with their messages, error codes and header names are values; the TypeBox schemas stay
 * on the server and reach the browser as types only (`export type *`), so TypeBox is never loaded.
 *
 * @example
 * import { iamAdminRoutes, type AdminUser } from '@portal/contract';
 * import { call } from '@portal/utils';
 * const page = await call(iamAdminRoutes.userPage, { query: { pageNum: 1, pageSize: 20 } }); // { data: AdminUser[], … }
 */
export * from './errors';
export * from './http';
export * from './route';
export * from './cbp-business.codes';

export * from './iam.routes';
export * from './msgmgt.routes';
export * from './catalog.routes';
export * from './cbp.routes';
export * from './iam-admin.routes';
export * from './notice-send.routes';
export * from './cbp-business.routes';
export * from './cbp-review.routes';
export * from './account-security.routes';
export * from './importmap.routes';
export * from './iam-closure.routes';

export * from './iam-admin.rules';
export * from './notice-send.rules';
export * from './importmap.rules';
export * from './cbp-review.rules';
export * from './iam-closure.rules';
export * from './cbp-status.rules';
export * from './rules/user.rules';
export * from './rules/language.rules';
export * from './rules/password-strength.rules';
export * from './rules/validation.messages';
export {
  CODE_MAX,
  PASSWORD_MAX,
  firstOf,
  formRules,
  localizedProblem,
  password,
  required,
  requiredChoice,
  ruleMessage,
  rules,
  trimForm,
  trimmed,
  validateField,
  validateForm,
  type FieldRule,
  type PasswordStrategyLike,
  type Rule,
  type RuleContext,
} from './rules/validation.rules';

// The schemas' types (a schema's name is also its type's): types only, no TypeBox at run time.
export type * from './envelope';
export type * from './iam';
export type * from './msgmgt';
export type * from './catalog';
export type * from './cbp';
export type * from './iam-admin';
export type * from './notice-send';
export type * from './cbp-business';
export type * from './importmap';
export type * from './cbp-review';
export type * from './account-security';
export type * from './iam-closure';
