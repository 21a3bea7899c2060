/**
 * Code buttons (spec 4 "Code buttons"): the button reads '获取验证码' at zero and the seconds
 * left otherwise; a code may be asked for only at zero and when no request is on its way. The
 * countdowns themselves (60 s SMS, 180 s e-mail, kept per channel, reset by a failed request)
 * are `createCountdown`/`useCountdown` with `COUNTDOWN_SECONDS`.
 */
export type CodeChannel = 'SMS' | 'EMAIL';

export const CODE_BUTTON_IDLE_LABEL = '获取验证码';

/** The code button's text: '获取验证码' (or the given idle text) at zero, else the seconds left, e.g. '59s'. */
export function codeButtonLabel(seconds: number, idleLabel: string = CODE_BUTTON_IDLE_LABEL): string {
  return seconds > 0 ? `${seconds}s` : idleLabel;
}

/** A code may be asked for only when its channel is at zero and no request is on its way. */
export function canRequestCode(seconds: number, sending: boolean): boolean {
  return seconds <= 0 && !sending;
}
