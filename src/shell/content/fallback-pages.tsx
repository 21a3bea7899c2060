import { Box, EmptyState, Heading, LineIcon, Link, Text, VStack } from '@portal/ui';
import { languageAtom, useAtomValue } from '@portal/utils/internal';
import type { ReactNode } from 'react';
import { readableName } from '../../kernel';
import { fallbackMessages, type FallbackMessageKey } from './fallback.messages';

function useFallbackText() {
  const language = useAtomValue(languageAtom);
  const table: Record<string, string> = fallbackMessages[language] ?? fallbackMessages['zh-CN'];
  return (key: FallbackMessageKey, params: Record<string, string> = {}) => table[key].replace(/\{(\w+)\}/g, (_whole, name: string) => params[name] ?? '');
}

const CloudOffIcon = () => (
  <LineIcon>
    <path d="M22.61 16.95A5 5 0 0 0 18 10h-1.26a8 8 0 0 0-7.05-6M5 5a8 8 0 0 0 4 15h9a5 5 0 0 0 1.7-.3" />
    <path d="M1 1l22 22" />
  </LineIcon>
);

const CompassIcon = () => (
  <LineIcon>
    <circle cx="12" cy="12" r="10" />
    <path d="M16.24 7.76l-2.12 6.36-6.36 2.12 2.12-6.36 6.36-2.12z" />
  </LineIcon>
);

function HomeLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      data-testid="fallback-home"
      px="4"
      py="2"
      borderRadius="md"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="medium"
      textDecoration="none"
      _hover={{ bg: 'brand.700', textDecoration: 'none' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      {children}
    </Link>
  );
}

function FallbackPage({
  testId,
  icon,
  title,
  description,
  homeHref,
  children,
}: {
  testId: string;
  icon: ReactNode;
  title: string;
  description: string;
  homeHref: string;
  children?: ReactNode;
}) {
  const text = useFallbackText();
  return (
    <EmptyState.Root size="lg" data-testid={testId} bg="bg" borderRadius="lg" borderWidth="1px" maxW="2xl" mx="auto" mt={{ base: '4', md: '10' }}>
      <EmptyState.Content>
        <EmptyState.Indicator color="fg.muted">{icon}</EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <Heading as="h1" size="lg">
            {title}
          </Heading>
          <Text color="fg.muted" maxW="md">
            {description}
          </Text>
        </VStack>
        <HomeLink href={homeHref}>{text('backHome')}</HomeLink>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/**
 * A spec prefix whose sub-app this environment does not deploy (no import-map entry): a calm
 * notice in the user's language naming the menu item when known; the specifier stays folded away
 * for operators. Nothing to retry: only a deployment changes it.
 */
export function NotDeployedNotice({ name, prefix, menuName, homeHref }: { name: string; prefix: string; menuName?: string | null; homeHref: string }) {
  const text = useFallbackText();
  const language = useAtomValue(languageAtom);
  const shown = menuName?.trim() || readableName(name, language);
  return (
    <FallbackPage
      testId="subapp-not-deployed"
      icon={<CloudOffIcon />}
      title={shown ? text('notDeployed.titleNamed', { name: shown }) : text('notDeployed.title')}
      description={text('notDeployed.description')}
      homeHref={homeHref}
    >
      <Box as="details" fontSize="sm" color="fg.muted" maxW="md" textAlign="start" wordBreak="break-all">
        <Box as="summary" cursor="pointer">
          {text('notDeployed.details')}
        </Box>
        <Text mt="1">{text('notDeployed.detail', { specifier: name, prefix })}</Text>
      </Box>
    </FallbackPage>
  );
}

/** A route nothing answers while signed in: the frame stays, with a way to where the sign-in leads. */
export function NotFoundPage({ homeHref }: { homeHref: string }) {
  const text = useFallbackText();
  return (
    <FallbackPage
      testId="route-not-found"
      icon={<CompassIcon />}
      title={text('notFound.title')}
      description={text('notFound.description')}
      homeHref={homeHref}
    />
  );
}
