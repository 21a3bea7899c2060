import { Box, Button, HStack, Text } from '@portal/ui';
import type { ShapedMenuNode } from '@portal/utils';
import { Fragment } from 'react';
import { MenuIcon } from './menu-icons';
import { useFrameText } from './use-frame-text';

/**
 * Where a nested page sits in the menu (消息中心 > 站内信): the trail of the menu tree from the top
 * item to the page. The top item leads to its first page like a click in the top nav; folders are
 * plain words; the last crumb is the page itself (aria-current).
 */
export function Breadcrumbs({ trail, onSelect }: { trail: readonly ShapedMenuNode[]; onSelect: (node: ShapedMenuNode) => void }) {
  const text = useFrameText();
  if (trail.length < 2) return null;
  return (
    <Box as="nav" aria-label={text('nav.breadcrumb')} mb={{ base: '2', md: '3' }} data-testid="breadcrumbs">
      <HStack as="ol" gap="1" listStyleType="none" m="0" p="0" fontSize="sm" color="fg.muted" wrap="wrap">
        {trail.map((node, index) => {
          const last = index === trail.length - 1;
          return (
            <Fragment key={node.id}>
              <li>
                {index === 0 ? (
                  <Button
                    variant="plain"
                    size="sm"
                    h="auto"
                    p="0"
                    minW="0"
                    color="fg.muted"
                    fontWeight="normal"
                    _hover={{ color: 'brand.fg' }}
                    onClick={() => onSelect(node)}
                  >
                    <MenuIcon icon={node.icon} />
                    {node.menuName}
                  </Button>
                ) : (
                  <Text as="span" color={last ? 'fg' : undefined} fontWeight={last ? 'medium' : undefined} aria-current={last ? 'page' : undefined}>
                    {node.menuName}
                  </Text>
                )}
              </li>
              {!last && (
                <Box as="li" aria-hidden="true" color="fg.subtle" px="0.5">
                  /
                </Box>
              )}
            </Fragment>
          );
        })}
      </HStack>
    </Box>
  );
}
