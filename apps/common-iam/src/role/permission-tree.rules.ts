import type { RoleMenuItem } from '@portal/contract';

/** One node of the role editor's tree. */
export interface PermissionNode {
  item: RoleMenuItem;
  children: PermissionNode[];
}

type CheckState = 'checked' | 'mixed' | 'unchecked';

/** The flat list (a parent before its children) as a tree; a node whose parent is missing is a root. */
export function permissionTree(items: readonly RoleMenuItem[]): PermissionNode[] {
  const nodes = new Map(items.map((item) => [item.menuCode, { item, children: [] as PermissionNode[] }]));
  const roots: PermissionNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.item.parentCode === null ? undefined : nodes.get(node.item.parentCode);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

const codesUnder = (node: PermissionNode): string[] => node.children.flatMap((child) => [child.item.menuCode, ...codesUnder(child)]);

/**
 * A leaf is checked when held. A parent is checked when it and everything under it are held,
 * unchecked when none of them is, and mixed otherwise (a page held without some of its buttons).
 */
export function checkState(node: PermissionNode, held: ReadonlySet<string>): CheckState {
  const all = [node.item.menuCode, ...codesUnder(node)];
  const count = all.filter((code) => held.has(code)).length;
  if (count === 0) return 'unchecked';
  return count === all.length ? 'checked' : 'mixed';
}

/** The ancestors' codes of every node, by code. */
export function ancestorsOf(items: readonly RoleMenuItem[]): Map<string, string[]> {
  const parent = new Map(items.map((item) => [item.menuCode, item.parentCode]));
  const result = new Map<string, string[]>();
  for (const item of items) {
    const chain: string[] = [];
    let current = item.parentCode;
    while (current !== null && current !== undefined && !chain.includes(current)) {
      chain.push(current);
      current = parent.get(current) ?? null;
    }
    result.set(item.menuCode, chain);
  }
  return result;
}

/**
 * Toggles a node: a checked one is taken away with everything under it; otherwise it is granted
 * with everything under it and its ancestors (a button needs its page, a page its folder). Only
 * grantable codes change: what the editor does not hold stays as it was.
 */
export function toggle(
  node: PermissionNode,
  held: ReadonlySet<string>,
  ancestors: ReadonlyMap<string, string[]>,
  grantable: (code: string) => boolean,
): Set<string> {
  const next = new Set(held);
  const subtree = [node.item.menuCode, ...codesUnder(node)].filter(grantable);
  if (checkState(node, held) === 'checked') {
    for (const code of subtree) next.delete(code);
  } else {
    for (const code of [...subtree, ...(ancestors.get(node.item.menuCode) ?? [])]) if (grantable(code) || next.has(code)) next.add(code);
  }
  return next;
}

/** How a role's codes change: granted and taken away. */
export function grantChange(before: readonly string[], after: ReadonlySet<string>): { added: string[]; removed: string[] } {
  const had = new Set(before);
  return { added: [...after].filter((c) => !had.has(c)).sort(), removed: before.filter((c) => !after.has(c)).sort() };
}
