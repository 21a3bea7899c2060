import { Type, type Static } from 'typebox';
import type { RouteSpec } from './route';

/**
 * Identity and access (spec 7, prefix /common/iam/v1): the schemas of every body, query, params and
 * response `data`, and `iamRoutes`, the table the client types its calls from.
 *
 * Route entries have the shape of {@link RouteSpec}. `encrypted: true` means the body travels as
 * `{ data: CryptoJS.AES.encrypt(JSON.stringify(body), aesKey).toString() }` (key from
 * /portal-config.json; a wire format, not a security boundary); the schema under `body` is the
 * payload before encryption. `auth: true` means the call needs `Authorization: Bearer <at>`.
 *
 * Input strings are only bounded here; the spec 5 rules (mobile, e-mail, names, password strategy)
 * are checked by the server with the spec's Chinese messages, so the user reads those, not a
 * schema error.
 *
 * @example
 * import { iamRoutes, type RouteBody, type RouteData } from 'contract';
 * const route = iamRoutes.clientLogin;         // { method: 'POST', path: '/common/iam/v1/client/login', … }
 * const body: RouteBody<typeof route> = { loginName: 'demo', pwd: 'Portal@2026', accountType: 'PRIMARY_ACCOUNT' };
 * // POST /api + route.path with encryptBody(body) → envelope whose data is RouteData<typeof route>
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

export const UpdateMobileBody = Type.Object({ id, mobile: text(32), verificeCode: text(16) });
export type UpdateMobileBody = Static<typeof UpdateMobileBody>;

export const UpdateEmailBody = Type.Object({ id, email: text(128), verificeCode: text(16) });
export type UpdateEmailBody = Static<typeof UpdateEmailBody>;

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

const P = '/common/iam/v1';
const Done = Type.Null();

/** Every identity and access call the server answers (the menus, orgs and app lists are in contract/catalog.ts). */
export const iamRoutes = {
  managerLogin: { method: 'POST', path: `${P}/manager/login`, body: LoginBody, data: LoginResult, encrypted: true },
  clientLogin: { method: 'POST', path: `${P}/client/login`, body: LoginBody, data: LoginResult, encrypted: true },
  /** Extension: rotates the refresh token. A reused token ends the session (10 s grace for two tabs). */
  refresh: { method: 'POST', path: `${P}/auth/refresh`, body: RefreshBody, data: TokenPair },
  /** Extension: plain sign-out, ends the current session. Always succeeds. */
  signout: { method: 'POST', path: `${P}/auth/signout`, body: SignoutBody, data: Done },
  /** Account closure request (spec 7 user/logout). */
  closeAccount: { method: 'POST', path: `${P}/user/logout`, body: ClosureBody, data: Done, auth: true },
  msgVerificeCode: { method: 'POST', path: `${P}/auth/getMsgVerificeCode`, body: MsgCodeBody, data: CodeSent },
  resetPwd: { method: 'POST', path: `${P}/auth/resetPwd`, body: ResetPwdBody, data: Done, encrypted: true },
  initPassword: { method: 'POST', path: `${P}/auth/init/password`, body: InitPasswordBody, data: InitPasswordResult, encrypted: true },
  updatePwd: { method: 'POST', path: `${P}/auth/updatePwd`, body: UpdatePwdBody, data: Done, encrypted: true, auth: true },
  queryStrategy: { method: 'GET', path: `${P}/passwordStrategy/queryStrategy`, data: Type.Array(PasswordStrategy) },
  queryPwdConfig: { method: 'GET', path: `${P}/passwordStrategy/queryPwdConfig`, data: LoginSecurityMode },
  managerDetail: { method: 'GET', path: `${P}/mgruser/detail`, data: UserInfo, auth: true },
  userDetail: { method: 'GET', path: `${P}/user/detail`, data: UserInfo, auth: true },
  managerUpdateInfo: { method: 'POST', path: `${P}/mgruser/self/update/info`, body: UpdateInfoBody, data: UserInfo, auth: true },
  userUpdateInfo: { method: 'POST', path: `${P}/user/self/update/info`, body: UpdateInfoBody, data: UserInfo, auth: true },
  managerUpdateMobile: { method: 'POST', path: `${P}/mgruser/self/update/mobile`, body: UpdateMobileBody, data: UserInfo, auth: true },
  userUpdateMobile: { method: 'POST', path: `${P}/user/self/update/mobile`, body: UpdateMobileBody, data: UserInfo, auth: true },
  managerUpdateEmail: { method: 'POST', path: `${P}/mgruser/self/update/email`, body: UpdateEmailBody, data: UserInfo, auth: true },
  userUpdateEmail: { method: 'POST', path: `${P}/user/self/update/email`, body: UpdateEmailBody, data: UserInfo, auth: true },
  closureCode: { method: 'POST', path: `${P}/auth/client/verifice-code/mobile`, body: ClosureCodeBody, data: CodeSent, auth: true },
  emailCode: { method: 'POST', path: `${P}/auth/verifice-code/email`, body: EmailCodeBody, data: CodeSent, auth: true },
  mobileCode: { method: 'POST', path: `${P}/auth/verifice-code/mobile`, body: MobileCodeBody, data: CodeSent, auth: true },
  tenantCode: { method: 'POST', path: `${P}/auth/verifice-code/tenant`, body: TenantCodeBody, data: CodeSent },
  register: { method: 'POST', path: `${P}/tenant/register`, body: RegisterBody, data: RegisterResult },
  /** data is true when a tenant of that name exists ('租户名称重复'). */
  tenantNameRepeat: { method: 'GET', path: `${P}/tenant/getOrgNameRepeat/:name`, params: TenantNameParams, data: Type.Boolean() },
  /** data is the signed-in user's tenant inner mark (0 or 1; 1 for managers). */
  innerMark: { method: 'GET', path: `${P}/tenant/getInnerMark`, data: Type.Integer(), auth: true },
  /** Extension: administrator reset, writes a set-password link to the user's e-mail (outbox). */
  resetPasswordLink: { method: 'POST', path: `${P}/mgruser/reset-password-link`, body: ResetLinkBody, data: ResetLinkResult, auth: true },
  /** Extension: a primary client account resets one of its sub-accounts the same way. */
  subAccountResetLink: { method: 'POST', path: `${P}/user/reset-password-link`, body: ResetLinkBody, data: ResetLinkResult, auth: true },
} as const satisfies Record<string, RouteSpec>;

export type IamRoutes = typeof iamRoutes;
