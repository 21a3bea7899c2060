import { isLoginTypePath, loginPathFor, splitRoute } from './route.rules';

/**
 * Why a session ended without the user signing out: `expired` (idle for 30 minutes or 12 hours in
 * all), `revoked` (signed out elsewhere, password changed, disabled by an administrator, closure).
 */
export type SessionEndReason = 'expired' | 'revoked';

/** The reason a login page was opened with (`?reason=`), or null for anything else. */
export function sessionEndReasonOf(raw: string | null | undefined): SessionEndReason | null {
  return raw === 'expired' || raw === 'revoked' ? raw : null;
}

/** The API's code for a refresh that failed: a revoked session says so, anything else is an expiry. */
export function reasonOfRefreshFailure(code: string | null | undefined): SessionEndReason {
  return code === 'SESSION_REVOKED' ? 'revoked' : 'expired';
}

/**
 * The login page for a session that ended under the user (spec 4 "Logout" plus our choice): the
 * reason to show, and as `callback` the hash route the user was on, so the sign-in returns there.
 * Only a route of this page goes in (`#/…`, never a URL: the sign-in accepts same-origin callbacks
 * only, login.rules `acceptCallback`); a login-type page or the root is not worth returning to.
 */
export function loginAfterSessionEnd(userType: string | null | undefined, reason: SessionEndReason, route: string | null | undefined): string {
  const query = new URLSearchParams({ reason });
  const back = returnRouteOf(route);
  if (back) query.set('callback', `#${back}`);
  return `${loginPathFor(userType)}?${query.toString()}`;
}

/** The route to return to, or null: a hash route of this portal (`/x…`), not a login-type page, not `/`. */
export function returnRouteOf(route: string | null | undefined): string | null {
  if (!route) return null;
  const raw = route.startsWith('#') ? route.slice(1) : route;
  // A route, not an address: one leading slash, no scheme-relative `//`, no backslash or control character.
  if (!/^\/(?!\/)/.test(raw) || /[\\\u0000-\u001f\s]/.test(raw)) return null;
  const { path } = splitRoute(raw);
  if (path === '/' || isLoginTypePath(path)) return null;
  return raw;
}
