/** Session and token lifetimes (issue 3 item 5). */
export const ACCESS_TOKEN_MS = 10 * 60_000;
const IDLE_LIMIT_MS = 30 * 60_000;
export const ABSOLUTE_LIMIT_MS = 12 * 3600_000;
/** Two tabs refreshing at once both get the same successor within this window. */
export const REFRESH_GRACE_MS = 10_000;
/** last_active_at is rewritten at most this often, so busy users do not write on every call. */
export const ACTIVITY_WRITE_MS = 5_000;

export interface SessionTimes {
  createdAt: number;
  lastActiveAt: number;
  expiresAt: number;
  revokedAt: number | null;
}

type SessionState = 'live' | 'revoked' | 'idle' | 'expired';

/** Why a session no longer admits requests, or 'live'. */
export function sessionState(s: SessionTimes, now: number): SessionState {
  if (s.revokedAt !== null) return 'revoked';
  if (now >= s.expiresAt) return 'expired';
  if (now - s.lastActiveAt > IDLE_LIMIT_MS) return 'idle';
  return 'live';
}
