import { Stack, Text } from '@portal/ui';
import { colon, useAtomValue, userInfoAtom } from '@portal/utils/internal';
import { OverviewCard } from '../overview-card';
import { loadMessageReplies } from '../overview.api';
import { useResource } from '../use-resource';
import { useText } from '../use-text';

export function MessageRepliesCard() {
  const t = useText();
  const user = useAtomValue(userInfoAtom);
  const [resource, reload] = useResource(() => loadMessageReplies(user?.mobile), [user?.mobile]);
  return (
    <OverviewCard id="message-replies" title={t('overview.replies.title')} resource={resource} isEmpty={(rows) => rows.length === 0} onRetry={reload}>
      {(rows) => (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {rows.map((row, index) => (
            <Stack as="li" key={String(row.id ?? index)} gap="1" borderBottomWidth="1px" borderColor="gray.100" pb="2">
              <Text fontSize="sm">{String(row.content ?? '')}</Text>
              <Text fontSize="xs" color={row.disposeResult ? 'green.700' : 'fg.muted'}>
                {colon(t('overview.replies.reply'), row.disposeResult ? String(row.disposeResult) : t('overview.replies.noReply'))}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </OverviewCard>
  );
}
