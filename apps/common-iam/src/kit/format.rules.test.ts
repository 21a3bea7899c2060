import { orgIndent, statusBadge, userTypeKey } from './format.rules';

describe('labels', () => {
  test.each([
    ['MANAGER_USER', 'iam.userType.manager'],
    ['CLIENT_USER', 'iam.userType.client'],
  ])('user type %s reads %s', (type, key) => {
    expect(userTypeKey(type)).toBe(key);
  });

  test.each([
    ['enabled', 'iam.status.enabled', 'green'],
    ['disabled', 'iam.status.disabled', 'red'],
    ['closing', 'iam.status.closing', 'orange'],
  ])('status %s reads %s in %s', (status, key, palette) => {
    expect(statusBadge(status)).toEqual({ key, palette });
  });

  test.each([
    [0, 0],
    [2, 2.5],
    [20, 10],
    [-1, 0],
  ])('an org at depth %i is indented %p rem', (depth, rem) => {
    expect(orgIndent(depth)).toBe(rem);
  });
});
