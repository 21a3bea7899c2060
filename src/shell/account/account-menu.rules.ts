/** The entries of the avatar dropdown (spec 2, "Header and navigation"). */
export type AccountMenuEntry = 'account-centre' | 'change-password' | 'overview' | 'logout';

interface AccountMenuContext {
  userType: string | null | undefined;
  /** The inner-user mark from tenant/getInnerMark (stored as `innerUserMark`); may arrive as a string. */
  innerUserMark: unknown;
}

/**
 * Which entries the avatar dropdown shows, in order (spec 2 and 6): the account centre for
 * manager users always and for client users only when the inner-user mark is 1; change
 * password and logout for everyone; the application overview for client users only.
 *
 * @example accountMenuEntries({ userType: 'CLIENT_USER', innerUserMark: 0 }) // ['change-password', 'overview', 'logout']
 */
export function accountMenuEntries({ userType, innerUserMark }: AccountMenuContext): AccountMenuEntry[] {
  const client = userType === 'CLIENT_USER';
  const entries: AccountMenuEntry[] = [];
  if (!client || String(innerUserMark) === '1') entries.push('account-centre');
  entries.push('change-password');
  if (client) entries.push('overview');
  entries.push('logout');
  return entries;
}

/** Where each navigating entry goes (hash paths). */
export const ACCOUNT_MENU_PATHS = {
  'account-centre': '/user-info',
  overview: '/application-overview',
} as const;

/** The first letter the avatar shows: the user name's first character, else the login name's, else '?'. */
export function avatarInitial(user: { userName?: string | null; loginName?: string | null } | null | undefined): string {
  const name = (user?.userName ?? '').trim() || (user?.loginName ?? '').trim();
  return name ? Array.from(name)[0].toUpperCase() : '?';
}
