import { Button, Flex, Text } from '@portal/ui';
import { PAGE_SIZES, pageCount } from './list.rules';
import { SelectInput } from './select-input';
import { useText } from './use-text';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  disabled?: boolean;
}

/** Total, page size, previous / next and "page x of y", on the right under the table. */
export function Pager({ page, pageSize, total, onPage, onPageSize, disabled }: PagerProps) {
  const t = useText();
  const pages = pageCount(total, pageSize);
  return (
    <Flex as="nav" aria-label={t('iam.pager')} align="center" justify="flex-end" gap="3" wrap="wrap" mt="4" fontSize="sm">
      <Text data-total color="fg.muted">
        {t('iam.total', { total })}
      </Text>
      <SelectInput label={t('iam.pageSize')} value={String(pageSize)} onChange={(value) => onPageSize(Number(value))} width="7.5rem" disabled={disabled}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {t('iam.perPage', { size })}
          </option>
        ))}
      </SelectInput>
      <Button size="sm" variant="outline" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        {t('iam.prev')}
      </Button>
      <Text data-page-of minW="6rem" textAlign="center">
        {t('iam.pageOf', { page, pages })}
      </Text>
      <Button size="sm" variant="outline" disabled={disabled || page >= pages} onClick={() => onPage(page + 1)}>
        {t('iam.next')}
      </Button>
    </Flex>
  );
}
