import { Box, Flex, HStack, LanguageSwitch, Link, Text } from '@portal/ui';
import type { ReactNode } from 'react';
import { useT } from '@portal/utils/internal';

/**
 * The portal header: logo and title (a link to where the user's sign-in led, `landingFor`), the top
 * nav, and on the right the bell slot and the account slot (src/shell/account plugs its
 * `NoticeBell` and `AccountMenu` in here).
 */
export function PortalHeader({ homeHref, topNav, bell, account }: { homeHref: string; topNav?: ReactNode; bell?: ReactNode; account?: ReactNode }) {
  const t = useT();
  return (
    <Box as="header" bg="brand.800" color="white" position="sticky" top="0" zIndex="sticky" boxShadow="sm">
      <Flex align="center" gap={{ base: '2', md: '6' }} px={{ base: '3', md: '6' }} minH="14" wrap={{ base: 'wrap', md: 'nowrap' }}>
        {/* On a narrow screen (where the row wraps) the logo starts from no width, so a long product name
            gives way with an ellipsis and the bell and avatar keep the first row. */}
        <Link
          href={homeHref}
          color="white"
          _hover={{ textDecoration: 'none', opacity: 0.9 }}
          aria-label={t('shell.logo')}
          flex={{ base: '1 1 0', md: '0 0 auto' }}
          minW="0"
          title={t('shell.title')}
        >
          <HStack gap="2" minW="0">
            <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
              <rect width="32" height="32" rx="7" fill="#4f82f3" />
              <path d="M9 21a6 6 0 0 1 1.5-11.8A7.5 7.5 0 0 1 24.6 12 4.6 4.6 0 0 1 23.5 21z" fill="#fff" />
            </svg>
            <Text fontWeight="semibold" fontSize="md" whiteSpace="nowrap" overflow="hidden" textOverflow="ellipsis" minW="0">
              {t('shell.title')}
            </Text>
          </HStack>
        </Link>
        {topNav}
        <HStack gap="1" ms="auto" flexShrink={0}>
          <LanguageSwitch color="white" _hover={{ bg: 'whiteAlpha.200' }} />
          {bell}
          {account}
        </HStack>
      </Flex>
    </Box>
  );
}
