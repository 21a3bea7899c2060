import { canUse, landingPage, pageAccess, pageLink, type AccessContext } from './access.rules';

const manager: AccessContext = {
  userType: 'MANAGER_USER',
  pid: 0,
  signedIn: true,
  menuCodes: [
    'iam',
    'iam_tenant',
    'iam_tenant_detail',
    'iam_tenant_add',
    'iam_user',
    'iam_user_reset_pwd',
    'iam_role',
    'iam_pwd_strategy',
    'iam_login_security',
  ],
  buttonPermissions: { iam_tenant: ['iam_tenant_detail'] },
};
const primary: AccessContext = {
  userType: 'CLIENT_USER',
  pid: 0,
  signedIn: true,
  menuCodes: ['iam_sub_account', 'iam_sub_account_add'],
  buttonPermissions: {},
};
const subAccount: AccessContext = { ...primary, pid: 7, menuCodes: ['msg_station'] };
const loading: AccessContext = { ...manager, menuCodes: [], buttonPermissions: {} };
const signedOut: AccessContext = { ...manager, signedIn: false };

describe('who may open a page (spec 6)', () => {
  test.each([
    ['a manager', 'tenant', 'allowed', manager],
    ['a manager', 'tenantDetail', 'allowed', manager],
    ['a manager', 'user', 'allowed', manager],
    ['a manager', 'loginSecurity', 'allowed', manager],
    ['a manager', 'subAccount', 'denied', manager],
    ['a manager whose menu is still loading', 'user', 'loading', loading],
    ['a primary account', 'subAccount', 'allowed', primary],
    ['a primary account', 'tenant', 'denied', primary],
    ['a sub-account', 'subAccount', 'denied', subAccount],
    ['a sub-account', 'user', 'denied', subAccount],
    ['a signed-out visitor', 'tenant', 'denied', signedOut],
    ['a manager without the role menu', 'role', 'denied', { ...manager, menuCodes: ['iam_tenant'] }],
  ] as const)('%s opening %s: %s', (_who, page, access, context) => {
    expect(pageAccess(page, context)).toBe(access);
  });
});

describe('which buttons show', () => {
  test.each([
    ['a manager', 'tenantAdd', true, manager],
    ['a manager', 'userAdd', false, manager],
    ['a manager', 'userResetPassword', true, manager],
    ['a manager', 'userDisable', false, manager],
    ['a manager', 'roleEdit', false, manager],
    ['a primary account', 'subAccountAdd', true, primary],
    ['a primary account', 'subAccountDisable', false, primary],
    ['a signed-out visitor', 'tenantAdd', false, signedOut],
  ] as const)('%s sees %s: %p', (_who, button, shown, context) => {
    expect(canUse(button, context)).toBe(shown);
  });

  test('a page permission listed only under its page counts too', () => {
    expect(canUse('roleEdit', { ...manager, menuCodes: ['iam_role'], buttonPermissions: { iam_role: ['iam_role_edit'] } })).toBe(true);
  });
});

describe('where /common/iam alone leads', () => {
  test.each([
    ['a manager', 'tenant', manager],
    ['a manager with only the security pages', 'loginSecurity', { ...manager, menuCodes: ['iam_login_security'] }],
    ['a primary account', 'subAccount', primary],
    ['a sub-account', null, subAccount],
    ['anyone while the menu loads', null, loading],
  ] as const)('%s lands on %p', (_who, page, context) => {
    expect(landingPage(context)).toBe(page);
  });
});

describe('links to the pages carry their menu item', () => {
  test.each([
    ['tenant', {}, '/tenant/list?menu_code=iam_tenant'],
    ['tenantDetail', { id: 12 }, '/tenant/detail?id=12&menu_code=iam_tenant'],
    ['user', { tenantId: 3 }, '/user/list?tenantId=3&menu_code=iam_user'],
    ['subAccount', {}, '/sub-account/list?menu_code=iam_sub_account'],
  ] as const)('%s with %p is %s', (page, query, link) => {
    expect(pageLink(page, query)).toBe(link);
  });
});
