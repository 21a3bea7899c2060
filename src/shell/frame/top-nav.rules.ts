/**
 * How many top-nav items show in the bar; the rest go into the 更多 / More menu. All of them when
 * they fit side by side; else as many as fit, in menu order, beside the More button. Widths are
 * the items' own widths in px (names whole, never cut); `gap` is the space between two buttons.
 * An unmeasured bar (width 0, as before layout) shows every item.
 *
 * @example
 * visibleTopNavCount([80, 90, 100], 300, 60, 4); // 3: 278 px fit
 * visibleTopNavCount([80, 90, 100], 250, 60, 4); // 2: 80 + 90 + More fit, 100 goes to More
 */
export function visibleTopNavCount(widths: readonly number[], available: number, moreWidth: number, gap: number): number {
  if (available <= 0) return widths.length;
  const span = (count: number) => widths.slice(0, count).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, count - 1);
  if (span(widths.length) <= available) return widths.length;
  let count = widths.length - 1;
  while (count > 0 && span(count) + gap + moreWidth > available) count -= 1;
  return count;
}
