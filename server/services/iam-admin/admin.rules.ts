import type { AccountStatus, AdminOrg } from '../../../contract/iam-admin';
import type { AccountStatus as StoredStatus } from '../iam';
import { paging } from '../../http/paging';

/** Page number and size as asked (spec 9 default 20), and the rows to skip. */
export function pageOf(query: { pageNum?: number; pageSize?: number }): { pageNum: number; pageSize: number; offset: number } {
  const { pageNum, pageSize, page } = paging(query);
  return { pageNum, pageSize, offset: page.offset };
}

/** An ILIKE pattern matching `text` anywhere, its own %, _ and \ taken literally; null for blank. */
export function containsPattern(text: string | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? `%${trimmed.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
}

/** What an administrator sees of a stored status. */
export function accountStatusOf(stored: string): AccountStatus {
  if (stored === 'active') return 'enabled';
  if (stored === 'disabled') return 'disabled';
  if (stored === 'closed') return 'closed';
  return 'closing';
}

export const storedStatusOf = (status: 'enabled' | 'disabled'): StoredStatus => (status === 'enabled' ? 'active' : 'disabled');

/** The stored status an administrator's status filter means (accountStatusOf the other way). */
export function storedFilterOf(status: AccountStatus): StoredStatus {
  if (status === 'closing') return 'closure_requested';
  return status === 'closed' ? 'closed' : storedStatusOf(status);
}

/** Where a link went, without handing out the address: the first two characters of the name, then stars. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/**
 * A tenant's orgs as a depth-first list (a parent before its children, siblings in the order
 * given) with their depth. Orgs whose parent is missing (or themselves) count as roots; orgs in a
 * cycle that no root leads to are left out, and no cycle is followed twice.
 */
export function flattenOrgs(rows: ReadonlyArray<{ id: number; parentId: number | null; name: string }>): AdminOrg[] {
  const ids = new Set(rows.map((r) => r.id));
  const childrenOf = new Map<number | null, (typeof rows)[number][]>();
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) && row.parentId !== row.id ? row.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
  }
  const out: AdminOrg[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const row of childrenOf.get(parent) ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push({ id: row.id, parentId: row.parentId, name: row.name, depth });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}
