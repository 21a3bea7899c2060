import type { MenuNode } from '@portal/utils/internal';

/** A node of the menu tree call, for tests: code and name `m<id>` unless `named` gives them; no redirect, no icon. */
export function menuNode(
  id: number,
  menuType: string,
  path: string | null,
  children: MenuNode[] = [],
  named: Partial<Pick<MenuNode, 'menuCode' | 'menuName'>> = {},
): MenuNode {
  return { id, menuCode: `m${id}`, menuName: `m${id}`, menuType, path, redirect: null, icon: null, children, ...named };
}
