import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MenuType } from '../../../contract/catalog';
import { APP_NAMES_EN, CATEGORY_NAMES_EN, menuNameEn } from '../../migrations/014-english-names';
import { pngDeviceLogo, svgGlyphLogo, svgLogo } from './logo.rules';

type Db = Kysely<Database>;

interface MenuSeed {
  name: string;
  /** The English name; migration 014's table by code when absent (docs/decisions/016). */
  en?: string;
  code: string;
  type: MenuType;
  path?: string;
  redirect?: string;
  icon?: string;
  /** Hidden from client sub-accounts. */
  primaryOnly?: boolean;
  children?: MenuSeed[];
}

const page = (name: string, code: string, path: string, children: MenuSeed[] = []): MenuSeed => ({ name, code, type: 'page', path, children });
const subpage = (name: string, code: string, path: string): MenuSeed => ({ name, code, type: 'subpage', path });
const action = (name: string, code: string): MenuSeed => ({ name, code, type: 'action' });
/** A header item (spec 2); one with folders opens on `redirect`. */
const nav = (name: string, code: string, path: string, icon: string, more: Pick<MenuSeed, 'redirect' | 'primaryOnly' | 'children'> = {}): MenuSeed => ({
  name,
  code,
  type: 'nav',
  path,
  icon,
  ...more,
});
/** A group of pages in a header item's side menu. */
const folder = (name: string, code: string, children: MenuSeed[], more: Pick<MenuSeed, 'icon' | 'primaryOnly'> = {}): MenuSeed => ({
  name,
  code,
  type: 'folder',
  ...more,
  children,
});
/** A button permission: a subpage child without a path, listed in its page's buttonPermissionList (spec 3). */
const button = (name: string, code: string): MenuSeed => ({ name, code, type: 'subpage' });

/**
 * Client tree (spec 3 "Menu node", 2 "Header and navigation"): a home item with path `index`,
 * the portal's own pages, items pointing into sub-app prefixes, and the two cap items.
 */
const clientMenus: MenuSeed[] = [
  nav('首页', 'portal-index', 'index', 'home'),
  nav('应用总览', 'portal-overview', '/application-overview', 'dashboard'),
  nav('我的应用', 'portal-application', '/application', 'apps'),
  nav('云业务', 'cbp_client', '/cbp/client', 'cloud', {
    redirect: '/cbp/client/project/application',
    children: [
      folder(
        '订单管理',
        'cbp_client_order',
        [
          page('资源申请', 'cbp_order_apply', '/cbp/client/project/application', [
            subpage('申请详情', 'cbp_order_apply_detail', '/cbp/client/project/application/detail'),
            action('删除申请', 'cbp_order_apply_delete'),
          ]),
          page('已购商品', 'cbp_user_purchase_goods', '/cbp/client/application/app-service/goods', [
            subpage('实例详情', 'cbp_user_purchase_goods_detail', '/cbp/client/application/app-service/goods/detail'),
            action('续费', 'cbp_user_purchase_goods_renew'),
          ]),
        ],
        { icon: 'order' },
      ),
      folder(
        '合作伙伴',
        'cbp_partner_folder',
        [page('已加入计划', 'cbp_user_partner_plan_applied', '/cbp/partner/plan/channelPlanApply', [action('退出计划', 'cbp_user_partner_plan_quit')])],
        { icon: 'partner', primaryOnly: true },
      ),
    ],
  }),
  nav('消息中心', 'msg_center', '/common/msg', 'bell', {
    redirect: '/common/msg/system/message/station',
    children: [
      folder('站内信', 'msg_station_folder', [
        page('站内消息', 'msg_station', '/common/msg/system/message/station', [
          subpage('消息详情', 'msg_station_detail', '/common/msg/system/message/detail'),
          action('全部已读', 'msg_station_read_all'),
        ]),
      ]),
    ],
  }),
  nav('项目管理', 'pm', '/pm', 'project', {
    redirect: '/pm/project-list',
    children: [
      folder('项目', 'pm_folder', [
        page('项目列表', 'pm_project_list', '/pm/project-list', [action('新建项目', 'pm_project_create')]),
        page('项目分组', 'pm_project_group', '/pm/project-group'),
      ]),
    ],
  }),
  nav('子账号管理', 'iam_sub_account_nav', '/common/iam', 'team', {
    redirect: '/common/iam/sub-account/list',
    primaryOnly: true,
    children: [
      folder('子账号', 'iam_sub_account_folder', [
        page('子账号列表', 'iam_sub_account', '/common/iam/sub-account/list', [
          button('新增子账号', 'iam_sub_account_add'),
          button('重置子账号密码', 'iam_sub_account_reset_pwd'),
          button('禁用/启用子账号', 'iam_sub_account_disable'),
          button('变更子账号角色', 'iam_sub_account_role'),
        ]),
      ]),
    ],
  }),
  nav('账号中心', 'portal-user-info', '/user-info', 'user', { primaryOnly: true }),
  nav('日志管理', 'cap-log-manage', '/cap/logmanage-list', 'log', { primaryOnly: true }),
  nav('API商店', 'cap-apistore', '/cap/ampapistore', 'api'),
];

const managerMenus: MenuSeed[] = [
  nav('首页', 'portal-index', 'index', 'home'),
  nav('身份管理', 'iam', '/common/iam', 'team', {
    redirect: '/common/iam/tenant/list',
    children: [
      folder('组织与用户', 'iam_org_folder', [
        page('租户管理', 'iam_tenant', '/common/iam/tenant/list', [
          subpage('租户详情', 'iam_tenant_detail', '/common/iam/tenant/detail'),
          button('新增租户', 'iam_tenant_add'),
          button('编辑租户', 'iam_tenant_edit'),
        ]),
        page('用户管理', 'iam_user', '/common/iam/user/list', [
          button('新增用户', 'iam_user_add'),
          button('重置密码', 'iam_user_reset_pwd'),
          button('禁用/启用用户', 'iam_user_disable'),
          button('变更角色', 'iam_user_role'),
          button('编辑用户', 'iam_user_edit'),
        ]),
        page('角色管理', 'iam_role', '/common/iam/role/list', [button('新增角色', 'iam_role_add'), button('编辑角色', 'iam_role_edit')]),
        // Issue 23 item 2 (migration 013 adds it to older databases).
        page('注销审核', 'iam_closure', '/common/iam/closure/list', [button('通过注销', 'iam_closure_approve'), button('驳回注销', 'iam_closure_reject')]),
      ]),
      folder('安全设置', 'iam_security_folder', [
        page('密码策略', 'iam_pwd_strategy', '/common/iam/security/password', [button('保存密码策略', 'iam_pwd_strategy_save')]),
        page('登录安全', 'iam_login_security', '/common/iam/security/login', [button('保存登录安全', 'iam_login_security_save')]),
      ]),
      // Operators: the environment's import map, its history and rollback (issue 21; migration 009 adds it to older databases).
      folder('部署', 'sys-importmap-folder', [page('导入映射', 'sys-importmap', '/common/iam/importmap', [button('变更导入映射', 'sys-importmap-deploy')])]),
    ],
  }),
  nav('消息管理', 'msg_manage', '/common/msg', 'bell', {
    redirect: '/common/msg/system/message/station',
    children: [
      folder('消息', 'msg_folder', [
        page('站内消息', 'msg_station', '/common/msg/system/message/station'),
        page('消息发送', 'msg_send', '/common/msg/system/message/send', [action('发送', 'msg_send_submit')]),
      ]),
    ],
  }),
  nav('配置中心', 'config', '/common/config', 'setting', {
    redirect: '/common/config/params',
    children: [
      folder('配置', 'config_folder', [
        page('参数配置', 'config_params', '/common/config/params'),
        page('许可管理', 'lica_manage', '/common/lica/license'),
        page('许可监控', 'licm_monitor', '/common/licm/monitor'),
      ]),
    ],
  }),
  nav('云业务管理', 'cbp_admin', '/cbp/admin', 'cloud', {
    redirect: '/cbp/admin/review',
    children: [
      folder('运营', 'cbp_admin_folder', [
        page('申请审核', 'cbp_admin_review', '/cbp/admin/review', [
          subpage('申请详情', 'cbp_admin_review_detail', '/cbp/admin/review/detail'),
          button('通过申请', 'cbp-apply-approve'),
          button('驳回申请', 'cbp-apply-reject'),
        ]),
        page('商品管理', 'cbp_admin_goods', '/cbp/admin/goods'),
        page('内容管理', 'cbp_cms', '/cbp/cms/article'),
        page('服务商', 'cbp_provider', '/cbp/provider/list'),
      ]),
    ],
  }),
  nav('项目管理', 'pm', '/pm', 'project', {
    redirect: '/pm/project-list',
    children: [folder('项目', 'pm_folder', [page('项目列表', 'pm_project_list', '/pm/project-list'), page('日志', 'pm_log', '/pm/logmanage-list')])],
  }),
  nav('管理平台', 'cmp', '/cmp', 'cluster', {
    redirect: '/cmp/dashboard',
    children: [folder('资源', 'cmp_folder', [page('资源总览', 'cmp_dashboard', '/cmp/dashboard')])],
  }),
  nav('个人信息', 'portal-user-info', '/user-info', 'user'),
  nav('日志管理', 'cap-log-manage', '/cap/logmanage-list', 'log'),
  nav('API商店', 'cap-apistore', '/cap/ampapistore', 'api'),
];

async function insertMenus(db: Db, userType: 'MANAGER_USER' | 'CLIENT_USER', nodes: MenuSeed[], parentId: number | null, inheritedPrimaryOnly = false) {
  for (const [sort, node] of nodes.entries()) {
    const primaryOnly = inheritedPrimaryOnly || !!node.primaryOnly;
    const row = await db
      .insertInto('menu')
      .values({
        user_type: userType,
        parent_id: parentId,
        menu_name: node.name,
        menu_name_en: node.en ?? menuNameEn(userType, node.code),
        menu_code: node.code,
        menu_type: node.type,
        path: node.path ?? null,
        redirect: node.redirect ?? null,
        icon: node.icon ?? null,
        sort,
        primary_only: primaryOnly,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (node.children?.length) await insertMenus(db, userType, node.children, row.id, primaryOnly);
  }
}

/** [name, code, text, flag, url, colour, category]; flag 3 carries a redirect parameter (spec 2). */
const applications: Array<[string, string, string, number, string, string, string]> = [
  ['双碳平台', 'carbon', '双碳', 3, 'https://sso.portal.example/login?redirect=https://carbon.portal.example/#/overview', '#2b8a3e', '生产运营'],
  ['设备管理', 'equipment', '设备', 1, 'https://equipment.portal.example/', '#1c7ed6', '生产运营'],
  ['能耗监测', 'energy', '能耗', 1, 'https://energy.portal.example/', '#f08c00', '生产运营'],
  ['安全生产', 'safety', '安全', 1, 'https://safety.portal.example/', '#c2255c', '生产运营'],
  ['项目管理', 'pm', '项目', 2, '/#/pm/project-list', '#7048e8', '平台应用'],
  ['消息中心', 'msg', '消息', 2, '/#/common/msg/system/message/station', '#13a8a8', '平台应用'],
  ['云业务平台', 'cbp', '云业', 2, '/#/cbp/client/project/application?menu_code=cbp_order_apply', '#2f6fed', '平台应用'],
  ['API商店', 'apistore', 'API', 2, '/cap/#/ampapistore', '#e8590c', '平台应用'],
  ['个人信息', 'profile', '个人', 2, '/#/user-info', '#1c7ed6', '个人板块'],
  ['我的订单', 'orders', '订单', 2, '/#/cbp/client/application/app-service/goods?menu_code=cbp_user_purchase_goods', '#2b8a3e', '个人板块'],
  ['合作伙伴计划', 'partner', '伙伴', 2, '/#/cbp/partner/plan/channelPlanApply?menu_code=cbp_user_partner_plan_applied', '#7048e8', '个人板块'],
];

/** The platform's default applications, which every new tenant gets: the portal's own (平台应用, 个人板块). */
const defaultCategories = new Set(['平台应用', '个人板块']);

/** The applications the sub-account `operator` is given as its own. */
const operatorApps = ['equipment', 'msg', 'pm', 'profile'];

/** The three application categories (spec 6), by name. */
async function seedCategories(db: Db): Promise<Map<string, number>> {
  const categories = new Map<string, number>();
  for (const [sort, name] of ['生产运营', '平台应用', '个人板块'].entries()) {
    const row = await db
      .insertInto('app_category')
      .values({ name, name_en: CATEGORY_NAMES_EN[name] ?? null, sort })
      .returning('id')
      .executeTakeFirstOrThrow();
    categories.set(name, row.id);
  }
  return categories;
}

/** The applications with their generated logos; answers their ids by code. */
async function seedApplications(db: Db, categories: Map<string, number>): Promise<Map<string, number>> {
  const appIds = new Map<string, number>();
  for (const [sort, [name, code, text, flag, url, colour, category]] of applications.entries()) {
    const uuid = crypto.randomUUID();
    // Pictures without words, the same in every language (migration 016); one raster logo among
    // the vector ones, so clients meet both kinds.
    const logo =
      code === 'equipment'
        ? { content_type: 'image/png', body: pngDeviceLogo(colour) }
        : { content_type: 'image/svg+xml', body: svgGlyphLogo(code, colour) ?? svgLogo(text, colour) };
    await db
      .insertInto('app_logo')
      .values({ uuid, ...logo })
      .execute();
    const row = await db
      .insertInto('application')
      .values({
        app_name: name,
        app_name_en: APP_NAMES_EN[code] ?? null,
        app_code: code,
        app_url: url,
        logo_uuid: uuid,
        text,
        flag,
        category_id: categories.get(category)!,
        sort,
        is_default: defaultCategories.has(category),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    appIds.set(code, row.id);
  }
  return appIds;
}

/** Tenant A's list with 双碳平台, tenant B's without it, and the sub-account's own list. */
async function seedAppLists(db: Db, appIds: Map<string, number>): Promise<void> {
  const users = await db
    .selectFrom('user_account')
    .select(['id', 'login_name', 'tenant_id'])
    .where('login_name', 'in', ['demo', 'demo2', 'operator'])
    .where('user_type', '=', 'CLIENT_USER')
    .execute();
  const user = (name: string) => users.find((u) => u.login_name === name);
  const tenantA = user('demo')?.tenant_id;
  const tenantB = user('demo2')?.tenant_id;
  if (tenantA)
    await db
      .insertInto('tenant_app')
      .values([...appIds.values()].map((app_id) => ({ tenant_id: tenantA, app_id })))
      .execute();
  if (tenantB) {
    const withoutCarbon = [...appIds.entries()].filter(([code]) => code !== 'carbon').map(([, app_id]) => ({ tenant_id: tenantB, app_id }));
    await db.insertInto('tenant_app').values(withoutCarbon).execute();
  }
  const operator = user('operator');
  if (operator)
    await db
      .insertInto('user_app')
      .values(operatorApps.map((code) => ({ user_id: operator.id, app_id: appIds.get(code)! })))
      .execute();
}

/**
 * The catalogue's demo data: menu trees for both user types, the three application categories
 * (spec 6), applications with generated logos, tenant A's list with 双碳平台 and tenant B's
 * without it, and the sub-account's own list.
 */
export async function seedCatalog(db: Db): Promise<void> {
  await insertMenus(db, 'CLIENT_USER', clientMenus, null);
  await insertMenus(db, 'MANAGER_USER', managerMenus, null);
  const appIds = await seedApplications(db, await seedCategories(db));
  await seedAppLists(db, appIds);
}
