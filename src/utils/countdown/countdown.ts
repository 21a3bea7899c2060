import { storage } from '../storage/storage';
import type { StorageKey } from '../storage/storage-keys';

/** Spec 4, 9: code countdowns in seconds. */
export const COUNTDOWN_SECONDS = { SMS: 60, EMAIL: 180, mobileChange: 60, closeAccount: 60, emailChange: 180, register: 60 } as const;

/** A running code countdown: whole seconds left, ticking once a second, 0 when idle. */
export interface Countdown {
  /** Seconds left (0 when idle). */
  secondsLeft(): number;
  /** Starts (or restarts) from `seconds`, default the countdown's own length. */
  start(seconds?: number): void;
  /** Back to zero (spec 4: a failed code request resets the countdown). Clears a persisted end time. */
  reset(): void;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Stops the timer (keeps a persisted end time, so a reopened dialog resumes). */
  dispose(): void;
}

export interface CountdownOptions {
  /** Length in seconds. */
  seconds: number;
  /** Persists the end time under this key so the countdown survives reopening (spec 4 dialogs). */
  storageKey?: StorageKey;
  /** Clock (tests). */
  now?: () => number;
}

/** The end kept under `storageKey` if it is still ahead; a past or unreadable one is removed. */
function storedEnd(storageKey: NonNullable<CountdownOptions['storageKey']>, seconds: number, now: () => number): number | null {
  const stored = Number(storage.get(storageKey));
  // A stored end beyond the countdown's length is not ours to trust.
  if (Number.isFinite(stored) && stored > now()) return Math.min(stored, now() + seconds * 1000);
  if (storage.get(storageKey) !== null) storage.remove(storageKey);
  return null;
}

/**
 * Creates a countdown for a code button. With `storageKey` it resumes from a stored end time and
 * removes it when finished (spec 4). Time is measured against the clock, so a tab in the
 * background still counts correctly.
 *
 * @example
 * const sms = createCountdown({ seconds: COUNTDOWN_SECONDS.SMS });
 * sms.subscribe(() => render(sms.secondsLeft()));
 * sms.start();
 * const closing = createCountdown({ seconds: 60, storageKey: storageKeys.closeCountdownEnd });
 */
export function createCountdown({ seconds, storageKey, now = () => Date.now() }: CountdownOptions): Countdown {
  const listeners = new Set<() => void>();
  let endsAt: number | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let last = 0;

  const left = () => (endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now()) / 1000)));
  const notify = () => listeners.forEach((listener) => listener());
  const stopTimer = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const tick = () => {
    const current = left();
    if (current === 0) {
      endsAt = null;
      stopTimer();
      if (storageKey) storage.remove(storageKey);
    }
    if (current !== last) {
      last = current;
      notify();
    }
  };
  const run = () => {
    stopTimer();
    last = left();
    timer = setInterval(tick, 250);
  };

  endsAt = storageKey ? storedEnd(storageKey, seconds, now) : null;
  if (endsAt !== null) run();

  return {
    secondsLeft: left,
    start(length = seconds) {
      endsAt = now() + length * 1000;
      if (storageKey) storage.set(storageKey, String(endsAt));
      run();
      notify();
    },
    reset() {
      endsAt = null;
      last = 0;
      stopTimer();
      if (storageKey) storage.remove(storageKey);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      stopTimer();
      listeners.clear();
    },
  };
}
