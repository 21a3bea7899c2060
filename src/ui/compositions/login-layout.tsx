import type { ReactNode } from 'react';
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { languageAtom, prefetchEncryption, useAtomValue, useT } from '@portal/utils/internal';
import { LanguageSwitch } from '../navigation/language-switch';
import { accessText, type AccessText } from './access.messages';
import { BrandMark, BrandPanel } from './brand-visual';
import { PortalFooter } from './portal-footer';

/** The shared access texts in the chosen language. */
export function useAccessText(): AccessText {
  return accessText(useAtomValue(languageAtom));
}

export interface LoginLayoutProps {
  /** The page's heading inside the card (an h1). */
  title: string;
  subtitle?: string;
  /** Right side of the header, before the language switch (e.g. a go-to-login link). */
  headerEnd?: ReactNode;
  /** Card width: 'form' (440 px) for sign-in forms, 'text' (960 px) for the legal pages. */
  width?: 'form' | 'text';
  children: ReactNode;
}

/** The card: the page's heading (an h1), its subtitle, then the form or the text. */
function LoginCard({ title, subtitle, form, children }: { title: string; subtitle?: string; form: boolean; children: ReactNode }) {
  return (
    <Box
      w="full"
      maxW={form ? '440px' : '960px'}
      bg="white"
      borderWidth={form ? { base: '0', md: '1px' } : '1px'}
      borderColor="gray.200"
      rounded="lg"
      shadow={form ? { base: 'none', md: 'lg' } : 'sm'}
      px={{ base: '5', md: '8' }}
      py={{ base: '6', md: '8' }}
    >
      <Heading as="h1" size="xl" mb={subtitle ? '1' : '6'}>
        {title}
      </Heading>
      {subtitle ? (
        <Text color="fg.muted" fontSize="sm" mb="6">
          {subtitle}
        </Text>
      ) : null}
      {children}
    </Box>
  );
}

/** The slim header: the portal's mark and name, then the page's own end (a link) and the language switch. */
function LoginHeader({ title, end }: { title: string; end?: ReactNode }) {
  return (
    <Flex
      as="header"
      align="center"
      justify="space-between"
      gap="3"
      px={{ base: '4', md: '8' }}
      h="14"
      bg="white"
      borderBottomWidth="1px"
      borderColor="gray.200"
    >
      <Flex align="center" gap="2" minW="0">
        <BrandMark />
        <Text fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }} color="brand.700" truncate>
          {title}
        </Text>
      </Flex>
      <Flex align="center" gap="3" flexShrink={0} whiteSpace="nowrap">
        {end}
        <LanguageSwitch />
      </Flex>
    </Flex>
  );
}

/**
 * The login-type pages' own frame (spec 2: no left navigation, their own header; the shell's
 * content region is the page's main landmark): a slim header with the portal's mark and name, the
 * brand panel (product name, tagline, picture: beside the form on wide screens, a band above it on
 * a phone), one card that fills a phone's width and stops at 440 px, and the footer (copyright,
 * filing line). The legal pages ('text', 960 px) keep a plain grey page without the brand panel.
 * The first focus inside it fetches the AES code the forms' encrypted submits need.
 */
export function LoginLayout({ title, subtitle, headerEnd, width = 'form', children }: LoginLayoutProps) {
  const t = useT();
  const access = useAccessText();
  const form = width === 'form';
  const card = (
    <LoginCard title={title} subtitle={subtitle} form={form}>
      {children}
    </LoginCard>
  );
  return (
    <Flex direction="column" minH="100vh" bg={form ? { base: 'white', md: 'gray.50' } : 'gray.50'} onFocusCapture={prefetchEncryption}>
      <LoginHeader title={t('shell.title')} end={headerEnd} />
      {form ? (
        <Flex flex="1" direction={{ base: 'column', lg: 'row' }}>
          <BrandPanel name={t('shell.title')} tagline={access.brandTagline} points={access.brandPoints} />
          <Flex flex={{ lg: '1' }} direction="column" align="center" justify="center" px={{ base: '0', md: '6' }} py={{ base: '0', md: '12' }}>
            {card}
          </Flex>
        </Flex>
      ) : (
        <Flex flex="1" justify="center" align="flex-start" px={{ base: '3', md: '6' }} py={{ base: '6', md: '12' }}>
          {card}
        </Flex>
      )}
      <PortalFooter />
    </Flex>
  );
}
