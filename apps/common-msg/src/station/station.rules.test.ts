import { listRoute, noticeRoute, readFilterOf, STATION_PAGE_SIZE, stationQuery, unreadIds } from './station.rules';

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

describe('a notice has its own route, and its way back is the list as it was', () => {
  test.each([
    [
      'from the list with filters and page',
      7,
      '?menu_code=msg_station&read=unread&keyword=%E7%BB%B4%E6%8A%A4&page=2',
      '/system/message/detail/7?menu_code=msg_station&read=unread&keyword=%E7%BB%B4%E6%8A%A4&page=2',
    ],
    ['from the bell, with the menu_code only', 12, '?menu_code=msg_station', '/system/message/detail/12?menu_code=msg_station'],
    ['from an old ?id= link, which is left behind', 3, '?id=3&menu_code=msg_station', '/system/message/detail/3?menu_code=msg_station'],
    ['with no query at all', 4, '', '/system/message/detail/4'],
  ])('%s', (_name, id, listSearch, expected) => {
    expect(noticeRoute(id, listSearch)).toBe(expected);
  });

  test.each([
    ['?menu_code=msg_station&read=unread&page=2', '/system/message/station?menu_code=msg_station&read=unread&page=2'],
    ['', '/system/message/station'],
  ])('the notice opened with %j leads back to %s', (search, expected) => {
    expect(listRoute(search)).toBe(expected);
  });

  test.each([
    ['unread', 'unread'],
    ['read', 'read'],
    [null, 'all'],
    ['everything', 'all'],
  ])('the read filter %j in the address is %s', (value, expected) => {
    expect(readFilterOf(value)).toBe(expected);
  });
});
