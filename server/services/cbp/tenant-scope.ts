import { paging } from '../../http/paging';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { ErrorCode } from '../../../contract/errors';

/** Null: every tenant (managers); otherwise one tenant's rows; 'none': a user who may see no rows. */
type Scope = number | null | 'none';

interface Page {
  offset: number;
  limit: number;
}

/** Business rows belong to tenants, as on the overview: a client user (sub-accounts too) sees their own tenant's rows, a manager every tenant's. */
export function scopeOf(user: AuthUser): Scope {
  if (user.userType === 'MANAGER_USER') return null;
  return user.tenantId ?? 'none';
}

/** The page of rows a list query asks for within `scope`; an empty page where the scope holds none. */
export async function scopedPage<T>(
  scope: Scope,
  query: { pageNum?: number; pageSize?: number },
  find: (tenant: number | null, page: Page) => Promise<{ total: number; rows: T[] }>,
): Promise<{ total: number; data: T[]; pageNum: number; pageSize: number }> {
  const { pageNum, pageSize, page } = paging(query);
  const { total, rows } = scope === 'none' ? { total: 0, rows: [] } : await find(scope, page);
  return { total, data: rows, pageNum, pageSize };
}

/** One row within `scope`; `missing` when there is none to see. */
export async function scopedDetail<T>(scope: Scope, find: (tenant: number | null) => Promise<T | null>, missing: ErrorCode): Promise<T> {
  const detail = scope === 'none' ? null : await find(scope);
  if (!detail) throw AppError.of(missing);
  return detail;
}
