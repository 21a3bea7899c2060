/**
 * Route rules of spec 2, pure so the shell stays thin over them. Paths are hash routes: what
 * follows `#`, with or without a query (`/common/msg/list?menu_code=msg`).
 */

import table from './pages.json';

/** One row of the portal's page table (pages.json, which says what each field means). */
export interface PortalPage {
  path: string;
  parcel: string | null;
  frame: 'login' | 'portal' | 'menu';
  public: boolean;
  signIn: boolean;
  skipMenuCode: boolean;
}

/** The portal's own routes: the one list the route rules, the shell and the build derive from. */
export const PORTAL_PAGES: readonly PortalPage[] = table.pages as PortalPage[];

const pathsWhere = (holds: (page: PortalPage) => boolean) => PORTAL_PAGES.filter(holds).map((page) => page.path);

/** Paths that skip the menu_code carry-over and the menu guard (spec 2). */
const SKIP_LIST = pathsWhere((page) => page.skipMenuCode);

/** Paths that need no login (spec 2). */
const LOGIN_TYPE_PATHS = pathsWhere((page) => page.public);

/** Portal pages of a signed-in user that show the header and top nav but no left nav. */
const PORTAL_PAGE_PATHS = pathsWhere((page) => page.frame === 'portal');

/** Paths whose page brings its own login header and no navs. */
const LOGIN_FRAME_PATHS = pathsWhere((page) => page.frame === 'login');

/** The query parameter naming the current menu item. */
export const MENU_CODE_PARAM = 'menu_code';

/** Splits a hash route into its path and query. `'' → '/'`; a leading '#' is ignored. */
export function splitRoute(route: string): { path: string; query: URLSearchParams } {
  const raw = route.startsWith('#') ? route.slice(1) : route;
  const at = raw.indexOf('?');
  const path = (at === -1 ? raw : raw.slice(0, at)) || '/';
  return { path: path.startsWith('/') ? path : `/${path}`, query: new URLSearchParams(at === -1 ? '' : raw.slice(at + 1)) };
}

/** The menu_code of a route, or null. */
export function menuCodeOf(route: string | null | undefined): string | null {
  if (!route) return null;
  return splitRoute(route).query.get(MENU_CODE_PARAM) || null;
}

/** Adds or replaces one query parameter of a route. */
export function withQueryParam(route: string, name: string, value: string): string {
  const { path, query } = splitRoute(route);
  query.set(name, value);
  return `${path}?${query.toString()}`;
}

const isIn = (list: readonly string[], path: string) => list.includes(path);

export const isLoginTypePath = (path: string): boolean => isIn(LOGIN_TYPE_PATHS, splitRoute(path).path);

/** The login page of a user type: managers to /manager-login, everyone else to /client-login. */
export function loginPathFor(userType: string | null | undefined): '/manager-login' | '/client-login' {
  return userType === 'MANAGER_USER' ? '/manager-login' : '/client-login';
}

/** What the shell shows around a route. */
interface FrameVisibility {
  /**
   * A login-type page: the shell draws no portal frame; the page brings its own login header
   * (the spec leaves the check open; this is our reading).
   */
  loginHeader: boolean;
  /** The portal header (logo, top nav, avatar and bell). */
  header: boolean;
  /** The left navigation of the chosen top item. */
  leftNav: boolean;
}

/**
 * Header and left-nav visibility by path (spec 2 leaves the checks open; our choice):
 * login-type paths show the login header and no navs; the portal pages /user-info,
 * /application-overview and /application show the header without the left nav; sub-app and
 * other menu pages show both.
 */
export function frameFor(route: string): FrameVisibility {
  const { path } = splitRoute(route);
  if (isIn(LOGIN_FRAME_PATHS, path)) return { loginHeader: true, header: false, leftNav: false };
  if (isIn(PORTAL_PAGE_PATHS, path)) return { loginHeader: false, header: true, leftNav: false };
  return { loginHeader: false, header: true, leftNav: true };
}

/** The two sign-in pages: reached while signed in, they go where the sign-in led instead. */
export const LOGIN_PAGE_PATHS: readonly string[] = pathsWhere((page) => page.signIn);

/** What the router does with a navigation. */
type RouteDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string }
  /** Leave the portal for the configured home address (`/toHome`). */
  | { kind: 'home' }
  /** Go where the user's sign-in led (`landingFor` in login.rules.ts). */
  | { kind: 'landing' };

interface RouteContext {
  /** The route being entered. */
  to: string;
  /** The route being left, or null on the first load. */
  from: string | null;
  /** Whether an access token is stored. */
  signedIn: boolean;
  /**
   * Whether a token was already stored when this route was entered (default: `signedIn`). A sign-in
   * page reached while signed in moves on; signing in on it does not, the sign-in itself decides.
   */
  arrivedSignedIn?: boolean;
  /** The stored user type, choosing the login page of a signed-out visit. */
  userType: string | null;
  /**
   * Which application draws a route (a sub-app's or page parcel's name, null for none). Given, the
   * menu_code carries over only between routes of the same application: another team's app never
   * inherits the previous app's menu item, breadcrumb and left nav (issue 20). Absent: spec 2 as written.
   */
  ownerOf?: (route: string) => string | null;
}

/**
 * The route rules of spec 2, in order: `/` → `/toHome` (signed in: where the sign-in led, our
 * choice); `/toHome` leaves for the home address; a sign-in page reached while signed in goes where
 * the sign-in led (our choice); a signed-out visit to a page that needs login goes to the login
 * page of the stored user type with `callback` = the page it wanted (our choice: the spec leaves
 * guarding open); a path outside the skip list without a menu_code carries over the previous
 * route's menu_code, if there was one (with `ownerOf`, only within one application); anything
 * else renders.
 */
export function decideRoute({ to, from, signedIn, arrivedSignedIn = signedIn, userType, ownerOf }: RouteContext): RouteDecision {
  const { path, query } = splitRoute(to);
  if (path === '/') return signedIn ? { kind: 'landing' } : { kind: 'redirect', to: '/toHome' };
  if (path === '/toHome') return { kind: 'home' };
  if (signedIn && arrivedSignedIn && isIn(LOGIN_PAGE_PATHS, path)) return { kind: 'landing' };
  if (!signedIn && !isIn(LOGIN_TYPE_PATHS, path)) {
    return { kind: 'redirect', to: `${loginPathFor(userType)}?callback=${encodeURIComponent(`#${to}`)}` };
  }
  if (isIn(SKIP_LIST, path) || query.get(MENU_CODE_PARAM)) return { kind: 'render' };
  const carried = menuCodeOf(from);
  if (carried && from !== null && ownerOf && ownerOf(from) !== ownerOf(to)) return { kind: 'render' };
  if (carried) return { kind: 'redirect', to: withQueryParam(to, MENU_CODE_PARAM, carried) };
  return { kind: 'render' };
}

/**
 * Where `/toHome` sends the browser: the configured home address, unless that address is this
 * portal's own root (`/`, `/#/`, `/#/toHome` on this origin and path), which would bounce back
 * to `/toHome` for ever; then null, and the caller opens the login page instead.
 */
export function homeTarget(homeUrl: string | null | undefined, currentHref: string): string | null {
  if (!homeUrl || !homeUrl.trim()) return null;
  const web = webAddress(homeUrl, currentHref);
  if (!web) return null;
  if (web.samePage) {
    const route = splitRoute(web.target.hash.slice(1)).path;
    if (route === '/' || route === '/toHome') return null;
  }
  return web.target.href;
}

/**
 * `address` resolved against the page at `currentHref` when it is an http(s) address (null for
 * anything else or what does not parse), and whether it is that very page: the same origin, path
 * and query (the hash is only the route in it).
 */
export function webAddress(address: string, currentHref: string): { target: URL; samePage: boolean } | null {
  let target: URL;
  let here: URL;
  try {
    here = new URL(currentHref);
    target = new URL(address.trim(), here);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  return { target, samePage: target.origin === here.origin && target.pathname === here.pathname && target.search === here.search };
}
