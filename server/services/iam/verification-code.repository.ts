import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A stored code; row types stay in this file. */
interface StoredCode {
  id: number;
  codeHash: string;
  createdAt: number;
  expiresAt: number;
  consumedAt: number | null;
  failedAttempts: number;
  /** Who asked for it (`ip:<address>` or `user:<id>`): the resend countdown is theirs (N-4). */
  requestedBy: string | null;
}

export async function findCode(db: Db, purpose: string, destination: string): Promise<StoredCode | null> {
  const row = await db.selectFrom('verification_code').selectAll().where('purpose', '=', purpose).where('destination', '=', destination).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    codeHash: row.code_hash,
    createdAt: new Date(row.created_at).getTime(),
    expiresAt: new Date(row.expires_at).getTime(),
    consumedAt: row.consumed_at === null ? null : new Date(row.consumed_at).getTime(),
    failedAttempts: row.failed_attempts,
    requestedBy: row.requested_by,
  };
}

/** Stores a new code for a purpose and destination, replacing the one before. */
export async function saveCode(
  db: Db,
  purpose: string,
  destination: string,
  code: { hash: string; createdAt: number; expiresAt: number; requestedBy: string },
): Promise<void> {
  const row = {
    code_hash: code.hash,
    created_at: new Date(code.createdAt),
    expires_at: new Date(code.expiresAt),
    failed_attempts: 0,
    consumed_at: null,
    requested_by: code.requestedBy,
  };
  await db
    .insertInto('verification_code')
    .values({ purpose, destination, ...row })
    .onConflict((oc) => oc.columns(['purpose', 'destination']).doUpdateSet(row))
    .execute();
}

export async function deleteCode(db: Db, purpose: string, destination: string): Promise<void> {
  await db.deleteFrom('verification_code').where('purpose', '=', purpose).where('destination', '=', destination).execute();
}

/**
 * Counts one try of an unconsumed code with tries left, in one statement: parallel guesses
 * otherwise all read the same count. The tries so far, or null when the code cannot be tried.
 */
export async function countCodeTry(db: Db, id: number, maxTries: number): Promise<number | null> {
  const taken = await db
    .updateTable('verification_code')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .where('failed_attempts', '<', maxTries)
    .returning('failed_attempts')
    .executeTakeFirst();
  return taken ? taken.failed_attempts : null;
}

export async function burnCode(db: Db, id: number, now: number): Promise<void> {
  await db
    .updateTable('verification_code')
    .set({ consumed_at: new Date(now) })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .execute();
}

/** Consumes a code and gives back the try the right code took; false when it was consumed meanwhile. */
export async function claimCode(db: Db, id: number, now: number): Promise<boolean> {
  const claimed = await db
    .updateTable('verification_code')
    .set((eb) => ({ consumed_at: new Date(now), failed_attempts: eb('failed_attempts', '-', 1) }))
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
