import { Box, Button, Flex, IconButton, LineIcon, Stack, Text } from '@portal/ui';
import type { ShapedMenuNode } from '@portal/utils/internal';
import { storage, storageKeys, useT } from '@portal/utils/internal';
import { useState } from 'react';
import { hasMenuIcon, MenuIcon } from './menu-icons';
import { useFrameText } from './use-frame-text';
import { useMenuName } from './use-menu-name';

const LIST_ID = 'portal-left-nav-list';

interface EntryProps {
  node: ShapedMenuNode;
  trailCodes: ReadonlySet<string>;
  onSelect: (node: ShapedMenuNode) => void;
  depth: number;
}

/** A menu node in the list: a folder is a headed group of its children, a leaf a button. */
function Entry(props: EntryProps) {
  return props.node.children.length ? <FolderEntry {...props} /> : <LeafEntry {...props} />;
}

const entryIcon = (node: ShapedMenuNode) => (hasMenuIcon(node.icon) ? <MenuIcon icon={node.icon} /> : null);

function FolderEntry({ node, trailCodes, onSelect, depth }: EntryProps) {
  const nameOf = useMenuName();
  return (
    <li>
      <Text px="3" pt="3" pb="1" fontSize="xs" fontWeight="semibold" color="fg.muted" ps={`${12 + depth * 12}px`} display="flex" gap="1.5" alignItems="center">
        {entryIcon(node)}
        {nameOf(node)}
      </Text>
      <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
        {node.children.map((child) => (
          <Entry key={child.id} node={child} trailCodes={trailCodes} onSelect={onSelect} depth={depth + 1} />
        ))}
      </Stack>
    </li>
  );
}

function LeafEntry({ node, trailCodes, onSelect, depth }: EntryProps) {
  const nameOf = useMenuName();
  const active = trailCodes.has(node.menuCode);
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
        {entryIcon(node)}
        {nameOf(node)}
      </Button>
    </li>
  );
}

/** Below Chakra's `md` breakpoint the left nav sits above the content as a disclosure. */
const NARROW = '(max-width: 47.99em)';
const isNarrow = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;

/** The toggle's icon: double chevrons for the desktop rail (fold or unfold), one for the phone's disclosure. */
const ToggleIcon = ({ narrow, open }: { narrow: boolean; open: boolean }) => (
  <LineIcon>
    <path d={narrow ? (open ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6') : open ? 'M11 18l-6-6 6-6M19 18l-6-6 6-6' : 'M13 6l6 6-6 6M5 6l6 6-6 6'} />
  </LineIcon>
);

/**
 * The left navigation: the chosen top item's children (folders as headed groups). Its toggle
 * folds it to a narrow rail (aria-expanded on the button, the list hidden) and the choice is
 * remembered in browser storage, so the content keeps its width on every page. On a phone-width
 * screen it is a one-row disclosure above the content (the section's name and a toggle), folded
 * when the page opens and again once an entry is chosen, so the page itself comes first.
 */
export function LeftNav({ top, trail, onSelect }: { top: ShapedMenuNode | null; trail: readonly ShapedMenuNode[]; onSelect: (node: ShapedMenuNode) => void }) {
  const t = useT();
  const { narrow, collapsed, toggle, afterSelect } = useLeftNavFold();
  if (!top || !top.children.length) return null;
  const trailCodes = new Set(trail.map((n) => n.menuCode));
  const select = (node: ShapedMenuNode) => {
    afterSelect();
    onSelect(node);
  };
  return (
    <Box
      as="nav"
      aria-label={t('shell.leftNav')}
      width={{ base: '100%', md: collapsed ? '48px' : '220px' }}
      flexShrink={0}
      bg="bg"
      borderInlineEndWidth={{ md: '1px' }}
      borderBottomWidth={{ base: '1px', md: '0' }}
      borderColor="border"
      py="2"
      transition="width 0.2s ease-out"
      data-collapsed={collapsed || undefined}
      data-testid="left-nav"
    >
      <LeftNavHeader top={top} narrow={narrow} collapsed={collapsed} onToggle={toggle} />
      <Stack as="ul" id={LIST_ID} gap="0.5" listStyleType="none" m="0" p="0" hidden={collapsed} display={collapsed ? 'none' : 'flex'}>
        {top.children.map((child) => (
          <Entry key={child.id} node={child} trailCodes={trailCodes} onSelect={select} depth={0} />
        ))}
      </Stack>
    </Box>
  );
}

/**
 * Folded or not: on the desktop the choice is remembered; on a phone the disclosure starts folded
 * and folds again after a choice.
 */
function useLeftNavFold() {
  const [narrow] = useState(isNarrow);
  const [collapsed, setCollapsed] = useState(() => narrow || storage.get(storageKeys.leftNavCollapsed) === '1');
  const toggle = () => {
    setCollapsed((was) => {
      if (!narrow) storage.set(storageKeys.leftNavCollapsed, was ? null : '1');
      return !was;
    });
  };
  const afterSelect = () => {
    if (narrow) setCollapsed(true);
  };
  return { narrow, collapsed, toggle, afterSelect };
}

/** The section's name (not on the folded rail) and the fold toggle. */
function LeftNavHeader({ top, narrow, collapsed, onToggle }: { top: ShapedMenuNode; narrow: boolean; collapsed: boolean; onToggle: () => void }) {
  const nameOf = useMenuName();
  const text = useFrameText();
  const rail = collapsed && !narrow;
  return (
    <Flex justify={rail ? 'center' : 'space-between'} align="center" ps={rail ? '0' : '3'} pe={rail ? '0' : '1'} pb={collapsed ? '0' : '1'}>
      {!rail && (
        <Text fontSize="sm" fontWeight="semibold" color="fg" truncate display="flex" gap="1.5" alignItems="center">
          <MenuIcon icon={top.icon} />
          {nameOf(top)}
        </Text>
      )}
      <IconButton
        variant="ghost"
        size="xs"
        color="fg.muted"
        aria-expanded={!collapsed}
        aria-controls={LIST_ID}
        aria-label={collapsed ? text('nav.expand') : text('nav.collapse')}
        title={collapsed ? text('nav.expand') : text('nav.collapse')}
        onClick={onToggle}
        data-testid="left-nav-toggle"
      >
        <ToggleIcon narrow={narrow} open={!collapsed} />
      </IconButton>
    </Flex>
  );
}
