import { useSyncExternalStore } from 'react';

/**
 * Goes to a portal route (hash routing: `path` is what follows `#`). Navigating to the current
 * location does nothing (spec 2: duplicate navigation is swallowed).
 *
 * @example
 * import { navigate } from '@portal/utils';
 * navigate('/user-info');
 * navigate('/cbp/client/project/application?menu_code=cbp_order_apply');
 */
export function navigate(path: string): void {
  if (typeof window === 'undefined') return;
  const target = routeOf(path);
  if (currentRoute() === target) return;
  window.location.hash = target;
  announce();
}

/**
 * Goes to a portal route in place of the current one (no new history entry), as redirects do:
 * Back then skips the page that redirected.
 */
export function replaceRoute(path: string): void {
  if (typeof window === 'undefined') return;
  const target = routeOf(path);
  if (currentRoute() === target) return;
  window.location.replace(`#${target}`);
  announce();
}

/** The current portal route (what follows `#`), e.g. '/user-info?menu_code=x'; '/' when empty. */
export function currentRoute(): string {
  if (typeof window === 'undefined') return '/';
  return routeOf(window.location.hash);
}

/**
 * The current portal route, re-rendering on every change of the hash (the shell's router), also
 * when a sub-app's router changes it with `history.pushState`.
 *
 * @example
 * const route = useRoute(); // '/user-info?menu_code=x'
 */
export function useRoute(): string {
  return useSyncExternalStore(subscribeToHash, currentRoute, () => '/');
}

/** Listeners told at once when the portal itself moves (navigate, replaceRoute). */
const listeners = new Set<() => void>();

function announce(): void {
  for (const listener of [...listeners]) listener();
}

/**
 * single-spa holds `hashchange` and `popstate` back from every listener until the applications of
 * the route being left have unmounted, and while one route change is under way it queues the next
 * one with its events until the first has loaded and mounted its applications. A slow sub-app
 * would then keep the old page and its nav item on screen, and a redirect made meanwhile (a top
 * menu item going to its first child) would wait for it. So the shell follows, besides those two
 * events (a sub-app's router moves with `history.pushState`, which single-spa answers with a
 * `popstate`): single-spa's own `before-routing-event`, fired before anything loads, and the
 * portal's own moves, announced as they are made.
 */
function subscribeToHash(onChange: () => void): () => void {
  const events = ['hashchange', 'popstate', 'single-spa:before-routing-event'];
  for (const event of events) window.addEventListener(event, onChange);
  listeners.add(onChange);
  return () => {
    for (const event of events) window.removeEventListener(event, onChange);
    listeners.delete(onChange);
  };
}

/** '#/a', '/a' and 'a' all name the route '/a'; nothing names '/'. */
function routeOf(path: string): string {
  const route = path.startsWith('#') ? path.slice(1) : path;
  return route.startsWith('/') ? route : `/${route}`;
}
