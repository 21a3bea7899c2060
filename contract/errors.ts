/**
 * Every code a failed /api answer can carry (`{ success: false, code, message }`). The server's
 * catalogue (server/errors.ts) gives each its status and its message in zh-CN and en-US; the
 * message follows the request's Accept-Language. The browser adds its own codes for failures
 * without an answer.
 *
 * @example
 * const FIELD_OF_ERROR: Partial<Record<ErrorCode, string>> = { TENANT_NAME_TAKEN: 'tenantName' };
 */
export const ERROR_CODES = [
  // request and transport
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'BAD_ENCRYPTED_BODY',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
  // sign-in and passwords
  'LOGIN_FAILED',
  'LOGIN_LOCKED',
  'ACCOUNT_CLOSING',
  'ACCOUNT_DISABLED',
  'OLD_PASSWORD_WRONG',
  'OLD_PASSWORD_LOCKED',
  'KEY_INVALID',
  'LINK_NEEDS_EMAIL',
  // verification codes
  'CODE_INVALID',
  'CODE_TOO_SOON',
  'CODE_LIMIT',
  'DELIVERY_FAILED',
  'MOBILE_NOT_BOUND',
  'EMAIL_NOT_BOUND',
  'MOBILE_MISMATCH',
  // registration and profile
  'DATA_ERROR',
  'TENANT_NAME_TAKEN',
  'USER_NAME_TAKEN',
  'MOBILE_TAKEN',
  'EMAIL_TAKEN',
  'ACCOUNT_TAKEN',
  'REGISTER_PARENT_REFUSED',
  'USER_NOT_FOUND',
  // tenants, applications, messages
  'TENANT_NOT_FOUND',
  'OTHER_TENANT',
  'OTHER_MOBILE',
  'LOGO_NOT_FOUND',
  'NOTICE_NOT_FOUND',
  'OTHER_USER_NOTICES',
  'MANAGER_ONLY',
  'NO_UNREAD',
  // administration and permissions
  'PERMISSION_DENIED',
  'ADMIN_ONLY',
  'PRIMARY_ONLY',
  'ROLE_NAME_TAKEN',
  'ROLE_NOT_FOUND',
  'ACCOUNT_UNDER_CLOSURE',
  'LINK_NOT_SENT',
  // cloud business
  'APPLICATION_NOT_FOUND',
  'INSTANCE_NOT_FOUND',
  'PLAN_NOT_FOUND',
  'DEVELOPER_APPLY_PENDING',
  'DEVELOPER_APPLY_REFUSED',
  'APPLY_TRANSITION_REFUSED',
  // account security page (issue 13)
  'SESSION_NOT_FOUND',
  'SESSION_IS_CURRENT',
  // contact changes and e-mail verification (issue 13 items 2, 12)
  'CURRENT_PASSWORD_WRONG',
  'EMAIL_NOT_VERIFIED',
  'EMAIL_ALREADY_VERIFIED',
  'SUB_ACCOUNT_MANAGED',
  'SESSION_REVOKED',
  'PRIMARY_CLOSING',
  'PASSWORD_LINK_LIMIT',
  // the environment's import map (issue 21)
  'IMPORT_MAP_ENTRY_REFUSED',
  'IMPORT_MAP_SERVICE_NOT_FOUND',
  'IMPORT_MAP_VERSION_NOT_FOUND',
  'IMPORT_MAP_DEPLOY_REFUSED',
  // roles that carry permissions, step-up (issue 22)
  'ROLE_NOT_EDITABLE',
  'GRANT_NOT_HELD',
  'ROLE_NOT_HELD',
  'USER_OUTRANKS',
  'LAST_SUPER_ADMIN',
  'OWN_ROLE',
  'MENU_CODE_UNKNOWN',
  'STEP_UP_REQUIRED',
  // administration that finishes its flows (issue 23 item 2)
  'TENANT_DISABLED',
  'CLOSURE_NOT_FOUND',
  'CLOSURE_REVIEWED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Codes the browser's API client gives failures that carry no envelope. */
export type ClientErrorCode = 'TIMEOUT' | 'NETWORK' | 'CANCELED' | 'SESSION_EXPIRED' | 'REFRESH_FAILED' | `HTTP_${number}`;
