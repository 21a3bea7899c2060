import { authStatusKey, becomeDeveloperLink, draftOf, profileRows, roleTypeKey, trimDraft } from './profile.rules';

describe('the rows of the profile (spec 2, Profile)', () => {
  const common = ['loginName', 'userName', 'mobile', 'email', 'tenantName'];
  const tail = ['empNumber', 'roleType', 'authStatus'];
  test.each([
    ['a client main account (pid 0)', 'CLIENT_USER', 0, [...common, 'orgName', ...tail, 'mgrTenantName', 'mgrOrgName']],
    ['a client sub-account', 'CLIENT_USER', 12, [...common, ...tail, 'mgrTenantName', 'mgrOrgName']],
    ['a manager', 'MANAGER_USER', 0, [...common, ...tail]],
  ])('%s sees %#', (_who, userType, pid, rows) => {
    expect(profileRows({ userType, pid })).toEqual(rows);
  });
});

describe('the become-developer link (spec 2 and 6)', () => {
  test.each([
    [0, 0, 'enabled'],
    [0, 1, 'disabled'],
    [0, 2, 'disabled'],
    [7, 0, 'hidden'],
    [7, 1, 'hidden'],
  ])('pid %i with role type %i: %s', (pid, userRoleType, state) => {
    expect(becomeDeveloperLink({ pid, userRoleType })).toBe(state);
  });
});

describe('role type labels (spec 3)', () => {
  test.each([
    [0, 'profile.roleType.ordinary'],
    ['1', 'profile.roleType.developer'],
    [2, 'profile.roleType.enterprise'],
    [9, 'profile.roleType.unknown'],
  ])('role type %p reads %s', (type, key) => {
    expect(roleTypeKey(type)).toBe(key);
  });
});

describe('certification labels (spec 3, authStatus)', () => {
  test.each([
    [1, 'profile.auth.none'],
    ['2', 'profile.auth.pending'],
    [3, 'profile.auth.done'],
    [0, 'profile.auth.failed'],
    [4, 'profile.auth.failed'],
    [null, 'profile.auth.failed'],
  ])('authStatus %p reads %s', (status, key) => {
    expect(authStatusKey(status)).toBe(key);
  });
});

describe('the edit draft (spec 4, Profile; spec 5 trimming)', () => {
  test('starts from the name and employee number, an absent number as empty', () => {
    expect(draftOf({ userName: '张三', empNumber: null })).toEqual({ userName: '张三', empNumber: '' });
  });
  test('is trimmed on save', () => {
    expect(trimDraft({ userName: '  张三 ', empNumber: ' E-01\t' })).toEqual({ userName: '张三', empNumber: 'E-01' });
  });
});
