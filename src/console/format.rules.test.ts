import { formatDay, formatTime, percent } from './format.rules';

describe('times in the console', () => {
  test.each([
    ['2026-11-21T23:05:00.000Z', 0, '2026-11-21 23:05'],
    ['2026-11-21T23:05:00.000Z', -480, '2026-11-22 07:05'],
    ['2026-12-31', -480, '2026-12-31'],
    ['not a time', 0, 'not a time'],
    ['', 0, ''],
    [null, 0, ''],
  ])('%p at offset %i reads %p', (iso, offset, shown) => {
    expect(formatTime(iso, offset)).toBe(shown);
  });

  test.each([
    ['2026-11-21T23:05:00.000Z', -480, '2026-11-22'],
    ['2026-11-21T23:05:00.000Z', 0, '2026-11-21'],
    [undefined, 0, ''],
  ])('the day of %p at offset %i is %p', (iso, offset, day) => {
    expect(formatDay(iso, offset)).toBe(day);
  });
});

describe('read shares', () => {
  test.each([
    [0, 0, 0],
    [1, 3, 33],
    [2, 3, 67],
    [3, 3, 100],
    [5, 3, 100],
    [1, 0, 0],
  ])('%i of %i is %i %%', (part, whole, share) => {
    expect(percent(part, whole)).toBe(share);
  });
});
