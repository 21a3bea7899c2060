/**
 * Code buttons (spec 4 "Code buttons"): a code may be asked for only at zero and when no request
 * is on its way (the button's text is CodeButton's, in @portal/ui). The
 * countdowns themselves (60 s SMS, 180 s e-mail, kept per channel, reset by a failed request)
 * are `createCountdown`/`useCountdown` with `COUNTDOWN_SECONDS`.
 */
export type CodeChannel = 'SMS' | 'EMAIL';

/** A code may be asked for only when its channel is at zero and no request is on its way. */
export function canRequestCode(seconds: number, sending: boolean): boolean {
  return seconds <= 0 && !sending;
}
