import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notify } from '../../db/notifications';
import type { UserType } from './iam.tables';
import type { SessionTimes } from './session.rules';

type Db = Kysely<Database>;

/** A session's user as the access-token check needs it; row types stay in this file. */
export interface AccessTokenSession {
  tokenExpiresAt: number;
  sessionId: string;
  times: SessionTimes;
  user: { id: number; tenantId: number | null; userType: UserType; loginName: string; pid: number; status: string };
}

interface RefreshTokenSession {
  sessionId: string;
  userId: number;
  usedAt: number | null;
  successorBox: string | null;
  times: SessionTimes;
}

/** Hashes of a new token pair and when it was issued. */
export interface TokenPairRow {
  accessHash: string;
  refreshHash: string;
  issuedAt: number;
  accessExpiresAt: number;
}

const time = (d: Date | string) => new Date(d).getTime();
const timeOrNull = (d: Date | string | null) => (d === null ? null : time(d));

async function insertTokenPair(db: Db, sessionId: string, pair: TokenPairRow): Promise<void> {
  await db
    .insertInto('access_token')
    .values({ token_hash: pair.accessHash, session_id: sessionId, expires_at: new Date(pair.accessExpiresAt) })
    .execute();
  await db
    .insertInto('refresh_token')
    .values({ token_hash: pair.refreshHash, session_id: sessionId, issued_at: new Date(pair.issuedAt), used_at: null, successor_box: null })
    .execute();
}

/** Stores a new session and its first token pair, in one transaction. */
/** Who a session was started or refreshed by, as its user sees it on the security page. */
export interface SessionClient {
  userAgent: string | null;
  ip: string | null;
}

export async function insertSession(
  db: Db,
  session: { id: string; userId: number; createdAt: number; expiresAt: number },
  pair: TokenPairRow,
  client: SessionClient = { userAgent: null, ip: null },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('session')
      .values({
        id: session.id,
        user_id: session.userId,
        created_at: new Date(session.createdAt),
        last_active_at: new Date(session.createdAt),
        expires_at: new Date(session.expiresAt),
        revoked_at: null,
        revoke_reason: null,
        user_agent: client.userAgent,
        ip: client.ip,
      })
      .execute();
    await insertTokenPair(trx, session.id, pair);
  });
}

export async function findAccessTokenSession(db: Db, accessHash: string): Promise<AccessTokenSession | null> {
  const row = await db
    .selectFrom('access_token as a')
    .innerJoin('session as s', 's.id', 'a.session_id')
    .innerJoin('user_account as u', 'u.id', 's.user_id')
    .select([
      'a.expires_at as token_expires_at',
      's.id as session_id',
      's.created_at',
      's.last_active_at',
      's.expires_at',
      's.revoked_at',
      'u.id',
      'u.tenant_id',
      'u.user_type',
      'u.login_name',
      'u.pid',
      'u.status',
    ])
    .where('a.token_hash', '=', accessHash)
    .executeTakeFirst();
  if (!row) return null;
  return {
    tokenExpiresAt: time(row.token_expires_at),
    sessionId: row.session_id,
    times: { createdAt: time(row.created_at), lastActiveAt: time(row.last_active_at), expiresAt: time(row.expires_at), revokedAt: timeOrNull(row.revoked_at) },
    user: { id: row.id, tenantId: row.tenant_id, userType: row.user_type, loginName: row.login_name, pid: row.pid, status: row.status },
  };
}

export async function touchSession(db: Db, sessionId: string, now: number): Promise<void> {
  await db
    .updateTable('session')
    .set({ last_active_at: new Date(now) })
    .where('id', '=', sessionId)
    .execute();
}

export async function findRefreshTokenSession(db: Db, refreshHash: string): Promise<RefreshTokenSession | null> {
  const row = await db
    .selectFrom('refresh_token as r')
    .innerJoin('session as s', 's.id', 'r.session_id')
    .select(['r.session_id', 'r.used_at', 'r.successor_box', 's.user_id', 's.created_at', 's.last_active_at', 's.expires_at', 's.revoked_at'])
    .where('r.token_hash', '=', refreshHash)
    .executeTakeFirst();
  if (!row) return null;
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    usedAt: timeOrNull(row.used_at),
    successorBox: row.successor_box,
    times: { createdAt: time(row.created_at), lastActiveAt: time(row.last_active_at), expiresAt: time(row.expires_at), revokedAt: timeOrNull(row.revoked_at) },
  };
}

/**
 * Marks an unused refresh token used (keeping its sealed successor) and stores the successor pair,
 * in one transaction. False when another request used the token first.
 */
export async function rotateRefreshTokenRow(
  db: Db,
  refreshHash: string,
  sessionId: string,
  successorBox: string,
  pair: TokenPairRow,
  client: SessionClient | null = null,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('refresh_token')
      .set({ used_at: new Date(pair.issuedAt), successor_box: successorBox })
      .where('token_hash', '=', refreshHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await insertTokenPair(trx, sessionId, pair);
    // The security page shows where a session was last refreshed from (once per rotation, not per request).
    if (client?.ip || client?.userAgent) {
      await trx
        .updateTable('session')
        .set({ ...(client.ip ? { ip: client.ip } : {}), ...(client.userAgent ? { user_agent: client.userAgent } : {}) })
        .where('id', '=', sessionId)
        .execute();
    }
    return true;
  });
}

export async function findRefreshTokenUse(db: Db, refreshHash: string): Promise<{ usedAt: number | null; successorBox: string | null }> {
  const row = await db.selectFrom('refresh_token').select(['used_at', 'successor_box']).where('token_hash', '=', refreshHash).executeTakeFirstOrThrow();
  return { usedAt: timeOrNull(row.used_at), successorBox: row.successor_box };
}

/** The channel every instance listens on for ended sessions (payload: the session id). */
export const SESSION_REVOKED_CHANNEL = 'portal_session_revoked';

/**
 * Revokes a live session, drops its access tokens and tells every instance (a notice on
 * SESSION_REVOKED_CHANNEL, sent at commit when `db` is a transaction); false when it was revoked already.
 */
export async function markSessionRevoked(db: Db, sessionId: string, reason: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('session')
    .set({ revoked_at: new Date(now), revoke_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await db.deleteFrom('access_token').where('session_id', '=', sessionId).execute();
  await notify(db, SESSION_REVOKED_CHANNEL, sessionId);
  return true;
}

export async function liveSessionIds(db: Db, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('session').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  return rows.map((row) => row.id);
}

export async function findSessionOfRefreshHash(db: Db, refreshHash: string): Promise<{ sessionId: string; userId: number } | null> {
  const row = await db
    .selectFrom('refresh_token as r')
    .innerJoin('session as s', 's.id', 'r.session_id')
    .select(['r.session_id', 's.user_id'])
    .where('r.token_hash', '=', refreshHash)
    .executeTakeFirst();
  return row ? { sessionId: row.session_id, userId: row.user_id } : null;
}

/** Deletes expired access tokens and refresh tokens used before `usedBefore`. */
export async function deleteStaleTokens(db: Db, now: number, usedBefore: number): Promise<void> {
  await db.deleteFrom('access_token').where('expires_at', '<', new Date(now)).execute();
  await db.deleteFrom('refresh_token').where('used_at', 'is not', null).where('used_at', '<', new Date(usedBefore)).execute();
}
