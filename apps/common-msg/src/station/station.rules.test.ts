import { STATION_PAGE_SIZE, formatSendTime, pageCount, pageWithin, stationQuery, unreadIds } from './station.rules';

describe('the message centre query (spec 3, 9)', () => {
  test('pages hold 20 notices', () => {
    expect(STATION_PAGE_SIZE).toBe(20);
  });

  test.each([
    ['all', 1, '', { pageConfig: { pageNum: 1, pageSize: 20 } }],
    ['unread', 2, '', { readStatus: 0, pageConfig: { pageNum: 2, pageSize: 20 } }],
    ['read', 3, '  维护 ', { readStatus: 1, remark: '维护', pageConfig: { pageNum: 3, pageSize: 20 } }],
    ['all', 0, '   ', { pageConfig: { pageNum: 1, pageSize: 20 } }],
    ['all', Number.NaN, '', { pageConfig: { pageNum: 1, pageSize: 20 } }],
  ] as const)('filter %s, page %p and keyword %p ask for %p', (filter, page, keyword, body) => {
    expect(stationQuery(filter, page, keyword)).toEqual(body);
  });
});

describe('paging', () => {
  test.each([
    [0, 1],
    [1, 1],
    [20, 1],
    [21, 2],
    [45, 3],
  ])('%i notices fill %i pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  test.each([
    [3, 45, 3],
    [3, 40, 2],
    [2, 0, 1],
    [0, 45, 1],
  ])('page %i with %i notices becomes page %i', (page, total, kept) => {
    expect(pageWithin(page, total)).toBe(kept);
  });
});

describe('marking read', () => {
  test('only the unread notices shown are marked', () => {
    expect(
      unreadIds([
        { id: 1, readStatus: 0 },
        { id: 2, readStatus: 1 },
        { id: 3, readStatus: 0 },
      ]),
    ).toEqual([1, 3]);
    expect(unreadIds([])).toEqual([]);
  });
});

describe('send times', () => {
  test.each([
    ['2026-11-21T23:05:00.000Z', 0, '2026-11-21 23:05'],
    ['2026-11-21T23:05:00.000Z', -480, '2026-11-22 07:05'],
    ['not a time', 0, 'not a time'],
  ])('%s at offset %i reads %s', (iso, offset, shown) => {
    expect(formatSendTime(iso, offset)).toBe(shown);
  });
});
