import { Box, Flex, HStack, Link, Text } from '@portal/ui';
import type { ReactNode } from 'react';
import { useT } from '@portal/utils';

/**
 * The portal header: logo and title, the top nav, and on the right the bell slot and the account
 * slot (src/shell/account plugs its `NoticeBell` and `AccountMenu` in here).
 */
export function PortalHeader({ topNav, bell, account }: { topNav?: ReactNode; bell?: ReactNode; account?: ReactNode }) {
  const t = useT();
  return (
    <Box as="header" bg="brand.800" color="white" position="sticky" top="0" zIndex="sticky" boxShadow="sm">
      <Flex align="center" gap={{ base: '2', md: '6' }} px={{ base: '3', md: '6' }} minH="14" wrap={{ base: 'wrap', md: 'nowrap' }}>
        <Link href="#/toHome" color="white" _hover={{ textDecoration: 'none', opacity: 0.9 }} aria-label={t('shell.logo')} flexShrink={0}>
          <HStack gap="2">
            <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
              <rect width="32" height="32" rx="7" fill="#4f82f3" />
              <path d="M9 21a6 6 0 0 1 1.5-11.8A7.5 7.5 0 0 1 24.6 12 4.6 4.6 0 0 1 23.5 21z" fill="#fff" />
            </svg>
            <Text fontWeight="semibold" fontSize="md" whiteSpace="nowrap">
              {t('shell.title')}
            </Text>
          </HStack>
        </Link>
        {topNav}
        <HStack gap="1" ms="auto" flexShrink={0}>
          {bell}
          {account}
        </HStack>
      </Flex>
    </Box>
  );
}
