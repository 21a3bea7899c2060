import type { ReactNode } from 'react';
import { Box, Button, Flex, Spinner, Stack, Text } from '@portal/ui';
import { useSecurityText } from './use-security-text';

/** A card's list as it loads: loading, failed (with its message) or here. */
export type CardLoad = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };

/** One card of the security section: a section named by its heading (`security-${name}`). */
export function SecurityCard({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby={`security-${name}`}
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      p={{ base: '4', md: '6' }}
      data-testid={`security-${name}`}
    >
      {children}
    </Box>
  );
}

/** A card's list until it is here: a spinner named `label`, or the failure (`failed: message`) and a retry. */
export function CardLoadState({ load, label, failed, onRetry }: { load: CardLoad; label: string; failed: string; onRetry: () => void }) {
  const { t } = useSecurityText();
  if (load.status === 'loading')
    return (
      <Flex justify="center" py="6" aria-busy="true">
        <Spinner aria-label={label} />
      </Flex>
    );
  if (load.status === 'error')
    return (
      <Stack align="flex-start" gap="3" role="alert">
        <Text color="fg.error">{`${failed}: ${load.message}`}</Text>
        <Button size="sm" onClick={onRetry}>
          {t('security.retry')}
        </Button>
      </Stack>
    );
  return null;
}
