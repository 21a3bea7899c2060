import { Box, Button, HStack } from '@portal/ui';
import type { ShapedMenuNode } from '@portal/utils';
import { useT } from '@portal/utils';
import { motion } from 'framer-motion';
import { useEffect, useRef } from 'react';
import { PortalMotion } from '../motion/portal-motion';
import { MenuIcon } from './menu-icons';
import { useMenuName } from './use-menu-name';
import { edgeMask, useScrollEdges } from './use-scroll-edges';

/**
 * The top navigation: one button per level-1 item with its menu icon, the active one marked for
 * readers too. The active item's highlight moves from the old item to the new one (framer-motion's
 * shared layout), so the eye follows the change. A name longer than 10em is cut with an ellipsis
 * on screen and kept whole in the title and for readers. When the items do not fit (a phone) the
 * bar scrolls sideways, its cut edges fade to say so, and the active item is scrolled into view.
 */
export function TopNav({
  items,
  activeCode,
  onSelect,
}: {
  items: readonly ShapedMenuNode[];
  activeCode: string | null;
  onSelect: (node: ShapedMenuNode) => void;
}) {
  const t = useT();
  const nameOf = useMenuName();
  const scroller = useRef<HTMLElement>(null);
  const edges = useScrollEdges(scroller, [items.length]);

  useEffect(() => {
    const active = scroller.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && scroller.current && scroller.current.scrollWidth > scroller.current.clientWidth) {
      active.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
  }, [activeCode, items.length]);

  if (!items.length) return null;
  const mask = edgeMask(edges);
  return (
    <Box
      as="nav"
      ref={scroller}
      aria-label={t('shell.topNav')}
      flex="1"
      minW="0"
      overflowX="auto"
      order={{ base: 3, md: 0 }}
      flexBasis={{ base: '100%', md: 'auto' }}
      pb={{ base: '2', md: '0' }}
      scrollbarWidth="none"
      css={{ '&::-webkit-scrollbar': { display: 'none' }, maskImage: mask, WebkitMaskImage: mask }}
      data-scroll-before={edges.before || undefined}
      data-scroll-after={edges.after || undefined}
      data-testid="top-nav"
    >
      <PortalMotion>
        <HStack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
          {items.map((item) => {
            const active = item.menuCode === activeCode;
            return (
              <Box as="li" key={item.id} flexShrink={0}>
                <Button
                  variant="ghost"
                  size="sm"
                  px="2.5"
                  gap="1.5"
                  position="relative"
                  color={active ? 'white' : 'whiteAlpha.800'}
                  _hover={{ bg: 'whiteAlpha.200', color: 'white' }}
                  fontWeight={active ? 'semibold' : 'normal'}
                  aria-current={active ? 'page' : undefined}
                  data-menu-code={item.menuCode}
                  title={nameOf(item)}
                  onClick={() => onSelect(item)}
                >
                  {active && (
                    <motion.span
                      layoutId="top-nav-active"
                      data-testid="top-nav-indicator"
                      aria-hidden="true"
                      style={{ position: 'absolute', inset: 0, borderRadius: 6, background: 'rgba(255, 255, 255, 0.2)', boxShadow: 'inset 0 -2px 0 #fff' }}
                    />
                  )}
                  <MenuIcon icon={item.icon} style={{ position: 'relative', flexShrink: 0 }} />
                  {/* A long name from the server must not push the other items out of the bar. */}
                  <Box as="span" position="relative" maxW="10em" truncate>
                    {nameOf(item)}
                  </Box>
                </Button>
              </Box>
            );
          })}
        </HStack>
      </PortalMotion>
    </Box>
  );
}
