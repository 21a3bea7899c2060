import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Sliding-window counters kept in the database (rate_event), so several server instances
 * share them. `check` answers how many seconds to wait, or 0 when another event is allowed.
 */
export interface RateRule {
  bucket: string;
  limit: number;
  windowMs: number;
}

export async function secondsUntilAllowed(db: Kysely<Database>, rule: RateRule, subject: string, now: number): Promise<number> {
  const since = new Date(now - rule.windowMs);
  const rows = await db
    .selectFrom('rate_event')
    .select('at')
    .where('bucket', '=', rule.bucket)
    .where('subject', '=', subject)
    .where('at', '>', since)
    .orderBy('at', 'desc')
    .limit(rule.limit)
    .execute();
  if (rows.length < rule.limit) return 0;
  // The oldest of the last `limit` events leaves the window first.
  const oldest = new Date(rows[rows.length - 1].at).getTime();
  return Math.max(1, Math.ceil((oldest + rule.windowMs - now) / 1000));
}

/**
 * Runs `fn` in a transaction holding an advisory lock per key, so a check and the write that
 * follows it cannot interleave with another request's for the same key: parallel requests
 * otherwise all read "allowed" before any of them records (on PostgreSQL 60 parallel sign-ins
 * from one address all passed the limit of 30). Keys are locked in one order: no deadlock.
 */
export async function serialized<T>(db: Kysely<Database>, keys: string[], fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    for (const key of [...new Set(keys)].sort()) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    return fn(trx);
  });
}

/** Checks a rule and records the event when allowed, atomically: the seconds to wait, or 0 (recorded). */
export async function takeSlot(db: Kysely<Database>, rule: RateRule, subject: string, now: number): Promise<number> {
  return serialized(db, [`${rule.bucket}:${subject}`], async (trx) => {
    const wait = await secondsUntilAllowed(trx, rule, subject, now);
    if (wait === 0) await recordEvent(trx, rule, subject, now);
    return wait;
  });
}

export async function recordEvent(db: Kysely<Database>, rule: RateRule, subject: string, now: number): Promise<void> {
  await db
    .insertInto('rate_event')
    .values({ bucket: rule.bucket, subject, at: new Date(now) })
    .execute();
}

/** Drops events older than any window (a day); called now and then, not on every request. */
export async function pruneEvents(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .deleteFrom('rate_event')
    .where('at', '<', new Date(now - 24 * 3600_000))
    .execute();
}
