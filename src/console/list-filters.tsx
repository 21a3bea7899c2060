import type { ReactNode } from 'react';
import type { StatusLabel } from '../../contract/cbp-status.rules';
import { FilterBar, SearchBox } from './filters';
import { StatusTabs } from './paged-table';
import type { useListQuery } from './use-list-query';

/**
 * A list's filters by status and keyword, kept in the list's query (`useListQuery`): the status
 * tabs (`status`, `StatusTabs`), the list's other filters (`children`), then the keyword search
 * (`keyword`, `SearchBox`).
 */
export function StatusKeywordFilters<V extends string | number>({
  list,
  tabs,
  search,
  children,
}: {
  list: Pick<ReturnType<typeof useListQuery>, 'set'>;
  tabs: { label: string; tabs: readonly V[]; status(value: V): StatusLabel; value: V | null };
  search: { label: string; placeholder?: string; applied: string };
  children?: ReactNode;
}) {
  return (
    <FilterBar>
      <StatusTabs {...tabs} onChange={(value) => list.set('status', value)} />
      {children}
      <SearchBox {...search} onSearch={(value) => list.set('keyword', value)} />
    </FilterBar>
  );
}
