import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';

/**
 * A sub-account's profile, contacts and existence belong to its primary account (spec 6: it
 * cannot even reset its own password), so it may not change them itself (F-8): editing the
 * profile, changing phone or e-mail and asking for closure are the primary account's. It may read
 * its profile, verify the e-mail it was given, change its password and manage its sessions.
 */
function isSubAccount(user: Pick<AuthUser, 'userType' | 'pid'>): boolean {
  return user.userType === 'CLIENT_USER' && Number(user.pid) !== 0;
}

export function assertSelfService<T extends Pick<AuthUser, 'userType' | 'pid'>>(user: T): T {
  if (isSubAccount(user)) throw AppError.of('SUB_ACCOUNT_MANAGED');
  return user;
}
