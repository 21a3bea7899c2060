import { api } from '@portal/utils';
import type { UserInfo } from '../../contract/iam';

/**
 * The profile's calls (spec 7, "Identity and access"). Managers and client users have the same
 * calls under different prefixes: mgruser/… for managers, user/… for client users.
 */
const P = '/common/iam/v1';

const selfPrefix = (userType: string | null | undefined) => (userType === 'MANAGER_USER' ? `${P}/mgruser` : `${P}/user`);

export async function loadProfile(userType: string | null | undefined): Promise<UserInfo> {
  return (await api.get<UserInfo>(`${selfPrefix(userType)}/detail`)).data;
}

export async function saveProfile(user: Pick<UserInfo, 'id' | 'userType'>, draft: { userName: string; empNumber: string }): Promise<UserInfo | null> {
  const response = await api.post<UserInfo | null>(`${selfPrefix(user.userType)}/self/update/info`, {
    id: user.id,
    userName: draft.userName,
    empNumber: draft.empNumber,
  });
  return response.data;
}

/** Code to the new phone (profile phone change). */
export function sendMobileCode(user: Pick<UserInfo, 'userType'>, mobile: string): Promise<unknown> {
  return api.post(`${P}/auth/verifice-code/mobile`, { mobile, userType: user.userType });
}

export async function changeMobile(user: Pick<UserInfo, 'id' | 'userType'>, mobile: string, verificeCode: string): Promise<UserInfo | null> {
  return (await api.post<UserInfo | null>(`${selfPrefix(user.userType)}/self/update/mobile`, { id: user.id, mobile, verificeCode })).data;
}

/** Code to the new e-mail address (profile e-mail change). */
export function sendEmailCode(user: Pick<UserInfo, 'userType' | 'userName'>, email: string): Promise<unknown> {
  return api.post(`${P}/auth/verifice-code/email`, { email, userType: user.userType, userName: user.userName });
}

export async function changeEmail(user: Pick<UserInfo, 'id' | 'userType'>, email: string, verificeCode: string): Promise<UserInfo | null> {
  return (await api.post<UserInfo | null>(`${selfPrefix(user.userType)}/self/update/email`, { id: user.id, email, verificeCode })).data;
}

/** Code for the closure request, to the user's own phone. */
export function sendClosureCode(user: Pick<UserInfo, 'id' | 'mobile'>): Promise<unknown> {
  return api.post(`${P}/auth/client/verifice-code/mobile`, { mobile: user.mobile ?? '', id: user.id });
}

/** The closure request (spec 7 user/logout): awaits review; the outcome is not shown (spec 4). */
export function requestClosure(user: Pick<UserInfo, 'id'>, verificeCode: string): Promise<unknown> {
  return api.post(`${P}/user/logout`, { id: user.id, verificeCode });
}
