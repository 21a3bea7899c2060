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
}

/** The current portal route (what follows `#`), e.g. '/user-info?menu_code=x'; '/' when empty. */
export function currentRoute(): string {
  if (typeof window === 'undefined') return '/';
  return routeOf(window.location.hash);
}

/**
 * The current portal route, re-rendering on every change of the hash (the shell's router).
 *
 * @example
 * const route = useRoute(); // '/user-info?menu_code=x'
 */
export function useRoute(): string {
  return useSyncExternalStore(subscribeToHash, currentRoute, () => '/');
}

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** '#/a', '/a' and 'a' all name the route '/a'; nothing names '/'. */
function routeOf(path: string): string {
  const route = path.startsWith('#') ? path.slice(1) : path;
  return route.startsWith('/') ? route : `/${route}`;
}
