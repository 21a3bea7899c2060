import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Security events written to the append-only audit_log. Details never carry secrets
 * (no passwords, codes, tokens or keys): only ids, names, channels and reasons.
 */
export type AuditEvent =
  | 'login.success'
  | 'login.failure'
  | 'login.locked'
  | 'login.ip-limited'
  | 'code.sent'
  | 'code.refused'
  | 'code.failed'
  | 'code.burned'
  | 'password.changed'
  | 'password.old-wrong'
  | 'password.reset'
  | 'password.set'
  | 'password.key-issued'
  | 'contact.mobile-changed'
  | 'contact.email-changed'
  | 'profile.changed'
  | 'session.revoked'
  | 'session.signed-out'
  | 'token.reuse'
  | 'closure.requested'
  | 'tenant.registered';

export interface AuditEntry {
  event: AuditEvent;
  userId?: number | null;
  loginName?: string | null;
  ip?: string | null;
  detail?: Record<string, string | number | boolean | null>;
}

export async function writeAudit(db: Kysely<Database>, now: Date, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: now,
      event: entry.event,
      user_id: entry.userId ?? null,
      login_name: entry.loginName ?? null,
      ip: entry.ip ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute();
}
