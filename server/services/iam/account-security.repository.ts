import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessionTimes } from './session.rules';

type Db = Kysely<Database>;

/** A session of a user as the security page needs it; row types stay in this file. */
interface SessionRecord {
  id: string;
  userId: number;
  times: SessionTimes;
  userAgent: string | null;
  ip: string | null;
}

/** An audit row of a sign-in outcome. */
export interface SignInRecord {
  id: number;
  at: Date;
  event: string;
  ip: string | null;
  loginName: string | null;
  detail: string | null;
}

const time = (d: Date | string) => new Date(d).getTime();

const sessionColumns = ['id', 'user_id', 'created_at', 'last_active_at', 'expires_at', 'revoked_at', 'user_agent', 'ip'] as const;

function toRecord(row: Pick<Selectable<Database['session']>, (typeof sessionColumns)[number]>): SessionRecord {
  return {
    id: row.id,
    userId: row.user_id,
    times: {
      createdAt: time(row.created_at),
      lastActiveAt: time(row.last_active_at),
      expiresAt: time(row.expires_at),
      revokedAt: row.revoked_at === null ? null : time(row.revoked_at),
    },
    userAgent: row.user_agent,
    ip: row.ip,
  };
}

/** A user's unrevoked, unexpired sessions (session_user_idx); idle ones are left to the caller. */
export async function unrevokedSessions(db: Db, userId: number, now: number): Promise<SessionRecord[]> {
  const rows = await db
    .selectFrom('session')
    .select(sessionColumns)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .orderBy('last_active_at', 'desc')
    .execute();
  return rows.map(toRecord);
}

export async function sessionById(db: Db, sessionId: string): Promise<SessionRecord | null> {
  const row = await db.selectFrom('session').select(sessionColumns).where('id', '=', sessionId).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/**
 * One page of a user's audit rows of the given events, newest first: `user_id = ? and id < ?
 * order by id desc limit ?` walks audit_log_user_idx (user_id, id) backwards.
 */
export async function auditPageOfUser(db: Db, userId: number, events: readonly string[], before: number | null, limit: number): Promise<SignInRecord[]> {
  let query = db
    .selectFrom('audit_log')
    .select(['id', 'at', 'event', 'ip', 'login_name', 'detail'])
    .where('user_id', '=', userId)
    .where('event', 'in', events as string[]);
  if (before !== null) query = query.where('id', '<', before);
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({ id: row.id, at: new Date(row.at), event: row.event, ip: row.ip, loginName: row.login_name, detail: row.detail }));
}
