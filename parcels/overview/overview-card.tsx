import type { ReactNode } from 'react';
import { Box, Button, Flex, Heading, Spinner, Text } from '@portal/ui';
import { colon, menuPageLink, navigate } from '@portal/utils/internal';
import type { Resource } from './use-resource';
import { useText } from './use-text';

interface OverviewCardProps<T> {
  id: string;
  title: string;
  resource?: Resource<T>;
  isEmpty?: (data: T) => boolean;
  onRetry?: () => void;
  /** Shown in the header, right-aligned: an action such as 'edit'. */
  action?: ReactNode;
  /** The menu page of the whole list, when there is more than the card shows: a 'more' action in the header. */
  morePath?: string;
  children: (data: T) => ReactNode;
}

/** A card of the overview with its loading, empty and error states (issue 5, item 4). */
export function OverviewCard<T>({ id, title, resource, isEmpty, onRetry, action, morePath, children }: OverviewCardProps<T>) {
  const t = useText();
  const headingId = `${id}-title`;
  let body: ReactNode;
  if (!resource || resource.state === 'loading') {
    body = (
      <Flex align="center" gap="2" color="fg.muted" py="6" justify="center" aria-live="polite">
        <Spinner size="sm" />
        <Text>{t('overview.loading')}</Text>
      </Flex>
    );
  } else if (resource.state === 'error') {
    body = (
      <Flex direction="column" align="center" gap="2" py="6" role="alert">
        <Text color="red.600">{resource.message ? colon(t('overview.error'), resource.message) : t('overview.error')}</Text>
        {onRetry && (
          <Button size="xs" variant="outline" onClick={onRetry}>
            {t('overview.retry')}
          </Button>
        )}
      </Flex>
    );
  } else if (isEmpty?.(resource.data)) {
    body = (
      <Text color="fg.muted" textAlign="center" py="6">
        {t('overview.empty')}
      </Text>
    );
  } else {
    body = children(resource.data);
  }
  return (
    <Box as="section" aria-labelledby={headingId} data-card={id} bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" minW="0">
      <Flex align="center" justify="space-between" mb="3" gap="2">
        <Heading as="h2" id={headingId} size="md">
          {title}
        </Heading>
        {action}
        {morePath ? (
          <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => navigate(menuPageLink(morePath))}>
            {t('overview.more')}
          </Button>
        ) : null}
      </Flex>
      {body}
    </Box>
  );
}
