/** The user fields the profile reads (spec 3, "User"); the server's `UserInfo` fits it. */
interface ProfileUser {
  id: number;
  userType: string;
  loginName: string;
  userName: string;
  mobile: string | null;
  mobileStr?: string | null;
  email: string | null;
  tenantName: string | null;
  orgName: string | null;
  empNumber: string | null;
  userRoleType: number;
  pid: number;
  authStatus: number;
  mgrTenantName: string | null;
  mgrOrgName: string | null;
}

/** The rows of the profile, in the order they are shown. */
export type ProfileRow =
  'loginName' | 'userName' | 'mobile' | 'email' | 'tenantName' | 'orgName' | 'empNumber' | 'roleType' | 'authStatus' | 'mgrTenantName' | 'mgrOrgName';

const isClient = (user: Pick<ProfileUser, 'userType'>) => user.userType === 'CLIENT_USER';

/**
 * Which rows a user's profile shows (spec 2, "Profile"): the organisation only for client users
 * whose pid is 0 (main accounts); the managing tenant and organisation only for client users.
 */
export function profileRows(user: Pick<ProfileUser, 'userType' | 'pid'>): ProfileRow[] {
  const rows: ProfileRow[] = ['loginName', 'userName', 'mobile', 'email', 'tenantName'];
  if (isClient(user) && Number(user.pid) === 0) rows.push('orgName');
  rows.push('empNumber', 'roleType', 'authStatus');
  if (isClient(user)) rows.push('mgrTenantName', 'mgrOrgName');
  return rows;
}

/** Where becoming a developer leads (spec 2 and 6): the order-apply application page. */
export const BECOME_DEVELOPER_PATH = '/cbp/client/project/application?menu_code=cbp_order_apply';

/**
 * The become-developer link (spec 2, 6): hidden for sub-accounts (pid not 0), enabled only at
 * role type 0 (ordinary user), disabled otherwise (already a developer or an enterprise user).
 */
export function becomeDeveloperLink(user: Pick<ProfileUser, 'pid' | 'userRoleType'>): 'hidden' | 'enabled' | 'disabled' {
  if (Number(user.pid) !== 0) return 'hidden';
  return Number(user.userRoleType) === 0 ? 'enabled' : 'disabled';
}

/** Message key of a role type (spec 3): 0 ordinary user, 1 developer, 2 enterprise user. */
export function roleTypeKey(userRoleType: unknown): string {
  const known: Record<string, string> = { '0': 'profile.roleType.ordinary', '1': 'profile.roleType.developer', '2': 'profile.roleType.enterprise' };
  return known[String(userRoleType)] ?? 'profile.roleType.unknown';
}

/** Message key of a certification status (spec 3): 1 not certified, 2 certifying, 3 certified, otherwise failed. */
export function authStatusKey(authStatus: unknown): string {
  const known: Record<string, string> = { '1': 'profile.auth.none', '2': 'profile.auth.pending', '3': 'profile.auth.done' };
  return known[String(authStatus)] ?? 'profile.auth.failed';
}

/** The editable part of the profile: name and employee number (spec 4, "Profile"). */
export interface ProfileDraft {
  userName: string;
  empNumber: string;
}

/** The draft Edit starts from, which is also the backup Cancel restores. */
export function draftOf(user: Pick<ProfileUser, 'userName' | 'empNumber'>): ProfileDraft {
  return { userName: user.userName ?? '', empNumber: user.empNumber ?? '' };
}

/** What Save submits: both fields trimmed (spec 5). */
export function trimDraft(draft: ProfileDraft): ProfileDraft {
  return { userName: draft.userName.trim(), empNumber: draft.empNumber.trim() };
}
