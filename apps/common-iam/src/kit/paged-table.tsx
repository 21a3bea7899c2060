import { DataTable, Pager, type Column } from '@portal/console';
import { tableState, type TableState } from './table-state';
import { useText } from './use-text';

/** What a paged table reads of its list (`usePagedList`, or a list paged on the screen). */
export interface PagedRows<R> {
  rows: R[];
  total: number;
  page: number;
  pageSize: number;
  state: TableState;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  reload: () => void;
}

/** A list's table and its pager: skeleton or dimmed rows, the failure above, the empty row, then the pages. */
export function PagedTable<R>({
  list,
  caption,
  columns,
  rowKey,
  rowProps,
  emptyText,
}: {
  list: PagedRows<R>;
  caption: string;
  columns: Column<R>[];
  rowKey: (row: R) => string | number;
  rowProps: (row: R) => Record<string, string | number | undefined>;
  emptyText: string;
}) {
  const t = useText();
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={list.rows}
        rowKey={rowKey}
        rowProps={rowProps}
        {...tableState(t, list.state, list.reload, emptyText)}
      />
      <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={list.setPage} onPageSize={list.setPageSize} />
    </>
  );
}
