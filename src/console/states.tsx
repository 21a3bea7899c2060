import type { ReactNode } from 'react';
import { Box, Button, Flex, Heading, LineIcon, Skeleton, Stack, StatePanel, Text } from '@portal/ui';
import { useConsoleText } from './use-console-text';

/** Nothing to show: why, and what to do about it (the portal's one empty panel). */
export function EmptyBlock({
  title,
  description,
  action,
  testId,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  /** A test hook (`data-testid`). */
  testId?: string;
}) {
  return (
    <Box data-empty data-testid={testId}>
      <StatePanel kind="empty" title={title} description={description} action={action} />
    </Box>
  );
}

/**
 * A failed load: the API's message and a retry (the portal's one failure panel). A sub-app that
 * words the failure in one line passes it as `title` (which then carries the message). A load the
 * server refused (`denied`, a 403) is the access-denied panel instead, with the server's reason
 * and no retry: asking again would be refused again.
 */
export function ErrorBlock({
  message,
  onRetry,
  title,
  testId,
  denied,
}: {
  message: string;
  onRetry?: () => void;
  title?: string;
  /** A test hook (`data-testid`). */
  testId?: string;
  /** The server refused the load (403): the page is one the user may not open. */
  denied?: boolean;
}) {
  const t = useConsoleText();
  if (denied) return <NoAccessPanel body={message || undefined} inside />;
  return (
    <Box data-error data-testid={testId}>
      <StatePanel
        kind="error"
        title={title ?? t('console.error')}
        description={title ? undefined : message}
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

const LockIcon = () => (
  <LineIcon>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </LineIcon>
);

/**
 * A calm page-sized panel: a glyph, a heading and a sentence (no access, nothing at this route).
 * `inside`: drawn inside a panel of the page (a list's frame), so without a frame of its own.
 */
export function CalmPanel({
  id,
  glyph,
  title,
  body,
  inside,
  kind,
}: {
  id: string;
  glyph: ReactNode;
  title: string;
  body: string;
  inside?: boolean;
  /** What the panel says (`data-calm-panel`), e.g. `no-access`: one hook for every sub-app's copy. */
  kind?: string;
}) {
  return (
    <Box
      data-testid={id}
      data-calm-panel={kind}
      role="region"
      aria-labelledby={`${id}-title`}
      bg={inside ? 'transparent' : 'bg'}
      borderWidth={inside ? '0' : '1px'}
      borderColor="border"
      rounded="lg"
      py={inside ? '10' : '16'}
      px="6"
      textAlign="center"
      maxW="40rem"
      mx="auto"
      mt={inside ? '0' : '6'}
    >
      <Flex align="center" justify="center" boxSize="14" rounded="full" bg="bg.muted" color="fg.muted" fontSize="2xl" mx="auto" mb="4" aria-hidden="true">
        {glyph}
      </Flex>
      <Heading as={inside ? 'h2' : 'h1'} id={`${id}-title`} size="lg" fontWeight="semibold" mb="2">
        {title}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {body}
      </Text>
    </Box>
  );
}

/**
 * The page a user may not open (the server refuses its calls too): the console's one access-denied
 * panel, the same in every sub-app (`data-calm-panel="no-access"`), never with a retry. `body`
 * says why when the sub-app knows better (a sub-account, a missing role, the server's refusal).
 */
export function NoAccessPanel({ id = 'no-access', body, inside }: { id?: string; body?: string; inside?: boolean }) {
  const t = useConsoleText();
  return (
    <CalmPanel id={id} kind="no-access" glyph={<LockIcon />} title={t('console.noAccess.title')} body={body ?? t('console.noAccess.body')} inside={inside} />
  );
}
