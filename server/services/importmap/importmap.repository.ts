import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ImportMapChange } from '../../../contract/importmap';
import type { ImportMapVersionTable } from './importmap.tables';

type Db = Kysely<Database>;

/** Any number: the advisory lock every change of the map takes, on every instance (import-map-deployer's lock, in the database). */
const MAP_LOCK = 7_021_021;

interface CurrentRow {
  version: number;
  map_text: string;
  file_sha: string | null;
}

export type VersionRow = Omit<ImportMapVersionTable, 'created_at'> & { created_at: Date };

/** The version every instance serves, or null before the first one. */
export async function findCurrent(db: Db | Transaction<Database>): Promise<CurrentRow | null> {
  const row = await db
    .selectFrom('import_map_state as s')
    .innerJoin('import_map_version as v', 'v.version', 's.version')
    .select(['v.version', 'v.map_text', 's.file_sha'])
    .where('s.id', '=', 1)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Runs `change` in a transaction that holds the map's lock: changes from any instance run one
 * after the other, each reading the version the one before it wrote, so none is lost.
 */
export function withMapLock<T>(db: Db, change: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${MAP_LOCK})`.execute(trx);
    return change(trx);
  });
}

/** Writes a new version and makes it the served one; `fileSha` when it came from importmap.json (else the last one is kept). */
export async function insertVersion(trx: Transaction<Database>, row: VersionRow, fileSha?: string): Promise<void> {
  await trx.insertInto('import_map_version').values(row).execute();
  await trx
    .insertInto('import_map_state')
    .values({ id: 1, version: row.version, file_sha: fileSha ?? null })
    .onConflict((oc) => oc.column('id').doUpdateSet(fileSha === undefined ? { version: row.version } : { version: row.version, file_sha: fileSha }))
    .execute();
}

/** Records that the file's text `fileSha` was seen without making a version (it equals the served map). */
export async function markFileSeen(trx: Transaction<Database>, fileSha: string): Promise<void> {
  await trx.updateTable('import_map_state').set({ file_sha: fileSha }).where('id', '=', 1).execute();
}

export async function findVersion(db: Db | Transaction<Database>, version: number): Promise<VersionRow | null> {
  return (await db.selectFrom('import_map_version').selectAll().where('version', '=', version).executeTakeFirst()) ?? null;
}

export const toChange = (row: VersionRow): ImportMapChange => ({
  version: row.version,
  at: new Date(row.created_at).toISOString(),
  action: row.action,
  service: row.service,
  url: row.url,
  previousUrl: row.previous_url,
  restoredVersion: row.restored_version,
  actor: row.actor,
});

export async function findHistory(db: Db, limit: number): Promise<ImportMapChange[]> {
  const rows = await db.selectFrom('import_map_version').selectAll().orderBy('version', 'desc').limit(limit).execute();
  return rows.map(toChange);
}
