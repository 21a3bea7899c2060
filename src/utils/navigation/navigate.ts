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
  const target = path.startsWith('#') ? path.slice(1) : path.startsWith('/') ? path : `/${path}`;
  if (window.location.hash.slice(1) === target) return;
  window.location.hash = target;
}

/** The current portal route (what follows `#`), e.g. '/user-info?menu_code=x'; '/' when empty. */
export function currentRoute(): string {
  if (typeof window === 'undefined') return '/';
  return window.location.hash.slice(1) || '/';
}
