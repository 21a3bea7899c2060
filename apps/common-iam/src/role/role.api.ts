import { call } from '@portal/utils';
import { type AddRoleBody, type AdminRole, type EditRoleBody, type RoleListQuery, iamAdminRoutes } from '@portal/contract';

export function loadRoles(query: RoleListQuery): Promise<AdminRole[]> {
  return call(iamAdminRoutes.roleList, { query });
}

export function addRole(body: AddRoleBody): Promise<AdminRole> {
  return call(iamAdminRoutes.addRole, { body });
}

export function editRole(id: number, body: EditRoleBody): Promise<AdminRole> {
  return call(iamAdminRoutes.editRole, { params: { id }, body });
}
