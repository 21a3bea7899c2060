import { accountMenuEntries, avatarInitial } from './account-menu.rules';

describe('the avatar dropdown entries (spec 2 and 6)', () => {
  test.each([
    ['MANAGER_USER', null, ['account-centre', 'change-password', 'logout']],
    ['MANAGER_USER', 0, ['account-centre', 'change-password', 'logout']],
    ['CLIENT_USER', 1, ['account-centre', 'change-password', 'overview', 'logout']],
    ['CLIENT_USER', '1', ['account-centre', 'change-password', 'overview', 'logout']],
    ['CLIENT_USER', 0, ['change-password', 'overview', 'logout']],
    ['CLIENT_USER', '0', ['change-password', 'overview', 'logout']],
    ['CLIENT_USER', null, ['change-password', 'overview', 'logout']],
  ])('a %s with inner-user mark %p sees %p', (userType, innerUserMark, entries) => {
    expect(accountMenuEntries({ userType, innerUserMark })).toEqual(entries);
  });
});

describe('the avatar initial', () => {
  test.each([
    [{ userName: '张三', loginName: 'demo' }, '张'],
    [{ userName: '  ', loginName: 'demo' }, 'D'],
    [{ userName: null, loginName: 'admin' }, 'A'],
    [{}, '?'],
    [null, '?'],
  ])('%p shows %p', (user, initial) => {
    expect(avatarInitial(user)).toBe(initial);
  });
});
