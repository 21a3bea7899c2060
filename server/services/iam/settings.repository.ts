import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Stores a setting (JSON text): replacing the stored one when `override`, else only when absent. */
export async function writeSetting(db: Db, key: string, value: string, override: boolean): Promise<void> {
  await db
    .insertInto('setting')
    .values({ key, value })
    .onConflict((oc) => (override ? oc.column('key').doUpdateSet({ value }) : oc.column('key').doNothing()))
    .execute();
}

/** The stored JSON text of a setting, or null. */
export async function readSetting(db: Db, key: string): Promise<string | null> {
  const row = await db.selectFrom('setting').select('value').where('key', '=', key).executeTakeFirst();
  return row ? row.value : null;
}
