import { DIALOG_COUNTDOWN_SECONDS, countdownEndAfterSend, restoreCountdownEnd } from './dialog-countdown.rules';

const now = 1_700_000_000_000;

describe('the profile dialogs count down 60, 60 and 180 seconds (spec 9)', () => {
  test.each([
    ['mobile', 60],
    ['close', 60],
    ['email', 180],
  ] as const)('the %s dialog waits %i s after sending a code', (dialog, seconds) => {
    expect(DIALOG_COUNTDOWN_SECONDS[dialog]).toBe(seconds);
    expect(countdownEndAfterSend(dialog, now)).toBe(now + seconds * 1000);
  });
});

describe('a stored end time survives reopening until it has passed (spec 4)', () => {
  test.each([
    ['mobile', String(now + 30_000), now + 30_000],
    ['email', now + 179_000, now + 179_000],
    ['close', String(now + 1), now + 1],
    ['mobile', String(now), null],
    ['mobile', String(now - 5_000), null],
    ['mobile', null, null],
    ['mobile', undefined, null],
    ['mobile', '', null],
    ['mobile', 'not a time', null],
    ['mobile', '{"end":1}', null],
    ['mobile', String(now + 3_600_000), now + 60_000],
    ['email', String(now + 3_600_000), now + 180_000],
  ] as const)('in the %s dialog a stored %p restores as %p', (dialog, stored, restored) => {
    expect(restoreCountdownEnd(dialog, stored, now)).toBe(restored);
  });
});
