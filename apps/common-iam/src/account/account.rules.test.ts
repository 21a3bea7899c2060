import {
  accountErrors,
  accountFieldOf,
  EMPTY_ACCOUNT,
  filtersApplied,
  NO_FILTERS,
  statusAction,
  subAccountBody,
  subAccountQuery,
  userBody,
  userQuery,
  type AccountDraft,
} from './account.rules';

const filled: AccountDraft = {
  userType: 'CLIENT_USER',
  loginName: 'liwei',
  userName: '李伟',
  mobile: '13912345678',
  email: 'liwei@example.com',
  tenantId: '3',
  roleId: '5',
};

describe('the add-user form (spec 5)', () => {
  test('an empty form asks for every field', () => {
    expect(accountErrors('user', EMPTY_ACCOUNT)).toEqual({
      loginName: '请输入用户名',
      userName: '请输入姓名',
      mobile: '请输入手机号',
      email: '请输入邮箱',
      tenantId: '请选择租户',
      roleId: '请选择角色',
    });
  });

  test.each([
    ['loginName', '12345', '仅支持中英文、数字、下划线,且不能为纯数字,长度2到32个字符'],
    ['loginName', 'a', '仅支持中英文、数字、下划线,且不能为纯数字,长度2到32个字符'],
    ['loginName', 'li wei', '仅支持中英文、数字、下划线,且不能为纯数字,长度2到32个字符'],
    ['userName', '李', '长度不能低于2位，仅支持中英文、数字、下划线,且不能为纯数字'],
    ['mobile', '1391234567', '只允许输入11位纯数字'],
    ['mobile', '+8613912345678', '只允许输入11位纯数字'],
    ['email', 'liwei@', '请检查邮箱格式是否正确,且最长只能输入32个字符'],
    ['email', `${'a'.repeat(30)}@example.com`, '长度不能超过32位'],
  ] as const)('%s %p gives %p', (field, value, message) => {
    expect(accountErrors('user', { ...filled, [field]: value })[field]).toBe(message);
  });

  test('a filled form passes, with spaces around the values', () => {
    expect(accountErrors('user', { ...filled, loginName: ' liwei ', mobile: ' 13912345678 ' })).toEqual({});
  });

  test('a manager needs no tenant', () => {
    expect(accountErrors('user', { ...filled, userType: 'MANAGER_USER', tenantId: '' })).toEqual({});
  });

  test('a sub-account needs neither tenant nor role', () => {
    expect(accountErrors('subAccount', { ...filled, tenantId: '', roleId: '' })).toEqual({});
  });

  test('the bodies are trimmed, ids are numbers and a manager has no tenant', () => {
    expect(userBody({ ...filled, loginName: ' liwei ' })).toEqual({
      userType: 'CLIENT_USER',
      loginName: 'liwei',
      userName: '李伟',
      mobile: '13912345678',
      email: 'liwei@example.com',
      tenantId: 3,
      roleId: 5,
    });
    expect(userBody({ ...filled, userType: 'MANAGER_USER' })).toMatchObject({ userType: 'MANAGER_USER', tenantId: null, roleId: 5 });
    expect(subAccountBody({ ...filled, roleId: '' })).toEqual({
      loginName: 'liwei',
      userName: '李伟',
      mobile: '13912345678',
      email: 'liwei@example.com',
      roleId: null,
    });
  });
});

describe('refusals of the server go under their field', () => {
  test.each([
    [{ code: 'USER_NAME_TAKEN', message: '用户名已存在' }, 'loginName'],
    [{ code: 'MOBILE_TAKEN', message: '该手机号已被其他账号使用' }, 'mobile'],
    [{ code: 'EMAIL_TAKEN', message: '该邮箱已被其他账号使用' }, 'email'],
    [{ code: 'VALIDATION_FAILED', message: '只允许输入11位纯数字' }, 'mobile'],
    [{ code: 'VALIDATION_FAILED', message: '租户不存在' }, 'tenantId'],
    [{ code: 'VALIDATION_FAILED', message: '角色不存在或不适用于该用户类型' }, 'roleId'],
    [{ code: 'VALIDATION_FAILED', message: 'Enter exactly 11 digits' }, 'mobile'],
    [{ code: 'VALIDATION_FAILED', message: 'Please choose a tenant' }, 'tenantId'],
    [{ code: 'VALIDATION_FAILED', message: 'The role does not exist or does not fit this user type' }, 'roleId'],
    [{ code: 'FORBIDDEN', message: '没有权限' }, null],
    [{ code: 'CONFLICT', message: '用户名、手机号或邮箱已被使用' }, null],
  ])('%p goes under %p', (failure, field) => {
    expect(accountFieldOf(failure)).toBe(field);
  });
});

describe('the user list query', () => {
  test.each([
    [NO_FILTERS, { pageNum: 1, pageSize: 10 }],
    [
      { keyword: ' 138 ', tenantId: '4', userType: 'CLIENT_USER', status: 'disabled' },
      { keyword: '138', tenantId: 4, userType: 'CLIENT_USER', status: 'disabled', pageNum: 1, pageSize: 10 },
    ],
    [
      { ...NO_FILTERS, tenantId: 'x' },
      { pageNum: 1, pageSize: 10 },
    ],
  ] as const)('filters %p ask for %p', (filters, query) => {
    expect(userQuery(filters, 1, 10)).toEqual(query);
  });

  test('the sub-account query keeps only the keyword and the status', () => {
    expect(subAccountQuery({ keyword: 'op', tenantId: '4', userType: 'MANAGER_USER', status: 'enabled' }, 2, 20)).toEqual({
      keyword: 'op',
      status: 'enabled',
      pageNum: 2,
      pageSize: 20,
    });
  });

  test.each([
    [NO_FILTERS, false],
    [{ ...NO_FILTERS, keyword: '  ' }, false],
    [{ ...NO_FILTERS, status: 'enabled' }, true],
  ] as const)('filters %p narrow the list: %p', (filters, narrowed) => {
    expect(filtersApplied(filters)).toBe(narrowed);
  });
});

describe('the status action of a row', () => {
  test.each([
    [{ id: 2, status: 'enabled' }, 1, 'disable'],
    [{ id: 2, status: 'disabled' }, 1, 'enable'],
    [{ id: 2, status: 'closing' }, 1, null],
    [{ id: 1, status: 'enabled' }, 1, null],
  ])('%p seen by user %i offers %p', (user, self, action) => {
    expect(statusAction(user, self)).toBe(action);
  });
});
