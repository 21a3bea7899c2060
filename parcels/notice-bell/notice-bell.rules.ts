/** The bell's constants (spec 9): unread poll every 5 s, notice page size 20, badge maximum 99. */
export const NOTICE_BELL = {
  pollIntervalMs: 5_000,
  pageSize: 20,
  badgeMax: 99,
} as const;

/**
 * What the bell's badge reads for an unread count: nothing at zero (or a count that is not a
 * positive number), the count up to 99, then '99+' (spec 9, "Badge maximum: 99").
 *
 * @example badgeText(7) // '7'
 * @example badgeText(120) // '99+'
 */
export function badgeText(count: unknown, max: number = NOTICE_BELL.badgeMax): string | null {
  const n = typeof count === 'number' ? count : Number(count);
  if (!Number.isFinite(n) || n < 1) return null;
  const whole = Math.floor(n);
  return whole > max ? `${max}+` : String(whole);
}

/**
 * The page to ask for next, given how many notices are already in the list: pages are
 * 1-based and `pageSize` long, so 0 loaded asks for page 1 and 20 loaded asks for page 2.
 */
export function nextNoticePage(loadedCount: number, pageSize: number = NOTICE_BELL.pageSize): number {
  return Math.floor(Math.max(0, loadedCount) / pageSize) + 1;
}

/**
 * Whether the list has everything: the loaded count has reached the unread total (spec 4),
 * which is when the popover shows '-没有更多了-' and stops asking for pages. An empty list
 * with a total of 0 is "all loaded" too (the popover then says there is nothing unread).
 */
export function allNoticesLoaded(loadedCount: number, total: number): boolean {
  return loadedCount >= Math.max(0, total);
}

/**
 * Whether a scroll position is close enough to the bottom of the list to load the next page.
 * The 40 px margin lets a page load before the user hits the very end.
 */
export function nearListBottom(box: { scrollTop: number; clientHeight: number; scrollHeight: number }, marginPx = 40): boolean {
  return box.scrollTop + box.clientHeight >= box.scrollHeight - marginPx;
}

/**
 * Appends a freshly loaded page to the list without duplicates: a notice arriving between
 * two page requests shifts the server's pages by one, so the next page may repeat the last
 * notice already shown.
 */
export function appendNoticePage<T extends { id: string | number }>(loaded: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(loaded.map((n) => String(n.id)));
  return [...loaded, ...page.filter((n) => !seen.has(String(n.id)))];
}
