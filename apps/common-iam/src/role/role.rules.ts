import { trimmed } from '@portal/contract';
import {
  type AddRoleBody,
  type AdminRole,
  type EditRoleBody,
  type RoleListQuery,
  checkRemark,
  checkRoleName,
  checkRoleNameEn,
  REMARK_MAX,
} from '@portal/contract';

export { REMARK_MAX };

export interface RoleDraft {
  roleName: string;
  /** Optional (docs/decisions/016): blank leaves the role with its one name. */
  roleNameEn: string;
  userType: 'CLIENT_USER' | 'MANAGER_USER';
  remark: string;
}

export const EMPTY_ROLE: RoleDraft = { roleName: '', roleNameEn: '', userType: 'CLIENT_USER', remark: '' };

export type RoleErrors = Partial<Record<keyof RoleDraft, string>>;

/** The role form's errors (spec 5: 2 to 20 Chinese characters, letters or digits; remark at most 100). */
export function roleErrors(draft: RoleDraft): RoleErrors {
  const errors: RoleErrors = {};
  const name = checkRoleName(trimmed(draft.roleName));
  if (name) errors.roleName = name;
  const english = checkRoleNameEn(trimmed(draft.roleNameEn));
  if (english) errors.roleNameEn = english;
  const remark = checkRemark(trimmed(draft.remark));
  if (remark) errors.remark = remark;
  return errors;
}

/** The form filled from a role being edited. */
export function draftOf(role: AdminRole): RoleDraft {
  return { roleName: role.roleName, roleNameEn: role.roleNameEn ?? '', userType: role.userType, remark: role.remark ?? '' };
}

const remarkOf = (draft: RoleDraft) => trimmed(draft.remark) || null;

export function addRoleBody(draft: RoleDraft): AddRoleBody {
  return { roleName: trimmed(draft.roleName), roleNameEn: trimmed(draft.roleNameEn) || null, userType: draft.userType, remark: remarkOf(draft) };
}

export function editRoleBody(draft: RoleDraft): EditRoleBody {
  return { roleName: trimmed(draft.roleName), roleNameEn: trimmed(draft.roleNameEn) || null, remark: remarkOf(draft) };
}

/** The field a refusal of the server belongs to. */
export function roleFieldOf(failure: { code?: unknown; message?: unknown }): keyof RoleDraft | null {
  const message = typeof failure.message === 'string' ? failure.message : '';
  if (failure.code === 'ROLE_NAME_TAKEN' || message === '角色名称重复' || message === '请输入角色名称' || message.startsWith('角色名称仅支持'))
    return 'roleName';
  if (message.startsWith('英文名称')) return 'roleNameEn';
  if (message.startsWith('备注最多')) return 'remark';
  return null;
}

export interface RoleFilters {
  roleName: string;
  userType: '' | 'CLIENT_USER' | 'MANAGER_USER';
}

export const NO_ROLE_FILTERS: RoleFilters = { roleName: '', userType: '' };

export function roleQuery(filters: RoleFilters): RoleListQuery {
  const roleName = trimmed(filters.roleName);
  return { ...(roleName ? { roleName } : {}), ...(filters.userType ? { userType: filters.userType } : {}) };
}

/** One page of the roles (the server answers them all; they are few). */
export function rolePage<T>(roles: T[], page: number, pageSize: number): T[] {
  return roles.slice((page - 1) * pageSize, page * pageSize);
}
