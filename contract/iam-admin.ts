import { Type, type Static } from 'typebox';
import type { RouteSchemas } from './route';
import { PasswordStrategy, UserType } from './iam';
import { nullable, pageQuery, pageOf } from './schema-parts';

/**
 * Identity administration (issue 10 item 1, prefix /common/iam/v1): tenants, users, roles, the
 * password strategy and the login security mode for managers; sub-accounts for a client primary
 * account. Every body, query, params and response `data` schema, and `iamAdminSchemas` (the
 * server's); the route table the browser calls through is `iamAdminRoutes` in `iam-admin.routes.ts`.
 *
 * Every call needs `Authorization: Bearer <at>`. Manager calls (`admin/…`, `passwordStrategy/…`,
 * `loginSecurity/…`) answer 403 to client tokens; sub-account calls answer 403 to managers and to
 * sub-accounts (pid ≠ 0). Each call also needs its menu code (page or button permission, listed
 * in the route table) in the caller's menu tree, else 403 with the code in the message.
 *
 * Strings are only bounded here; the spec 5 rules (names, mobile, e-mail, role name, strategy
 * bounds) are checked by the server with Chinese messages (`contract/iam-admin.rules.ts` holds the
 * new ones, for forms too). Lists are paged like the notice page: `pageNum` from 1, `pageSize`
 * 20 by default and at most 100; the answer is `{ total, data, pageNum, pageSize }`. A filter that
 * is absent does not filter. Times are ISO 8601 strings (UTC).
 *
 * @example
 * import { iamAdminRoutes } from 'contract/iam-admin.routes';
 * const page = await call(iamAdminRoutes.userPage, { query: { keyword: '1380000', status: 'disabled', pageNum: 1, pageSize: 20 } });
 * // GET /api/common/iam/v1/admin/user/page?keyword=1380000&status=disabled&pageNum=1&pageSize=20
 * // → data: { total: 3, data: AdminUser[], pageNum: 1, pageSize: 20 }
 */

const text = (maxLength: number) => Type.String({ maxLength });
const id = Type.Integer({ minimum: 1 });
// One schema with both types, not a union: with type coercion on, a union tries its branches in
// order and turns null into 0 (see NoticeQueryBody.readStatus).
const optionalId = Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'] }));
const menuCodes = Type.Array(text(64), { maxItems: 500 });

/**
 * A step-up proof (issue 22 item 2): what `stepUp` answered for the current password, at most 5
 * minutes old, spent by the change it accompanies. Changes of the platform's security (the login
 * security mode, the password strategy, adding a manager, a role's permissions, a user's role)
 * without a valid one answer 403 STEP_UP_REQUIRED; nothing is changed.
 */
const stepUpToken = Type.Optional(text(128));

/**
 * enabled: may sign in; disabled: refused at sign-in, sessions ended; closing: account closure
 * requested; closed: the closure was approved (the account's data removed, issue 23 item 2).
 */
export const AccountStatus = Type.Union([Type.Literal('enabled'), Type.Literal('disabled'), Type.Literal('closing'), Type.Literal('closed')]);
export type AccountStatus = Static<typeof AccountStatus>;

/** The status a list filters by and an administrator sets. */
export const EnabledStatus = Type.Union([Type.Literal('enabled'), Type.Literal('disabled')]);
export type EnabledStatus = Static<typeof EnabledStatus>;

/** A path parameter naming a tenant, user or role by id. */
export const AdminIdParams = Type.Object({ id });
export type AdminIdParams = Static<typeof AdminIdParams>;

// ---- Tenants -------------------------------------------------------------------------------

/** One tenant as the administration lists it. */
export const AdminTenant = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** 1 inner (internal) tenant, 0 external. */
  innerMark: Type.Integer(),
  parentTenantId: Type.Integer(),
  parentTenantName: nullable(Type.String()),
  mgrTenantName: nullable(Type.String()),
  /** Users of the tenant: primary accounts and sub-accounts. */
  userCount: Type.Integer(),
  createdAt: Type.String(),
  /** The tenant's contact person, phone and e-mail (issue 23 item 2); null when not given. */
  contactName: nullable(Type.String()),
  contactMobile: nullable(Type.String()),
  contactEmail: nullable(Type.String()),
  /** disabled: the tenant's users do not sign in (their sessions ended when it was disabled). */
  status: EnabledStatus,
});
export type AdminTenant = Static<typeof AdminTenant>;

/** `name`: part of the tenant name, case-insensitive. Newest first. */
export const TenantPageQuery = pageQuery({ name: Type.Optional(text(64)) });
export type TenantPageQuery = Static<typeof TenantPageQuery>;

export const TenantPage = pageOf(AdminTenant);
export type TenantPage = Static<typeof TenantPage>;

/**
 * One org of a tenant's organisation tree. The list is the tree walked depth first (a parent
 * before its children, siblings in id order); `depth` is 0 for roots, so an indented list or a
 * tree can be drawn straight from it.
 */
export const AdminOrg = Type.Object({ id: Type.Integer(), parentId: nullable(Type.Integer()), name: Type.String(), depth: Type.Integer() });
export type AdminOrg = Static<typeof AdminOrg>;

// ---- Users ---------------------------------------------------------------------------------

/** One user as the administration lists it (managers and client users, primary and sub-accounts). */
export const AdminUser = Type.Object({
  id: Type.Integer(),
  userType: UserType,
  loginName: Type.String(),
  userName: Type.String(),
  mobile: nullable(Type.String()),
  email: nullable(Type.String()),
  tenantId: nullable(Type.Integer()),
  tenantName: nullable(Type.String()),
  orgName: nullable(Type.String()),
  roleId: nullable(Type.Integer()),
  roleName: nullable(Type.String()),
  /** The role's English name; null when it has none: show `roleName` (docs/decisions/016). */
  roleNameEn: nullable(Type.String()),
  /** 0 primary account (and managers); otherwise the primary account's user id. */
  pid: Type.Integer(),
  /** The primary account's login name, for sub-accounts (null for others). */
  priLoginName: nullable(Type.String()),
  status: AccountStatus,
  createdAt: Type.String(),
});
export type AdminUser = Static<typeof AdminUser>;

/** A tenant with its organisation tree and its users (newest first, at most 100; `userTotal` counts all). */
export const TenantDetail = Type.Object({
  tenant: AdminTenant,
  orgs: Type.Array(AdminOrg),
  users: Type.Array(AdminUser),
  userTotal: Type.Integer(),
});
export type TenantDetail = Static<typeof TenantDetail>;

/**
 * Adds a tenant (spec 5 tenant-name rule; a taken name answers 409 '租户名称重复'). It hangs under
 * the registration defaults (pid 1798, parent 1708) and gets a root org of its own name.
 * `innerMark` 0 (default) or 1.
 */
export const AddTenantBody = Type.Object({ name: text(64), innerMark: Type.Optional(Type.Integer()) });
export type AddTenantBody = Static<typeof AddTenantBody>;

/**
 * Edits a tenant (issue 23 item 2): its name (spec 5 tenant-name rule, 409 '租户名称重复' when
 * another has it), its contacts (each optional: blank clears it; a given one follows the name,
 * mobile and e-mail rules), its parent (another existing tenant, never itself or one below it)
 * and its status. Disabling ends the sessions of the tenant's users and refuses their sign-in.
 * A tenant added by a manager or registered gets the platform's default applications.
 */
export const EditTenantBody = Type.Object({
  name: text(64),
  contactName: Type.Optional(nullable(text(64))),
  contactMobile: Type.Optional(nullable(text(32))),
  contactEmail: Type.Optional(nullable(text(128))),
  parentTenantId: id,
  status: EnabledStatus,
});
export type EditTenantBody = Static<typeof EditTenantBody>;

/**
 * Users of every tenant, newest first. `keyword` matches part of the login name, name, phone or
 * e-mail (case-insensitive); `tenantId`, `userType` and `status` (any account status, closed
 * included) narrow the list.
 */
export const UserPageQuery = pageQuery({
  keyword: Type.Optional(text(64)),
  tenantId: Type.Optional(id),
  userType: Type.Optional(UserType),
  status: Type.Optional(AccountStatus),
});
export type UserPageQuery = Static<typeof UserPageQuery>;

export const UserPage = pageOf(AdminUser);
export type UserPage = Static<typeof UserPage>;

/**
 * Adds a primary account (spec 5 rules: login name as the username rule, name as the profile
 * name rule, mobile, e-mail). `tenantId` is required for CLIENT_USER ('请选择租户') and ignored for
 * MANAGER_USER; `roleId` is required ('请选择角色') and must be a role of the same user type. A login
 * name, phone or e-mail already used by an account of that type answers 409. The user gets no
 * password: a set-password link goes to the e-mail (`/#/set-password?key=…&type=1|2`, 2 for
 * client users), good once for 24 hours.
 */
export const AddUserBody = Type.Object({
  userType: UserType,
  loginName: text(64),
  userName: text(64),
  mobile: text(32),
  email: text(128),
  tenantId: optionalId,
  roleId: optionalId,
  /** Required when adding a manager (step-up). */
  stepUpToken,
});
export type AddUserBody = Static<typeof AddUserBody>;

/** Where a set-password link went: `sentTo` is the masked e-mail, `expiresAt` the link's end. */
export const PasswordLinkSent = Type.Object({ expiresAt: Type.String(), sentTo: Type.String() });
export type PasswordLinkSent = Static<typeof PasswordLinkSent>;

/** The new user and the set-password link sent to it. */
export const AddUserResult = Type.Object({ user: AdminUser, link: PasswordLinkSent });
export type AddUserResult = Static<typeof AddUserResult>;

/**
 * Disable or enable. Disabling ends the user's sessions at once; sign-in then answers 403
 * '账号已被禁用，请联系管理员'. An account under closure (status closing) answers 409; your own 400.
 */
export const UserStatusBody = Type.Object({ status: EnabledStatus });
export type UserStatusBody = Static<typeof UserStatusBody>;

/**
 * Edits a user (issue 23 item 2): name, phone and e-mail (spec 5 rules; a phone or e-mail another
 * primary account of the type uses answers 409), and, when given and different, its role and its
 * status. A role change follows `changeUserRole` (the `iam_user_role` permission, a step-up, the
 * rank rules, LAST_SUPER_ADMIN); a status change follows `setUserStatus` (`iam_user_disable`,
 * USER_OUTRANKS, LAST_SUPER_ADMIN). A manager outranking the caller answers 403 USER_OUTRANKS.
 * Nothing is changed when any part is refused.
 */
export const EditUserBody = Type.Object({
  userName: text(64),
  mobile: text(32),
  email: text(128),
  roleId: optionalId,
  status: Type.Optional(EnabledStatus),
  stepUpToken,
});
export type EditUserBody = Static<typeof EditUserBody>;

// ---- Roles ---------------------------------------------------------------------------------

/**
 * A role of one user type; a user holds one role of its own type, and sees the menus and may use
 * the buttons its codes name (issue 22 N-1). `holdsAll`: the super administrator role, holding
 * every manager code, present and future; it cannot be edited.
 */
export const AdminRole = Type.Object({
  id: Type.Integer(),
  roleName: Type.String(),
  /** The English name; null when the role has none: every language shows `roleName` (docs/decisions/016). */
  roleNameEn: nullable(Type.String()),
  userType: UserType,
  remark: nullable(Type.String()),
  holdsAll: Type.Boolean(),
  /** The menu and button codes the role grants (with their ancestors); every code for `holdsAll`. */
  menuCodes: Type.Array(Type.String()),
  /** Users holding the role. */
  userCount: Type.Integer(),
  createdAt: Type.String(),
});
export type AdminRole = Static<typeof AdminRole>;

/** All roles, by user type then name; `roleName` matches part of the name. */
export const RoleListQuery = Type.Object({ userType: Type.Optional(UserType), roleName: Type.Optional(text(64)) });
export type RoleListQuery = Static<typeof RoleListQuery>;

/**
 * Role name: 2 to 20 Chinese characters, letters or digits (spec 5), unique within its user type
 * (409 '角色名称重复'). Remark: at most 100 characters.
 */
export const AddRoleBody = Type.Object({
  roleName: text(64),
  /** The English name, optional; blank or absent: none. */
  roleNameEn: Type.Optional(nullable(text(64))),
  userType: UserType,
  remark: Type.Optional(nullable(text(200))),
  /** The codes the role grants (of its user type's tree; ancestors are added); only codes the caller holds. */
  menuCodes: Type.Optional(menuCodes),
});
export type AddRoleBody = Static<typeof AddRoleBody>;

/**
 * Renames a role (its users show the new name), sets its remark and, when `menuCodes` is given,
 * its codes. The user type stays. Changing the codes needs a step-up proof, and every code added
 * or taken away must be one the caller holds (403 GRANT_NOT_HELD); the super administrator role
 * answers 409 ROLE_NOT_EDITABLE.
 */
export const EditRoleBody = Type.Object({
  roleName: text(64),
  /** The English name; blank: none; absent: unchanged. */
  roleNameEn: Type.Optional(nullable(text(64))),
  remark: Type.Optional(nullable(text(200))),
  menuCodes: Type.Optional(menuCodes),
  stepUpToken,
});
export type EditRoleBody = Static<typeof EditRoleBody>;

/** Which tree the role editor shows. */
export const RoleMenuQuery = Type.Object({ userType: UserType });
export type RoleMenuQuery = Static<typeof RoleMenuQuery>;

/**
 * One node of a user type's menu tree as the role editor lists it: flat, a parent before its
 * children. `grantable`: the caller holds the code, so may give or take it.
 */
export const RoleMenuItem = Type.Object({
  menuCode: Type.String(),
  menuName: Type.String(),
  menuNameEn: nullable(Type.String()),
  menuType: Type.String(),
  parentCode: nullable(Type.String()),
  /** Never shown to client sub-accounts, whatever their role holds. */
  primaryOnly: Type.Boolean(),
  grantable: Type.Boolean(),
});
export type RoleMenuItem = Static<typeof RoleMenuItem>;

/**
 * Gives a user another role of its type. The caller must hold every code of both the old and the
 * new role (403), may not change their own role (400), and the last active super administrator
 * keeps theirs (409 LAST_SUPER_ADMIN). The user's menus change from their next menu load.
 */
export const ChangeRoleBody = Type.Object({ roleId: id, stepUpToken });
export type ChangeRoleBody = Static<typeof ChangeRoleBody>;

/** The current password, once more (encrypted body). */
export const StepUpBody = Type.Object({ password: text(64) });
export type StepUpBody = Static<typeof StepUpBody>;

/** A proof to send as `stepUpToken` with one security change, good until `expiresAt` (5 minutes). */
export const StepUpResult = Type.Object({ stepUpToken: Type.String(), expiresAt: Type.String() });
export type StepUpResult = Static<typeof StepUpResult>;

// ---- Security settings ---------------------------------------------------------------------

/**
 * Saves the password strategy (spec 3 fields). Bounds (`passwordStrategyProblem` in
 * iam-admin.rules.ts): pwdMinLength 6 to 32; each count 0 to 32, at least 1 when its Status is 1;
 * every Status 0 or 1; the enabled counts together at most 32. `pwdMaxLength` may be sent (as
 * queryStrategy gives it) but is always 32. It applies at once: queryStrategy answers it and every
 * password the server sets is checked by it.
 */
export const PasswordStrategyBody = Type.Object({ ...PasswordStrategy.properties, pwdMaxLength: Type.Optional(Type.Integer()), stepUpToken });
export type PasswordStrategyBody = Static<typeof PasswordStrategyBody>;

/** Login security mode (spec 3, 4): 0 SMS code, 1 e-mail code, 2 no code, 3 either. */
export const LoginSecuritySetting = Type.Object({ mode: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3)]) });
export type LoginSecuritySetting = Static<typeof LoginSecuritySetting>;

/** Saves the mode (0 to 3, else '登录安全模式只能为0、1、2或3'); queryPwdConfig and sign-in follow it at once. */
export const LoginSecurityBody = Type.Object({ mode: Type.Integer(), stepUpToken });
export type LoginSecurityBody = Static<typeof LoginSecurityBody>;

// ---- Sub-accounts (client primary accounts) ------------------------------------------------

/** The caller's own sub-accounts, newest first; `keyword` as in the user page. */
export const SubAccountPageQuery = pageQuery({ keyword: Type.Optional(text(64)), status: Type.Optional(EnabledStatus) });
export type SubAccountPageQuery = Static<typeof SubAccountPageQuery>;

/**
 * Adds a sub-account under the caller (same tenant). Login name unique among the caller's
 * sub-accounts (409 '用户名已存在'); `roleId`, when given, a client role. A set-password link of
 * type 2 goes to the e-mail.
 */
export const AddSubAccountBody = Type.Object({
  loginName: text(64),
  userName: text(64),
  mobile: text(32),
  email: text(128),
  roleId: optionalId,
});
export type AddSubAccountBody = Static<typeof AddSubAccountBody>;

/** A role a primary account may give its sub-accounts (client roles). */
export const RoleOption = Type.Object({ id: Type.Integer(), roleName: Type.String(), roleNameEn: nullable(Type.String()) });
export type RoleOption = Static<typeof RoleOption>;

/** The schemas of every administration call, by the name of its entry in `iamAdminRoutes`. */
export const iamAdminSchemas = {
  tenantPage: { query: TenantPageQuery, data: TenantPage },
  tenantDetail: { params: AdminIdParams, data: TenantDetail },
  addTenant: { body: AddTenantBody, data: AdminTenant },
  editTenant: { params: AdminIdParams, body: EditTenantBody, data: AdminTenant },
  editUser: { params: AdminIdParams, body: EditUserBody, data: AdminUser },
  userPage: { query: UserPageQuery, data: UserPage },
  addUser: { body: AddUserBody, data: AddUserResult },
  resetUserPassword: { params: AdminIdParams, data: PasswordLinkSent },
  setUserStatus: { params: AdminIdParams, body: UserStatusBody, data: AdminUser },
  roleList: { query: RoleListQuery, data: Type.Array(AdminRole) },
  addRole: { body: AddRoleBody, data: AdminRole },
  editRole: { params: AdminIdParams, body: EditRoleBody, data: AdminRole },
  roleMenus: { query: RoleMenuQuery, data: Type.Array(RoleMenuItem) },
  changeUserRole: { params: AdminIdParams, body: ChangeRoleBody, data: AdminUser },
  stepUp: { body: StepUpBody, data: StepUpResult },
  passwordStrategyDetail: { data: PasswordStrategy },
  savePasswordStrategy: { body: PasswordStrategyBody, data: PasswordStrategy },
  loginSecurityDetail: { data: LoginSecuritySetting },
  saveLoginSecurity: { body: LoginSecurityBody, data: LoginSecuritySetting },
  subAccountPage: { query: SubAccountPageQuery, data: UserPage },
  subAccountRoles: { data: Type.Array(RoleOption) },
  addSubAccount: { body: AddSubAccountBody, data: AddUserResult },
  resetSubAccountPassword: { params: AdminIdParams, data: PasswordLinkSent },
  setSubAccountStatus: { params: AdminIdParams, body: UserStatusBody, data: AdminUser },
  changeSubAccountRole: { params: AdminIdParams, body: ChangeRoleBody, data: AdminUser },
} satisfies Record<string, RouteSchemas>;
