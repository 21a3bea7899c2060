import { idParam, pageCount, pageWithin, toPageSize, withMenuCode } from './list.rules';

describe('paging', () => {
  test.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [101, 20, 6],
    [-3, 10, 1],
    [Number.NaN, 10, 1],
  ])('%p rows at %i a page fill %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  test.each([
    [3, 25, 10, 3],
    [3, 20, 10, 2],
    [2, 0, 10, 1],
    [0, 40, 10, 1],
    [1.5, 40, 10, 1],
  ])('page %p of %i rows at %i a page becomes page %i', (page, total, size, kept) => {
    expect(pageWithin(page, total, size)).toBe(kept);
  });

  test.each([
    ['20', 20],
    ['50', 50],
    ['7', 10],
    ['abc', 10],
    [undefined, 10],
  ])('the page size %p reads as %i', (value, size) => {
    expect(toPageSize(value)).toBe(size);
  });
});

describe('links inside the sub-app keep the menu_code (sub-app guide §5)', () => {
  test.each([
    ['/tenant/detail?id=3', '?menu_code=iam_tenant', '/tenant/detail?id=3&menu_code=iam_tenant'],
    ['/tenant/list', '?menu_code=iam_tenant&x=1', '/tenant/list?menu_code=iam_tenant'],
    ['/tenant/list?menu_code=other', '?menu_code=iam_tenant', '/tenant/list?menu_code=other'],
    ['/tenant/list', '', '/tenant/list'],
  ])('%s from %p goes to %s', (to, search, link) => {
    expect(withMenuCode(to, search)).toBe(link);
  });
});

describe('ids from the query', () => {
  test.each([
    ['12', 12],
    ['0', null],
    ['-1', null],
    ['1e3', null],
    ['', null],
    [null, null],
    ['12345678901234567', null],
  ])('%p reads as %p', (value, id) => {
    expect(idParam(value)).toBe(id);
  });
});
