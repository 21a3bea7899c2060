import { menuTarget, type MenuTarget, type ShapedMenuNode } from './menu.rules';
import { MENU_CODE_PARAM, splitRoute, withQueryParam } from './route.rules';

/** The menu node whose own path is `path` (the deepest when a page repeats its top item's path), or null. */
export function menuNodeAt(tree: readonly ShapedMenuNode[], path: string): ShapedMenuNode | null {
  for (const node of tree) {
    const below = menuNodeAt(node.children, path);
    if (below) return below;
    if (node.path && node.path.startsWith('/') && splitRoute(node.path).path === path) return node;
  }
  return null;
}

/**
 * A link to a page of the menu, as every place of the portal draws one (the logo, overview cards,
 * the bell, breadcrumbs, a way back): the route with the menu_code of the menu node at its path,
 * so the top nav, left nav, breadcrumb and title agree with the page, whatever page came before.
 * A path the user's menu does not hold keeps the menu_code it was given (or none: then spec 2's
 * carry-over applies as written).
 *
 * @example
 * menuPageRoute(tree, '/application'); // '/application?menu_code=portal-application'
 * menuPageRoute(tree, '/common/msg/system/message/station?id=3'); // '…/station?id=3&menu_code=msg_station'
 */
export function menuPageRoute(tree: readonly ShapedMenuNode[], route: string): string {
  const node = menuNodeAt(tree, splitRoute(route).path);
  return node ? withQueryParam(route, MENU_CODE_PARAM, node.menuCode) : route;
}

/** The first page of an item in the left nav's order (a node with a route path and no children of its own), or null. */
export function firstMenuPage(node: ShapedMenuNode): ShapedMenuNode | null {
  for (const child of node.children) {
    if (child.children.length) {
      const found = firstMenuPage(child);
      if (found) return found;
    } else if (child.path && child.path.startsWith('/')) return child;
  }
  return null;
}

/**
 * What a click on a top-nav item (or the breadcrumb's top crumb) does: an item with a left nav
 * opens its first page there, with that page's menu_code, so the left nav shows it selected and
 * the breadcrumb names it; any other item does what `menuTarget` says (spec 2).
 */
export function topNavTarget(node: ShapedMenuNode): MenuTarget {
  const target = menuTarget(node);
  if (target.kind !== 'route') return target;
  const first = firstMenuPage(node);
  return first ? menuTarget(first) : target;
}
