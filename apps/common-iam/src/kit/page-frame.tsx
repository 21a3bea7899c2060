import type { ReactNode } from 'react';
import { Box, Flex, Heading, Text } from '@portal/ui';

export interface PageFrameProps {
  /** Names the page for tests and styles (`data-page`). */
  name: string;
  title: string;
  description?: ReactNode;
  /** The title is data (a tenant's name): marked so, it is neither translated nor checked as interface text. */
  titleIsData?: boolean;
  /** A back link or breadcrumb above the title. */
  above?: ReactNode;
  /** Buttons on the title's row (the page's primary action). */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * The page of an admin console: title row with the primary action, a line of description, and
 * the content on white cards below. A section, not <main>: the shell holds the main landmark.
 */
export function PageFrame({ name, title, titleIsData, description, above, extra, children }: PageFrameProps) {
  const titleId = `iam-${name}-title`;
  return (
    <Box as="section" data-page={name} aria-labelledby={titleId} maxW="80rem" mx="auto" w="full">
      {above}
      <Flex align={{ base: 'flex-start', sm: 'center' }} justify="space-between" gap="3" wrap="wrap" mb="4">
        <Box minW="0">
          <Heading as="h1" id={titleId} size="xl" fontWeight="semibold" color="fg">
            {/* A plain span: on Chakra elements `translate` is the CSS property. */}
            {titleIsData ? <span translate="no">{title}</span> : title}
          </Heading>
          {description ? (
            <Text mt="1" fontSize="sm" color="fg.muted">
              {description}
            </Text>
          ) : null}
        </Box>
        {extra ? (
          <Flex gap="2" wrap="wrap">
            {extra}
          </Flex>
        ) : null}
      </Flex>
      {children}
    </Box>
  );
}

/** A white card of the console. */
export function Panel({
  children,
  title,
  extra,
  padding = '5',
  label,
}: {
  children: ReactNode;
  title?: string;
  extra?: ReactNode;
  padding?: string;
  label?: string;
}) {
  return (
    <Box bg="bg" borderWidth="1px" borderColor="border" rounded="lg" shadow="xs" p={padding} mb="4" aria-label={label} role={label ? 'region' : undefined}>
      {title || extra ? (
        <Flex align="center" justify="space-between" gap="3" mb="4" wrap="wrap">
          {title ? (
            <Heading as="h2" size="md" fontWeight="semibold">
              {title}
            </Heading>
          ) : (
            <span />
          )}
          {extra}
        </Flex>
      ) : null}
      {children}
    </Box>
  );
}
