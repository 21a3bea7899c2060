import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { pruneAudit } from '../../security/audit';
import { pruneEvents } from '../../security/rate-limit';
import { sweepTokens } from './session.service';

/**
 * Deletes what can no longer matter: day-old rate events, expired access tokens, used refresh
 * tokens past their grace, and audit rows past the retention period (AUDIT_RETENTION_DAYS).
 */
export async function sweepExpired(db: Kysely<Database>, now: number, auditRetentionDays: number): Promise<void> {
  await pruneEvents(db, now);
  await sweepTokens(db, now);
  await pruneAudit(db, now, auditRetentionDays);
}
