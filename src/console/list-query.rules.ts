import { PAGE_SIZE } from './paging.rules';

/** A list filter's value as the list's query holds it (`useListQuery`): a text, a number or a choice, null when not set. */
export type FilterValue = string | number | null;

/** The body of a paged list's request: the filters that are set, the page and the page size. */
export type ListQueryBody<F> = { [K in keyof F]?: Exclude<F[K], null> } & { pageNum: number; pageSize: number };

/** Whether any of a list's filters is set (an empty page then says the filters found nothing). */
export function anyFilterSet(filters: Record<string, FilterValue>): boolean {
  return Object.values(filters).some((value) => value !== null && value !== '');
}

/**
 * The request body of page `page` of a list under `filters` (named as the request names them),
 * `PAGE_SIZE` rows a page: a text is sent trimmed, and a filter that is not set (null or a blank
 * text) is left out.
 */
export function listQueryBody<F extends Record<string, FilterValue>>(filters: F, page: number): ListQueryBody<F> {
  const set = Object.entries(filters).flatMap(([name, value]) => {
    const sent = typeof value === 'string' ? value.trim() : value;
    return sent === null || sent === '' ? [] : [[name, sent] as const];
  });
  return { ...(Object.fromEntries(set) as ListQueryBody<F>), pageNum: page, pageSize: PAGE_SIZE };
}
