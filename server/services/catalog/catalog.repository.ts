import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AppEntry, MenuNode, OrgNode, TenantSummary } from '../../../contract/catalog';
import { API_BASE, cbpRoutes } from '../../../contract';
import { buildTree } from './tree.rules';
import { findMenuRows } from './grant.repository';
import { grantedRows, type Grant } from './grant.rules';

type Db = Kysely<Database>;

/** Public address of a logo (cbpRoutes.logo). */
const logoUrlOf = (uuid: string | null) => (uuid ? `${API_BASE}${cbpRoutes.logo.path}?uuid=${encodeURIComponent(uuid)}` : null);

/**
 * The menu tree of a user type as a grant shows it (issue 22 N-1: the role decides); a client
 * sub-account never sees the primary-only menus, whatever its role holds.
 */
export async function findMenuTree(db: Db, userType: 'MANAGER_USER' | 'CLIENT_USER', subAccount: boolean, grant: Grant): Promise<MenuNode[]> {
  const all = await findMenuRows(db, userType);
  const rows = grantedRows(subAccount ? all.filter((r) => !r.primary_only) : all, grant);
  return buildTree(
    rows.map((r) => ({ ...r, parentId: r.parent_id })),
    (r, children): MenuNode => ({
      id: r.id,
      menuName: r.menu_name,
      menuNameEn: r.menu_name_en,
      menuCode: r.menu_code,
      menuType: r.menu_type,
      path: r.path,
      redirect: r.redirect,
      icon: r.icon,
      children,
    }),
  );
}

const tenantColumns = ['id', 'name', 'pid', 'parent_tenant_id', 'inner_mark', 'mgr_tenant_name'] as const;
type TenantRow = { id: number; name: string; pid: number; parent_tenant_id: number; inner_mark: number; mgr_tenant_name: string | null };
const toTenant = (r: TenantRow): TenantSummary => ({
  id: r.id,
  name: r.name,
  pid: r.pid,
  parentTenantId: r.parent_tenant_id,
  innerMark: r.inner_mark,
  mgrTenantName: r.mgr_tenant_name,
});

export async function findAllTenants(db: Db): Promise<TenantSummary[]> {
  return (await db.selectFrom('tenant').select(tenantColumns).orderBy('id').execute()).map(toTenant);
}

/** The tenant and the tenants registered directly under it. */
export async function findTenantWithChildren(db: Db, tenantId: number): Promise<TenantSummary[]> {
  const rows = await db
    .selectFrom('tenant')
    .select(tenantColumns)
    .where((eb) => eb.or([eb('id', '=', tenantId), eb.and([eb('parent_tenant_id', '=', tenantId), eb('id', '!=', tenantId)])]))
    .orderBy('id')
    .execute();
  return rows.map(toTenant);
}

export async function tenantExists(db: Db, tenantId: number): Promise<boolean> {
  return !!(await db.selectFrom('tenant').select('id').where('id', '=', tenantId).executeTakeFirst());
}

export async function findOrgTree(db: Db, tenantId: number): Promise<OrgNode[]> {
  const rows = await db.selectFrom('org').select(['id', 'tenant_id', 'parent_id', 'name']).where('tenant_id', '=', tenantId).orderBy('id').execute();
  return buildTree(
    rows.map((r) => ({ ...r, parentId: r.parent_id })),
    (r, children): OrgNode => ({ id: r.id, tenantId: r.tenant_id, parentId: r.parent_id, name: r.name, children }),
  );
}

/** Whose applications to list: every one, a tenant's, or those assigned to one user. */
export type AppScope = { kind: 'all' } | { kind: 'tenant'; tenantId: number } | { kind: 'user'; userId: number };

export interface AppFilter {
  categoryId?: number;
  appName?: string;
}

function appsQuery(db: Db, scope: AppScope, filter: AppFilter = {}) {
  let query = db.selectFrom('application as a').innerJoin('app_category as c', 'c.id', 'a.category_id');
  if (scope.kind === 'tenant') query = query.where('a.id', 'in', db.selectFrom('tenant_app').select('app_id').where('tenant_id', '=', scope.tenantId));
  if (scope.kind === 'user') query = query.where('a.id', 'in', db.selectFrom('user_app').select('app_id').where('user_id', '=', scope.userId));
  if (filter.categoryId) query = query.where('a.category_id', '=', filter.categoryId);
  if (filter.appName) {
    // The application's name in either language (ADR 016), any case.
    const pattern = `%${filter.appName.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    query = query.where((eb) => eb.or([eb('a.app_name', 'ilike', pattern), eb('a.app_name_en', 'ilike', pattern)]));
  }
  return query;
}

/** Applications in category order, then their own order. */
export async function findApps(
  db: Db,
  scope: AppScope,
  page: { offset: number; limit: number },
  filter: AppFilter = {},
): Promise<{ total: number; apps: AppEntry[] }> {
  const counted = await appsQuery(db, scope, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  const total = Number(counted?.n ?? 0);
  const rows = await appsQuery(db, scope, filter)
    .select([
      'a.id',
      'a.app_name',
      'a.app_name_en',
      'a.app_code',
      'a.app_url',
      'a.logo_uuid',
      'a.text',
      'a.flag',
      'a.category_id',
      'c.name as category_name',
      'c.name_en as category_name_en',
    ])
    .orderBy('c.sort')
    .orderBy('a.sort')
    .orderBy('a.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return {
    total,
    apps: rows.map((r) => ({
      id: r.id,
      appName: r.app_name,
      appNameEn: r.app_name_en,
      appCode: r.app_code,
      appUrl: r.app_url,
      url: r.app_url,
      icon: r.logo_uuid,
      logoUrl: logoUrlOf(r.logo_uuid),
      text: r.text,
      flag: r.flag,
      categoryId: r.category_id,
      category: r.category_name,
      categoryName: r.category_name,
      categoryNameEn: r.category_name_en,
    })),
  };
}

export async function findCategories(db: Db) {
  return db.selectFrom('app_category').select(['id', 'name', 'name_en', 'sort']).orderBy('sort').orderBy('id').execute();
}

export async function findLogo(db: Db, uuid: string) {
  return db.selectFrom('app_logo').select(['content_type', 'body']).where('uuid', '=', uuid).executeTakeFirst();
}
