import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Replaces a role's codes in one transaction. */
export async function replaceRoleCodes(db: Db, roleId: number, codes: readonly string[]): Promise<void> {
  const write = async (trx: Db) => {
    await trx.deleteFrom('role_menu').where('role_id', '=', roleId).execute();
    if (codes.length)
      await trx
        .insertInto('role_menu')
        .values(codes.map((menu_code) => ({ role_id: roleId, menu_code })))
        .execute();
  };
  await (db.isTransaction ? write(db) : db.transaction().execute(write));
}

/** The stored codes of every role, by role id. */
export async function findRoleCodes(db: Db, roleIds: readonly number[]): Promise<Map<number, string[]>> {
  const codes = new Map<number, string[]>(roleIds.map((id) => [id, []]));
  if (!roleIds.length) return codes;
  const rows = await db.selectFrom('role_menu').select(['role_id', 'menu_code']).where('role_id', 'in', roleIds).orderBy('menu_code').execute();
  for (const row of rows) codes.get(row.role_id)?.push(row.menu_code);
  return codes;
}

/** Active managers holding the super administrator role, but `exceptId`. */
export async function findActiveSuperAdmins(db: Db, exceptId = 0): Promise<Array<{ id: number; loginName: string; email: string | null }>> {
  const rows = await db
    .selectFrom('user_account as u')
    .innerJoin('role as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.login_name', 'u.email'])
    .where('r.holds_all', '=', true)
    .where('u.user_type', '=', 'MANAGER_USER')
    .where('u.status', '=', 'active')
    .where('u.id', '!=', exceptId)
    .orderBy('u.id')
    .execute();
  return rows.map((r) => ({ id: r.id, loginName: r.login_name, email: r.email }));
}

/** Gives a user a role (and the name the profile shows). */
export async function updateUserRole(db: Db, userId: number, role: { id: number; name: string }): Promise<void> {
  await db.updateTable('user_account').set({ role_id: role.id, role_name: role.name }).where('id', '=', userId).execute();
}

export async function insertStepUp(db: Db, proof: { tokenHash: string; userId: number; sessionId: string; expiresAt: Date }, now: Date): Promise<void> {
  await db.deleteFrom('step_up').where('expires_at', '<=', now).execute();
  await db
    .insertInto('step_up')
    .values({ token_hash: proof.tokenHash, user_id: proof.userId, session_id: proof.sessionId, expires_at: proof.expiresAt })
    .execute();
}

/** Spends a proof of the user's session that has not expired; false when there is none. */
export async function spendStepUpProof(db: Db, proof: { tokenHash: string; userId: number; sessionId: string }, now: Date): Promise<boolean> {
  const row = await db
    .deleteFrom('step_up')
    .where('token_hash', '=', proof.tokenHash)
    .where('user_id', '=', proof.userId)
    .where('session_id', '=', proof.sessionId)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return !!row;
}
