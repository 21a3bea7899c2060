import { maskMobile } from './user.rules';

describe('mobile display mask (spec 3)', () => {
  test.each([
    ['13800138000', '138****8000'],
    ['1380013', '138****'],
    ['138', '138****'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (mobile, expected) => {
    expect(maskMobile(mobile)).toBe(expected);
  });
});
