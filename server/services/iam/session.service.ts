import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { digest, newOpaqueToken, seal, unseal } from '../../security/tokens';
import { writeAudit } from '../../security/audit';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { TokenPair } from '../../../contract/iam';
import { ACCESS_TOKEN_MS, ABSOLUTE_LIMIT_MS, ACTIVITY_WRITE_MS, REFRESH_GRACE_MS, sessionState } from './session.rules';
import {
  deleteStaleTokens,
  findAccessTokenSession,
  findRefreshTokenSession,
  findRefreshTokenUse,
  findSessionOfRefreshHash,
  insertSession,
  liveSessionIds,
  markSessionRevoked,
  rotateRefreshTokenRow,
  touchSession,
  type AccessTokenSession,
  type SessionClient,
  type TokenPairRow,
} from './session.repository';
import { processCaches, type TokenCache } from './token-cache';

type Db = Kysely<Database>;

function newPair(now: number): { pair: TokenPair; row: TokenPairRow } {
  const pair = { at: newOpaqueToken(), rt: newOpaqueToken() };
  return { pair, row: { accessHash: digest(pair.at), refreshHash: digest(pair.rt), issuedAt: now, accessExpiresAt: now + ACCESS_TOKEN_MS } };
}

export async function startSession(db: Db, userId: number, now: number, client?: SessionClient): Promise<TokenPair & { sessionId: string }> {
  const sessionId = crypto.randomUUID();
  const { pair, row } = newPair(now);
  await insertSession(db, { id: sessionId, userId, createdAt: now, expiresAt: now + ABSOLUTE_LIMIT_MS }, row, client);
  return { ...pair, sessionId };
}

/**
 * The user behind an access token, or null. Background requests (the unread poll) are
 * admitted but do not count as activity, so they cannot keep an idle session alive. With a
 * `cache` (token-cache.ts), a token checked before is admitted without a lookup while its
 * session is live by the cached times; anything else (idle or ended by those times, unknown)
 * is looked up, and only the lookup ends a session.
 */
export async function resolveAccessToken(db: Db, at: string, now: number, background: boolean, cache?: TokenCache): Promise<AuthUser | null> {
  const hash = digest(at);
  const cached = cache?.get(hash, now);
  if (cached && cached.tokenExpiresAt > now && sessionState(cached.times, now) === 'live') return admit(db, cached, now, background);
  const ticket = cache?.ticket() ?? 0;
  const found = await findAccessTokenSession(db, hash);
  if (!found || found.tokenExpiresAt <= now || found.user.status !== 'active') return null;
  const state = sessionState(found.times, now);
  if (state !== 'live') {
    if (state !== 'revoked') await revokeSession(db, found.sessionId, state, now, found.user.id);
    return null;
  }
  cache?.put(hash, found, ticket, now);
  return admit(db, found, now, background);
}

async function admit(db: Db, found: AccessTokenSession, now: number, background: boolean): Promise<AuthUser> {
  if (!background && now - found.times.lastActiveAt >= ACTIVITY_WRITE_MS) {
    await touchSession(db, found.sessionId, now);
    found.times.lastActiveAt = now;
  }
  const { id, tenantId, userType, loginName, pid } = found.user;
  return { id, tenantId, userType, loginName, pid, sessionId: found.sessionId };
}

const expired = () => AppError.of('UNAUTHENTICATED');
/** The session was ended on purpose (sign-out elsewhere, password change, disabling, closure, token reuse): the login page says so. */
const revoked = () => AppError.of('SESSION_REVOKED');

/**
 * Rotates a refresh token. A token used before answers with the same successor inside the
 * grace window (two tabs at once); after it, reuse means theft and ends the whole session.
 */
export async function rotateRefreshToken(db: Db, rt: string, now: number, ip: string | null, userAgent: string | null = null): Promise<TokenPair> {
  const hash = digest(rt);
  const row = await findRefreshTokenSession(db, hash);
  if (!row) throw expired();
  const state = sessionState(row.times, now);
  if (state !== 'live') {
    if (state === 'revoked') throw revoked();
    await revokeSession(db, row.sessionId, state, now, row.userId);
    throw expired();
  }
  if (row.usedAt === null) {
    const successor = newPair(now);
    if (await rotateRefreshTokenRow(db, hash, row.sessionId, seal(successor.pair, rt), successor.row, { ip, userAgent })) return successor.pair;
  }
  const used = await findRefreshTokenUse(db, hash);
  if (used.usedAt !== null && now - used.usedAt <= REFRESH_GRACE_MS && used.successorBox) {
    const same = unseal<TokenPair>(used.successorBox, rt);
    if (same) return same;
  }
  await revokeSession(db, row.sessionId, 'token-reuse', now, row.userId);
  await writeAudit(db, new Date(now), { event: 'token.reuse', userId: row.userId, ip, detail: { sessionId: row.sessionId } });
  throw revoked();
}

/**
 * The one way a session ends (sign-out, password change or reset, closure, disabling, token
 * reuse, idle or expired): revoked in the database with a notice to every instance, and dropped
 * from this process's token caches at once.
 */
export async function revokeSession(db: Db, sessionId: string, reason: string, now: number, userId: number | null = null): Promise<void> {
  for (const cache of processCaches) cache.revoke(sessionId, now);
  if (await markSessionRevoked(db, sessionId, reason, now)) {
    for (const cache of processCaches) cache.revokeHere(sessionId, now);
    await writeAudit(db, new Date(now), { event: 'session.revoked', userId, detail: { sessionId, reason } });
  }
}

/** Ends every session of a user (logout, password change or reset, closure). */
export async function revokeUserSessions(db: Db, userId: number, reason: string, now: number): Promise<number> {
  const sessions = await liveSessionIds(db, userId);
  for (const id of sessions) await revokeSession(db, id, reason, now, userId);
  return sessions.length;
}

/** The session behind a refresh token, used or not (for sign-out after the access token expired). */
export async function sessionOfRefreshToken(db: Db, rt: string): Promise<{ sessionId: string; userId: number } | null> {
  return findSessionOfRefreshHash(db, digest(rt));
}

/** Deletes expired access tokens and used refresh tokens past their grace (a day later). */
export async function sweepTokens(db: Db, now: number): Promise<void> {
  await deleteStaleTokens(db, now, now - 24 * 3600_000 - REFRESH_GRACE_MS);
}
