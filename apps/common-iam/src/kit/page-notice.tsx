import { CloseButton, Flex, Text, type TextProps } from '@portal/ui';
import { useText } from './use-text';

export type Notice = { tone: 'success' | 'error'; text: string } | null;

type Tone = 'success' | 'error' | 'warning' | 'info';

/** The ground, border and text colours of a note above a page, by its tone. */
const TONES: Record<Tone, Pick<TextProps, 'bg' | 'borderColor' | 'color'>> = {
  success: { bg: 'green.50', borderColor: 'green.200', color: 'green.800' },
  error: { bg: 'red.50', borderColor: 'red.200', color: 'red.700' },
  warning: { bg: 'orange.50', borderColor: 'orange.200', color: 'orange.800' },
  info: { bg: 'blue.50', borderColor: 'blue.200', color: 'blue.800' },
};

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
      {...TONES[notice.tone]}
    >
      <Text flex="1" fontSize="sm">
        {notice.text}
      </Text>
      <CloseButton size="sm" aria-label={t('iam.close')} onClick={onClose} />
    </Flex>
  );
}

/** A line of text above a page in the colours of its tone (its role, test hooks and words from the caller). */
export function ToneNote({ tone, ...props }: TextProps & { tone: Tone }) {
  return <Text mb="4" px="4" py="2" rounded="md" fontSize="sm" borderWidth="1px" {...TONES[tone]} {...props} />;
}

/** A neutral note above a page (e.g. read-only for this user). */
export function InfoNote({ children }: { children: string }) {
  return (
    <ToneNote role="note" tone="info">
      {children}
    </ToneNote>
  );
}
