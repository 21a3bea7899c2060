import type { ReactNode } from 'react';
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { languageAtom, prefetchEncryption, useAtomValue, useSetAtom, useT } from '@portal/utils';
import { accessText, type AccessText } from './access.messages';

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

/**
 * The login-type pages' own frame (spec 2: no left navigation, their own header; the shell's
 * content region is the page's main landmark): a slim header
 * with the portal's name and one centred card that fills a phone's width and stops at 440 px (960 px for long texts).
 * The first focus inside it fetches the AES code the forms' encrypted submits need.
 */
export function LoginLayout({ title, subtitle, headerEnd, width = 'form', children }: LoginLayoutProps) {
  const language = useAtomValue(languageAtom);
  const setLanguage = useSetAtom(languageAtom);
  const text = accessText(language);
  const t = useT();
  return (
    <Flex direction="column" minH="100vh" bg="gray.50" onFocusCapture={prefetchEncryption}>
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
        <Text fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }} color="brand.700" truncate>
          {t('shell.title')}
        </Text>
        <Flex align="center" gap="3">
          {headerEnd}
          <Button
            type="button"
            size="sm"
            variant="ghost"
            lang={language === 'en-US' ? 'zh-CN' : 'en'}
            onClick={() => setLanguage(language === 'en-US' ? 'zh-CN' : 'en-US')}
          >
            {text.switchLanguage}
          </Button>
        </Flex>
      </Flex>
      <Flex flex="1" justify="center" align="flex-start" px={{ base: '3', md: '6' }} py={{ base: '6', md: '12' }}>
        <Box
          w="full"
          maxW={width === 'text' ? '960px' : '440px'}
          bg="white"
          borderWidth="1px"
          borderColor="gray.200"
          rounded="lg"
          shadow="sm"
          px={{ base: '5', md: '8' }}
          py={{ base: '6', md: '8' }}
        >
          <Heading as="h1" size="xl" mb={subtitle ? '1' : '6'}>
            {title}
          </Heading>
          {subtitle ? (
            <Text color="gray.600" fontSize="sm" mb="6">
              {subtitle}
            </Text>
          ) : null}
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
