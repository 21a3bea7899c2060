import { canRequestCode } from './code-countdown.rules';

describe('code buttons', () => {
  test.each<[number, boolean, boolean]>([
    [0, false, true],
    [0, true, false],
    [12, false, false],
    [12, true, false],
  ])('with %p s left and a request on its way=%p, a code may be asked for: %p', (seconds, sending, allowed) => {
    expect(canRequestCode(seconds, sending)).toBe(allowed);
  });
});
