import { CloseButton, Flex, Text } from '@portal/ui';
import { useText } from './use-text';

export type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * The outcome of the page's last action above its list (besides the toast, which leaves): a
 * success that tells where a link went, or a failure, until closed or replaced.
 */
export function PageNotice({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const t = useText();
  if (!notice) return null;
  const success = notice.tone === 'success';
  return (
    <Flex
      role={success ? 'status' : 'alert'}
      data-testid="iam-notice"
      data-tone={notice.tone}
      align="center"
      gap="3"
      mb="4"
      ps="4"
      pe="2"
      py="2"
      rounded="md"
      borderWidth="1px"
      bg={success ? 'green.50' : 'red.50'}
      borderColor={success ? 'green.200' : 'red.200'}
      color={success ? 'green.800' : 'red.700'}
    >
      <Text flex="1" fontSize="sm">
        {notice.text}
      </Text>
      <CloseButton size="sm" aria-label={t('iam.close')} onClick={onClose} />
    </Flex>
  );
}

/** A neutral note above a page (e.g. read-only for this user). */
export function InfoNote({ children }: { children: string }) {
  return (
    <Text role="note" mb="4" px="4" py="2" rounded="md" fontSize="sm" bg="blue.50" color="blue.800" borderWidth="1px" borderColor="blue.200">
      {children}
    </Text>
  );
}
