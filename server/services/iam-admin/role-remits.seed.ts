import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { replaceRoleCodes } from './role-grant.repository';

type Db = Kysely<Database>;

const EVERY_CODE = '*';

/** What every manager keeps: the home page, their own information and their station messages. */
const MANAGER_BASE = ['portal-index', 'portal-user-info', 'msg_manage', 'msg_folder', 'msg_station'];
/** What every client user keeps: the home page, the overview, their applications and messages, the API store. */
const CLIENT_BASE = [
  'portal-index',
  'portal-overview',
  'portal-application',
  'msg_center',
  'msg_station_folder',
  'msg_station',
  'msg_station_detail',
  'msg_station_read_all',
  'cap-apistore',
];

/**
 * The demo roles' codes, as their remarks describe them (issue 22 N-1); ancestors are added when
 * the tree is built. 超级管理员 holds everything by its flag; 租户管理员 every client code.
 */
const ROLE_REMITS: Record<string, { userType: 'MANAGER_USER' | 'CLIENT_USER'; codes: string[] }> = {
  运营管理员: {
    userType: 'MANAGER_USER',
    codes: [
      ...MANAGER_BASE,
      'iam_tenant',
      'iam_tenant_detail',
      'iam_tenant_add',
      'iam_tenant_edit',
      'iam_user',
      'iam_user_add',
      'iam_user_edit',
      'iam_user_reset_pwd',
      'iam_user_disable',
      'iam_closure',
      'iam_closure_approve',
      'iam_closure_reject',
      'msg_send',
      'msg_send_submit',
    ],
  },
  安全审计员: {
    userType: 'MANAGER_USER',
    codes: [...MANAGER_BASE, 'iam_pwd_strategy', 'iam_login_security', 'iam_user', 'iam_role', 'cap-log-manage', 'pm_log'],
  },
  客服专员: { userType: 'MANAGER_USER', codes: [...MANAGER_BASE, 'iam_user', 'iam_user_reset_pwd'] },
  租户管理员: { userType: 'CLIENT_USER', codes: [EVERY_CODE] },
  运维人员: {
    userType: 'CLIENT_USER',
    codes: [
      ...CLIENT_BASE,
      'cbp_order_apply',
      'cbp_order_apply_detail',
      'cbp_user_purchase_goods',
      'cbp_user_purchase_goods_detail',
      'pm_project_list',
      'pm_project_create',
      'pm_project_group',
    ],
  },
  开发人员: { userType: 'CLIENT_USER', codes: [...CLIENT_BASE, 'pm_project_list', 'pm_project_create', 'pm_project_group'] },
  财务人员: {
    userType: 'CLIENT_USER',
    codes: [
      ...CLIENT_BASE,
      'cbp_order_apply',
      'cbp_order_apply_detail',
      'cbp_order_apply_delete',
      'cbp_user_purchase_goods',
      'cbp_user_purchase_goods_detail',
      'cbp_user_purchase_goods_renew',
    ],
  },
  访客: { userType: 'CLIENT_USER', codes: CLIENT_BASE },
};

/** Gives the demo roles their codes, once the menus exist (after the catalogue's seed). */
export async function seedRoleRemits(db: Db): Promise<void> {
  const roles = await db.selectFrom('role').select(['id', 'role_name', 'user_type']).where('holds_all', '=', false).execute();
  for (const role of roles) {
    const remit = ROLE_REMITS[role.role_name];
    if (!remit || remit.userType !== role.user_type) continue;
    const menus = await db.selectFrom('menu').select(['id', 'parent_id', 'menu_code']).where('user_type', '=', role.user_type).execute();
    const byId = new Map(menus.map((m) => [m.id, m]));
    const wanted = remit.codes.includes(EVERY_CODE) ? menus.map((m) => m.menu_code) : remit.codes;
    const codes = new Set<string>();
    for (const code of wanted) {
      let menu = menus.find((m) => m.menu_code === code);
      if (!menu) throw new Error(`role ${role.role_name}: no menu ${code}`);
      while (menu && !codes.has(menu.menu_code)) {
        codes.add(menu.menu_code);
        menu = menu.parent_id === null ? undefined : byId.get(menu.parent_id);
      }
    }
    await replaceRoleCodes(db, role.id, [...codes].sort());
  }
}
