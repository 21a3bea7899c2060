import { Box, Button, HStack, Link, Text } from '@portal/ui';
import { usePageTrail, type ShapedMenuNode } from '@portal/utils/internal';
import { MenuIcon } from './menu-icons';
import { useFrameText } from './use-frame-text';
import { useMenuName } from './use-menu-name';

/**
 * Where a nested page sits in the menu (消息中心 > 站内信): the trail of the menu tree from the top
 * item to the page. The top item leads to its first page like a click in the top nav; folders are
 * plain words; the last crumb is the page itself (aria-current). A sub-app's page below its menu
 * page (a detail, a form) adds its own crumbs (`setPageTrail` of @portal/utils): the menu page's
 * crumb then leads back to the list, and the portal shows one trail, not the shell's and the
 * sub-app's one above the other.
 */
export function Breadcrumbs({ trail, onSelect }: { trail: readonly ShapedMenuNode[]; onSelect: (node: ShapedMenuNode) => void }) {
  const text = useFrameText();
  const nameOf = useMenuName();
  const below = usePageTrail();
  if (trail.length === 0 || (trail.length < 2 && !below)) return null;
  const [top, ...rest] = trail;
  // One list of crumbs after the top item: the menu's folders and page, then the sub-app's pages.
  // With pages below it, the menu page leads back to the list (its route, or like a menu click);
  // a route whose menu_code names only the top item gets the list's own crumb from the sub-app.
  const crumbs: Crumb[] = [
    ...rest.map((node, index) => ({
      key: `menu-${node.id}`,
      label: nameOf(node),
      ...(below && index === rest.length - 1 ? { route: below.menuRoute, onClick: below.menuRoute ? undefined : () => onSelect(node) } : {}),
    })),
    ...(below && rest.length === 0 && below.menuLabel ? [{ key: 'list', label: below.menuLabel, route: below.menuRoute }] : []),
    ...(below?.crumbs ?? []).map((crumb, index) => ({ key: `page-${index}`, ...crumb })),
  ];
  return (
    <Box as="nav" aria-label={text('nav.breadcrumb')} mb={{ base: '2', md: '3' }} data-testid="breadcrumbs">
      <HStack as="ol" gap="1" listStyleType="none" m="0" p="0" fontSize="sm" color="fg.muted" wrap="wrap">
        <li>
          <TopCrumb top={top} onSelect={onSelect} />
        </li>
        {crumbs.map((crumb, index) => (
          <CrumbItem key={crumb.key} crumb={crumb} last={index === crumbs.length - 1} />
        ))}
      </HStack>
    </Box>
  );
}

/** The top item: leads to its first page like a click in the top nav. */
function TopCrumb({ top, onSelect }: { top: ShapedMenuNode; onSelect: (node: ShapedMenuNode) => void }) {
  const nameOf = useMenuName();
  return (
    <Button variant="plain" size="sm" h="auto" p="0" minW="0" color="fg.muted" fontWeight="normal" _hover={{ color: 'brand.fg' }} onClick={() => onSelect(top)}>
      <MenuIcon icon={top.icon} />
      {nameOf(top)}
    </Button>
  );
}

/** A separator and a crumb: a link when it leads somewhere, else words; the last is the page itself. */
function CrumbItem({ crumb, last }: { crumb: Crumb; last: boolean }) {
  return (
    <>
      <Box as="li" aria-hidden="true" color="fg.subtle" px="0.5">
        /
      </Box>
      <li>
        {!last && (crumb.route || crumb.onClick) ? (
          <CrumbLink route={crumb.route} onClick={crumb.onClick}>
            {crumb.label}
          </CrumbLink>
        ) : (
          <Text as="span" color={last ? 'fg' : undefined} fontWeight={last ? 'medium' : undefined} aria-current={last ? 'page' : undefined}>
            {crumb.label}
          </Text>
        )}
      </li>
    </>
  );
}

interface Crumb {
  key: string;
  label: string;
  route?: string;
  onClick?: () => void;
}

/** A crumb that leads to a portal route: a real link (opens in a new tab too), or a button for a menu item without one. */
function CrumbLink({ route, onClick, children }: { route?: string; onClick?: () => void; children: string }) {
  if (!route) {
    return (
      <Button variant="plain" size="sm" h="auto" p="0" minW="0" color="brand.fg" fontWeight="normal" onClick={onClick}>
        {children}
      </Button>
    );
  }
  return (
    <Link href={`#${route}`} color="brand.fg" _hover={{ textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}
