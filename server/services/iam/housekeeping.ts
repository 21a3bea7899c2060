import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { pruneEvents } from '../../security/rate-limit';
import { REFRESH_GRACE_MS } from './session.rules';

/** Deletes what can no longer matter: day-old rate events, expired access tokens, used refresh tokens past their grace. */
export async function sweepExpired(db: Kysely<Database>, now: number): Promise<void> {
  await pruneEvents(db, now);
  await db.deleteFrom('access_token').where('expires_at', '<', new Date(now)).execute();
  await db
    .deleteFrom('refresh_token')
    .where('used_at', 'is not', null)
    .where('used_at', '<', new Date(now - 24 * 3600_000 - REFRESH_GRACE_MS))
    .execute();
}
