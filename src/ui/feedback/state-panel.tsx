import type { ReactNode } from 'react';
import { Box, Flex, Text } from '@chakra-ui/react';

/** The panel's picture: 120×90 over a shadow of the picture's tint; decorative. */
function Art({ shadow, children }: { shadow: string; children: ReactNode }) {
  return (
    <svg width="120" height="90" viewBox="0 0 120 90" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="80" rx="44" ry="6" fill={shadow} />
      {children}
    </svg>
  );
}

/** An empty tray (nothing here yet): brand tints. */
const emptyArt = (
  <Art shadow="#eef4ff">
    <path d="M24 44 36 20h48l12 24v26a4 4 0 0 1-4 4H28a4 4 0 0 1-4-4z" fill="#fff" stroke="#82a9fb" strokeWidth="2" />
    <path d="M24 44h22a14 14 0 0 0 28 0h22" fill="none" stroke="#82a9fb" strokeWidth="2" />
    <path d="M46 32h28M52 24h16" stroke="#b3ccff" strokeWidth="2" strokeLinecap="round" />
  </Art>
);

/** A cloud with a warning mark (this part could not be loaded). */
const failedArt = (
  <Art shadow="#fef2f2">
    <path d="M36 66h50a16 16 0 0 0 2-31.9A22 22 0 0 0 45 38a14 14 0 0 0-9 28z" fill="#fff" stroke="#f87171" strokeWidth="2" />
    <path d="M62 40v13" stroke="#dc2626" strokeWidth="3" strokeLinecap="round" />
    <circle cx="62" cy="60" r="2" fill="#dc2626" />
  </Art>
);

export interface StatePanelProps {
  /** 'empty': nothing to show yet; 'error': the region failed to load (announced as an alert). */
  kind: 'empty' | 'error';
  title: ReactNode;
  description?: ReactNode;
  /** What the user can do about it (a retry, a link elsewhere). */
  action?: ReactNode;
  /** 'sm' inside a card, 'md' for a page's region. */
  size?: 'sm' | 'md';
}

/**
 * The portal's one way of showing an empty or failed region (issue 16, section 2): a picture, a
 * sentence and an action, never a bare '暂无数据'. Results of actions are toasts; field errors sit
 * under their field; a region that failed is this panel.
 *
 * @example
 * <StatePanel kind="empty" title={t('application.empty')} action={<Button onClick={reload}>刷新</Button>} />
 */
export function StatePanel({ kind, title, description, action, size = 'md' }: StatePanelProps) {
  const small = size === 'sm';
  return (
    <Flex
      direction="column"
      align="center"
      textAlign="center"
      gap="2"
      py={small ? '4' : '10'}
      px="4"
      role={kind === 'error' ? 'alert' : undefined}
      data-state-panel={kind}
    >
      <Box transform={small ? 'scale(0.75)' : undefined} mb={small ? '-2' : '1'}>
        {kind === 'error' ? failedArt : emptyArt}
      </Box>
      <Text fontWeight="medium" color={kind === 'error' ? 'fg.error' : 'fg'}>
        {title}
      </Text>
      {description ? (
        <Text fontSize="sm" color="fg.muted" maxW="28rem">
          {description}
        </Text>
      ) : null}
      {action ? <Box mt="2">{action}</Box> : null}
    </Flex>
  );
}
