import { Box, Button, Flex, Spinner, StatePanel, Text } from '@portal/ui';
import { CalmPanel, NoAccessPanel } from '@portal/console';
import { useText } from './use-text';

/** A page the user may not open: the console's access-denied panel, with the sub-account's reason. */
export function NoAccess({ reason }: { reason?: 'subAccount' }) {
  const t = useText();
  return <NoAccessPanel id="iam-no-access" body={reason === 'subAccount' ? t('iam.noAccess.subAccount') : undefined} />;
}

/** A route inside the prefix that names no page. */
export function NotFound() {
  const t = useText();
  return <CalmPanel id="iam-not-found" glyph="?" title={t('iam.notFound.title')} body={t('iam.notFound.body')} />;
}

/** Waiting for the page's first answer (or the menu tree that decides access). */
export function PageLoading() {
  const t = useText();
  return (
    <Flex justify="center" align="center" gap="3" py="16" color="fg.muted" aria-busy="true" role="status">
      <Spinner size="md" />
      <Text>{t('iam.loading')}</Text>
    </Flex>
  );
}

/** A failed load with the API's message and a retry, as the portal's failed-region panel; nothing on the page is lost. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useText();
  return (
    <Box data-testid="iam-load-failed" bg="bg" borderWidth="1px" borderColor="border" rounded="md">
      <StatePanel
        kind="error"
        title={t('iam.loadFailedWith', { message })}
        action={
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('iam.retry')}
          </Button>
        }
      />
    </Box>
  );
}
