import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export async function insertPasswordKey(db: Db, key: { hash: string; userId: number; createdAt: number; expiresAt: number }): Promise<void> {
  // Only the newest link works: a new key retires every earlier unused key of the user.
  await db.transaction().execute(async (trx) => {
    await retirePasswordKeys(trx, key.userId);
    await trx
      .insertInto('password_key')
      .values({ key_hash: key.hash, user_id: key.userId, created_at: new Date(key.createdAt), expires_at: new Date(key.expiresAt), used_at: null })
      .execute();
  });
}

/**
 * Marks an unused, unexpired key used: its user's id, or null when it is unknown, used or expired.
 * Every other outstanding key of the user dies with it (issue 13 item 6).
 */
export async function claimPasswordKeyRow(db: Db, hash: string, now: number): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('password_key')
      .set({ used_at: new Date(now) })
      .where('key_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date(now))
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) return null;
    await retirePasswordKeys(trx, claimed.user_id);
    return claimed.user_id;
  });
}

/** Every unused set-password key of a user stops working (its password changed or another key was used). */
export async function retirePasswordKeys(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('password_key').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}
