import { splitRoute, type MessageKey } from '@portal/utils/internal';

/**
 * The document title of a route (WCAG 2.4.2): '<page> - 云平台门户' in the user's language. A
 * portal page names itself; a sub-app page takes the name of its menu item (data, as the menu
 * shows it); anything else is the site name alone.
 *
 * @example
 * pageTitle('/user-info', null, t); // '基本信息 - 云平台门户' or 'Basic information - Cloud Portal'
 */
export function pageTitle(route: string, menuName: string | null | undefined, text: (key: MessageKey, params?: Record<string, string>) => string): string {
  const site = text('title.site');
  const key = `title.${splitRoute(route).path}` as MessageKey;
  const own = text(key);
  const page = own !== key ? own : menuName?.trim();
  return page ? text('title.page', { page, site }) : site;
}
