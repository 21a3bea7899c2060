import type { ReactNode } from 'react';
import { Box, Button, Skeleton, Stack, StatePanel } from '@portal/ui';
import { useConsoleText } from './use-console-text';

/** Nothing to show: why, and what to do about it (the portal's one empty panel). */
export function EmptyBlock({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <Box data-empty>
      <StatePanel kind="empty" title={title} description={description} action={action} />
    </Box>
  );
}

/** A failed load: the API's message and a retry (the portal's one failure panel). */
export function ErrorBlock({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useConsoleText();
  return (
    <Box data-error>
      <StatePanel
        kind="error"
        title={t('console.error')}
        description={message}
        action={
          onRetry && (
            <Button size="sm" colorPalette="brand" onClick={onRetry}>
              {t('console.retry')}
            </Button>
          )
        }
      />
    </Box>
  );
}

/** A detail being loaded. */
export function LoadingBlock() {
  const t = useConsoleText();
  return (
    <Box aria-busy="true" aria-label={t('console.loading')} role="status" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="5">
      <Stack gap="3">
        <Skeleton height="5" width="40%" />
        <Skeleton height="4" />
        <Skeleton height="4" width="80%" />
        <Skeleton height="4" width="60%" />
      </Stack>
    </Box>
  );
}
