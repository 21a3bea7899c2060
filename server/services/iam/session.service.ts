import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { digest, newOpaqueToken, seal, unseal } from '../../security/tokens';
import { writeAudit } from '../../security/audit';
import { AppError } from '../../errors';
import type { TokenPair } from '../../../contract/iam';
import type { UserType } from './iam.tables';
import { ACCESS_TOKEN_MS, ABSOLUTE_LIMIT_MS, ACTIVITY_WRITE_MS, REFRESH_GRACE_MS, sessionState } from './session.rules';

/** The signed-in user as request handlers see it (request.user). */
export interface AuthUser {
  id: number;
  tenantId: number | null;
  userType: UserType;
  loginName: string;
  pid: number;
  sessionId: string;
}

type Db = Kysely<Database>;
const time = (d: Date | string | null) => (d === null ? null : new Date(d).getTime());

async function issuePair(db: Db, sessionId: string, now: number): Promise<TokenPair> {
  const pair = { at: newOpaqueToken(), rt: newOpaqueToken() };
  await db.insertInto('access_token').values({ token_hash: digest(pair.at), session_id: sessionId, expires_at: new Date(now + ACCESS_TOKEN_MS) }).execute();
  await db.insertInto('refresh_token').values({ token_hash: digest(pair.rt), session_id: sessionId, issued_at: new Date(now), used_at: null, successor_box: null }).execute();
  return pair;
}

export async function startSession(db: Db, userId: number, now: number): Promise<TokenPair & { sessionId: string }> {
  const sessionId = crypto.randomUUID();
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('session')
      .values({ id: sessionId, user_id: userId, created_at: new Date(now), last_active_at: new Date(now), expires_at: new Date(now + ABSOLUTE_LIMIT_MS), revoked_at: null, revoke_reason: null })
      .execute();
    return { ...(await issuePair(trx, sessionId, now)), sessionId };
  });
}

/**
 * The user behind an access token, or null. Background requests (the unread poll) are
 * admitted but do not count as activity, so they cannot keep an idle session alive.
 */
export async function resolveAccessToken(db: Db, at: string, now: number, background: boolean): Promise<AuthUser | null> {
  const row = await db
    .selectFrom('access_token as a')
    .innerJoin('session as s', 's.id', 'a.session_id')
    .innerJoin('user_account as u', 'u.id', 's.user_id')
    .select(['a.expires_at as token_expires_at', 's.id as session_id', 's.created_at', 's.last_active_at', 's.expires_at', 's.revoked_at', 'u.id', 'u.tenant_id', 'u.user_type', 'u.login_name', 'u.pid', 'u.status'])
    .where('a.token_hash', '=', digest(at))
    .executeTakeFirst();
  if (!row || time(row.token_expires_at)! <= now || row.status !== 'active') return null;
  const times = { createdAt: time(row.created_at)!, lastActiveAt: time(row.last_active_at)!, expiresAt: time(row.expires_at)!, revokedAt: time(row.revoked_at) };
  const state = sessionState(times, now);
  if (state !== 'live') {
    if (state !== 'revoked') await revokeSession(db, row.session_id, state, now, row.id);
    return null;
  }
  if (!background && now - times.lastActiveAt >= ACTIVITY_WRITE_MS) {
    await db.updateTable('session').set({ last_active_at: new Date(now) }).where('id', '=', row.session_id).execute();
  }
  return { id: row.id, tenantId: row.tenant_id, userType: row.user_type, loginName: row.login_name, pid: row.pid, sessionId: row.session_id };
}

const expired = () => AppError.of('UNAUTHENTICATED');

/**
 * Rotates a refresh token. A token used before answers with the same successor inside the
 * grace window (two tabs at once); after it, reuse means theft and ends the whole session.
 */
export async function rotateRefreshToken(db: Db, rt: string, now: number, ip: string | null): Promise<TokenPair> {
  const hash = digest(rt);
  const row = await db
    .selectFrom('refresh_token as r')
    .innerJoin('session as s', 's.id', 'r.session_id')
    .select(['r.session_id', 'r.used_at', 'r.successor_box', 's.user_id', 's.created_at', 's.last_active_at', 's.expires_at', 's.revoked_at'])
    .where('r.token_hash', '=', hash)
    .executeTakeFirst();
  if (!row) throw expired();
  const state = sessionState({ createdAt: time(row.created_at)!, lastActiveAt: time(row.last_active_at)!, expiresAt: time(row.expires_at)!, revokedAt: time(row.revoked_at) }, now);
  if (state !== 'live') {
    if (state !== 'revoked') await revokeSession(db, row.session_id, state, now, row.user_id);
    throw expired();
  }
  if (row.used_at === null) {
    const rotated = await db.transaction().execute(async (trx) => {
      const pair = { at: newOpaqueToken(), rt: newOpaqueToken() };
      const claimed = await trx
        .updateTable('refresh_token')
        .set({ used_at: new Date(now), successor_box: seal(pair, rt) })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return null;
      await trx.insertInto('access_token').values({ token_hash: digest(pair.at), session_id: row.session_id, expires_at: new Date(now + ACCESS_TOKEN_MS) }).execute();
      await trx.insertInto('refresh_token').values({ token_hash: digest(pair.rt), session_id: row.session_id, issued_at: new Date(now), used_at: null, successor_box: null }).execute();
      return pair;
    });
    if (rotated) return rotated;
  }
  const used = await db.selectFrom('refresh_token').select(['used_at', 'successor_box']).where('token_hash', '=', hash).executeTakeFirstOrThrow();
  if (used.used_at !== null && now - time(used.used_at)! <= REFRESH_GRACE_MS && used.successor_box) {
    const same = unseal<TokenPair>(used.successor_box, rt);
    if (same) return same;
  }
  await revokeSession(db, row.session_id, 'token-reuse', now, row.user_id);
  await writeAudit(db, new Date(now), { event: 'token.reuse', userId: row.user_id, ip, detail: { sessionId: row.session_id } });
  throw expired();
}

export async function revokeSession(db: Db, sessionId: string, reason: string, now: number, userId: number | null = null): Promise<void> {
  const result = await db.updateTable('session').set({ revoked_at: new Date(now), revoke_reason: reason }).where('id', '=', sessionId).where('revoked_at', 'is', null).executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) {
    await db.deleteFrom('access_token').where('session_id', '=', sessionId).execute();
    await writeAudit(db, new Date(now), { event: 'session.revoked', userId, detail: { sessionId, reason } });
  }
}

/** Ends every session of a user (logout, password change or reset, closure). */
export async function revokeUserSessions(db: Db, userId: number, reason: string, now: number): Promise<number> {
  const sessions = await db.selectFrom('session').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  for (const s of sessions) await revokeSession(db, s.id, reason, now, userId);
  return sessions.length;
}

/** The session behind a refresh token, used or not (for sign-out after the access token expired). */
export async function sessionOfRefreshToken(db: Db, rt: string): Promise<{ sessionId: string; userId: number } | null> {
  const row = await db
    .selectFrom('refresh_token as r')
    .innerJoin('session as s', 's.id', 'r.session_id')
    .select(['r.session_id', 's.user_id'])
    .where('r.token_hash', '=', digest(rt))
    .executeTakeFirst();
  return row ? { sessionId: row.session_id, userId: row.user_id } : null;
}
