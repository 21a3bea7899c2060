import { call } from '@portal/utils';
import { type AddRoleBody, type AdminRole, type EditRoleBody, type RoleListQuery, type RoleMenuItem, iamAdminRoutes } from '@portal/contract';

export function loadRoles(query: RoleListQuery): Promise<AdminRole[]> {
  return call(iamAdminRoutes.roleList, { query });
}

export function addRole(body: AddRoleBody): Promise<AdminRole> {
  return call(iamAdminRoutes.addRole, { body });
}

export function editRole(id: number, body: EditRoleBody): Promise<AdminRole> {
  return call(iamAdminRoutes.editRole, { params: { id }, body });
}

/** A user type's whole menu tree for the role editor, each node marked with whether the caller may grant it. */
export function loadRoleMenus(userType: 'CLIENT_USER' | 'MANAGER_USER'): Promise<RoleMenuItem[]> {
  return call(iamAdminRoutes.roleMenus, { query: { userType } });
}
