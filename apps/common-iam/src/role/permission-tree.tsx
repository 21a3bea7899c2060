import { useEffect, useMemo, useRef } from 'react';
import { Box, chakra, Text } from '@portal/ui';
import type { RoleMenuItem } from '@portal/contract';
import { useText } from '../kit/use-text';
import { useLocalName } from '../kit/use-local-name';
import { ancestorsOf, checkState, permissionTree, toggle, type PermissionNode } from './permission-tree.rules';

const TYPE_KEYS: Record<string, string> = {
  nav: 'role.menuType.nav',
  folder: 'role.menuType.folder',
  page: 'role.menuType.page',
  subpage: 'role.menuType.button',
  action: 'role.menuType.action',
};

/** A native checkbox that can also show "mixed" (aria-checked="mixed" comes with `indeterminate`). */
function TriStateBox({
  state,
  disabled,
  onToggle,
  labelledBy,
}: {
  state: 'checked' | 'mixed' | 'unchecked';
  disabled: boolean;
  onToggle: () => void;
  labelledBy: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'mixed';
  }, [state]);
  return (
    <chakra.input
      ref={ref}
      type="checkbox"
      checked={state === 'checked'}
      disabled={disabled}
      onChange={onToggle}
      aria-labelledby={labelledBy}
      boxSize="4"
      flexShrink={0}
      accentColor="brand.solid"
      cursor={disabled ? 'not-allowed' : 'pointer'}
    />
  );
}

/** One permission: its box, its name, and what kind it is (and whether the editor may grant it). */
function PermissionLabel({
  node,
  id,
  locked,
  grantable,
  held,
  onToggle,
}: {
  node: PermissionNode;
  id: string;
  locked: boolean;
  grantable: boolean;
  held: ReadonlySet<string>;
  onToggle: () => void;
}) {
  const t = useText();
  const nameOf = useLocalName();
  return (
    <chakra.label display="flex" alignItems="center" gap="2" py="1" fontSize="sm" cursor={locked ? 'not-allowed' : 'pointer'} opacity={locked ? 0.6 : 1}>
      <TriStateBox state={checkState(node, held)} disabled={locked} labelledBy={id} onToggle={onToggle} />
      <Text as="span" id={id} color="fg" translate="no">
        {nameOf(node.item.menuName, node.item.menuNameEn)}
      </Text>
      <Text as="span" fontSize="xs" color="fg.muted">
        {t(TYPE_KEYS[node.item.menuType] ?? 'role.menuType.page')}
        {node.item.primaryOnly ? ` · ${t('role.primaryOnly')}` : ''}
        {!grantable ? ` · ${t('role.notHeld')}` : ''}
      </Text>
    </chakra.label>
  );
}

/**
 * The role editor's permissions (issue 22 N-1): the user type's menus and their buttons as a tree
 * of native check boxes (Tab and Space work, a parent shows "mixed" when partly held). A code the
 * editor does not hold is shown but cannot change.
 */
export function PermissionTree({
  items,
  held,
  onChange,
  disabled,
}: {
  items: RoleMenuItem[];
  held: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  disabled?: boolean;
}) {
  const t = useText();
  const tree = useMemo(() => permissionTree(items), [items]);
  const ancestors = useMemo(() => ancestorsOf(items), [items]);
  const grantable = useMemo(() => {
    const codes = new Set(items.filter((i) => i.grantable).map((i) => i.menuCode));
    return (code: string) => codes.has(code);
  }, [items]);

  const render = (nodes: PermissionNode[], depth: number) => (
    <chakra.ul listStyleType="none" m="0" ps={depth === 0 ? '0' : '5'}>
      {nodes.map((node) => {
        const id = `perm-${node.item.menuCode}`;
        const locked = disabled || !grantable(node.item.menuCode);
        return (
          <chakra.li key={node.item.menuCode} data-permission={node.item.menuCode}>
            <PermissionLabel
              node={node}
              id={id}
              locked={locked}
              grantable={grantable(node.item.menuCode)}
              held={held}
              onToggle={() => onChange(toggle(node, held, ancestors, grantable))}
            />
            {node.children.length ? render(node.children, depth + 1) : null}
          </chakra.li>
        );
      })}
    </chakra.ul>
  );

  return (
    <Box as="fieldset" w="full" borderWidth="1px" borderColor="border" rounded="md" px="3" py="2" maxH="22rem" overflowY="auto" data-permission-tree>
      <chakra.legend srOnly>{t('role.permissions')}</chakra.legend>
      {render(tree, 0)}
    </Box>
  );
}
