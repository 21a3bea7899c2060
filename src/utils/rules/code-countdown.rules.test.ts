import { CODE_BUTTON_IDLE_LABEL, canRequestCode, codeButtonLabel } from './code-countdown.rules';

describe('code buttons', () => {
  test('the button reads 获取验证码 at zero', () => {
    expect(codeButtonLabel(0)).toBe('获取验证码');
    expect(CODE_BUTTON_IDLE_LABEL).toBe('获取验证码');
  });

  test.each<[number, string]>([
    [-3, '获取验证码'],
    [1, '1s'],
    [60, '60s'],
    [180, '180s'],
  ])('with %p seconds left it reads %p', (seconds, label) => {
    expect(codeButtonLabel(seconds)).toBe(label);
  });

  test('the idle text can be given in another language', () => {
    expect(codeButtonLabel(0, 'Get code')).toBe('Get code');
    expect(codeButtonLabel(5, 'Get code')).toBe('5s');
  });

  test.each<[number, boolean, boolean]>([
    [0, false, true],
    [0, true, false],
    [12, false, false],
    [12, true, false],
  ])('with %p s left and a request on its way=%p, a code may be asked for: %p', (seconds, sending, allowed) => {
    expect(canRequestCode(seconds, sending)).toBe(allowed);
  });
});
