/**
 * Roles carry permissions (issue 22 N-1): a grant is every code of the user type's tree (the super
 * administrator role) or a set of menu and button codes. Pure rules over the flat menu rows.
 */
export type Grant = { all: true } | { all: false; codes: ReadonlySet<string> };

export interface MenuRow {
  id: number;
  parent_id: number | null;
  menu_code: string;
}

/**
 * The rows a grant shows: those whose code it holds and their ancestors (a held button shows its
 * page, a held page its folder and nav). Rows keep their order.
 */
export function grantedRows<R extends MenuRow>(rows: readonly R[], grant: Grant): R[] {
  if (grant.all) return [...rows];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const kept = new Set<number>();
  for (const row of rows) {
    if (!grant.codes.has(row.menu_code)) continue;
    let current: R | undefined = row;
    // The seen check stops at a cycle in the data as well as at a branch already walked.
    while (current && !kept.has(current.id)) {
      kept.add(current.id);
      current = current.parent_id === null ? undefined : byId.get(current.parent_id);
    }
  }
  return rows.filter((r) => kept.has(r.id));
}

/** Every code a grant holds over the tree's rows (ancestors included). */
export function grantedCodes(rows: readonly MenuRow[], grant: Grant): Set<string> {
  return new Set(grantedRows(rows, grant).map((r) => r.menu_code));
}

/** The codes of `wanted` that are not codes of the tree (a role may only hold its type's codes). */
export function unknownCodes(rows: readonly MenuRow[], wanted: readonly string[]): string[] {
  const known = new Set(rows.map((r) => r.menu_code));
  return [...new Set(wanted.filter((code) => !known.has(code)))];
}

/**
 * The codes whose grant changes between two code sets and which the actor does not hold: nobody
 * grants or takes away what they do not hold themselves.
 */
export function changesNotHeld(actor: ReadonlySet<string>, before: ReadonlySet<string>, after: ReadonlySet<string>): string[] {
  const changed = [...after].filter((c) => !before.has(c)).concat([...before].filter((c) => !after.has(c)));
  return changed.filter((c) => !actor.has(c)).sort();
}

/** The codes of `role` the actor does not hold (empty: the actor may give or take the role). */
export function codesNotHeld(actor: ReadonlySet<string>, role: ReadonlySet<string>): string[] {
  return [...role].filter((c) => !actor.has(c)).sort();
}
