import { PAGE_SIZE, pageCount, pageFromQuery, pageItems, pageWithin, toPageSize } from './paging.rules';

describe('console paging', () => {
  test('a page holds 20 rows', () => {
    expect(PAGE_SIZE).toBe(20);
  });

  test.each([
    [0, 1],
    [1, 1],
    [20, 1],
    [21, 2],
    [45, 3],
    [101, 6],
    [-5, 1],
  ])('%i rows fill %i pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  test.each([
    [3, 45, 3],
    [4, 45, 3],
    [3, 40, 2],
    [0, 45, 1],
    [2, 0, 1],
    [Number.NaN, 45, 1],
  ])('page %p of %i rows is shown as page %i', (page, total, shown) => {
    expect(pageWithin(page, total)).toBe(shown);
  });

  test.each([
    ['3', 3],
    ['1', 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['', 1],
    [null, 1],
    ['100001', 1],
  ])('the query value %p reads as page %i', (value, page) => {
    expect(pageFromQuery(value)).toBe(page);
  });

  test.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 'gap', 10]],
    [5, 10, [1, 2, 3, 4, 5, 6, 7, 'gap', 10]],
    [6, 12, [1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]],
    [12, 12, [1, 'gap', 10, 11, 12]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
  ])('page %i of %i shows the buttons %p', (page, pages, items) => {
    expect(pageItems(page, pages)).toEqual(items);
  });

  test.each([
    ['10', undefined, 10],
    ['50', undefined, 50],
    ['7', undefined, 20],
    ['abc', 10, 10],
    [undefined, 10, 10],
  ])('the page size %p (default %p) reads as %i', (value, fallback, size) => {
    expect(toPageSize(value, fallback)).toBe(size);
  });
});
