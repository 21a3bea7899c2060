import type { ReactNode } from 'react';
import { ConsoleLink } from './console-link';
import type { Column } from './data-table';
import { DetailLink } from './paged-table';
import { useConsoleText } from './use-console-text';

/**
 * The columns of a list that open a row's detail at `detailOf(row)`, which leads back to `back`
 * (the list's own route, `useListQuery().here`): `link` draws a column's cell (the row's number or
 * name) as the link, `details` is the last column, 操作 (Actions), with the row's 详情 (Details)
 * link named after the row (`DetailLink`).
 */
export function useDetailColumns<T>(detailOf: (row: T) => string, back: string) {
  const t = useConsoleText();
  return {
    link: (column: Omit<Column<T>, 'cell'>, text: (row: T) => ReactNode): Column<T> => ({
      ...column,
      cell: (row) => (
        <ConsoleLink to={detailOf(row)} state={{ back }}>
          {text(row)}
        </ConsoleLink>
      ),
    }),
    details: (name: (row: T) => string): Column<T> => ({
      key: 'actions',
      header: t('console.actions'),
      nowrap: true,
      cell: (row) => <DetailLink to={detailOf(row)} back={back} name={name(row)} />,
    }),
  };
}
