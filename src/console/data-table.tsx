import type { ReactNode } from 'react';
import { Box, chakra, Skeleton } from '@portal/ui';
import { ErrorBlock } from './states';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell(row: T): ReactNode;
  /** Keeps the cell on one line (times, statuses, actions). */
  nowrap?: boolean;
  align?: 'left' | 'right' | 'center';
  /** A minimum width, e.g. '12rem' for a name that should not squeeze. */
  minW?: string;
  /** Long text (names, e-mail, remarks) wraps inside this width; other cells keep their natural width. */
  maxWidth?: string;
  /**
   * Held at the right edge while the table scrolls sideways (the actions). Without any pinned
   * column the last column is held, as before.
   */
  pinned?: boolean;
}

/** A failed load, drawn above the rows it had: the API's message and a retry. */
export interface TableFailure {
  message: string;
  onRetry(): void;
  /** The sub-app's own one-line wording of the failure (it then carries the message). */
  title?: string;
  /** A test hook on the failure panel (`data-testid`). */
  testId?: string;
  /** The server refused the load (403): the access-denied panel in place of the table, no retry. */
  denied?: boolean;
}

const Th = chakra('th');
const Td = chakra('td');

type Sticky = (index: number) => Record<string, unknown>;

/**
 * The first column and the actions (the pinned columns, else the last of three or more) stay in
 * view while the table scrolls sideways.
 */
function stickyColumns<T>(columns: Column<T>[]): Sticky {
  const last = columns.length - 1;
  const anyPinned = columns.some((column) => column.pinned);
  const pinnedRight = (index: number) => (anyPinned ? !!columns[index].pinned : index === last && last > 1);
  return (index) =>
    index === 0
      ? { position: 'sticky' as const, left: 0, zIndex: 1, boxShadow: 'inset -1px 0 0 var(--chakra-colors-gray-100)' }
      : pinnedRight(index)
        ? { position: 'sticky' as const, right: 0, zIndex: 1, boxShadow: 'inset 1px 0 0 var(--chakra-colors-gray-100)' }
        : {};
}

function TableHead<T>({ columns, sticky }: { columns: Column<T>[]; sticky: Sticky }) {
  return (
    <chakra.thead>
      <chakra.tr>
        {columns.map((column, index) => (
          <Th
            key={column.key}
            scope="col"
            textAlign={column.align ?? 'left'}
            px="3"
            py="2.5"
            bg="gray.50"
            color="fg.muted"
            fontWeight="medium"
            whiteSpace="nowrap"
            borderBottomWidth="1px"
            borderColor="gray.200"
            minW={column.minW}
            {...sticky(index)}
          >
            {column.header}
          </Th>
        ))}
      </chakra.tr>
    </chakra.thead>
  );
}

/** Five rows of placeholders while the first rows are on their way. */
function SkeletonRows<T>({ columns }: { columns: Column<T>[] }) {
  return (
    <>
      {Array.from({ length: 5 }, (_, r) => (
        <chakra.tr key={`skeleton-${r}`} aria-hidden="true">
          {columns.map((column) => (
            <Td key={column.key} px="3" py="3" borderBottomWidth="1px" borderColor="gray.100">
              <Skeleton height="3.5" />
            </Td>
          ))}
        </chakra.tr>
      ))}
    </>
  );
}

function DataRow<T>({
  row,
  columns,
  sticky,
  rowProps,
}: {
  row: T;
  columns: Column<T>[];
  sticky: Sticky;
  rowProps?(row: T): Record<string, string | number | undefined>;
}) {
  return (
    <chakra.tr _hover={{ '& > td': { bg: 'gray.50' } }} {...rowProps?.(row)}>
      {columns.map((column, index) => (
        <Td
          key={column.key}
          px="3"
          py="2.5"
          bg="white"
          textAlign={column.align ?? 'left'}
          whiteSpace={column.nowrap ? 'nowrap' : undefined}
          verticalAlign="middle"
          borderBottomWidth="1px"
          borderColor="gray.100"
          minW={column.minW}
          {...sticky(index)}
        >
          {column.maxWidth ? (
            <Box maxW={column.maxWidth} minW="6rem" wordBreak="break-word">
              {column.cell(row)}
            </Box>
          ) : (
            column.cell(row)
          )}
        </Td>
      ))}
    </chakra.tr>
  );
}

interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[] | null;
  rowKey(row: T): string | number;
  loading?: boolean;
  minW?: string;
  /** Shown in the table's body when there are no rows (and not loading). */
  empty?: ReactNode;
  /** A failed load: a failure panel with a retry above the table, the rows it had stay. */
  failure?: TableFailure | null;
  rowProps?(row: T): Record<string, string | number | undefined>;
}

/** The table itself in its scrolling frame: skeleton rows, the empty row, or the data rows. */
function TableFrame<T>({ caption, columns, rows, rowKey, loading = false, minW = '48rem', empty, failure, rowProps }: DataTableProps<T>) {
  const sticky = stickyColumns(columns);
  // Columns that bound their own width (`maxWidth`) give the table its natural width: wider than
  // the frame it scrolls there rather than squeezing a wrapping column to a sliver.
  const natural = columns.some((column) => column.maxWidth);
  return (
    <Box
      role="region"
      aria-label={caption}
      tabIndex={0}
      overflowX="auto"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="md"
      bg="white"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
    >
      <chakra.table
        w={natural ? 'max-content' : 'full'}
        minW={natural ? 'full' : minW}
        borderCollapse="separate"
        borderSpacing="0"
        fontSize="sm"
        aria-busy={loading}
        opacity={loading && rows && rows.length ? 0.6 : 1}
        transition="opacity 0.15s"
      >
        <chakra.caption srOnly>{caption}</chakra.caption>
        <TableHead columns={columns} sticky={sticky} />
        <chakra.tbody>
          {!rows || (loading && rows.length === 0) ? (
            <SkeletonRows columns={columns} />
          ) : rows.length === 0 ? (
            failure ? null : (
              <chakra.tr>
                <Td colSpan={columns.length} p="0">
                  {empty}
                </Td>
              </chakra.tr>
            )
          ) : (
            rows.map((row) => <DataRow key={rowKey(row)} row={row} columns={columns} sticky={sticky} rowProps={rowProps} />)
          )}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}

/**
 * A console table. Below `minW` it scrolls inside its frame (a focusable region, so keyboards
 * scroll it too) with the first column (what the row is) and the last (its actions) held in view.
 * With no rows yet while loading it shows skeleton rows; with old rows it dims them. A failed load
 * (`failure`) shows its message and a retry above the rows it had; an empty list draws `empty` as
 * one row of the body (so count data rows by their `rowProps` attribute, not by `tbody tr`).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { failure } = props;
  const table = <TableFrame {...props} />;
  if (!failure) return table;
  // A refused load has no rows worth keeping on screen: the panel alone.
  if (failure.denied) return <ErrorBlock message={failure.message} denied />;
  return (
    <Box>
      <Box mb="3">
        <ErrorBlock message={failure.message} onRetry={failure.onRetry} title={failure.title} testId={failure.testId} />
      </Box>
      {table}
    </Box>
  );
}
