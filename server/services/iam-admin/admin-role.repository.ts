import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AdminRole } from '../../../contract/iam-admin';
import type { UserType } from '../iam';
import { findMenuRows } from '../catalog';
import { findRoleCodes } from './role-grant.repository';

type Db = Kysely<Database>;

function roles(db: Db) {
  return db
    .selectFrom('role as r')
    .select((eb) => [
      'r.id',
      'r.role_name',
      'r.role_name_en',
      'r.user_type',
      'r.remark',
      'r.created_at',
      'r.holds_all',
      eb.selectFrom('user_account as u').select(eb.fn.countAll<string>().as('n')).whereRef('u.role_id', '=', 'r.id').as('user_count'),
    ]);
}

type RoleRow = Awaited<ReturnType<ReturnType<typeof roles>['executeTakeFirstOrThrow']>>;

const toRole = (r: RoleRow, menuCodes: string[]): AdminRole => ({
  id: r.id,
  roleName: r.role_name,
  roleNameEn: r.role_name_en,
  userType: r.user_type,
  remark: r.remark,
  holdsAll: r.holds_all,
  menuCodes,
  userCount: Number(r.user_count ?? 0),
  createdAt: new Date(r.created_at).toISOString(),
});

/** The roles with their codes: the stored ones, every code of the type for the super administrator role. */
async function withCodes(db: Db, rows: RoleRow[]): Promise<AdminRole[]> {
  const stored = await findRoleCodes(
    db,
    rows.filter((r) => !r.holds_all).map((r) => r.id),
  );
  const everyCode = new Map<UserType, string[]>();
  for (const row of rows.filter((r) => r.holds_all)) {
    if (!everyCode.has(row.user_type)) everyCode.set(row.user_type, (await findMenuRows(db, row.user_type)).map((m) => m.menu_code).sort());
  }
  return rows.map((r) => toRole(r, (r.holds_all ? everyCode.get(r.user_type) : stored.get(r.id)) ?? []));
}

/** Roles by user type (managers first) then name; `namePattern` an ILIKE pattern. */
export async function findRoles(db: Db, filter: { userType?: UserType; namePattern?: string | null }): Promise<AdminRole[]> {
  const rows = await roles(db)
    .$if(filter.userType !== undefined, (q) => q.where('r.user_type', '=', filter.userType!))
    .$if(!!filter.namePattern, (q) => q.where('r.role_name', 'ilike', filter.namePattern!))
    .orderBy('r.user_type', 'desc')
    .orderBy('r.id')
    .execute();
  return withCodes(db, rows);
}

export async function findRole(db: Db, id: number): Promise<AdminRole | null> {
  const row = await roles(db).where('r.id', '=', id).executeTakeFirst();
  return row ? (await withCodes(db, [row]))[0] : null;
}

/** True when another role of the user type has the name. */
export async function roleNameTaken(db: Db, userType: UserType, roleName: string, exceptId = 0): Promise<boolean> {
  return !!(await db
    .selectFrom('role')
    .select('id')
    .where('user_type', '=', userType)
    .where('role_name', '=', roleName)
    .where('id', '!=', exceptId)
    .executeTakeFirst());
}

export async function insertRole(
  db: Db,
  role: { userType: UserType; roleName: string; roleNameEn: string | null; remark: string | null; createdAt: Date },
): Promise<number> {
  const row = await db
    .insertInto('role')
    .values({ user_type: role.userType, role_name: role.roleName, role_name_en: role.roleNameEn, remark: role.remark, created_at: role.createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Renames a role and the name its users show, in one transaction. */
export async function updateRole(db: Db, id: number, change: { roleName: string; roleNameEn?: string | null; remark: string | null }): Promise<void> {
  const write = async (trx: Db) => {
    await trx
      .updateTable('role')
      .set({ role_name: change.roleName, remark: change.remark, ...(change.roleNameEn === undefined ? {} : { role_name_en: change.roleNameEn }) })
      .where('id', '=', id)
      .execute();
    await trx.updateTable('user_account').set({ role_name: change.roleName }).where('role_id', '=', id).execute();
  };
  await (db.isTransaction ? write(db) : db.transaction().execute(write));
}
