import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Security events written to the append-only audit_log. Details never carry secrets
 * (no passwords, codes, tokens or keys): only ids, names, channels and reasons.
 */
type AuditEvent =
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
  | 'password.key-limited'
  | 'contact.mobile-changed'
  | 'contact.email-changed'
  | 'profile.changed'
  | 'session.revoked'
  | 'session.signed-out'
  | 'token.reuse'
  | 'closure.requested'
  | 'tenant.registered'
  | 'tenant.created'
  | 'tenant.updated'
  | 'user.updated'
  | 'closure.approved'
  | 'closure.rejected'
  | 'user.created'
  | 'user.disabled'
  | 'user.enabled'
  | 'role.created'
  | 'role.updated'
  | 'importmap.changed'
  | 'importmap.refused'
  | 'role.permissions-changed'
  | 'user.role-changed'
  | 'step-up.granted'
  | 'step-up.refused'
  | 'setting.password-strategy'
  | 'setting.login-security'
  | 'notice.sent'
  | 'resource.applied'
  | 'application.approve'
  | 'application.complete'
  | 'application.reject'
  | 'developer.requested'
  | 'contact.email-verified'
  | 'register.limited'
  | 'password-reset.limited';

interface AuditEntry {
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

/** Repeats of one refusal within this window add to one row (issue 13 finding 10). */
const REFUSAL_WINDOW_MS = 10 * 60_000;

/**
 * An audit row for a refusal that a client can repeat at will (a rate limit, an unknown code):
 * the same event from the same address about the same name and details within 10 minutes of
 * the row's first one raises that row's `repeats` instead of adding a row. 2,000 refused requests
 * are then a handful of rows that still say how many there were and when the last came.
 */
export async function writeRefusal(db: Kysely<Database>, now: Date, entry: AuditEntry): Promise<void> {
  const detail = entry.detail ? JSON.stringify(entry.detail) : null;
  const same = await db
    .selectFrom('audit_log')
    .select('id')
    .where('event', '=', entry.event)
    .where((eb) => (entry.ip == null ? eb('ip', 'is', null) : eb('ip', '=', entry.ip)))
    .where((eb) => (entry.loginName == null ? eb('login_name', 'is', null) : eb('login_name', '=', entry.loginName)))
    .where((eb) => (entry.userId == null ? eb('user_id', 'is', null) : eb('user_id', '=', entry.userId)))
    .where((eb) => (detail === null ? eb('detail', 'is', null) : eb('detail', '=', detail)))
    .where('at', '>', new Date(now.getTime() - REFUSAL_WINDOW_MS))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!same) return writeAudit(db, now, entry);
  await db
    .updateTable('audit_log')
    .set((eb) => ({ repeats: eb('repeats', '+', 1), last_at: now }))
    .where('id', '=', same.id)
    .execute();
}

/**
 * Deletes audit rows older than `days` (AUDIT_RETENTION_DAYS, never under 183: the database
 * refuses younger rows too). Returns how many went.
 */
export async function pruneAudit(db: Kysely<Database>, now: number, days: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('portal.audit_prune', 'on', true)`.execute(trx);
    const result = await trx
      .deleteFrom('audit_log')
      .where('at', '<', new Date(now - days * 24 * 3600_000))
      // The database's own floor too, by its clock: a row it would refuse is not asked for.
      .where(sql<boolean>`at < now() - interval '183 days'`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
