/** How the lists show user types, account statuses and an org's depth, pure (times: the console kit's `formatTime`). */

/** The message key of a user type. */
export function userTypeKey(userType: string): string {
  return userType === 'MANAGER_USER' ? 'iam.userType.manager' : 'iam.userType.client';
}

/** The message key and badge colour of an account status. */
export function statusBadge(status: string): { key: string; palette: 'green' | 'red' | 'orange' } {
  if (status === 'disabled') return { key: 'iam.status.disabled', palette: 'red' };
  if (status === 'closing') return { key: 'iam.status.closing', palette: 'orange' };
  if (status === 'closed') return { key: 'iam.status.closed', palette: 'red' };
  return { key: 'iam.status.enabled', palette: 'green' };
}

/** The indentation of an org at `depth` in a tree drawn as a list, in rem. */
export function orgIndent(depth: number): number {
  return Math.max(0, Math.min(Number.isInteger(depth) ? depth : 0, 8)) * 1.25;
}
