import type { PasswordStrategy } from './iam';
import type {
  AddRoleBody,
  AddSubAccountBody,
  AddTenantBody,
  AddUserBody,
  AddUserResult,
  EditTenantBody,
  EditUserBody,
  AdminIdParams,
  AdminRole,
  AdminTenant,
  AdminUser,
  ChangeRoleBody,
  EditRoleBody,
  LoginSecurityBody,
  LoginSecuritySetting,
  PasswordLinkSent,
  PasswordStrategyBody,
  RoleListQuery,
  RoleMenuItem,
  RoleMenuQuery,
  RoleOption,
  StepUpBody,
  StepUpResult,
  SubAccountPageQuery,
  TenantDetail,
  TenantPage,
  TenantPageQuery,
  UserPage,
  UserPageQuery,
  UserStatusBody,
} from './iam-admin';
import { route } from './route';

const P = '/common/iam/v1';

/**
 * Identity administration (issue 10 item 1); schemas in `iamAdminSchemas` (iam-admin.ts), the
 * menu code each call needs in `IAM_ADMIN_PERMISSIONS` (iam-admin.rules.ts). All need a
 * signed-in user: managers for `admin/…`, `passwordStrategy/…` and `loginSecurity/…`, a client
 * primary account for `sub-account/…` (403 otherwise).
 *
 * @example
 * const { user, link } = await call(iamAdminRoutes.addUser, {
 *   body: { userType: 'CLIENT_USER', loginName: 'liwei', userName: '李伟', mobile: '13912345678', email: 'liwei@example.com', tenantId: 2001, roleId: 3 },
 * }); // link.sentTo 'li***@example.com'
 */
export const iamAdminRoutes = {
  /** Tenants, newest first, filtered by part of the name. */
  tenantPage: route<{ query: TenantPageQuery; data: TenantPage }>({ method: 'GET', path: `${P}/admin/tenant/page`, auth: true }),
  /** A tenant with its org tree and users; 404 for an unknown id. */
  tenantDetail: route<{ params: AdminIdParams; data: TenantDetail }>({ method: 'GET', path: `${P}/admin/tenant/:id`, auth: true }),
  addTenant: route<{ body: AddTenantBody; data: AdminTenant }>({ method: 'POST', path: `${P}/admin/tenant/add`, auth: true }),
  /** Name, contacts, parent and status of a tenant (issue 23 item 2). */
  editTenant: route<{ params: AdminIdParams; body: EditTenantBody; data: AdminTenant }>({ method: 'POST', path: `${P}/admin/tenant/:id/edit`, auth: true }),
  /** Name, contacts and, when they change, role (step-up) and status of a user (issue 23 item 2). */
  editUser: route<{ params: AdminIdParams; body: EditUserBody; data: AdminUser }>({ method: 'POST', path: `${P}/admin/user/:id/edit`, auth: true }),
  /** Users of every tenant with search and filters. */
  userPage: route<{ query: UserPageQuery; data: UserPage }>({ method: 'GET', path: `${P}/admin/user/page`, auth: true }),
  /** Adds a primary account or manager and e-mails it a set-password link. */
  addUser: route<{ body: AddUserBody; data: AddUserResult }>({ method: 'POST', path: `${P}/admin/user/add`, auth: true }),
  /** E-mails a new set-password link; the user's older links stop working. No body. */
  resetUserPassword: route<{ params: AdminIdParams; data: PasswordLinkSent }>({ method: 'POST', path: `${P}/admin/user/:id/reset-password`, auth: true }),
  /** Disables (sessions end at once, sign-in refused) or enables a user. */
  setUserStatus: route<{ params: AdminIdParams; body: UserStatusBody; data: AdminUser }>({ method: 'POST', path: `${P}/admin/user/:id/status`, auth: true }),
  roleList: route<{ query: RoleListQuery; data: AdminRole[] }>({ method: 'GET', path: `${P}/admin/role/list`, auth: true }),
  addRole: route<{ body: AddRoleBody; data: AdminRole }>({ method: 'POST', path: `${P}/admin/role/add`, auth: true }),
  editRole: route<{ params: AdminIdParams; body: EditRoleBody; data: AdminRole }>({ method: 'POST', path: `${P}/admin/role/:id/edit`, auth: true }),
  /** A user type's whole menu tree, flat, each node marked with whether the caller may grant it. */
  roleMenus: route<{ query: RoleMenuQuery; data: RoleMenuItem[] }>({ method: 'GET', path: `${P}/admin/role/menus`, auth: true }),
  /** Gives a user another role of its type (step-up). */
  changeUserRole: route<{ params: AdminIdParams; body: ChangeRoleBody; data: AdminUser }>({ method: 'POST', path: `${P}/admin/user/:id/role`, auth: true }),
  /**
   * The current password again, for a step-up proof (managers; no menu code). A wrong password
   * answers 400 CURRENT_PASSWORD_WRONG under the old-password lock.
   */
  stepUp: route<{ body: StepUpBody; data: StepUpResult }>({ method: 'POST', path: `${P}/admin/step-up`, encrypted: true, auth: true }),
  /** The stored strategy (what passwordStrategy/queryStrategy answers everyone). */
  passwordStrategyDetail: route<{ data: PasswordStrategy }>({ method: 'GET', path: `${P}/passwordStrategy/detail`, auth: true }),
  savePasswordStrategy: route<{ body: PasswordStrategyBody; data: PasswordStrategy }>({ method: 'POST', path: `${P}/passwordStrategy/save`, auth: true }),
  /** The stored login security mode (what passwordStrategy/queryPwdConfig answers everyone). */
  loginSecurityDetail: route<{ data: LoginSecuritySetting }>({ method: 'GET', path: `${P}/loginSecurity/detail`, auth: true }),
  saveLoginSecurity: route<{ body: LoginSecurityBody; data: LoginSecuritySetting }>({ method: 'POST', path: `${P}/loginSecurity/save`, auth: true }),
  /** The caller's own sub-accounts (client primary accounts only). */
  subAccountPage: route<{ query: SubAccountPageQuery; data: UserPage }>({ method: 'GET', path: `${P}/sub-account/page`, auth: true }),
  /** The client roles a sub-account may be given. */
  subAccountRoles: route<{ data: RoleOption[] }>({ method: 'GET', path: `${P}/sub-account/roles`, auth: true }),
  /** Adds a sub-account and e-mails it a set-password link of type 2. */
  addSubAccount: route<{ body: AddSubAccountBody; data: AddUserResult }>({ method: 'POST', path: `${P}/sub-account/add`, auth: true }),
  /** Another primary's sub-account, or no sub-account at all, answers 404. No body. */
  resetSubAccountPassword: route<{ params: AdminIdParams; data: PasswordLinkSent }>({
    method: 'POST',
    path: `${P}/sub-account/:id/reset-password`,
    auth: true,
  }),
  setSubAccountStatus: route<{ params: AdminIdParams; body: UserStatusBody; data: AdminUser }>({
    method: 'POST',
    path: `${P}/sub-account/:id/status`,
    auth: true,
  }),
  /** Gives one of the caller's sub-accounts another client role, one holding nothing the caller lacks. */
  changeSubAccountRole: route<{ params: AdminIdParams; body: ChangeRoleBody; data: AdminUser }>({
    method: 'POST',
    path: `${P}/sub-account/:id/role`,
    auth: true,
  }),
};
