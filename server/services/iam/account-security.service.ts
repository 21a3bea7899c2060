import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../../security/audit';
import type { AuthUser } from '../../plugins/auth';
import type { SessionView, SignInEvent, SignInOutcome, SignInPage } from '../../../contract/account-security';
import { auditPageOfUser, sessionById, unrevokedSessions, type SignInRecord } from './account-security.repository';
import { revokeSession } from './session.service';
import { sessionState } from './session.rules';
import { clientOf } from './user-agent.rules';

type Db = Kysely<Database>;

/** The reason a session ended from the security page carries in session.revoke_reason and the audit log. */
const ENDED_BY_OWNER = 'ended-by-owner';

const OUTCOMES: Record<string, SignInOutcome> = { 'login.success': 'success', 'login.failure': 'failure', 'login.locked': 'locked' };
const SIGN_IN_EVENTS = Object.keys(OUTCOMES);
const SIGN_IN_PAGE = 20;

const iso = (ms: number) => new Date(ms).toISOString();

/** The caller's live sessions: the current one first, then by last use, newest first. */
export async function ownSessions(db: Db, user: AuthUser, now: number): Promise<SessionView[]> {
  const rows = (await unrevokedSessions(db, user.id, now)).filter((s) => sessionState(s.times, now) === 'live');
  const views = rows.map((s) => ({
    id: s.id,
    current: s.id === user.sessionId,
    client: clientOf(s.userAgent),
    ip: s.ip,
    startedAt: iso(s.times.createdAt),
    lastUsedAt: iso(s.times.lastActiveAt),
  }));
  return [...views.filter((v) => v.current), ...views.filter((v) => !v.current)];
}

/**
 * Ends one of the caller's other sessions through the one revocation path. Another user's
 * session, an unknown id and an ended session are refused alike (404, no hint which); the
 * current session is refused (409): signing out is the way to end it.
 */
export async function endOwnSession(db: Db, user: AuthUser, sessionId: string, now: number, ip: string | null): Promise<number> {
  if (sessionId === user.sessionId) throw AppError.of('SESSION_IS_CURRENT');
  const session = await sessionById(db, sessionId);
  if (!session || session.userId !== user.id || sessionState(session.times, now) !== 'live') throw AppError.of('SESSION_NOT_FOUND');
  await revokeSession(db, session.id, ENDED_BY_OWNER, now, user.id);
  await writeAudit(db, new Date(now), { event: 'session.signed-out', userId: user.id, ip, detail: { sessionId: session.id, by: user.sessionId } });
  return 1;
}

/** Ends every live session of the caller but the current one; answers how many ended. */
export async function endOtherOwnSessions(db: Db, user: AuthUser, now: number, ip: string | null): Promise<number> {
  const others = (await unrevokedSessions(db, user.id, now)).filter((s) => s.id !== user.sessionId && sessionState(s.times, now) === 'live');
  for (const session of others) await revokeSession(db, session.id, ENDED_BY_OWNER, now, user.id);
  if (others.length > 0) {
    await writeAudit(db, new Date(now), { event: 'session.signed-out', userId: user.id, ip, detail: { others: others.length, by: user.sessionId } });
  }
  return others.length;
}

function detailOf(row: SignInRecord): Record<string, unknown> {
  try {
    const parsed: unknown = row.detail ? JSON.parse(row.detail) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function eventOf(row: SignInRecord, currentSessionId: string): SignInEvent {
  const detail = detailOf(row);
  const outcome = OUTCOMES[row.event];
  return {
    id: row.id,
    outcome,
    at: row.at.toISOString(),
    ip: row.ip,
    loginName: row.loginName,
    lockSeconds: outcome === 'locked' && typeof detail.seconds === 'number' ? Math.round(detail.seconds) : null,
    current: outcome === 'success' && detail.sessionId === currentSessionId,
  };
}

/** The caller's sign-ins, failed attempts on their account and lockouts, newest first, one page. */
export async function ownSignIns(db: Db, user: AuthUser, before: number | null, limit = SIGN_IN_PAGE): Promise<SignInPage> {
  const rows = await auditPageOfUser(db, user.id, SIGN_IN_EVENTS, before, limit + 1);
  const page = rows.slice(0, limit);
  return { events: page.map((row) => eventOf(row, user.sessionId)), next: rows.length > limit ? page[page.length - 1].id : null };
}
