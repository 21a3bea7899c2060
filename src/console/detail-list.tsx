import type { ReactNode } from 'react';
import { Box, Grid, Text } from '@portal/ui';
import { useConsoleText } from './use-console-text';

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Spans the whole width (long texts). */
  wide?: boolean;
  /** data-field, for tests and styling. */
  field?: string;
}

/** Label / value pairs of a detail, two columns on wide screens, one on narrow ones. */
export function DetailList({ items }: { items: DetailItem[] }) {
  const t = useConsoleText();
  return (
    <Grid as="dl" templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} columnGap="8" rowGap="3" m="0">
      {items.map((item) => (
        <Box key={item.label} gridColumn={item.wide ? '1 / -1' : undefined} minW="0" data-field={item.field}>
          <Text as="dt" fontSize="sm" color="fg.muted" mb="0.5">
            {item.label}
          </Text>
          <Text as="dd" fontSize="sm" m="0" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {item.value === null || item.value === undefined || item.value === '' ? t('console.noValue') : item.value}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}
