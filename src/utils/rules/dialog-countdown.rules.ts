/**
 * The profile dialogs' code countdowns (spec 4 "Code buttons", spec 9): the modify-phone,
 * close-account and modify-e-mail dialogs keep the end time of their countdown in browser
 * storage, so closing and reopening a dialog (or reloading the page) does not let a user ask for
 * a second code early. 60 s, 60 s and 180 s; the stored time is removed once it has passed.
 */
export type DialogCountdown = 'mobile' | 'close' | 'email';

/** Countdown length in seconds of each dialog's code button. */
export const DIALOG_COUNTDOWN_SECONDS: Record<DialogCountdown, number> = { mobile: 60, close: 60, email: 180 };

/** The end time to store when a code was just sent: `now` plus the dialog's countdown. */
export function countdownEndAfterSend(dialog: DialogCountdown, now: number): number {
  return now + DIALOG_COUNTDOWN_SECONDS[dialog] * 1000;
}

/**
 * Reads a stored end time back. Returns the end time while it is still ahead (and not absurdly far
 * ahead: at most the dialog's full countdown, so a tampered or clock-skewed value cannot lock the
 * button for hours), otherwise `null`, meaning "idle: remove the stored value".
 *
 * @example restoreCountdownEnd('mobile', String(Date.now() + 30_000), Date.now()) // the end time, 30 s left
 */
export function restoreCountdownEnd(dialog: DialogCountdown, stored: unknown, now: number): number | null {
  const end = typeof stored === 'number' ? stored : typeof stored === 'string' && stored.trim() !== '' ? Number(stored) : NaN;
  if (!Number.isFinite(end) || end <= now) return null;
  return Math.min(end, countdownEndAfterSend(dialog, now));
}
