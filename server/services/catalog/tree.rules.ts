/**
 * Builds trees from flat rows (menus, orgs): children in the order of the rows given, roots are
 * rows without a parent. A row whose parent is absent is dropped with its whole branch: a parent
 * filtered out (a menu hidden from sub-accounts) hides everything under it.
 */
export function buildTree<R extends { id: number; parentId: number | null }, N>(rows: readonly R[], toNode: (row: R, children: N[]) => N): N[] {
  const childrenOf = new Map<number | null, R[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : row.parentId === null ? null : undefined;
    if (parent === undefined) continue;
    const list = childrenOf.get(parent) ?? [];
    list.push(row);
    childrenOf.set(parent, list);
  }
  const seen = new Set<number>();
  const build = (parent: number | null): N[] =>
    (childrenOf.get(parent) ?? []).flatMap((row) => {
      // A cycle in the data (a row its own ancestor) must not hang the request.
      if (seen.has(row.id)) return [];
      seen.add(row.id);
      return [toNode(row, build(row.id))];
    });
  return build(null);
}
