/** How the lists show times and codes, pure. */

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An ISO time as 'YYYY-MM-DD HH:mm' in the browser's zone (`offsetMinutes` is
 * `Date#getTimezoneOffset()`, passed in by tests); anything unreadable is shown as it came.
 */
export function formatTime(iso: string | null | undefined, offsetMinutes = new Date().getTimezoneOffset()): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const local = new Date(time - offsetMinutes * 60_000);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

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
