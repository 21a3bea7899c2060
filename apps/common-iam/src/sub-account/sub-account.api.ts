import { call } from '@portal/utils';
import {
  type AddSubAccountBody,
  type AddUserResult,
  type AdminUser,
  type EnabledStatus,
  type PasswordLinkSent,
  type RoleOption,
  type SubAccountPageQuery,
  type UserPage,
  iamAdminRoutes,
} from '@portal/contract';

export function loadSubAccountPage(query: SubAccountPageQuery): Promise<UserPage> {
  return call(iamAdminRoutes.subAccountPage, { query });
}

export function loadSubAccountRoles(): Promise<RoleOption[]> {
  return call(iamAdminRoutes.subAccountRoles);
}

export function addSubAccount(body: AddSubAccountBody): Promise<AddUserResult> {
  return call(iamAdminRoutes.addSubAccount, { body });
}

export function resetSubAccountPassword(id: number): Promise<PasswordLinkSent> {
  return call(iamAdminRoutes.resetSubAccountPassword, { params: { id } });
}

export function setSubAccountStatus(id: number, status: EnabledStatus): Promise<AdminUser> {
  return call(iamAdminRoutes.setSubAccountStatus, { params: { id }, body: { status } });
}
