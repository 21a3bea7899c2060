import { localName, type Language } from '../../../contract/rules/language.rules';
import { MENU_CODE_PARAM, splitRoute, withQueryParam } from './route.rules';

/** One node of the server's menu tree (spec 3 "Menu node"; contract/catalog.ts `MenuNode`). */
export interface MenuNode {
  id: number;
  menuName: string;
  /** The English name, null (or absent from an older server) when the menu has none (docs/decisions/016). */
  menuNameEn?: string | null;
  menuCode: string;
  menuType: 'nav' | 'folder' | 'page' | 'subpage' | 'action' | string;
  path: string | null;
  redirect: string | null;
  icon: string | null;
  children?: MenuNode[] | null;
}

/** A button permission of a page: one of its page/subpage children (spec 3). */
interface ButtonPermission {
  id: number;
  menuCode: string;
  menuName: string;
  menuNameEn: string | null;
  menuType: string;
  path: string | null;
}

/** A menu node ready for the navs: with its level and button permissions, actions dropped. */
export interface ShapedMenuNode extends Omit<MenuNode, 'children'> {
  /** 1 for top nav items, 2 for their children, and so on. */
  level: number;
  children: ShapedMenuNode[];
  buttonPermissionList: ButtonPermission[];
}

const isScreen = (node: MenuNode) => node.menuType === 'page' || node.menuType === 'subpage';

function shapeNode(node: MenuNode, level: number): ShapedMenuNode {
  const children = (node.children ?? []).filter((child) => child.menuType !== 'action');
  const base = {
    id: node.id,
    menuName: node.menuName,
    menuNameEn: node.menuNameEn ?? null,
    menuCode: node.menuCode,
    menuType: node.menuType,
    path: node.path,
    redirect: node.redirect,
    icon: node.icon,
    level,
  };
  if (isScreen(node)) {
    // A screen's screen children are its in-page permissions, not nav entries (spec 3).
    const buttons = children.filter(isScreen).map(({ id, menuCode, menuName, menuNameEn, menuType, path }) => ({
      id,
      menuCode,
      menuName,
      menuNameEn: menuNameEn ?? null,
      menuType,
      path,
    }));
    return { ...base, children: [], buttonPermissionList: buttons };
  }
  return { ...base, children: children.map((child) => shapeNode(child, level + 1)), buttonPermissionList: [] };
}

/**
 * Shapes the server's menu tree for the navs (spec 3): top items get level 1 and their children
 * level 2 (deeper nodes count on); the page and subpage children of a page or subpage become its
 * `buttonPermissionList`; action children are dropped everywhere. Nav and folder nodes keep their
 * children. Bad input (not an array) gives an empty tree.
 */
export function shapeMenuTree(tree: unknown): ShapedMenuNode[] {
  if (!Array.isArray(tree)) return [];
  return (tree as MenuNode[]).filter((node) => node && typeof node === 'object' && node.menuType !== 'action').map((node) => shapeNode(node, 1));
}

/**
 * The name of a menu item in `language`: its English name on English screens when it has one,
 * else its one name (docs/decisions/016). Every place the portal shows a menu's name reads it here.
 *
 * @example
 * menuName({ menuName: '站内消息', menuNameEn: 'Station messages' }, 'en-US'); // 'Station messages'
 */
export function menuName(node: Pick<MenuNode, 'menuName' | 'menuNameEn'>, language: Language): string {
  return localName(node.menuName, node.menuNameEn, language);
}

/** Every menu code of the raw tree (actions included: they are permissions too), in tree order, without duplicates. */
export function collectMenuCodes(tree: unknown): string[] {
  const codes = new Set<string>();
  const walk = (nodes: unknown) => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes as MenuNode[]) {
      if (node && typeof node.menuCode === 'string' && node.menuCode) codes.add(node.menuCode);
      walk(node?.children);
    }
  };
  walk(tree);
  return [...codes];
}

/** Button permissions by page code: the menu code of a page → its permission codes. */
export function collectButtonPermissions(shaped: readonly ShapedMenuNode[]): Record<string, string[]> {
  const byPage: Record<string, string[]> = {};
  const walk = (nodes: readonly ShapedMenuNode[]) => {
    for (const node of nodes) {
      if (node.buttonPermissionList.length) byPage[node.menuCode] = node.buttonPermissionList.map((b) => b.menuCode);
      walk(node.children);
    }
  };
  walk(shaped);
  return byPage;
}

/** Top nav items with fixed targets outside the hash routes (spec 2). */
const SPECIAL_TOP_NAV_URLS: Readonly<Record<string, string>> = {
  'cap-log-manage': '/cap/#/logmanage-list',
  'cap-apistore': '/cap/#/ampapistore',
};

/** The message key of the warning when a top item with path `index` is clicked (spec 2, 8: '首页暂不可跳转'). */
const HOME_NOT_NAVIGABLE = 'shell.homeNotNavigable';

/** What clicking a menu item does. */
export type MenuTarget =
  | { kind: 'route'; to: string }
  | { kind: 'location'; url: string }
  /** `message` is a key of the portal's texts, said in the user's language. */
  | { kind: 'warning'; message: typeof HOME_NOT_NAVIGABLE }
  | { kind: 'none' };

function firstRoutable(node: ShapedMenuNode): ShapedMenuNode | null {
  if (node.path && node.path !== 'index') return node;
  for (const child of node.children) {
    const found = firstRoutable(child);
    if (found) return found;
  }
  return null;
}

/**
 * What clicking a menu item does (spec 2): codes cap-log-manage and cap-apistore open their /cap/
 * pages; path `index` warns '首页暂不可跳转'; an item with a path goes to it carrying its own
 * menu_code; an item without one goes to its redirect or its first descendant with a path;
 * absolute http(s) paths leave the portal. Anything else does nothing.
 */
export function menuTarget(node: ShapedMenuNode): MenuTarget {
  const special = SPECIAL_TOP_NAV_URLS[node.menuCode];
  if (special) return { kind: 'location', url: special };
  if (node.path === 'index') return { kind: 'warning', message: HOME_NOT_NAVIGABLE };
  const target = node.path ? node : node.redirect ? { ...node, path: node.redirect } : firstRoutable(node);
  if (!target?.path) return { kind: 'none' };
  if (/^https?:\/\//i.test(target.path)) return { kind: 'location', url: target.path };
  if (!target.path.startsWith('/')) return { kind: 'none' };
  return { kind: 'route', to: withQueryParam(target.path, MENU_CODE_PARAM, target.menuCode) };
}

/** The chain from a top item down to the node with `menuCode`, or [] when absent. */
function menuTrail(tree: readonly ShapedMenuNode[], menuCode: string | null): ShapedMenuNode[] {
  if (!menuCode) return [];
  for (const node of tree) {
    if (node.menuCode === menuCode) return [node];
    const below = menuTrail(node.children, menuCode);
    if (below.length) return [node, ...below];
    if (node.buttonPermissionList.some((b) => b.menuCode === menuCode)) return [node];
  }
  return [];
}

/** The chain to the first node whose path `matches` (children before their parent, so the deepest wins). */
function trailWhere(tree: readonly ShapedMenuNode[], matches: (nodePath: string) => boolean): ShapedMenuNode[] {
  for (const node of tree) {
    const below = trailWhere(node.children, matches);
    if (below.length) return [node, ...below];
    if (node.path && node.path.startsWith('/') && matches(splitRoute(node.path).path)) return [node];
  }
  return [];
}

/** The longest menu path that is a segment prefix of `path` (`/cbp/client/x` is under `/cbp/client`). */
function trailByPrefix(tree: readonly ShapedMenuNode[], path: string): ShapedMenuNode[] {
  let best: ShapedMenuNode[] = [];
  let bestLength = 0;
  const walk = (nodes: readonly ShapedMenuNode[], chain: ShapedMenuNode[]) => {
    for (const node of nodes) {
      const here = [...chain, node];
      const nodePath = node.path && node.path.startsWith('/') ? splitRoute(node.path).path : null;
      if (nodePath && nodePath !== '/' && path.startsWith(`${nodePath}/`) && nodePath.length > bestLength) {
        best = here;
        bestLength = nodePath.length;
      }
      walk(node.children, here);
    }
  };
  walk(tree, []);
  return best;
}

/**
 * The highlighted items of a route: the top item and the left-nav item, found by the route's
 * menu_code, else by its path, else by the longest menu path it lies under.
 */
export function activeMenu(tree: readonly ShapedMenuNode[], route: string): { top: ShapedMenuNode | null; trail: ShapedMenuNode[] } {
  const { path, query } = splitRoute(route);
  let trail = menuTrail(tree, query.get(MENU_CODE_PARAM));
  if (!trail.length) trail = trailWhere(tree, (nodePath) => nodePath === path);
  if (!trail.length) trail = trailByPrefix(tree, path);
  return { top: trail[0] ?? null, trail };
}
