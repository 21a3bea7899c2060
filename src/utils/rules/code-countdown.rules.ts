/**
 * Verification-code countdowns (spec 4 "Code buttons", spec 9): each channel keeps its own end
 * time; the button reads '获取验证码' at zero; a failed request resets that channel to zero.
 * State is a map of end times (ms since epoch) so a re-render or a late tick can never drift.
 */
export type CodeChannel = 'SMS' | 'EMAIL';

/** Seconds a sent code blocks the next request: 60 s by SMS, 180 s by e-mail (spec 9). */
export const CODE_COUNTDOWN_SECONDS: Record<CodeChannel, number> = { SMS: 60, EMAIL: 180 };

/** Register's phone code (spec 4). */
export const REGISTER_COUNTDOWN_SECONDS = 60;

export const CODE_BUTTON_IDLE_LABEL = '获取验证码';

export type CountdownState = Record<CodeChannel, number | null>;

export type CountdownEvent =
  | { type: 'requested'; channel: CodeChannel; now: number; seconds?: number }
  | { type: 'failed'; channel: CodeChannel }
  | { type: 'cleared' };

export const IDLE_COUNTDOWNS: CountdownState = { SMS: null, EMAIL: null };

export function nextCountdowns(state: CountdownState, event: CountdownEvent): CountdownState {
  switch (event.type) {
    case 'requested':
      return { ...state, [event.channel]: event.now + (event.seconds ?? CODE_COUNTDOWN_SECONDS[event.channel]) * 1000 };
    case 'failed':
      return { ...state, [event.channel]: null };
    case 'cleared':
      return IDLE_COUNTDOWNS;
  }
}

/** Whole seconds left until `endsAt`, rounded up; 0 when idle or past. */
export function secondsLeft(endsAt: number | null | undefined, now: number): number {
  if (endsAt === null || endsAt === undefined || !Number.isFinite(endsAt)) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** The code button's text: '获取验证码' at zero, else the seconds left (e.g. '59s'). */
export function codeButtonLabel(seconds: number, idleLabel: string = CODE_BUTTON_IDLE_LABEL): string {
  return seconds > 0 ? `${seconds}s` : idleLabel;
}

/** A code may be asked for only when its channel is at zero and no request is on its way. */
export function canRequestCode(seconds: number, sending: boolean): boolean {
  return seconds <= 0 && !sending;
}
