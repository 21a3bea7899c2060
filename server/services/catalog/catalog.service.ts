import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { AppEntry, AppGroup, AppListQuery, MenuNode, TenantAppPage } from '../../../contract/catalog';
import {
  findAllTenants,
  findApps,
  findCategories,
  findLogo,
  findMenuTree,
  findOrgTree,
  findTenantWithChildren,
  tenantExists,
  type AppFilter,
  type AppScope,
} from './catalog.repository';
import { findUserGrant } from './grant.repository';

type Db = Kysely<Database>;
const EVERYTHING = { offset: 0, limit: 10_000 };

const isManager = (user: AuthUser) => user.userType === 'MANAGER_USER';
const isSubAccount = (user: AuthUser) => user.userType === 'CLIENT_USER' && user.pid !== 0;

/**
 * The tenant a call is about. Managers may name any tenant; a client user only their own:
 * another tenant's id answers 403 (its data is not theirs to see).
 */
async function resolveTenant(db: Db, user: AuthUser, tenantId: number | undefined): Promise<number | null> {
  if (isManager(user)) {
    if (tenantId === undefined) return null;
    if (!(await tenantExists(db, tenantId))) throw AppError.of('TENANT_NOT_FOUND');
    return tenantId;
  }
  if (tenantId !== undefined && tenantId !== user.tenantId) throw AppError.of('OTHER_TENANT');
  return user.tenantId;
}

/** The signed-in user's menu tree: what their role grants (issue 22 N-1), within their user type. */
export async function menuTreeFor(db: Db, user: AuthUser) {
  return findMenuTree(db, user.userType, isSubAccount(user), await findUserGrant(db, user.id));
}

/** Every menu code of a user's tree (pages, their button permissions and actions alike): what their role grants. */
export async function menuCodesFor(db: Db, user: AuthUser): Promise<Set<string>> {
  const codes = new Set<string>();
  const walk = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      codes.add(node.menuCode);
      walk(node.children);
    }
  };
  walk(await menuTreeFor(db, user));
  return codes;
}

export async function tenantsFor(db: Db, user: AuthUser) {
  if (isManager(user)) return findAllTenants(db);
  return user.tenantId === null ? [] : findTenantWithChildren(db, user.tenantId);
}

export async function orgTreeFor(db: Db, user: AuthUser, tenantId: number) {
  const tenant = await resolveTenant(db, user, tenantId);
  return tenant === null ? [] : findOrgTree(db, tenant);
}

/**
 * Whose applications a user sees as their own (spec 6): a sub-account those assigned to it,
 * a primary account its tenant's, a manager every application.
 */
function ownAppScope(user: AuthUser): AppScope | null {
  if (isManager(user)) return { kind: 'all' };
  if (isSubAccount(user)) return { kind: 'user', userId: user.id };
  return user.tenantId === null ? null : { kind: 'tenant', tenantId: user.tenantId };
}

/**
 * The tenant's application list (tenantAppList). Spec 6: a sub-account lists its own applications
 * only, so here too it gets those assigned to it, never the tenant's whole list.
 */
export async function tenantAppPage(db: Db, user: AuthUser, query: AppListQuery): Promise<TenantAppPage> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 9999;
  const tenant = await resolveTenant(db, user, query.tenantId);
  const scope: AppScope | null = isSubAccount(user)
    ? { kind: 'user', userId: user.id }
    : tenant !== null
      ? { kind: 'tenant', tenantId: tenant }
      : isManager(user)
        ? { kind: 'all' }
        : null;
  if (!scope) return { records: [], total: 0, pageNo, pageSize };
  const { total, apps } = await findApps(db, scope, { offset: (pageNo - 1) * pageSize, limit: pageSize });
  return { records: apps, total, pageNo, pageSize };
}

export async function userAppList(db: Db, user: AuthUser, query: AppListQuery): Promise<AppEntry[]> {
  if (query.tenantId !== undefined) await resolveTenant(db, user, query.tenantId);
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 9999;
  const scope = ownAppScope(user);
  if (!scope) return [];
  return (await findApps(db, scope, { offset: (pageNo - 1) * pageSize, limit: pageSize })).apps;
}

/**
 * The identity service's list (idaas/login): the tenant's applications grouped by category, in
 * category order; a sub-account's own applications only (as tenantAppList).
 */
export async function appGroupsFor(db: Db, user: AuthUser, tenantId: number): Promise<AppGroup[]> {
  const tenant = await resolveTenant(db, user, tenantId);
  if (tenant === null) return [];
  const scope: AppScope = isSubAccount(user) ? { kind: 'user', userId: user.id } : { kind: 'tenant', tenantId: tenant };
  const { apps } = await findApps(db, scope, EVERYTHING);
  return groupByCategory(apps);
}

function groupByCategory(apps: readonly AppEntry[]): AppGroup[] {
  const groups = new Map<number, AppGroup>();
  for (const app of apps) {
    const group = groups.get(app.categoryId) ?? { categoryId: app.categoryId, categoryName: app.categoryName, categoryNameEn: app.categoryNameEn, apps: [] };
    group.apps.push(app);
    groups.set(app.categoryId, group);
  }
  return [...groups.values()];
}

/** Categories with how many of the caller's own applications each holds. */
export async function classificationsFor(db: Db, user: AuthUser) {
  const scope = ownAppScope(user);
  const apps = scope ? (await findApps(db, scope, EVERYTHING)).apps : [];
  return (await findCategories(db)).map((c) => ({
    id: c.id,
    classificationName: c.name,
    classificationNameEn: c.name_en,
    sort: c.sort,
    appCount: apps.filter((a) => a.categoryId === c.id).length,
  }));
}

export async function classificationAppsFor(db: Db, user: AuthUser, filter: AppFilter): Promise<AppEntry[]> {
  const scope = ownAppScope(user);
  if (!scope) return [];
  return (await findApps(db, scope, EVERYTHING, { categoryId: filter.categoryId, appName: filter.appName?.trim() || undefined })).apps;
}

/** An application logo by its uuid (GET cbp logo), or null. */
export async function logoOf(db: Db, uuid: string): Promise<{ contentType: string; body: Buffer } | null> {
  const logo = await findLogo(db, uuid);
  return logo ? { contentType: logo.content_type, body: logo.body } : null;
}
