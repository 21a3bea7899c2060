import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Grant } from './grant.rules';

type Db = Kysely<Database>;

/**
 * What a user's role grants (issue 22 N-1): every code for the super administrator role, the
 * role's stored codes otherwise, nothing for a user without a role.
 */
export async function findUserGrant(db: Db, userId: number): Promise<Grant> {
  const row = await db
    .selectFrom('user_account as u')
    .leftJoin('role as r', 'r.id', 'u.role_id')
    .select(['r.id as role_id', 'r.holds_all'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row?.role_id) return { all: false, codes: new Set() };
  return findRoleGrant(db, row.role_id, !!row.holds_all);
}

export async function findRoleGrant(db: Db, roleId: number, holdsAll: boolean): Promise<Grant> {
  if (holdsAll) return { all: true };
  const rows = await db.selectFrom('role_menu').select('menu_code').where('role_id', '=', roleId).execute();
  return { all: false, codes: new Set(rows.map((r) => r.menu_code)) };
}

/** The menus of a user type, flat, in tree order (for grants and the role editor). */
export function findMenuRows(db: Db, userType: 'MANAGER_USER' | 'CLIENT_USER') {
  return db
    .selectFrom('menu')
    .select(['id', 'parent_id', 'menu_name', 'menu_name_en', 'menu_code', 'menu_type', 'path', 'redirect', 'icon', 'primary_only'])
    .where('user_type', '=', userType)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
