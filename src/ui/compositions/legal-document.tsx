import type { ReactNode } from 'react';
import { Box, Button as ChakraButton, Flex, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Button } from '../form/button';
import { LoginLayout, useAccessText } from './login-layout';

/** A legal text kept as data (the legal pages' content files): headed sections, paragraphs, lists. */
export interface LegalSection {
  /** Stable id for the in-page table of contents. */
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  sections?: readonly LegalSection[];
}

export interface LegalDocument {
  title: string;
  /** e.g. '更新日期：2026年11月1日' */
  updated: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}

/**
 * Hash routing owns the fragment, so in-page links cannot be `#id` anchors: the contents are
 * buttons that scroll to and focus the section instead.
 */
function jumpTo(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

export function LegalContents({ label, sections }: { label: string; sections: readonly LegalSection[] }) {
  return (
    <Box as="nav" aria-label={label} borderWidth="1px" borderColor="gray.200" rounded="md" p="4" mb="6" bg="gray.50">
      <Text fontWeight="semibold" mb="2">
        {label}
      </Text>
      <Stack as="ol" gap="1" listStyleType="none" ps="0">
        {sections.map((section) => (
          <li key={section.id}>
            <ChakraButton variant="plain" size="sm" h="auto" px="0" color="brand.700" textAlign="start" whiteSpace="normal" onClick={() => jumpTo(section.id)}>
              {section.heading}
            </ChakraButton>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

function Section({ section, level }: { section: LegalSection; level: 2 | 3 | 4 }) {
  return (
    <Box as="section" aria-labelledby={`${section.id}-h`} mt={level === 2 ? '8' : '5'}>
      <Heading as={`h${level}`} id={`${section.id}-h`} size={level === 2 ? 'lg' : level === 3 ? 'md' : 'sm'} mb="3">
        <span id={section.id} tabIndex={-1}>
          {section.heading}
        </span>
      </Heading>
      {section.paragraphs?.map((p, i) => (
        <Text key={i} mb="3" lineHeight="1.8" color="gray.800">
          {p}
        </Text>
      ))}
      {section.items?.length ? (
        <List.Root as="ul" ps="5" mb="3" gap="1" listStyleType="disc">
          {section.items.map((item, i) => (
            <List.Item key={i} lineHeight="1.8" color="gray.800">
              {item}
            </List.Item>
          ))}
        </List.Root>
      ) : null}
      {section.sections?.map((child) => (
        <Section key={child.id} section={child} level={level === 2 ? 3 : 4} />
      ))}
    </Box>
  );
}

/** Renders a legal document: updated date, introduction, then its sections (h2 → h4). */
export function LegalText({ document: doc, level = 2 }: { document: LegalDocument; level?: 2 | 3 }) {
  return (
    <Box>
      <Text fontSize="sm" color="gray.600" mb="4">
        {doc.updated}
      </Text>
      {doc.intro.map((p, i) => (
        <Text key={i} mb="3" lineHeight="1.8" color="gray.800">
          {p}
        </Text>
      ))}
      {doc.sections.map((section) => (
        <Section key={section.id} section={section} level={level} />
      ))}
    </Box>
  );
}

/**
 * A legal page: the login layout at text width with the way to client login in its header, the
 * page's text, and under it confirm (the page's `onConfirm`: back where the reader came from) and
 * the way to client login.
 */
export function LegalPage({ title, confirm, onConfirm, children }: { title: string; confirm: string; onConfirm: () => void; children: ReactNode }) {
  const { goLogin } = useAccessText();
  const loginLink = (
    <Link colorPalette="brand" href="#/client-login">
      {goLogin}
    </Link>
  );
  return (
    <LoginLayout title={title} width="text" headerEnd={loginLink}>
      {children}
      <Flex mt="8" gap="4" justify="center" align="center" wrap="wrap">
        <Button colorPalette="brand" minW="32" onClick={onConfirm}>
          {confirm}
        </Button>
        {loginLink}
      </Flex>
    </LoginLayout>
  );
}
