import {
  CODE_BUTTON_IDLE_LABEL,
  IDLE_COUNTDOWNS,
  canRequestCode,
  codeButtonLabel,
  nextCountdowns,
  secondsLeft,
  type CountdownEvent,
  type CountdownState,
} from './code-countdown.rules';

const T = 1_000_000;

describe('code countdowns', () => {
  test.each<[string, CountdownState, CountdownEvent, CountdownState]>([
    ['an SMS request starts a 60 s countdown on SMS only', IDLE_COUNTDOWNS, { type: 'requested', channel: 'SMS', now: T }, { SMS: T + 60_000, EMAIL: null }],
    ['an e-mail request starts a 180 s countdown on e-mail only', IDLE_COUNTDOWNS, { type: 'requested', channel: 'EMAIL', now: T }, { SMS: null, EMAIL: T + 180_000 }],
    ['the channels run separately', { SMS: T + 5_000, EMAIL: null }, { type: 'requested', channel: 'EMAIL', now: T }, { SMS: T + 5_000, EMAIL: T + 180_000 }],
    ['register asks for its own length of 60 s', IDLE_COUNTDOWNS, { type: 'requested', channel: 'SMS', now: T, seconds: 60 }, { SMS: T + 60_000, EMAIL: null }],
    ['a failed SMS request resets SMS to zero and leaves e-mail running', { SMS: T + 60_000, EMAIL: T + 9_000 }, { type: 'failed', channel: 'SMS' }, { SMS: null, EMAIL: T + 9_000 }],
    ['a successful login clears both', { SMS: T + 60_000, EMAIL: T + 9_000 }, { type: 'cleared' }, IDLE_COUNTDOWNS],
  ])('%s', (_name, state, event, expected) => {
    expect(nextCountdowns(state, event)).toEqual(expected);
  });

  test.each<[string, number | null, number, number]>([
    ['idle is zero', null, T, 0],
    ['just started shows the full 60', T + 60_000, T, 60],
    ['part of a second left rounds up', T + 59_001, T, 60],
    ['one millisecond left still shows 1', T + 1, T, 1],
    ['exactly at the end is zero', T + 60_000, T + 60_000, 0],
    ['past the end is zero, never negative', T, T + 5_000, 0],
  ])('seconds left: %s', (_name, endsAt, now, expected) => {
    expect(secondsLeft(endsAt, now)).toBe(expected);
  });

  test.each<[number, string]>([
    [0, CODE_BUTTON_IDLE_LABEL],
    [-3, CODE_BUTTON_IDLE_LABEL],
    [1, '1s'],
    [180, '180s'],
  ])('the button reads %p seconds as %p', (seconds, label) => {
    expect(codeButtonLabel(seconds)).toBe(label);
  });

  test('the button reads 获取验证码 at zero', () => {
    expect(CODE_BUTTON_IDLE_LABEL).toBe('获取验证码');
  });

  test.each<[number, boolean, boolean]>([
    [0, false, true],
    [0, true, false],
    [12, false, false],
  ])('with %p s left and sending=%p a code may be asked for: %p', (seconds, sending, allowed) => {
    expect(canRequestCode(seconds, sending)).toBe(allowed);
  });
});
