import { rules, trimmed } from '@portal/contract';
import type { Language } from '@portal/utils';
import { LANGUAGES, type AccountStatus, type AddSubAccountBody, type AddUserBody, type UserPageQuery, type SubAccountPageQuery } from '@portal/contract';

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
type AccountErrors = Partial<Record<AccountField, string>>;

export const EMPTY_ACCOUNT: AccountDraft = { userType: 'CLIENT_USER', loginName: '', userName: '', mobile: '', email: '', tenantId: '', roleId: '' };

/** What the form asks for: a manager's add-user form, or a primary account's add-sub-account form. */
export type AccountForm = 'user' | 'subAccount';

/** The choices a form asks for, in the server's words (iam-admin account.service). */
const CHOOSE = {
  tenant: { 'zh-CN': '请选择租户', 'en-US': 'Please choose a tenant' },
  role: { 'zh-CN': '请选择角色', 'en-US': 'Please choose a role' },
  noTenant: { 'zh-CN': '租户不存在', 'en-US': 'The tenant does not exist' },
  roleUnfit: { 'zh-CN': '角色不存在或不适用于该用户类型', 'en-US': 'The role does not exist or does not fit this user type' },
} satisfies Record<string, Record<Language, string>>;

/**
 * One field's message (spec 5) in `language`: the login name by the username rule, the name by
 * the profile name rule, mobile and e-mail by theirs; a client user needs a tenant; a user needs a
 * role (a sub-account may go without).
 */
function accountFieldError(form: AccountForm, draft: AccountDraft, field: AccountField, language: Language = 'zh-CN'): string | undefined {
  const context = { language };
  switch (field) {
    case 'loginName':
      return rules.userName(draft.loginName, context) ?? undefined;
    case 'userName':
      return rules.profileName(draft.userName, context) ?? undefined;
    case 'mobile':
      return rules.mobile(draft.mobile, context) ?? undefined;
    case 'email':
      return rules.email(draft.email, context) ?? undefined;
    case 'tenantId':
      return form === 'user' && draft.userType === 'CLIENT_USER' && !draft.tenantId ? CHOOSE.tenant[language] : undefined;
    case 'roleId':
      return form === 'user' && !draft.roleId ? CHOOSE.role[language] : undefined;
    default:
      return undefined;
  }
}

const FIELDS: AccountField[] = ['userType', 'loginName', 'userName', 'mobile', 'email', 'tenantId', 'roleId'];

/** Every failing field of the form, in `language`; empty when it may be sent. */
export function accountErrors(form: AccountForm, draft: AccountDraft, language: Language = 'zh-CN'): AccountErrors {
  const errors: AccountErrors = {};
  for (const field of FIELDS) {
    const message = accountFieldError(form, draft, field, language);
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
/** The messages of each field's rules in one language (what the server answers, spec 5). */
const messagesOf = (language: Language): Array<[AccountField, Array<string | null>]> => {
  const context = { language };
  return [
    ['loginName', [rules.userName('', context), rules.userName('1', context)]],
    ['userName', [rules.profileName('', context), rules.profileName('1', context)]],
    ['mobile', [rules.mobile('', context), rules.mobile('1', context)]],
    ['email', [rules.email('', context), rules.email('a', context), rules.email(`${'a'.repeat(30)}@x.cn`, context)]],
    ['tenantId', [CHOOSE.tenant[language], CHOOSE.noTenant[language]]],
    ['roleId', [CHOOSE.role[language], CHOOSE.roleUnfit[language]]],
  ];
};

/** The field a refusal of the server belongs to (a taken login name, phone or e-mail, a rule in either language), else null. */
export function accountFieldOf(failure: { code?: unknown; message?: unknown }): AccountField | null {
  if (typeof failure.code === 'string' && FIELD_BY_CODE[failure.code]) return FIELD_BY_CODE[failure.code];
  const message = typeof failure.message === 'string' ? failure.message : '';
  for (const language of LANGUAGES) {
    const found = messagesOf(language).find(([, messages]) => messages.includes(message));
    if (found) return found[0];
  }
  return null;
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
