import { Button, Flex, Text } from '@portal/ui';
import { PAGE_SIZES, pageCount, pageItems } from './paging.rules';
import { SelectInput } from './select-input';
import { useConsoleText } from './use-console-text';

export interface PagerProps {
  page: number;
  total: number;
  pageSize: number;
  onPage(page: number): void;
  /** Given, the user chooses the page size (`pageSizes`, 10 / 20 / 50 / 100 by default). */
  onPageSize?(pageSize: number): void;
  pageSizes?: readonly number[];
  disabled?: boolean;
}

/**
 * A pager button that cannot be pressed reads as such (issue 23): greyed text on a muted ground
 * with a not-allowed cursor, not Chakra's half-faded outline, which beside the white page buttons
 * still looked pressable.
 */
const DISABLED = { opacity: 1, bg: 'bg.muted', color: 'fg.subtle', borderColor: 'border.muted', cursor: 'not-allowed', boxShadow: 'none' } as const;

/** Total, the page size when the list lets the user choose it, previous / next and the page buttons under a table: the one pager of every list. */
export function Pager({ page, total, pageSize, onPage, onPageSize, pageSizes = PAGE_SIZES, disabled }: PagerProps) {
  const t = useConsoleText();
  const pages = pageCount(total, pageSize);
  return (
    <Flex as="nav" aria-label={t('console.pager')} justify="flex-end" align="center" wrap="wrap" gap="2" mt="3" fontSize="sm">
      <Text as="span" color="fg.muted" mr="2" data-total>
        {t('console.total', { total })}
      </Text>
      {onPageSize && (
        <SelectInput label={t('console.pageSize')} value={String(pageSize)} onChange={(value) => onPageSize(Number(value))} width="7.5rem" disabled={disabled}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {t('console.perPage', { size })}
            </option>
          ))}
        </SelectInput>
      )}
      <Button size="xs" variant="outline" disabled={disabled || page <= 1} _disabled={DISABLED} onClick={() => onPage(page - 1)}>
        {t('console.prev')}
      </Button>
      {pageItems(page, pages).map((item, index) =>
        item === 'gap' ? (
          <Text as="span" key={`gap-${index}`} aria-hidden="true" color="fg.muted" px="1">
            …
          </Text>
        ) : (
          <Button
            key={item}
            size="xs"
            minW="8"
            variant={item === page ? 'solid' : 'ghost'}
            colorPalette={item === page ? 'brand' : 'gray'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('console.goPage', { page: item })}
            disabled={disabled}
            _disabled={item === page ? { cursor: 'not-allowed' } : DISABLED}
            onClick={() => item !== page && onPage(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button size="xs" variant="outline" disabled={disabled || page >= pages} _disabled={DISABLED} onClick={() => onPage(page + 1)}>
        {t('console.next')}
      </Button>
      <Text as="span" srOnly data-page-of>
        {t('console.pageOf', { page, pages })}
      </Text>
    </Flex>
  );
}
