import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ThrottleState } from './login-throttle.rules';

type Db = Kysely<Database>;

const throttleRow = (s: ThrottleState) => ({
  failures: s.failures,
  last_failure_at: new Date(s.lastFailureAt),
  locked_until: s.lockedUntil ? new Date(s.lockedUntil) : null,
});

export async function readThrottle(db: Db, key: string): Promise<ThrottleState | null> {
  const row = await db.selectFrom('login_throttle').selectAll().where('throttle_key', '=', key).executeTakeFirst();
  if (!row) return null;
  return {
    failures: row.failures,
    lastFailureAt: new Date(row.last_failure_at).getTime(),
    lockedUntil: row.locked_until ? new Date(row.locked_until).getTime() : null,
  };
}

export async function writeThrottle(db: Db, key: string, state: ThrottleState): Promise<void> {
  const row = throttleRow(state);
  await db
    .insertInto('login_throttle')
    .values({ throttle_key: key, ...row })
    .onConflict((oc) => oc.column('throttle_key').doUpdateSet(row))
    .execute();
}

/** Puts back `before` (or removes the name when there was none) unless the row has moved on from `after`. */
export async function restoreThrottle(db: Db, key: string, before: ThrottleState | null, after: ThrottleState): Promise<void> {
  const unchanged = { failures: after.failures, at: new Date(after.lastFailureAt) };
  if (before) {
    await db
      .updateTable('login_throttle')
      .set(throttleRow(before))
      .where('throttle_key', '=', key)
      .where('failures', '=', unchanged.failures)
      .where('last_failure_at', '=', unchanged.at)
      .execute();
  } else {
    await db
      .deleteFrom('login_throttle')
      .where('throttle_key', '=', key)
      .where('failures', '=', unchanged.failures)
      .where('last_failure_at', '=', unchanged.at)
      .execute();
  }
}

export async function deleteThrottles(db: Db, keys: string[]): Promise<void> {
  await db.deleteFrom('login_throttle').where('throttle_key', 'in', keys).execute();
}
