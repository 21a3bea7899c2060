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
    ['租户名称重复', 'name'],
    ['只允许输入2-32字符,允许的字符包括：中英文、数字、()、-', 'name'],
    ['没有权限', null],
  ])('the refusal %p belongs to %p', (message, field) => {
    expect(tenantFieldOf(message)).toBe(field);
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
