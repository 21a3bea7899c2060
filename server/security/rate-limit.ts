import type { Kysely } from 'kysely';
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

export async function recordEvent(db: Kysely<Database>, rule: RateRule, subject: string, now: number): Promise<void> {
  await db.insertInto('rate_event').values({ bucket: rule.bucket, subject, at: new Date(now) }).execute();
}

/** Drops events older than any window (a day); called now and then, not on every request. */
export async function pruneEvents(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('rate_event').where('at', '<', new Date(now - 24 * 3600_000)).execute();
}
