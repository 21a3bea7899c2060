import type { ListPage } from './paged-table';
import { anyFilterSet, listQueryBody, type FilterValue, type ListQueryBody } from './list-query.rules';
import type { useListQuery } from './use-list-query';
import { useResource } from './use-resource';

/**
 * A list loaded a page at a time under its filters (read from the list's query, `useListQuery`):
 * `load` gets the request body of the filters that are set (`listQueryBody`) and runs again when
 * a filter or the page changes. Gives what `PagedTable` takes from the list:
 * `<PagedTable {...paged} caption=… columns=… />`.
 */
export function usePagedList<F extends Record<string, FilterValue>, T>(
  list: Pick<ReturnType<typeof useListQuery>, 'page' | 'set'>,
  filters: F,
  load: (body: ListQueryBody<F>) => Promise<ListPage<T>>,
) {
  const [resource, reload] = useResource(() => load(listQueryBody(filters, list.page)), [...Object.values(filters), list.page]);
  return { resource, reload, list, filtered: anyFilterSet(filters) };
}
