import { sql, type Kysely } from 'kysely';

/**
 * Issue 23 item 5: the names the platform ships carry an English name beside the Chinese one
 * (docs/decisions/016-names-in-both-languages.md): menus, application categories, applications
 * and roles. The English column is null where nobody gave one (a tenant's own role, a manager's
 * own application): the browser then shows the one name there is.
 *
 * A database in use gets the English names of the rows the platform seeded, found by menu code,
 * application code and the seeded Chinese names; rows users named themselves are left alone.
 * A fresh database gets them from the seeds.
 */

/** Menu codes → English, for both trees; `MANAGER_USER:` keys say where the manager's differs. */
export const MENU_NAMES_EN: Record<string, string> = {
  'portal-index': 'Home',
  'portal-overview': 'Overview',
  'portal-application': 'My applications',
  cbp_client: 'Cloud business',
  cbp_client_order: 'Orders',
  cbp_order_apply: 'Resource applications',
  cbp_order_apply_detail: 'Application details',
  cbp_order_apply_delete: 'Delete application',
  cbp_user_purchase_goods: 'Purchased goods',
  cbp_user_purchase_goods_detail: 'Instance details',
  cbp_user_purchase_goods_renew: 'Renew',
  cbp_partner_folder: 'Partners',
  cbp_user_partner_plan_applied: 'Joined plans',
  cbp_user_partner_plan_quit: 'Leave plan',
  msg_center: 'Message centre',
  msg_station_folder: 'Inbox',
  msg_station: 'Station messages',
  msg_station_detail: 'Message details',
  msg_station_read_all: 'Mark all as read',
  pm: 'Project management',
  pm_folder: 'Projects',
  pm_project_list: 'Project list',
  pm_project_create: 'New project',
  pm_project_group: 'Project groups',
  pm_log: 'Logs',
  iam_sub_account_nav: 'Sub-accounts',
  iam_sub_account_folder: 'Sub-accounts',
  iam_sub_account: 'Sub-account list',
  iam_sub_account_add: 'Add sub-account',
  iam_sub_account_reset_pwd: 'Reset sub-account password',
  iam_sub_account_disable: 'Disable/enable sub-account',
  iam_sub_account_role: 'Change sub-account role',
  'portal-user-info': 'Account centre',
  'MANAGER_USER:portal-user-info': 'My information',
  'cap-log-manage': 'Log management',
  'cap-apistore': 'API store',
  iam: 'Identity',
  iam_org_folder: 'Organisations and users',
  iam_tenant: 'Tenants',
  iam_tenant_detail: 'Tenant details',
  iam_tenant_add: 'Add tenant',
  iam_tenant_edit: 'Edit tenant',
  iam_user: 'Users',
  iam_user_add: 'Add user',
  iam_user_edit: 'Edit user',
  iam_closure: 'Account closures',
  iam_closure_approve: 'Approve closure',
  iam_closure_reject: 'Reject closure',
  iam_user_reset_pwd: 'Reset password',
  iam_user_disable: 'Disable/enable user',
  iam_user_role: 'Change role',
  iam_role: 'Roles',
  iam_role_add: 'Add role',
  iam_role_edit: 'Edit role',
  iam_security_folder: 'Security settings',
  iam_pwd_strategy: 'Password strategy',
  iam_pwd_strategy_save: 'Save password strategy',
  iam_login_security: 'Login security',
  iam_login_security_save: 'Save login security',
  'sys-importmap-folder': 'Deployment',
  'sys-importmap': 'Import map',
  'sys-importmap-deploy': 'Change import map',
  msg_manage: 'Messages',
  msg_folder: 'Messages',
  msg_send: 'Send messages',
  msg_send_submit: 'Send',
  config: 'Configuration',
  config_folder: 'Configuration',
  config_params: 'Parameters',
  lica_manage: 'Licences',
  licm_monitor: 'Licence monitoring',
  cbp_admin: 'Cloud business admin',
  cbp_admin_folder: 'Operations',
  cbp_admin_review: 'Application review',
  cbp_admin_review_detail: 'Application details',
  'cbp-apply-approve': 'Approve application',
  'cbp-apply-reject': 'Reject application',
  cbp_admin_goods: 'Goods',
  cbp_cms: 'Content',
  cbp_provider: 'Service providers',
  cmp: 'Management platform',
  cmp_folder: 'Resources',
  cmp_dashboard: 'Resource overview',
};

/** The English name of a menu code in a user type's tree, or null. */
export function menuNameEn(userType: string, code: string): string | null {
  return MENU_NAMES_EN[`${userType}:${code}`] ?? MENU_NAMES_EN[code] ?? null;
}

/** Seeded application codes → English. */
export const APP_NAMES_EN: Record<string, string> = {
  carbon: 'Dual carbon platform',
  equipment: 'Equipment management',
  energy: 'Energy monitoring',
  safety: 'Production safety',
  pm: 'Project management',
  msg: 'Message centre',
  cbp: 'Cloud business platform',
  apistore: 'API store',
  profile: 'My information',
  orders: 'My orders',
  partner: 'Partner programme',
};

/** Seeded application categories (by their Chinese name) → English. */
export const CATEGORY_NAMES_EN: Record<string, string> = {
  生产运营: 'Production and operations',
  平台应用: 'Platform applications',
  个人板块: 'Personal',
};

/** The roles the platform seeded (by their Chinese name) → English. */
export const ROLE_NAMES_EN: Record<string, string> = {
  超级管理员: 'Super administrator',
  运营管理员: 'Operations manager',
  安全审计员: 'Security auditor',
  客服专员: 'Customer service agent',
  租户管理员: 'Tenant administrator',
  运维人员: 'Operations staff',
  开发人员: 'Developer',
  财务人员: 'Finance staff',
  访客: 'Guest',
};

const pairs = (table: Record<string, string>) => Object.entries(table).map(([key, en]) => sql`(${key}, ${en})`);

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table menu add column menu_name_en text`.execute(db);
  await sql`alter table app_category add column name_en text`.execute(db);
  await sql`alter table application add column app_name_en text`.execute(db);
  await sql`alter table role add column role_name_en text`.execute(db);
  await sql`update menu set menu_name_en = v.en from (values ${sql.join(pairs(MENU_NAMES_EN))}) as v(key, en)
    where v.key = menu.menu_code`.execute(db);
  await sql`update menu set menu_name_en = v.en from (values ${sql.join(pairs(MENU_NAMES_EN))}) as v(key, en)
    where v.key = menu.user_type || ':' || menu.menu_code`.execute(db);
  await sql`update application set app_name_en = v.en from (values ${sql.join(pairs(APP_NAMES_EN))}) as v(code, en) where application.app_code = v.code`.execute(
    db,
  );
  await sql`update app_category set name_en = v.en from (values ${sql.join(pairs(CATEGORY_NAMES_EN))}) as v(name, en) where app_category.name = v.name`.execute(
    db,
  );
  // Only the platform's own roles: a client role with the same name as a seeded one is the seeded one.
  await sql`update role set role_name_en = v.en from (values ${sql.join(pairs(ROLE_NAMES_EN))}) as v(name, en) where role.role_name = v.name`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table role drop column if exists role_name_en`.execute(db);
  await sql`alter table application drop column if exists app_name_en`.execute(db);
  await sql`alter table app_category drop column if exists name_en`.execute(db);
  await sql`alter table menu drop column if exists menu_name_en`.execute(db);
}
