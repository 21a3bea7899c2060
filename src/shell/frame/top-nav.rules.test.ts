import { visibleTopNavCount } from './top-nav.rules';

describe('the top nav never cuts an item: what does not fit goes into 更多 / More', () => {
  test.each([
    ['every item fits: no More menu', [80, 90, 100], 278, 60, 4, 3],
    ['one pixel short: the last item goes into More', [80, 90, 100], 277, 60, 4, 2],
    ['room for the first item and More only', [80, 90, 100], 150, 60, 4, 1],
    ['not even the first item beside More: every item in More', [80, 90, 100], 120, 60, 4, 0],
    ['a very long name that fits nowhere in the bar goes into More with the rest', [80, 900, 100], 400, 60, 4, 1],
    ['an unmeasured bar shows every item', [80, 90, 100], 0, 60, 4, 3],
    ['no items', [], 500, 60, 4, 0],
  ])('%s', (_name, widths, available, more, gap, expected) => {
    expect(visibleTopNavCount(widths, available, more, gap)).toBe(expected);
  });
});
