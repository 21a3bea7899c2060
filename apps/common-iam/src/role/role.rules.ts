import { trimmed } from '@portal/contract';
import type { Language } from '@portal/utils';
import {
  type AddRoleBody,
  type AdminRole,
  type EditRoleBody,
  type RoleListQuery,
  checkRemark,
  checkRoleName,
  checkRoleNameEn,
  LANGUAGES,
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

type RoleErrors = Partial<Record<keyof RoleDraft, string>>;

/** The role form's errors (spec 5: 2 to 20 Chinese characters, letters or digits; remark at most 100). */
export function roleErrors(draft: RoleDraft, language: Language = 'zh-CN'): RoleErrors {
  const errors: RoleErrors = {};
  const name = checkRoleName(trimmed(draft.roleName), language);
  if (name) errors.roleName = name;
  const english = checkRoleNameEn(trimmed(draft.roleNameEn), language);
  if (english) errors.roleNameEn = english;
  const remark = checkRemark(trimmed(draft.remark), language);
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
  // The rules' messages in either language: the server answers in the request's.
  const said = (check: (language: Language) => string | null) => LANGUAGES.some((language) => check(language) === message);
  if (failure.code === 'ROLE_NAME_TAKEN' || said((l) => checkRoleName('', l)) || said((l) => checkRoleName('-', l))) return 'roleName';
  if (said((l) => checkRoleNameEn('-', l))) return 'roleNameEn';
  if (said((l) => checkRemark('x'.repeat(REMARK_MAX + 1), l))) return 'remark';
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
