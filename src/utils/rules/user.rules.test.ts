import { authStatusLabel, maskMobile } from './user.rules';

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

describe('certification labels (spec 3)', () => {
  test.each([
    [1, '未认证'],
    [2, '认证中'],
    [3, '已认证'],
    ['3', '已认证'],
    [0, '认证失败'],
    [4, '认证失败'],
    [null, '认证失败'],
  ])('authStatus %j → %s', (status, label) => {
    expect(authStatusLabel(status)).toBe(label);
  });
});
