import type { ReactNode } from 'react';
import { Box, chakra, Flex, Skeleton, Text } from '@portal/ui';
import { LoadFailed } from './status-panels';
import { useText } from './use-text';

export interface Column<T> {
  key: string;
  title: string;
  render: (row: T) => ReactNode;
  /** Text wraps inside this width (names, e-mail, remarks); other cells keep their natural width. */
  maxWidth?: string;
  /** Keep the cell on one line (ids, dates, status, actions). */
  nowrap?: boolean;
  /** Pinned to the right edge while the table scrolls sideways (the actions). */
  pinned?: boolean;
}

export type TableState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready' };

export interface DataTableProps<T> {
  /** Names the table for screen readers (a visually hidden caption). */
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  state: TableState;
  onRetry: () => void;
  /** What an empty list says (no data at all, or nothing matching the filters). */
  emptyText: string;
  /** Extra attributes of each row (test hooks such as data-user). */
  rowProps?: (row: T) => Record<string, string | number>;
}

const Table = chakra('table');
const Th = chakra('th');
const Td = chakra('td');
const Tr = chakra('tr');

const pinnedCell = { position: 'sticky', right: 0, bg: 'inherit', boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)' } as const;

/**
 * The console's table: a header row on grey, rows that light up on hover, the actions pinned to
 * the right, and a frame that scrolls sideways on narrow screens so every column stays
 * reachable. Loading shows skeleton rows the first time and dims the rows on a reload; a failure
 * shows the API's message with a retry above the rows it had.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, state, onRetry, emptyText, rowProps }: DataTableProps<T>) {
  const t = useText();
  const firstLoad = state.kind === 'loading' && rows.length === 0;
  return (
    <Box>
      {state.kind === 'error' ? (
        <Box mb="3">
          <LoadFailed message={state.message} onRetry={onRetry} />
        </Box>
      ) : null}
      <Box
        overflowX="auto"
        borderWidth="1px"
        borderColor="border"
        rounded="md"
        tabIndex={0}
        role="group"
        aria-label={caption}
        css={{ '&:focus-visible': { outline: '2px solid var(--chakra-colors-brand-500)', outlineOffset: '2px' } }}
      >
        {/* Columns take their natural width (long texts wrap inside their column's maxWidth); a
            table wider than its frame scrolls in it rather than squeezing a column to a sliver. */}
        <Table
          w="max-content"
          minW="full"
          borderCollapse="collapse"
          fontSize="sm"
          aria-busy={state.kind === 'loading'}
          opacity={state.kind === 'loading' && rows.length ? 0.55 : 1}
          transition="opacity 0.15s"
        >
          <chakra.caption srOnly>{caption}</chakra.caption>
          <chakra.thead>
            <Tr bg="bg.muted">
              {columns.map((column) => (
                <Th
                  key={column.key}
                  scope="col"
                  textAlign="start"
                  fontWeight="semibold"
                  color="fg.muted"
                  px="4"
                  py="3"
                  whiteSpace="nowrap"
                  borderBottomWidth="1px"
                  borderColor="border"
                  {...(column.pinned ? { ...pinnedCell, bg: 'bg.muted' } : {})}
                >
                  {column.title}
                </Th>
              ))}
            </Tr>
          </chakra.thead>
          <chakra.tbody>
            {firstLoad
              ? Array.from({ length: 5 }, (_, index) => (
                  <Tr key={`skeleton-${index}`} aria-hidden="true">
                    {columns.map((column) => (
                      <Td key={column.key} px="4" py="3" borderBottomWidth="1px" borderColor="border.muted">
                        <Skeleton h="4" w={column.pinned ? '16' : '80%'} />
                      </Td>
                    ))}
                  </Tr>
                ))
              : rows.map((row) => (
                  <Tr key={rowKey(row)} bg="bg" _hover={{ bg: 'brand.subtle' }} {...rowProps?.(row)}>
                    {columns.map((column) => (
                      <Td
                        key={column.key}
                        px="4"
                        py="3"
                        borderBottomWidth="1px"
                        borderColor="border.muted"
                        verticalAlign="middle"
                        whiteSpace={column.nowrap ? 'nowrap' : undefined}
                        {...(column.pinned ? pinnedCell : {})}
                      >
                        {column.maxWidth ? (
                          <Box maxW={column.maxWidth} minW="6rem" wordBreak="break-word">
                            {column.render(row)}
                          </Box>
                        ) : (
                          column.render(row)
                        )}
                      </Td>
                    ))}
                  </Tr>
                ))}
          </chakra.tbody>
        </Table>
        {state.kind !== 'loading' && rows.length === 0 ? (
          <Flex direction="column" align="center" py="12" gap="2" color="fg.muted" data-testid="iam-empty">
            <EmptyGlyph />
            <Text fontSize="sm">{state.kind === 'error' ? t('iam.loadFailed') : emptyText}</Text>
          </Flex>
        ) : null}
      </Box>
    </Box>
  );
}

function EmptyGlyph() {
  return (
    <svg width="48" height="36" viewBox="0 0 48 36" fill="none" aria-hidden="true" focusable="false">
      <rect x="4" y="10" width="40" height="22" rx="3" stroke="currentColor" strokeOpacity="0.4" strokeWidth="2" />
      <path d="M4 18h12l3 4h10l3-4h12" stroke="currentColor" strokeOpacity="0.4" strokeWidth="2" />
      <path d="M14 4l3 4M34 4l-3 4M24 2v5" stroke="currentColor" strokeOpacity="0.3" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
