import { menuPageRoute } from '../rules/menu-link.rules';
import { menuTreeAtom } from '../store/atoms';
import { store } from '../store/store';

/**
 * A link to a page of the menu with that page's own menu_code, from the signed-in user's menu
 * tree in the portal's store (`menuPageRoute`): for links drawn outside the shell (overview
 * cards, the bell), so the navs, breadcrumb and title follow the page the link opens.
 *
 * @example
 * navigate(menuPageLink('/application')); // '/application?menu_code=portal-application'
 */
export function menuPageLink(route: string): string {
  return menuPageRoute(store.get(menuTreeAtom), route);
}
