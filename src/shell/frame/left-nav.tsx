import { Box, Button, Stack, Text } from '@portal/ui';
import type { ShapedMenuNode } from '@portal/utils';
import { useT } from '@portal/utils';

function Entry({ node, trailCodes, onSelect, depth }: { node: ShapedMenuNode; trailCodes: ReadonlySet<string>; onSelect: (node: ShapedMenuNode) => void; depth: number }) {
  const active = trailCodes.has(node.menuCode);
  if (node.children.length) {
    return (
      <li>
        <Text px="3" pt="3" pb="1" fontSize="xs" fontWeight="semibold" color="fg.muted" ps={`${12 + depth * 12}px`}>
          {node.menuName}
        </Text>
        <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
          {node.children.map((child) => (
            <Entry key={child.id} node={child} trailCodes={trailCodes} onSelect={onSelect} depth={depth + 1} />
          ))}
        </Stack>
      </li>
    );
  }
  return (
    <li>
      <Button
        variant="ghost"
        size="sm"
        width="100%"
        justifyContent="flex-start"
        ps={`${12 + depth * 12}px`}
        color={active ? 'brand.fg' : 'fg'}
        bg={active ? 'brand.subtle' : 'transparent'}
        fontWeight={active ? 'semibold' : 'normal'}
        borderInlineStartWidth="3px"
        borderInlineStartColor={active ? 'brand.solid' : 'transparent'}
        borderRadius="0"
        aria-current={active ? 'page' : undefined}
        data-menu-code={node.menuCode}
        onClick={() => onSelect(node)}
      >
        {node.menuName}
      </Button>
    </li>
  );
}

/** The left navigation: the chosen top item's children (folders as headed groups). */
export function LeftNav({ top, trail, onSelect }: { top: ShapedMenuNode | null; trail: readonly ShapedMenuNode[]; onSelect: (node: ShapedMenuNode) => void }) {
  const t = useT();
  if (!top || !top.children.length) return null;
  const trailCodes = new Set(trail.map((n) => n.menuCode));
  return (
    <Box as="nav" aria-label={t('shell.leftNav')} width={{ base: '100%', md: '220px' }} flexShrink={0} bg="bg" borderInlineEndWidth={{ md: '1px' }} borderBottomWidth={{ base: '1px', md: '0' }} borderColor="border" py="2">
      <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
        {top.children.map((child) => (
          <Entry key={child.id} node={child} trailCodes={trailCodes} onSelect={onSelect} depth={0} />
        ))}
      </Stack>
    </Box>
  );
}
