import { rules, trimmed } from '@portal/utils';
import type { AccountStatus, AddSubAccountBody, AddUserBody, UserPageQuery, SubAccountPageQuery } from '@portal/contract';

/** The add-account form (a user added by a manager, or a sub-account added by its primary). */
export interface AccountDraft {
  userType: 'CLIENT_USER' | 'MANAGER_USER';
  loginName: string;
  userName: string;
  mobile: string;
  email: string;
  /** '' until chosen. */
  tenantId: string;
  roleId: string;
}

export type AccountField = keyof AccountDraft;
export type AccountErrors = Partial<Record<AccountField, string>>;

export const EMPTY_ACCOUNT: AccountDraft = { userType: 'CLIENT_USER', loginName: '', userName: '', mobile: '', email: '', tenantId: '', roleId: '' };

/** What the form asks for: a manager's add-user form, or a primary account's add-sub-account form. */
export type AccountForm = 'user' | 'subAccount';

/**
 * One field's message (spec 5): the login name by the username rule, the name by the profile name
 * rule, mobile and e-mail by theirs; a client user needs a tenant; a user needs a role (a
 * sub-account may go without).
 */
export function accountFieldError(form: AccountForm, draft: AccountDraft, field: AccountField): string | undefined {
  switch (field) {
    case 'loginName':
      return rules.userName(draft.loginName) ?? undefined;
    case 'userName':
      return rules.profileName(draft.userName) ?? undefined;
    case 'mobile':
      return rules.mobile(draft.mobile) ?? undefined;
    case 'email':
      return rules.email(draft.email) ?? undefined;
    case 'tenantId':
      return form === 'user' && draft.userType === 'CLIENT_USER' && !draft.tenantId ? '请选择租户' : undefined;
    case 'roleId':
      return form === 'user' && !draft.roleId ? '请选择角色' : undefined;
    default:
      return undefined;
  }
}

const FIELDS: AccountField[] = ['userType', 'loginName', 'userName', 'mobile', 'email', 'tenantId', 'roleId'];

/** Every failing field of the form; empty when it may be sent. */
export function accountErrors(form: AccountForm, draft: AccountDraft): AccountErrors {
  const errors: AccountErrors = {};
  for (const field of FIELDS) {
    const message = accountFieldError(form, draft, field);
    if (message) errors[field] = message;
  }
  return errors;
}

const numberOrNull = (value: string) => (value ? Number(value) : null);

/** The add-user body: trimmed (spec 5); a manager has no tenant. */
export function userBody(draft: AccountDraft): AddUserBody {
  return {
    userType: draft.userType,
    loginName: trimmed(draft.loginName),
    userName: trimmed(draft.userName),
    mobile: trimmed(draft.mobile),
    email: trimmed(draft.email),
    tenantId: draft.userType === 'CLIENT_USER' ? numberOrNull(draft.tenantId) : null,
    roleId: numberOrNull(draft.roleId),
  };
}

/** The add-sub-account body: trimmed; no role is null. */
export function subAccountBody(draft: AccountDraft): AddSubAccountBody {
  return {
    loginName: trimmed(draft.loginName),
    userName: trimmed(draft.userName),
    mobile: trimmed(draft.mobile),
    email: trimmed(draft.email),
    roleId: numberOrNull(draft.roleId),
  };
}

const FIELD_BY_CODE: Record<string, AccountField> = { USER_NAME_TAKEN: 'loginName', MOBILE_TAKEN: 'mobile', EMAIL_TAKEN: 'email' };
const FIELD_BY_MESSAGE: Array<[RegExp, AccountField]> = [
  [/^(请输入用户名|仅支持中英文、数字、下划线,且不能为纯数字)/, 'loginName'],
  [/^(请输入姓名|长度不能低于2位)/, 'userName'],
  [/^(请输入手机号|只允许输入11位纯数字)/, 'mobile'],
  [/^(请输入邮箱|长度不能超过32位|请检查邮箱格式)/, 'email'],
  [/^(请选择租户|租户不存在)$/, 'tenantId'],
  [/^(请选择角色|角色不存在)/, 'roleId'],
];

/** The field a refusal of the server belongs to (a taken login name, phone or e-mail, a rule), else null. */
export function accountFieldOf(failure: { code?: unknown; message?: unknown }): AccountField | null {
  if (typeof failure.code === 'string' && FIELD_BY_CODE[failure.code]) return FIELD_BY_CODE[failure.code];
  const message = typeof failure.message === 'string' ? failure.message : '';
  return FIELD_BY_MESSAGE.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

/** The filters of the user lists; '' does not filter. */
export interface AccountFilters {
  keyword: string;
  tenantId: string;
  userType: '' | 'CLIENT_USER' | 'MANAGER_USER';
  /** The user list offers every status (closed included); the sub-account list enabled and disabled. */
  status: '' | AccountStatus;
}

export const NO_FILTERS: AccountFilters = { keyword: '', tenantId: '', userType: '', status: '' };

/** The user page's query: blank filters left out, the keyword trimmed. */
export function userQuery(filters: AccountFilters, pageNum: number, pageSize: number): UserPageQuery {
  const keyword = trimmed(filters.keyword);
  const tenantId = Number(filters.tenantId);
  return {
    ...(keyword ? { keyword } : {}),
    ...(Number.isInteger(tenantId) && tenantId > 0 ? { tenantId } : {}),
    ...(filters.userType ? { userType: filters.userType } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    pageNum,
    pageSize,
  };
}

/** The sub-account page's query (keyword and status only: enabled or disabled). */
export function subAccountQuery(filters: AccountFilters, pageNum: number, pageSize: number): SubAccountPageQuery {
  const keyword = trimmed(filters.keyword);
  const status = filters.status === 'enabled' || filters.status === 'disabled' ? filters.status : null;
  return { ...(keyword ? { keyword } : {}), ...(status ? { status } : {}), pageNum, pageSize };
}

/** Whether the filters narrow the list (then an empty list says so). */
export function filtersApplied(filters: AccountFilters): boolean {
  return !!(trimmed(filters.keyword) || filters.tenantId || filters.userType || filters.status);
}

/** What a row offers: disable/enable only for enabled/disabled accounts other than your own. */
export function statusAction(user: { id: number; status: string }, selfId: number | null | undefined): 'disable' | 'enable' | null {
  if (user.id === selfId || user.status === 'closing' || user.status === 'closed') return null;
  return user.status === 'disabled' ? 'enable' : 'disable';
}
