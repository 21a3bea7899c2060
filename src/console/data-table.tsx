import type { ReactNode } from 'react';
import { Box, chakra, Skeleton } from '@portal/ui';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell(row: T): ReactNode;
  /** Keeps the cell on one line (times, statuses, actions). */
  nowrap?: boolean;
  align?: 'left' | 'right' | 'center';
  /** A minimum width, e.g. '12rem' for a name that should not squeeze. */
  minW?: string;
}

const Th = chakra('th');
const Td = chakra('td');

/**
 * A console table. Below `minW` it scrolls inside its frame (a focusable region, so keyboards
 * scroll it too) with the first column (what the row is) and the last (its actions) held in view.
 * With no rows yet while loading it shows skeleton rows; with old rows it dims them.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  minW = '48rem',
  empty,
  rowProps,
}: {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[] | null;
  rowKey(row: T): string | number;
  loading?: boolean;
  minW?: string;
  /** Shown in the table's body when there are no rows (and not loading). */
  empty?: ReactNode;
  rowProps?(row: T): Record<string, string | number | undefined>;
}) {
  const last = columns.length - 1;
  const sticky = (index: number) =>
    index === 0
      ? { position: 'sticky' as const, left: 0, zIndex: 1, boxShadow: 'inset -1px 0 0 var(--chakra-colors-gray-100)' }
      : index === last && last > 1
        ? { position: 'sticky' as const, right: 0, zIndex: 1, boxShadow: 'inset 1px 0 0 var(--chakra-colors-gray-100)' }
        : {};
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
        w="full"
        minW={minW}
        borderCollapse="separate"
        borderSpacing="0"
        fontSize="sm"
        aria-busy={loading || undefined}
        opacity={loading && rows && rows.length ? 0.6 : 1}
        transition="opacity 0.15s"
      >
        <chakra.caption srOnly>{caption}</chakra.caption>
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
        <chakra.tbody>
          {!rows || (loading && rows.length === 0) ? (
            Array.from({ length: 5 }, (_, r) => (
              <chakra.tr key={`skeleton-${r}`} aria-hidden="true">
                {columns.map((column) => (
                  <Td key={column.key} px="3" py="3" borderBottomWidth="1px" borderColor="gray.100">
                    <Skeleton height="3.5" />
                  </Td>
                ))}
              </chakra.tr>
            ))
          ) : rows.length === 0 ? (
            <chakra.tr>
              <Td colSpan={columns.length} p="0">
                {empty}
              </Td>
            </chakra.tr>
          ) : (
            rows.map((row) => (
              <chakra.tr key={rowKey(row)} _hover={{ '& > td': { bg: 'gray.50' } }} {...rowProps?.(row)}>
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
                    {column.cell(row)}
                  </Td>
                ))}
              </chakra.tr>
            ))
          )}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}
