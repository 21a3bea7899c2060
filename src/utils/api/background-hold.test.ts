import { backgroundCallsHeld, holdBackgroundCalls, releaseBackgroundCalls } from './background-hold';

describe('holding the header background calls around a password change', () => {
  afterEach(() => releaseBackgroundCalls());

  test.each([
    [0, true],
    [6_499, true],
    [6_500, false],
    [60_000, false],
  ])('held for 6.5 s from t=1000: at t=1000+%i held is %p', (later, held) => {
    holdBackgroundCalls(6_500, 1_000);
    expect(backgroundCallsHeld(1_000 + later)).toBe(held);
  });

  test('a release ends the hold at once (the change failed and the session is still valid)', () => {
    holdBackgroundCalls(6_500, 1_000);
    releaseBackgroundCalls();
    expect(backgroundCallsHeld(1_001)).toBe(false);
  });

  test('nothing is held before any change', () => {
    expect(backgroundCallsHeld()).toBe(false);
  });
});
