import { tenantBody, tenantErrors, tenantFieldOf, tenantQuery } from './tenant.rules';

describe('the add-tenant form (spec 5 tenant name)', () => {
  test.each([
    ['', '请输入租户名称'],
    ['   ', '请输入租户名称'],
    ['甲', '只允许输入2-32字符,允许的字符包括：中英文、数字、()、-'],
    ['华东(上海)-分公司', undefined],
    ['Acme Ltd', '只允许输入2-32字符,允许的字符包括：中英文、数字、()、-'],
    ['a'.repeat(33), '只允许输入2-32字符,允许的字符包括：中英文、数字、()、-'],
    [' 新租户 ', undefined],
  ])('the name %p gives %p', (name, message) => {
    expect(tenantErrors({ name, innerMark: '0' }).name).toBe(message);
  });

  test('the body is trimmed and the mark a number', () => {
    expect(tenantBody({ name: ' 新租户 ', innerMark: '1' })).toEqual({ name: '新租户', innerMark: 1 });
    expect(tenantBody({ name: '新租户', innerMark: '0' })).toEqual({ name: '新租户', innerMark: 0 });
  });

  test.each([
    [{ code: 'TENANT_NAME_TAKEN', message: 'This tenant name is already taken' }, 'name'],
    [{ code: 'VALIDATION_FAILED', message: '只允许输入2-32字符,允许的字符包括：中英文、数字、()、-' }, 'name'],
    [{ code: 'VALIDATION_FAILED', message: 'Use 2 to 32 characters: Chinese characters, letters, digits, brackets () and hyphens -' }, 'name'],
    [{ code: 'VALIDATION_FAILED', message: 'Please enter the tenant name' }, 'name'],
    [{ code: 'FORBIDDEN', message: '没有权限' }, null],
  ])('the refusal %p belongs to %p', (failure, field) => {
    expect(tenantFieldOf(failure)).toBe(field);
  });

  test('the name rule speaks the portal language', () => {
    expect(tenantErrors({ name: '甲', innerMark: '0' }, 'en-US').name).toBe(
      'Use 2 to 32 characters: Chinese characters, letters, digits, brackets () and hyphens -',
    );
  });
});

describe('the tenant list query', () => {
  test.each([
    ['', 1, 10, { pageNum: 1, pageSize: 10 }],
    [' 华东 ', 2, 20, { name: '华东', pageNum: 2, pageSize: 20 }],
  ])('name %p, page %i, size %i ask for %p', (name, page, size, query) => {
    expect(tenantQuery(name, page, size)).toEqual(query);
  });
});
