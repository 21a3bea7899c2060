import { EmptyState, VStack } from '@portal/ui';
import { useT } from '@portal/utils/internal';

/** Stands in for a page whose parcel is not in the import map yet. */
export function PlaceholderPage({ pageName }: { pageName?: string }) {
  const t = useT();
  return (
    <EmptyState.Root size="lg">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title>{t('placeholder.title')}</EmptyState.Title>
          <EmptyState.Description>{t('placeholder.description')}</EmptyState.Description>
          {pageName && <EmptyState.Description color="fg.muted">{pageName}</EmptyState.Description>}
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
