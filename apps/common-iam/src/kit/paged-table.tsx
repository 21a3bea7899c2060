import type { ComponentProps } from 'react';
import { DataTable, Pager } from '@portal/console';
import { tableState } from './table-state';
import type { PagedRows } from './use-paged-list';
import { useText } from './use-text';

type TableProps<R> = Omit<ComponentProps<typeof DataTable<R>>, 'rows' | 'loading' | 'failure' | 'empty'>;

/** A list's table and its pager: skeleton or dimmed rows, the failure above, the empty row, then the pages. */
export function PagedTable<R>({ list, emptyText, ...table }: TableProps<R> & { list: PagedRows<R>; emptyText: string }) {
  const t = useText();
  return (
    <>
      <DataTable {...table} rows={list.rows} {...tableState(t, list.state, list.reload, emptyText)} />
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={list.setPage} onPageSize={list.setPageSize} />
    </>
  );
}
