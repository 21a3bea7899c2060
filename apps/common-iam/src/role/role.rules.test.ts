import { addRoleBody, editRoleBody, roleErrors, roleFieldOf, rolePage, roleQuery, EMPTY_ROLE } from './role.rules';

const NAME_RULE = '角色名称仅支持中文、字母或数字，长度2到20个字符';
const EN_RULE = "英文名称仅支持字母、数字、空格及 - . & ' /，长度2到40个字符";

describe('the role name (spec 5: 2 to 20 Chinese characters, letters or digits)', () => {
  test.each([
    ['', '请输入角色名称'],
    ['   ', '请输入角色名称'],
    ['管', NAME_RULE],
    ['管理', undefined],
    ['Ops2', undefined],
    ['运维Ops01', undefined],
    ['运维 管理', NAME_RULE],
    ['运维_管理', NAME_RULE],
    ['运维-管理', NAME_RULE],
    ['一二三四五六七八九十一二三四五六七八九十', undefined],
    ['一二三四五六七八九十一二三四五六七八九十一', NAME_RULE],
    ['a'.repeat(20), undefined],
    ['a'.repeat(21), NAME_RULE],
    ['😀😀', NAME_RULE],
    ['<b>管理</b>', NAME_RULE],
    [' 审计员 ', undefined],
  ])('%p gives %p', (roleName, message) => {
    expect(roleErrors({ ...EMPTY_ROLE, roleName }).roleName).toBe(message);
  });

  test.each([
    ['', undefined],
    ['  ', undefined],
    ['Auditor', undefined],
    ["Ops & Finance / Tier-2 Support's", undefined],
    ['A', EN_RULE],
    ['审计', EN_RULE],
    ['-Ops', EN_RULE],
    ['x'.repeat(41), EN_RULE],
    ['<b>Ops</b>', EN_RULE],
  ])('the English name %p gives %p (optional, docs/decisions/016)', (roleNameEn, message) => {
    expect(roleErrors({ ...EMPTY_ROLE, roleName: '审计', roleNameEn }).roleNameEn).toBe(message);
  });

  test('speaks the portal language', () => {
    expect(roleErrors({ ...EMPTY_ROLE, roleName: '管', roleNameEn: '-', remark: 'x'.repeat(101) }, 'en-US')).toEqual({
      roleName: 'Role names use 2 to 20 Chinese characters, letters or digits',
      roleNameEn: "English names use 2 to 40 letters, digits, spaces or - . & ' /",
      remark: 'The remark may have at most 100 characters',
    });
  });

  test('a remark holds at most 100 characters', () => {
    expect(roleErrors({ ...EMPTY_ROLE, roleName: '审计', remark: 'x'.repeat(100) })).toEqual({});
    expect(roleErrors({ ...EMPTY_ROLE, roleName: '审计', remark: 'x'.repeat(101) })).toEqual({ remark: '备注最多100个字符' });
  });
});

describe('the role bodies', () => {
  test('are trimmed, and a blank remark is null', () => {
    expect(addRoleBody({ roleName: ' 审计 ', roleNameEn: ' ', userType: 'MANAGER_USER', remark: '  ' })).toEqual({
      roleName: '审计',
      roleNameEn: null,
      userType: 'MANAGER_USER',
      remark: null,
    });
    expect(editRoleBody({ roleName: '审计', roleNameEn: ' Auditor ', userType: 'MANAGER_USER', remark: ' 只读 ' })).toEqual({
      roleName: '审计',
      roleNameEn: 'Auditor',
      remark: '只读',
    });
  });

  test.each([
    [{ code: 'ROLE_NAME_TAKEN', message: '角色名称重复' }, 'roleName'],
    [{ code: 'VALIDATION_FAILED', message: NAME_RULE }, 'roleName'],
    [{ code: 'VALIDATION_FAILED', message: '备注最多100个字符' }, 'remark'],
    [{ code: 'VALIDATION_FAILED', message: EN_RULE }, 'roleNameEn'],
    [{ code: 'VALIDATION_FAILED', message: 'Role names use 2 to 20 Chinese characters, letters or digits' }, 'roleName'],
    [{ code: 'VALIDATION_FAILED', message: 'The remark may have at most 100 characters' }, 'remark'],
    [{ code: 'NOT_FOUND', message: '角色不存在' }, null],
  ])('the refusal %p belongs to %p', (failure, field) => {
    expect(roleFieldOf(failure)).toBe(field);
  });
});

describe('the role list', () => {
  test.each([
    [{ roleName: '', userType: '' }, {}],
    [
      { roleName: ' 审 ', userType: 'MANAGER_USER' },
      { roleName: '审', userType: 'MANAGER_USER' },
    ],
  ] as const)('filters %p ask for %p', (filters, query) => {
    expect(roleQuery(filters)).toEqual(query);
  });

  test('is paged in the browser', () => {
    const roles = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(rolePage(roles, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rolePage(roles, 3, 10)).toEqual([21, 22, 23]);
  });
});
