import { Flex, Link, Text } from '@chakra-ui/react';
import { portalConfig, useT } from '@portal/utils/internal';

/** Where a Chinese ICP filing number is looked up (the MIIT filing system). */
const FILING_SITE = 'https://beian.miit.gov.cn/';

/**
 * Every page's footer, as Chinese enterprise consoles have it: the copyright and, when the operator
 * set one (ICP_FILING, delivered in portal-config.json), the filing line linked to the MIIT site.
 * Used by the sign-in layout and by the signed-in frame.
 */
export function PortalFooter({ tone = 'muted' }: { tone?: 'muted' | 'onBrand' }) {
  const t = useT();
  const filing = portalConfig.icpFiling.trim();
  const color = tone === 'onBrand' ? 'whiteAlpha.800' : 'fg.muted';
  return (
    <Flex
      as="footer"
      data-portal-footer=""
      direction={{ base: 'column', sm: 'row' }}
      align="center"
      justify="center"
      gap={{ base: '1', sm: '4' }}
      px="4"
      py="4"
      fontSize="xs"
      color={color}
      textAlign="center"
    >
      <Text>{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
      {filing ? (
        <Link href={FILING_SITE} target="_blank" rel="noopener noreferrer" color={color} aria-label={`${t('footer.filing')}: ${filing}`}>
          {filing}
        </Link>
      ) : null}
    </Flex>
  );
}
