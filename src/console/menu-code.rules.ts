import { MENU_CODE_PARAM, menuCodeOf, splitRoute, withQueryParam } from '@portal/utils/internal';

/**
 * A link inside a sub-app keeps the menu_code it was opened with (spec 2: the shell highlights
 * the navs by it, and a react-router navigation does not pass the shell's carry-over). A target
 * that names its own menu_code keeps it; without a current one the page's own `fallback` is used.
 *
 * @example
 * withMenuCode('/project/application/detail/SQ1', '?menu_code=cbp_order_apply'); // '/project/application/detail/SQ1?menu_code=cbp_order_apply'
 */
export function withMenuCode(to: string, currentSearch: string, fallback?: string | null): string {
  if (menuCodeOf(to)) return to;
  const code = new URLSearchParams(currentSearch).get(MENU_CODE_PARAM) || fallback;
  return code ? withQueryParam(to, MENU_CODE_PARAM, code) : to;
}

/**
 * The query string of a list page with one filter changed: blank values are left out, the
 * menu_code and other parameters stay, and the page goes back to 1 unless it is what changed.
 */
export function withFilter(currentSearch: string, name: string, value: string | number | null | undefined): string {
  const query = new URLSearchParams(currentSearch);
  const text = value == null ? '' : String(value).trim();
  if (text) query.set(name, text);
  else query.delete(name);
  if (name !== 'page') query.delete('page');
  else if (text === '1') query.delete('page');
  const result = query.toString();
  return result ? `?${result}` : '';
}

/** The path of a route without its query (`/a/b?x=1` → `/a/b`). */
export const pathOf = (route: string): string => splitRoute(route).path;
