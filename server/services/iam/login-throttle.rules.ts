import type { Language } from '../../../contract/rules/language.rules';

/**
 * Login throttling per login name (issue 3 item 7): 5 failures within 15 minutes lock the name
 * for 1 minute, each further failure doubles the lock up to 15 minutes; never permanent.
 */
const FAILURES_BEFORE_LOCK = 5;
const FAILURE_WINDOW_MS = 15 * 60_000;
const FIRST_LOCK_MS = 60_000;
const MAX_LOCK_MS = 15 * 60_000;
/** Per IP: more than 30 sign-in attempts in 5 minutes get 429. */
export const IP_ATTEMPTS = 30;
export const IP_WINDOW_MS = 5 * 60_000;

export interface ThrottleState {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number | null;
}

/** Seconds until the name may try again; 0 when not locked. */
export function lockSecondsLeft(state: ThrottleState | null, now: number): number {
  if (!state?.lockedUntil || state.lockedUntil <= now) return 0;
  return Math.ceil((state.lockedUntil - now) / 1000);
}

/** The state after one more failure at `now`. A quiet window (15 min after the last failure or lock) starts over. */
export function afterFailure(state: ThrottleState | null, now: number): ThrottleState {
  const quietSince = state ? Math.max(state.lastFailureAt, state.lockedUntil ?? 0) : 0;
  const failures = state && now - quietSince <= FAILURE_WINDOW_MS ? state.failures + 1 : 1;
  const lockMs = failures >= FAILURES_BEFORE_LOCK ? Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** (failures - FAILURES_BEFORE_LOCK)) : 0;
  return { failures, lastFailureAt: now, lockedUntil: lockMs ? now + lockMs : null };
}

const UNITS = {
  'zh-CN': { second: () => '秒', minute: () => '分钟', hour: () => '小时' },
  'en-US': {
    second: (n: number) => (n === 1 ? ' second' : ' seconds'),
    minute: (n: number) => (n === 1 ? ' minute' : ' minutes'),
    hour: (n: number) => (n === 1 ? ' hour' : ' hours'),
  },
} as const;

/** '40秒', '2分钟', '22小时' ('40 seconds', '2 minutes', '22 hours'): how a wait reads in messages (rounded up). */
export function formatWait(seconds: number, language: Language = 'zh-CN'): string {
  const unit = UNITS[language];
  if (seconds < 60) return `${seconds}${unit.second(seconds)}`;
  if (seconds < 3600) return `${Math.ceil(seconds / 60)}${unit.minute(Math.ceil(seconds / 60))}`;
  return `${Math.ceil(seconds / 3600)}${unit.hour(Math.ceil(seconds / 3600))}`;
}

/** A wait as the `{wait}` placeholder of a catalogue message, in the language of the answer. */
export const waitOf = (seconds: number) => (language: Language) => formatWait(seconds, language);
