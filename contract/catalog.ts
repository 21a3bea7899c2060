import { Type, type Static } from 'typebox';
import type { RouteSchemas } from './route';
import { nullable } from './schema-parts';

/**
 * The catalogue under the identity prefix (/common/iam/v1): the signed-in user's menu tree,
 * tenants, org trees and the application lists (spec 3 "Menu node", "Application entry",
 * "Application lists"; spec 6). Every call needs `Authorization: Bearer <at>`.
 *
 * Scope: a client user sees only their own tenant (another tenant's id answers 403); a manager
 * sees every tenant. Application logos are served by `cbpRoutes.logo` (cbp.routes.ts); an
 * entry's `icon` is the logo's uuid and `logoUrl` the ready-made address for an `<img>`.
 * `catalogSchemas` are the server's; the client calls through `catalogRoutes` (`catalog.routes.ts`).
 *
 * @example
 * import { catalogRoutes } from 'contract/catalog.routes';
 * const tree = await call(catalogRoutes.menuTree); // GET /api/common/iam/v1/menu/login/user/tree
 * // [{ id: 1, menuName: '首页', menuNameEn: 'Home', menuCode: 'portal-index', menuType: 'nav', path: 'index', redirect: null, icon: 'home', children: [] }, …]
 */

const text = (maxLength: number) => Type.String({ maxLength });
const id = Type.Integer({ minimum: 1 });

/** nav: top item; folder: a group in the left nav; page and subpage: screens; action: a button permission. */
export const MenuType = Type.Union([Type.Literal('nav'), Type.Literal('folder'), Type.Literal('page'), Type.Literal('subpage'), Type.Literal('action')]);
export type MenuType = Static<typeof MenuType>;

/** One node of the menu tree (spec 3). Children are in display order. */
export interface MenuNode {
  id: number;
  menuName: string;
  /** The English name; null when the menu has none: every language shows `menuName` (docs/decisions/016). */
  menuNameEn: string | null;
  /** Stable code shared with the sub-apps (permissions, `menu_code` query). */
  menuCode: string;
  menuType: MenuType;
  /** Hash route without '#', e.g. '/common/msg/system/message/station'; 'index' for the home item; null for folders and actions. */
  path: string | null;
  redirect: string | null;
  icon: string | null;
  children: MenuNode[];
}

/** Runtime schema of {@link MenuNode} (recursive); its static type is the interface above. */
export const MenuNode = Type.Unsafe<MenuNode>(
  Type.Cyclic(
    {
      MenuNode: Type.Object({
        id: Type.Integer(),
        menuName: Type.String(),
        menuNameEn: nullable(Type.String()),
        menuCode: Type.String(),
        menuType: MenuType,
        path: nullable(Type.String()),
        redirect: nullable(Type.String()),
        icon: nullable(Type.String()),
        children: Type.Array(Type.Ref('MenuNode')),
      }),
    },
    'MenuNode',
  ),
);

/** The signed-in user's top items (manager or client tree; sub-accounts get a subset). */
export const MenuTree = Type.Array(MenuNode);
export type MenuTree = Static<typeof MenuTree>;

export const TenantSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  pid: Type.Integer(),
  parentTenantId: Type.Integer(),
  /** 1 inner (internal) tenant, 0 external. */
  innerMark: Type.Integer(),
  mgrTenantName: nullable(Type.String()),
});
export type TenantSummary = Static<typeof TenantSummary>;

/** One org with its sub-orgs. */
export interface OrgNode {
  id: number;
  tenantId: number;
  parentId: number | null;
  name: string;
  children: OrgNode[];
}

/** Runtime schema of {@link OrgNode} (recursive); its static type is the interface above. */
export const OrgNode = Type.Unsafe<OrgNode>(
  Type.Cyclic(
    {
      OrgNode: Type.Object({
        id: Type.Integer(),
        tenantId: Type.Integer(),
        parentId: nullable(Type.Integer()),
        name: Type.String(),
        children: Type.Array(Type.Ref('OrgNode')),
      }),
    },
    'OrgNode',
  ),
);

export const OrgTree = Type.Array(OrgNode);
export type OrgTree = Static<typeof OrgTree>;
export const TenantIdParams = Type.Object({ tenantId: id });
export type TenantIdParams = Static<typeof TenantIdParams>;

/** One application (spec 3 "Application entry"). `url` and `appUrl` carry the same address. */
export const AppEntry = Type.Object({
  id: Type.Integer(),
  appName: Type.String(),
  /** The English name; null when the application has none: show `appName` (docs/decisions/016). */
  appNameEn: nullable(Type.String()),
  appCode: Type.String(),
  appUrl: Type.String(),
  url: Type.String(),
  /** The logo's uuid (GET /api/cbp/conchservice/idaaslogoRequest?uuid=…). */
  icon: nullable(Type.String()),
  /** The same logo as a ready address, usable in an `<img src>`. */
  logoUrl: nullable(Type.String()),
  /** The card's abbreviation. */
  text: Type.String(),
  /** 3: the url carries a `redirect` parameter the client URL-encodes before opening (spec 2). */
  flag: Type.Integer(),
  categoryId: Type.Integer(),
  /** The category's name: 生产运营, 平台应用 or 个人板块. */
  category: Type.String(),
  categoryName: Type.String(),
  /** The category's English name, or null. */
  categoryNameEn: nullable(Type.String()),
});
export type AppEntry = Static<typeof AppEntry>;

/** The identity service's list (idaas/login): one group per category that has applications, in category order. */
export const AppGroup = Type.Object({
  categoryId: Type.Integer(),
  categoryName: Type.String(),
  categoryNameEn: nullable(Type.String()),
  apps: Type.Array(AppEntry),
});
export type AppGroup = Static<typeof AppGroup>;

export const IdaasLoginQuery = Type.Object({ id });
export type IdaasLoginQuery = Static<typeof IdaasLoginQuery>;

/**
 * Application list parameters (spec 7: pageNo 1, pageSize 9999, tenantId, loginName).
 * `tenantId` defaults to the caller's tenant; `loginName` is accepted for compatibility and
 * ignored: a list is always the signed-in user's own.
 */
export const AppListQuery = Type.Object({
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999, default: 9999 })),
  tenantId: Type.Optional(id),
  loginName: Type.Optional(text(64)),
});
export type AppListQuery = Static<typeof AppListQuery>;

/** The tenant's list, paged (spec 3 "Application lists"). */
export const TenantAppPage = Type.Object({
  records: Type.Array(AppEntry),
  total: Type.Integer(),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
});
export type TenantAppPage = Static<typeof TenantAppPage>;

export const TenantSummaries = Type.Array(TenantSummary);
export type TenantSummaries = Static<typeof TenantSummaries>;

export const AppGroups = Type.Array(AppGroup);
export type AppGroups = Static<typeof AppGroups>;

export const AppEntries = Type.Array(AppEntry);
export type AppEntries = Static<typeof AppEntries>;

/**
 * The schemas of every catalogue call, by the name of its entry in `catalogRoutes`
 * (`catalog.routes.ts`): the server validates and documents with these.
 */
export const catalogSchemas = {
  menuTree: { data: MenuTree },
  tenantList: { data: TenantSummaries },
  orgTree: { params: TenantIdParams, data: OrgTree },
  idaasLogin: { query: IdaasLoginQuery, data: AppGroups },
  tenantAppList: { query: AppListQuery, data: TenantAppPage },
  userAppList: { query: AppListQuery, data: AppEntries },
} satisfies Record<string, RouteSchemas>;
