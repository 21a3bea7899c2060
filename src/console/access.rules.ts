/**
 * A load the server refused with 403 (FORBIDDEN, MANAGER_ONLY, ADMIN_ONLY, OTHER_TENANT, …): the
 * page is one the user may not open, drawn as the access-denied panel with no 重试 (a retry
 * would be refused again). Timeouts, lost networks and 5xx stay failures with a retry.
 */
export function isAccessDenied(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { status?: unknown }).status === 403;
}
