import { useLocation, useNavigate } from 'react-router-dom';
import { withFilter } from './menu-code.rules';
import { pageFromQuery } from './paging.rules';

/**
 * A list page's filters and page, kept in the route's query string (with the menu_code): a reload,
 * a shared link or the way back from a detail shows the same rows. Changes replace the history
 * entry instead of adding one per click, and keep its state (a detail's way back, a banner).
 */
export function useListQuery() {
  const location = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(location.search);
  return {
    page: pageFromQuery(query.get('page')),
    /** The text of a filter, '' when not set. */
    text: (name: string) => query.get(name)?.trim() ?? '',
    /** The value of a filter among `allowed`, null when not set or not one of them. */
    oneOf: <V extends string | number>(name: string, allowed: readonly V[]): V | null => allowed.find((value) => String(value) === query.get(name)) ?? null,
    set: (name: string, value: string | number | null | undefined) =>
      navigate({ pathname: location.pathname, search: withFilter(location.search, name, value) }, { replace: true, state: location.state }),
    /** The list's own route with its query, for a detail's way back. */
    here: `${location.pathname}${location.search}`,
  };
}
