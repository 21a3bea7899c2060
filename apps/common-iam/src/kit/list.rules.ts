/** Paging and in-app links of the sub-app's lists, pure. */

/** The page sizes a list offers; the first is the default. */
export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

/** How many pages `total` rows fill (at least one, so an empty list reads "page 1 of 1"). */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(pageSize) || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** The page to show after the total changed (a deletion, a narrower filter): never past the last. */
export function pageWithin(page: number, total: number, pageSize: number): number {
  const last = pageCount(total, pageSize);
  if (!Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, last);
}

/** A page size from a select's value, falling back to the default for anything unknown. */
export function toPageSize(value: unknown): number {
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/**
 * An in-app link that keeps the menu_code the page was opened with (docs/sub-app-guide.md §5), so
 * the portal's navs stay on the same item and the shell need not redirect to add it.
 */
export function withMenuCode(to: string, currentSearch: string): string {
  const code = new URLSearchParams(currentSearch).get('menu_code');
  if (!code) return to;
  const at = to.indexOf('?');
  const path = at === -1 ? to : to.slice(0, at);
  const query = new URLSearchParams(at === -1 ? '' : to.slice(at + 1));
  if (!query.has('menu_code')) query.set('menu_code', code);
  return `${path}?${query.toString()}`;
}

/** A positive integer id from a query value, or null. */
export function idParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}
