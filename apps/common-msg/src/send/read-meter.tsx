import { Box, Flex, Text } from '@portal/ui';
import { percent } from '@portal/console';
import { useText } from './use-text';

/** How many of a notice's recipients have read it, as figures and a bar. */
export function ReadMeter({ read, total }: { read: number; total: number }) {
  const t = useText();
  const share = percent(read, total);
  return (
    <Flex align="center" gap="2" minW="8rem" title={t('send.readShare', { read, total, percent: share })}>
      <Box flex="1" h="1.5" bg="gray.100" borderRadius="full" overflow="hidden" aria-hidden="true" minW="3rem">
        <Box h="full" w={`${share}%`} bg={share === 100 ? 'green.500' : 'brand.500'} />
      </Box>
      <Text as="span" fontSize="sm" whiteSpace="nowrap" data-read-count>
        {t('send.readOf', { read, total })}
      </Text>
    </Flex>
  );
}
