import type { ReactNode } from 'react';
import { Box, Button, Flex, Heading, Spinner, StatePanel, Text } from '@portal/ui';
import { useText } from './use-text';

function Glyph({ children }: { children: ReactNode }) {
  return (
    <Flex align="center" justify="center" boxSize="14" rounded="full" bg="bg.muted" color="fg.muted" fontSize="2xl" mx="auto" mb="4" aria-hidden="true">
      {children}
    </Flex>
  );
}

const LockIcon = () => (
  <svg
    width="1em"
    height="1em"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </svg>
);

/** A calm page-sized panel: a glyph, a heading and a sentence (no access, nothing at this route). */
function CalmPanel({ id, glyph, title, body }: { id: string; glyph: ReactNode; title: string; body: string }) {
  return (
    <Box
      data-testid={id}
      role="region"
      aria-labelledby={`${id}-title`}
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      py="16"
      px="6"
      textAlign="center"
      maxW="40rem"
      mx="auto"
      mt="6"
    >
      <Glyph>{glyph}</Glyph>
      <Heading as="h1" id={`${id}-title`} size="lg" fontWeight="semibold" mb="2">
        {title}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {body}
      </Text>
    </Box>
  );
}

/** A calm panel for a page the user may not open (the server refuses its calls too). */
export function NoAccess({ reason }: { reason?: 'subAccount' }) {
  const t = useText();
  return (
    <CalmPanel
      id="iam-no-access"
      glyph={<LockIcon />}
      title={t('iam.noAccess.title')}
      body={reason === 'subAccount' ? t('iam.noAccess.subAccount') : t('iam.noAccess.body')}
    />
  );
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
