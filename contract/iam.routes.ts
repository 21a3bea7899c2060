import type {
  ClosureBody,
  ClosureCodeBody,
  CodeSent,
  EmailCodeBody,
  InitPasswordBody,
  InitPasswordResult,
  LoginBody,
  LoginResult,
  LoginSecurityMode,
  MobileCodeBody,
  MsgCodeBody,
  PasswordStrategies,
  RefreshBody,
  RegisterBody,
  RegisterResult,
  ResetLinkBody,
  ResetLinkResult,
  ResetPwdBody,
  SignoutBody,
  TenantCodeBody,
  TenantNameParams,
  TokenPair,
  UpdateEmailBody,
  UpdateInfoBody,
  UpdateMobileBody,
  UpdatePwdBody,
  UserInfo,
  VerifyEmailBody,
} from './iam';
import { route } from './route';

const P = '/common/iam/v1';

/**
 * Every identity and access call (spec 7; the menus, orgs and application lists are in
 * `catalog.routes.ts`); schemas in `iamSchemas`. `encrypted` bodies travel as AES ciphertext.
 *
 * @example
 * const taken = await call(iamRoutes.tenantNameRepeat, { params: { name: '某某集团' } }); // boolean
 */
export const iamRoutes = {
  managerLogin: route<{ body: LoginBody; data: LoginResult }>({ method: 'POST', path: `${P}/manager/login`, encrypted: true }),
  clientLogin: route<{ body: LoginBody; data: LoginResult }>({ method: 'POST', path: `${P}/client/login`, encrypted: true }),
  /** Extension: rotates the refresh token. A reused token ends the session (10 s grace for two tabs). */
  refresh: route<{ body: RefreshBody; data: TokenPair }>({ method: 'POST', path: `${P}/auth/refresh` }),
  /** Extension: plain sign-out, ends the current session (of the bearer token, else of `rt`). Always succeeds; the body may be absent. */
  signout: route<{ body: SignoutBody; data: null }>({ method: 'POST', path: `${P}/auth/signout` }),
  /** Account closure request (spec 7 user/logout). */
  closeAccount: route<{ body: ClosureBody; data: null }>({ method: 'POST', path: `${P}/user/logout`, auth: true }),
  /** Code for sign-in (the password is checked first) or for find-password. */
  msgVerificeCode: route<{ body: MsgCodeBody; data: CodeSent }>({ method: 'POST', path: `${P}/auth/getMsgVerificeCode` }),
  resetPwd: route<{ body: ResetPwdBody; data: null }>({ method: 'POST', path: `${P}/auth/resetPwd`, encrypted: true }),
  initPassword: route<{ body: InitPasswordBody; data: InitPasswordResult }>({ method: 'POST', path: `${P}/auth/init/password`, encrypted: true }),
  /** Ends every session of the user. */
  updatePwd: route<{ body: UpdatePwdBody; data: null }>({ method: 'POST', path: `${P}/auth/updatePwd`, encrypted: true, auth: true }),
  queryStrategy: route<{ data: PasswordStrategies }>({ method: 'GET', path: `${P}/passwordStrategy/queryStrategy` }),
  queryPwdConfig: route<{ data: LoginSecurityMode }>({ method: 'GET', path: `${P}/passwordStrategy/queryPwdConfig` }),
  managerDetail: route<{ data: UserInfo }>({ method: 'GET', path: `${P}/mgruser/detail`, auth: true }),
  userDetail: route<{ data: UserInfo }>({ method: 'GET', path: `${P}/user/detail`, auth: true }),
  managerUpdateInfo: route<{ body: UpdateInfoBody; data: UserInfo }>({ method: 'POST', path: `${P}/mgruser/self/update/info`, auth: true }),
  userUpdateInfo: route<{ body: UpdateInfoBody; data: UserInfo }>({ method: 'POST', path: `${P}/user/self/update/info`, auth: true }),
  managerUpdateMobile: route<{ body: UpdateMobileBody; data: UserInfo }>({ method: 'POST', path: `${P}/mgruser/self/update/mobile`, auth: true }),
  userUpdateMobile: route<{ body: UpdateMobileBody; data: UserInfo }>({ method: 'POST', path: `${P}/user/self/update/mobile`, auth: true }),
  managerUpdateEmail: route<{ body: UpdateEmailBody; data: UserInfo }>({ method: 'POST', path: `${P}/mgruser/self/update/email`, auth: true }),
  userUpdateEmail: route<{ body: UpdateEmailBody; data: UserInfo }>({ method: 'POST', path: `${P}/user/self/update/email`, auth: true }),
  /** Code for account closure, to the signed-in user's own phone. */
  closureCode: route<{ body: ClosureCodeBody; data: CodeSent }>({ method: 'POST', path: `${P}/auth/client/verifice-code/mobile`, auth: true }),
  emailCode: route<{ body: EmailCodeBody; data: CodeSent }>({ method: 'POST', path: `${P}/auth/verifice-code/email`, auth: true }),
  mobileCode: route<{ body: MobileCodeBody; data: CodeSent }>({ method: 'POST', path: `${P}/auth/verifice-code/mobile`, auth: true }),
  /** Code for registration (not signed in). */
  tenantCode: route<{ body: TenantCodeBody; data: CodeSent }>({ method: 'POST', path: `${P}/auth/verifice-code/tenant` }),
  register: route<{ body: RegisterBody; data: RegisterResult }>({ method: 'POST', path: `${P}/tenant/register` }),
  /** data is true when a tenant of that name exists ('租户名称重复'). */
  tenantNameRepeat: route<{ params: TenantNameParams; data: boolean }>({ method: 'GET', path: `${P}/tenant/getOrgNameRepeat/:name` }),
  /** data is the signed-in user's tenant inner mark (0 or 1; 1 for managers). */
  innerMark: route<{ data: number }>({ method: 'GET', path: `${P}/tenant/getInnerMark`, auth: true }),
  /** Extension: administrator reset, writes a set-password link to the user's e-mail (outbox). */
  resetPasswordLink: route<{ body: ResetLinkBody; data: ResetLinkResult }>({ method: 'POST', path: `${P}/mgruser/reset-password-link`, auth: true }),
  /** Extension: a primary client account resets one of its sub-accounts the same way. */
  subAccountResetLink: route<{ body: ResetLinkBody; data: ResetLinkResult }>({ method: 'POST', path: `${P}/user/reset-password-link`, auth: true }),
  /** Extension (issue 13 item 12): a code to the signed-in user's own, unverified e-mail. */
  emailVerificationCode: route<{ data: CodeSent }>({ method: 'POST', path: `${P}/auth/verifice-code/email-verification`, auth: true }),
  /** Extension: verifies the own e-mail with that code → the updated UserInfo (emailVerified true). */
  verifyEmail: route<{ body: VerifyEmailBody; data: UserInfo }>({ method: 'POST', path: `${P}/auth/email/verify`, auth: true }),
};
