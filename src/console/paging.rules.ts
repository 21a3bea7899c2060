/** Page size of the console lists (spec 9 notices: 20; the business lists default to 20 too). */
export const PAGE_SIZE = 20;

/** The page sizes a list may offer the user (the Pager's `onPageSize`). */
export const PAGE_SIZES = [10, 20, 50] as const;

/** How many pages `total` rows fill; an empty list (or a nonsense total) still has page 1. */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(pageSize) || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** The page to show once the total is known: within 1 … pageCount. */
export function pageWithin(page: number, total: number, pageSize = PAGE_SIZE): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), pageCount(total, pageSize));
}

/** A page number read from a query string value: a positive integer, else 1. */
export function pageFromQuery(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1;
}

/**
 * The page buttons of a pager: the first, the last and up to two either side of the current one,
 * with 'gap' where two or more pages are left out (a gap of one page shows that page instead).
 */
export function pageItems(page: number, pages: number): (number | 'gap')[] {
  const shown = (n: number) => n === 1 || n === pages || Math.abs(n - page) <= 2;
  const items: (number | 'gap')[] = [];
  for (let n = 1; n <= pages; n += 1) {
    if (shown(n) || (shown(n - 1) && shown(n + 1))) items.push(n);
    else if (items[items.length - 1] !== 'gap') items.push('gap');
  }
  return items;
}
