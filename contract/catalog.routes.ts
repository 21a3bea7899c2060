import type { AppEntries, AppGroups, AppListQuery, IdaasLoginQuery, MenuTree, OrgTree, TenantAppPage, TenantIdParams, TenantSummaries } from './catalog';
import { route } from './route';

const P = '/common/iam/v1';

/**
 * Menus, tenants, orgs and application lists (identity prefix); schemas in `catalogSchemas`.
 * Every call needs a signed-in user.
 *
 * @example
 * const page = await call(catalogRoutes.tenantAppList, { query: { pageNo: 1, pageSize: 9999, tenantId: 1 } }); // { records, total, … }
 */
export const catalogRoutes = {
  menuTree: route<{ data: MenuTree }>({ method: 'GET', path: `${P}/menu/login/user/tree`, auth: true }),
  /** Managers: every tenant. Client users: their own tenant and the tenants under it. */
  tenantList: route<{ data: TenantSummaries }>({ method: 'GET', path: `${P}/tenant/list/manage/tenant`, auth: true }),
  /** The tenant's org tree; 404 for an unknown tenant, 403 for another tenant's (client users). */
  orgTree: route<{ params: TenantIdParams; data: OrgTree }>({ method: 'GET', path: `${P}/org/manager/tree/:tenantId`, auth: true }),
  /** The tenant's applications grouped by category (`?id={tenantId}`); no body. */
  idaasLogin: route<{ query: IdaasLoginQuery; data: AppGroups }>({ method: 'POST', path: `${P}/idaas/login`, auth: true }),
  tenantAppList: route<{ query: AppListQuery; data: TenantAppPage }>({ method: 'GET', path: `${P}/apps/auth/tenant-app-list`, auth: true }),
  /** The caller's own applications as a plain array: a sub-account's assigned ones, the tenant's for a primary account. */
  userAppList: route<{ query: AppListQuery; data: AppEntries }>({ method: 'GET', path: `${P}/apps/auth/user-app-list`, auth: true }),
};
