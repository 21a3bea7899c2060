import { NOTICE_BELL, allNoticesLoaded, appendNoticePage, badgeText, nearListBottom, nextNoticePage } from './notice-bell.rules';

describe('the bell constants (spec 9)', () => {
  test('polls every 5 seconds, pages by 20 and caps the badge at 99', () => {
    expect(NOTICE_BELL).toEqual({ pollIntervalMs: 5000, pageSize: 20, badgeMax: 99 });
  });
});

describe('the badge text (spec 9, badge maximum 99)', () => {
  test.each([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [null, null],
    ['abc', null],
    [1, '1'],
    ['42', '42'],
    [98, '98'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('a count of %p reads %p', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});

describe('the next page of unread notices (pages of 20)', () => {
  test.each([
    [0, 1],
    [1, 1],
    [19, 1],
    [20, 2],
    [39, 2],
    [40, 3],
    [-5, 1],
  ])('with %i loaded asks for page %i', (loaded, page) => {
    expect(nextNoticePage(loaded)).toBe(page);
  });
});

describe('when the list shows -没有更多了- (loaded count reaches the total)', () => {
  test.each([
    [0, 0, true],
    [20, 45, false],
    [40, 45, false],
    [45, 45, true],
    [46, 45, true],
    [0, -1, true],
  ])('%i loaded of %i is all loaded: %p', (loaded, total, done) => {
    expect(allNoticesLoaded(loaded, total)).toBe(done);
  });
});

describe('scrolling near the bottom loads the next page', () => {
  test.each([
    [{ scrollTop: 0, clientHeight: 300, scrollHeight: 1000 }, false],
    [{ scrollTop: 650, clientHeight: 300, scrollHeight: 1000 }, false],
    [{ scrollTop: 660, clientHeight: 300, scrollHeight: 1000 }, true],
    [{ scrollTop: 700, clientHeight: 300, scrollHeight: 1000 }, true],
    [{ scrollTop: 0, clientHeight: 300, scrollHeight: 200 }, true],
  ])('%p is near the bottom: %p', (box, near) => {
    expect(nearListBottom(box)).toBe(near);
  });
});

describe('appending a page keeps each notice once', () => {
  test('drops notices of the new page that are already listed', () => {
    const loaded = [{ id: 1 }, { id: 2 }];
    expect(appendNoticePage(loaded, [{ id: 2 }, { id: 3 }])).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });
  test('treats numeric and string ids as the same notice', () => {
    expect(appendNoticePage([{ id: '7' as string | number }], [{ id: 7 }])).toEqual([{ id: '7' }]);
  });
});
