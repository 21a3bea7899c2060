import { call } from '@portal/utils';
import {
  type AddUserBody,
  type AddUserResult,
  type AdminUser,
  type EditUserBody,
  type EnabledStatus,
  type PasswordLinkSent,
  type RoleOption,
  type UserPage,
  type UserPageQuery,
  iamAdminRoutes,
} from '@portal/contract';

export function loadUserPage(query: UserPageQuery): Promise<UserPage> {
  return call(iamAdminRoutes.userPage, { query });
}

export function addUser(body: AddUserBody): Promise<AddUserResult> {
  return call(iamAdminRoutes.addUser, { body });
}

export function resetUserPassword(id: number): Promise<PasswordLinkSent> {
  return call(iamAdminRoutes.resetUserPassword, { params: { id } });
}

export function changeUserRole(id: number, roleId: number, stepUpToken?: string): Promise<AdminUser> {
  return call(iamAdminRoutes.changeUserRole, { params: { id }, body: { roleId, ...(stepUpToken ? { stepUpToken } : {}) } });
}

export function setUserStatus(id: number, status: EnabledStatus): Promise<AdminUser> {
  return call(iamAdminRoutes.setUserStatus, { params: { id }, body: { status } });
}

/** The roles a new user of `userType` may hold. */
export async function loadRoleOptions(userType: 'CLIENT_USER' | 'MANAGER_USER'): Promise<RoleOption[]> {
  const roles = await call(iamAdminRoutes.roleList, { query: { userType } });
  return roles.map(({ id, roleName, roleNameEn }) => ({ id, roleName, roleNameEn }));
}

/** The tenants a filter or the add-user form offers: the newest 100 (the most the server pages). */
export async function loadTenantOptions(): Promise<{ tenants: { id: number; name: string }[]; total: number }> {
  const page = await call(iamAdminRoutes.tenantPage, { query: { pageNum: 1, pageSize: 100 } });
  return { tenants: page.data.map(({ id, name }) => ({ id, name })), total: page.total };
}

export function editUser(id: number, body: EditUserBody): Promise<AdminUser> {
  return call(iamAdminRoutes.editUser, { params: { id }, body });
}
