import { Type, type Static } from 'typebox';
import type { RouteSchemas } from './route';

/**
 * Identity and access (spec 7, prefix /common/iam/v1): the schemas of every body, query, params and
 * response `data`, and `iamSchemas` (the server's); the route table the client calls through is
 * `iamRoutes` in `iam.routes.ts`.
 *
 * An `encrypted` route's body travels as `{ data: CryptoJS.AES.encrypt(JSON.stringify(body), aesKey).toString() }`
 * (key from /portal-config.json; a wire format, not a security boundary); the schema under `body`
 * is the payload before encryption. An `auth` route needs `Authorization: Bearer <at>`.
 *
 * Input strings are only bounded here; the spec 5 rules (mobile, e-mail, names, password strategy)
 * are checked by the server with the spec's Chinese messages, so the user reads those, not a
 * schema error.
 *
 * @example
 * import { iamRoutes } from 'contract/iam.routes';
 * const result = await call(iamRoutes.clientLogin, { body: { loginName: 'demo', pwd: 'Portal@2026', accountType: 'PRIMARY_ACCOUNT' } });
 * // POST /api/common/iam/v1/client/login with { data: <ciphertext> } → data: LoginResult { at, rt, user, mark }
 */

const text = (maxLength: number) => Type.String({ maxLength });
const id = Type.Integer({ minimum: 1 });

/** MANAGER_USER (manager side) or CLIENT_USER (tenant side). */
export const UserType = Type.Union([Type.Literal('MANAGER_USER'), Type.Literal('CLIENT_USER')]);
export type UserType = Static<typeof UserType>;

/** Where a code goes: SMS to the phone or EMAIL to the e-mail address. */
export const VerificeChannel = Type.Union([Type.Literal('SMS'), Type.Literal('EMAIL')]);
export type VerificeChannel = Static<typeof VerificeChannel>;

/** Client sign-in as a primary account or as a sub-account of `priLoginName`. */
export const AccountType = Type.Union([Type.Literal('PRIMARY_ACCOUNT'), Type.Literal('SUB_ACCOUNT')]);
export type AccountType = Static<typeof AccountType>;

/** Login security mode (spec 3, 4): 0 SMS code, 1 e-mail code, 2 no code, 3 either. */
export const LoginSecurityMode = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3)]);
export type LoginSecurityMode = Static<typeof LoginSecurityMode>;

/** The signed-in user as the portal stores it (`userInfo`, spec 3). */
export const UserInfo = Type.Object({
  id: Type.Integer(),
  tenantId: Type.Union([Type.Integer(), Type.Null()]),
  userType: UserType,
  loginName: Type.String(),
  userName: Type.String(),
  mobile: Type.Union([Type.String(), Type.Null()]),
  /** Masked: first 3 digits, four stars, the rest from the 8th character. */
  mobileStr: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  tenantName: Type.Union([Type.String(), Type.Null()]),
  orgName: Type.Union([Type.String(), Type.Null()]),
  roleName: Type.Union([Type.String(), Type.Null()]),
  /** The role's English name, null when it has none (docs/decisions/016); absent in a `userInfo` stored before it existed. */
  roleNameEn: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  empNumber: Type.Union([Type.String(), Type.Null()]),
  /** 0 ordinary user, 1 developer, 2 enterprise user. */
  userRoleType: Type.Integer(),
  /** 0 main account; otherwise the main account's user id (a sub-account). */
  pid: Type.Integer(),
  /** 1 not certified, 2 certifying, 3 certified, otherwise certification failed. */
  authStatus: Type.Integer(),
  mgrTenantName: Type.Union([Type.String(), Type.Null()]),
  mgrOrgName: Type.Union([Type.String(), Type.Null()]),
  /** The primary account's login name, for sub-accounts (null for others). */
  priLoginName: Type.Union([Type.String(), Type.Null()]),
  /**
   * Extension (issue 13 item 12): the e-mail has been verified with a code sent to it. Until then
   * it signs nobody in and recovers no password.
   */
  emailVerified: Type.Optional(Type.Boolean()),
});
export type UserInfo = Static<typeof UserInfo>;

/** The login payload (spec 3), sent encrypted. */
export const LoginBody = Type.Object({
  /** Login name, phone or e-mail. */
  loginName: text(64),
  pwd: text(64),
  /** Required unless the login security mode is 2. */
  verificeCode: Type.Optional(text(16)),
  verificeChannel: Type.Optional(VerificeChannel),
  /** Client login only; PRIMARY_ACCOUNT when absent. */
  accountType: Type.Optional(AccountType),
  /** Sub-accounts only: the primary account's login name. */
  priLoginName: Type.Optional(text(64)),
});
export type LoginBody = Static<typeof LoginBody>;

export const TokenPair = Type.Object({
  /** Access token, valid 10 minutes: `Authorization: Bearer <at>`. */
  at: Type.String(),
  /** Opaque refresh token, single use: POST auth/refresh rotates it. */
  rt: Type.String(),
});
export type TokenPair = Static<typeof TokenPair>;

export const LoginResult = Type.Object({
  at: Type.String(),
  rt: Type.String(),
  user: UserInfo,
  /** The tenant's inner-user mark (0 or 1); client users only. */
  mark: Type.Optional(Type.Integer()),
});
export type LoginResult = Static<typeof LoginResult>;

export const RefreshBody = Type.Object({ rt: text(128) });
export type RefreshBody = Static<typeof RefreshBody>;

/** Plain sign-out: ends the session of the bearer token, or of `rt` when the token has expired. */
export const SignoutBody = Type.Object({ rt: Type.Optional(text(128)) });
export type SignoutBody = Static<typeof SignoutBody>;

/** Account closure request (spec 7 user/logout): own id and the code sent by auth/client/verifice-code/mobile. */
export const ClosureBody = Type.Object({ id, verificeCode: text(16) });
export type ClosureBody = Static<typeof ClosureBody>;

export const CodeScope = Type.Union([Type.Literal('LOGIN'), Type.Literal('PWDRESET')]);
export type CodeScope = Static<typeof CodeScope>;

/** Code for sign-in (scope LOGIN: the password is checked first) or for find-password (PWDRESET: loginName is the phone or e-mail). */
export const MsgCodeBody = Type.Object({
  loginName: text(64),
  loginUserType: UserType,
  pwd: Type.Optional(text(64)),
  scope: CodeScope,
  verificeChannel: VerificeChannel,
  accountType: Type.Optional(AccountType),
  priLoginName: Type.Optional(text(64)),
});
export type MsgCodeBody = Static<typeof MsgCodeBody>;

/** Answer of every code request: how long until the next may be asked for (60 s SMS, 180 s e-mail). */
export const CodeSent = Type.Object({ resendAfterSeconds: Type.Integer() });
export type CodeSent = Static<typeof CodeSent>;

/** Find password (sent encrypted). loginName is the phone (SMS) or e-mail (EMAIL). */
export const ResetPwdBody = Type.Object({
  loginName: text(64),
  verificeChannel: VerificeChannel,
  verificeCode: text(16),
  newPwd: text(64),
  againPwd: text(64),
  loginUserType: UserType,
});
export type ResetPwdBody = Static<typeof ResetPwdBody>;

/** First-time password with a set-password key (sent encrypted). */
export const InitPasswordBody = Type.Object({ password: text(64), confirmPassword: text(64), key: text(128) });
export type InitPasswordBody = Static<typeof InitPasswordBody>;

/** The account the key belonged to; the page goes to client login for CLIENT_USER (type 2). */
export const InitPasswordResult = Type.Object({ userType: UserType });
export type InitPasswordResult = Static<typeof InitPasswordResult>;

/** Change password while signed in (sent encrypted); ends every session of the user. */
export const UpdatePwdBody = Type.Object({ oldPwd: text(64), newPwd: text(64), againPwd: text(64) });
export type UpdatePwdBody = Static<typeof UpdatePwdBody>;

/** Password strategy (spec 3); a `…Status` of 1 switches its rule on. */
export const PasswordStrategy = Type.Object({
  pwdMinLength: Type.Integer(),
  pwdMinLengthStatus: Type.Integer(),
  upCharsLength: Type.Integer(),
  upCharsLengthStatus: Type.Integer(),
  lowCharsLength: Type.Integer(),
  lowCharsLengthStatus: Type.Integer(),
  numCharsLength: Type.Integer(),
  numCharsLengthStatus: Type.Integer(),
  specCharLength: Type.Integer(),
  specCharLengthStatus: Type.Integer(),
  /** Always 32 (spec 9). */
  pwdMaxLength: Type.Integer(),
});
export type PasswordStrategy = Static<typeof PasswordStrategy>;
/** The configurable rules of a password strategy: everything but the fixed maximum length. */
export type PasswordStrategyRules = Omit<PasswordStrategy, 'pwdMaxLength'>;

export const UpdateInfoBody = Type.Object({ id, userName: text(64), empNumber: Type.Optional(Type.Union([text(64), Type.Null()])) });
export type UpdateInfoBody = Static<typeof UpdateInfoBody>;

/**
 * `password` (extension, issue 13 item 2): the current password, required by the server (optional
 * here so a missing one is answered with the rule's message, 请输入当前密码).
 */
export const UpdateMobileBody = Type.Object({ id, mobile: text(32), verificeCode: text(16), password: Type.Optional(text(64)) });
export type UpdateMobileBody = Static<typeof UpdateMobileBody>;

export const UpdateEmailBody = Type.Object({ id, email: text(128), verificeCode: text(16), password: Type.Optional(text(64)) });
export type UpdateEmailBody = Static<typeof UpdateEmailBody>;

/** Extension (issue 13 item 12): the code sent to the signed-in user's own e-mail, to verify it. */
export const VerifyEmailBody = Type.Object({ verificeCode: text(16) });
export type VerifyEmailBody = Static<typeof VerifyEmailBody>;

/** Code for account closure, sent to the signed-in user's own phone. */
export const ClosureCodeBody = Type.Object({ mobile: text(32), id });
export type ClosureCodeBody = Static<typeof ClosureCodeBody>;

/** Code to a new e-mail address (profile e-mail change; signed in). */
export const EmailCodeBody = Type.Object({ email: text(128), userType: Type.Optional(UserType), userName: Type.Optional(text(64)) });
export type EmailCodeBody = Static<typeof EmailCodeBody>;

/** Code to a new phone (profile phone change; signed in). */
export const MobileCodeBody = Type.Object({ mobile: text(32), userType: Type.Optional(UserType) });
export type MobileCodeBody = Static<typeof MobileCodeBody>;

/** Code for registration (not signed in). */
export const TenantCodeBody = Type.Object({ mobile: text(32) });
export type TenantCodeBody = Static<typeof TenantCodeBody>;

const looseId = Type.Optional(Type.Union([Type.Integer(), text(20), Type.Null()]));

/** Registration form (spec 3). pid and parentTenantId default to 1798 and 1708 on the page. */
export const RegisterBody = Type.Object({
  tenantName: text(64),
  pid: looseId,
  parentTenantId: looseId,
  /** The new primary account's user name; it is also its login name. */
  userName: text(64),
  mobile: text(32),
  email: text(128),
  verificeCode: text(16),
  password: text(64),
  confirmPassword: text(64),
  /** The agreement checkbox: true, or a non-empty list of ticked choices. */
  choices: Type.Optional(Type.Union([Type.Boolean(), Type.Array(text(64), { maxItems: 10 }), text(64), Type.Null()])),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const RegisterResult = Type.Object({ tenantId: Type.Integer(), userId: Type.Integer(), loginName: Type.String() });
export type RegisterResult = Static<typeof RegisterResult>;

export const TenantNameParams = Type.Object({ name: text(128) });
export type TenantNameParams = Static<typeof TenantNameParams>;

/** Administrator reset: writes a set-password link for the user to the outbox (a manager, or a primary account for its sub-accounts). */
export const ResetLinkBody = Type.Object({ userId: id });
export type ResetLinkBody = Static<typeof ResetLinkBody>;

export const ResetLinkResult = Type.Object({ expiresAt: Type.String() });
export type ResetLinkResult = Static<typeof ResetLinkResult>;

/** Spec 3: the password strategy comes as a list; the first item is used. */
export const PasswordStrategies = Type.Array(PasswordStrategy);
export type PasswordStrategies = Static<typeof PasswordStrategies>;

const Done = Type.Null();

/**
 * The schemas of every identity and access call, by the name of its entry in `iamRoutes`
 * (`iam.routes.ts`): the server validates and documents with these.
 */
export const iamSchemas = {
  managerLogin: { body: LoginBody, data: LoginResult },
  clientLogin: { body: LoginBody, data: LoginResult },
  refresh: { body: RefreshBody, data: TokenPair },
  signout: { body: SignoutBody, data: Done },
  closeAccount: { body: ClosureBody, data: Done },
  msgVerificeCode: { body: MsgCodeBody, data: CodeSent },
  resetPwd: { body: ResetPwdBody, data: Done },
  initPassword: { body: InitPasswordBody, data: InitPasswordResult },
  updatePwd: { body: UpdatePwdBody, data: Done },
  queryStrategy: { data: PasswordStrategies },
  queryPwdConfig: { data: LoginSecurityMode },
  managerDetail: { data: UserInfo },
  userDetail: { data: UserInfo },
  managerUpdateInfo: { body: UpdateInfoBody, data: UserInfo },
  userUpdateInfo: { body: UpdateInfoBody, data: UserInfo },
  managerUpdateMobile: { body: UpdateMobileBody, data: UserInfo },
  userUpdateMobile: { body: UpdateMobileBody, data: UserInfo },
  managerUpdateEmail: { body: UpdateEmailBody, data: UserInfo },
  userUpdateEmail: { body: UpdateEmailBody, data: UserInfo },
  closureCode: { body: ClosureCodeBody, data: CodeSent },
  emailCode: { body: EmailCodeBody, data: CodeSent },
  mobileCode: { body: MobileCodeBody, data: CodeSent },
  tenantCode: { body: TenantCodeBody, data: CodeSent },
  register: { body: RegisterBody, data: RegisterResult },
  tenantNameRepeat: { params: TenantNameParams, data: Type.Boolean() },
  innerMark: { data: Type.Integer() },
  resetPasswordLink: { body: ResetLinkBody, data: ResetLinkResult },
  subAccountResetLink: { body: ResetLinkBody, data: ResetLinkResult },
  emailVerificationCode: { data: CodeSent },
  verifyEmail: { body: VerifyEmailBody, data: UserInfo },
} satisfies Record<string, RouteSchemas>;
