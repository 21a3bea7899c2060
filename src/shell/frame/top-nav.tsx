import { Box, Button, HStack } from '@portal/ui';
import type { ShapedMenuNode } from '@portal/utils';
import { useT } from '@portal/utils';

/**
 * The top navigation: one button per level-1 item, the active one marked for readers too. A name
 * longer than 10em is cut with an ellipsis on screen and kept whole in the title and for readers.
 */
export function TopNav({ items, activeCode, onSelect }: { items: readonly ShapedMenuNode[]; activeCode: string | null; onSelect: (node: ShapedMenuNode) => void }) {
  const t = useT();
  if (!items.length) return null;
  return (
    <Box as="nav" aria-label={t('shell.topNav')} flex="1" minW="0" overflowX="auto" order={{ base: 3, md: 0 }} flexBasis={{ base: '100%', md: 'auto' }} pb={{ base: '2', md: '0' }}>
      <HStack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {items.map((item) => {
          const active = item.menuCode === activeCode;
          return (
            <li key={item.id}>
              <Button
                variant="ghost"
                size="sm"
                color={active ? 'white' : 'whiteAlpha.800'}
                bg={active ? 'whiteAlpha.300' : 'transparent'}
                _hover={{ bg: 'whiteAlpha.200', color: 'white' }}
                fontWeight={active ? 'semibold' : 'normal'}
                aria-current={active ? 'page' : undefined}
                data-menu-code={item.menuCode}
                title={item.menuName}
                onClick={() => onSelect(item)}
              >
                {/* A long name from the server must not push the other items out of the bar. */}
                <Box as="span" maxW="10em" truncate>
                  {item.menuName}
                </Box>
              </Button>
            </li>
          );
        })}
      </HStack>
    </Box>
  );
}
