import { Box, Button, HStack, LineIcon, Menu, Portal, usePendingMenu, type ButtonProps } from '@portal/ui';
import type { ShapedMenuNode } from '@portal/utils/internal';
import { useT } from '@portal/utils/internal';
import { motion } from 'framer-motion';
import { forwardRef, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { PortalMotion } from '../motion/portal-motion';
import { MenuIcon } from './menu-icons';
import { useMenuName } from './use-menu-name';
import { TopNavSkeleton } from './top-nav-skeleton';
import { visibleTopNavCount } from './top-nav.rules';
import { useFrameText } from './use-frame-text';

/** The bar's measurements: each item's own width, the More button's, the gap between two and the width the bar has. */
interface Sizes {
  widths: number[];
  more: number;
  gap: number;
  available: number;
}

const NO_SIZES: Sizes = { widths: [], more: 0, gap: 0, available: 0 };

/**
 * Measures the items as they would show (a hidden copy of the row, names whole) and the bar's
 * width, again when either changes: a resize, the other language, a late web font. `drawn`: the
 * bar is on screen (a bar first drawn as the skeleton, before the menu tree came, is measured
 * once its items are).
 */
function useSizes(bar: React.RefObject<HTMLElement | null>, measure: React.RefObject<HTMLElement | null>, drawn: boolean): Sizes {
  const [sizes, setSizes] = useState<Sizes>(NO_SIZES);
  useLayoutEffect(() => {
    const barEl = bar.current;
    const row = measure.current;
    if (!barEl || !row) return;
    const read = () => {
      const cells = [...row.children] as HTMLElement[];
      const widths = cells.slice(0, -1).map((cell) => cell.getBoundingClientRect().width);
      const more = cells.at(-1)?.getBoundingClientRect().width ?? 0;
      const gap = parseFloat(getComputedStyle(row).columnGap) || 0;
      const style = getComputedStyle(barEl);
      const available = barEl.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
      setSizes((was) =>
        was.available === available && was.more === more && was.gap === gap && was.widths.join() === widths.join() ? was : { widths, more, gap, available },
      );
    };
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(barEl);
    observer.observe(row);
    return () => observer.disconnect();
  }, [bar, measure, drawn]);
  return sizes;
}

/**
 * The top navigation: one button per level-1 item with its menu icon, the active one marked for
 * readers too. The active item's highlight moves from the old item to the new one (framer-motion's
 * shared layout), so the eye follows the change. Names are never cut: the items that do not fit
 * beside each other (a long English name, a phone, a big menu) go into a 更多 / More menu at the
 * end of the bar, reachable by keyboard, which is marked active when the current item is in it.
 * Until the menu tree arrives (`loading`) the bar shows the shape of its items.
 */
export function TopNav({
  items,
  activeCode,
  onSelect,
  loading = false,
}: {
  items: readonly ShapedMenuNode[];
  activeCode: string | null;
  onSelect: (node: ShapedMenuNode) => void;
  loading?: boolean;
}) {
  const t = useT();
  const text = useFrameText();
  const bar = useRef<HTMLElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const sizes = useSizes(bar, measure, items.length > 0);

  if (!items.length) return loading ? <TopNavSkeleton /> : null;
  // Until this set of items is measured (the first layout, another language), all show: the
  // measuring effect runs before the browser paints.
  const measured = sizes.widths.length === items.length;
  const count = measured ? visibleTopNavCount(sizes.widths, sizes.available, sizes.more, sizes.gap) : items.length;
  const shown = items.slice(0, count);
  const more = items.slice(count);
  const moreActive = more.some((item) => item.menuCode === activeCode);

  return (
    <Box
      as="nav"
      ref={bar}
      aria-label={t('shell.topNav')}
      flex="1"
      minW="0"
      position="relative"
      order={{ base: 3, md: 0 }}
      flexBasis={{ base: '100%', md: 'auto' }}
      pb={{ base: '2', md: '0' }}
      data-testid="top-nav"
      data-overflow={more.length || undefined}
      data-active-code={activeCode ?? undefined}
    >
      <MeasureRow ref={measure} items={items} moreLabel={text('nav.more')} />
      <PortalMotion>
        <HStack as="ul" gap="0.5" listStyleType="none" m="0" p="0" whiteSpace="nowrap">
          {shown.map((item) => (
            <BarItem key={item.id} item={item} active={item.menuCode === activeCode} onSelect={onSelect} />
          ))}
          {more.length > 0 && (
            <Box as="li" flexShrink={0}>
              <MoreMenu items={more} activeCode={activeCode} onSelect={onSelect} label={text('nav.more')} active={moreActive} />
            </Box>
          )}
        </HStack>
      </PortalMotion>
    </Box>
  );
}

/**
 * The row as it would be with every item, names whole, and the More button: what the bar
 * measures. Held in a box of no size, so it never widens the page.
 */
const MeasureRow = forwardRef<HTMLDivElement, { items: readonly ShapedMenuNode[]; moreLabel: string }>(function MeasureRow({ items, moreLabel }, ref) {
  const nameOf = useMenuName();
  return (
    <Box aria-hidden="true" position="absolute" top="0" insetStart="0" w="0" h="0" overflow="hidden" visibility="hidden" pointerEvents="none">
      <HStack ref={ref} gap="0.5" w="max-content" whiteSpace="nowrap" data-top-nav-measure>
        {items.map((item) => (
          <ItemButton key={item.id} item={item} name={nameOf(item)} active={false} tabIndex={-1} measuring />
        ))}
        <MoreButton label={moreLabel} active={false} tabIndex={-1} />
      </HStack>
    </Box>
  );
});

/** One item the bar has room for; the active one carries the moving highlight. */
function BarItem({ item, active, onSelect }: { item: ShapedMenuNode; active: boolean; onSelect: (node: ShapedMenuNode) => void }) {
  const nameOf = useMenuName();
  return (
    <Box as="li" flexShrink={0}>
      <ItemButton item={item} name={nameOf(item)} active={active} onClick={() => onSelect(item)}>
        {active && <ActiveIndicator />}
      </ItemButton>
    </Box>
  );
}

/**
 * The More button and its menu. The button is drawn at first paint, the same as the final one (the
 * bar never shifts); the menu's code (the overlay chunk) is fetched when the button is hovered,
 * focused or clicked, and a click before it arrived opens the menu once it has. The button keeps
 * the focus across the swap.
 */
function MoreMenu({
  items,
  activeCode,
  onSelect,
  label,
  active,
}: {
  items: readonly ShapedMenuNode[];
  activeCode: string | null;
  onSelect: (node: ShapedMenuNode) => void;
  label: string;
  active: boolean;
}) {
  const { ready, defaultOpen, triggerRef, pendingProps } = usePendingMenu();
  if (!ready)
    return (
      <MoreButton label={label} active={active} data-testid="top-nav-more" {...pendingProps}>
        {active && <ActiveIndicator />}
      </MoreButton>
    );
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      onSelect={(details) => {
        const item = items.find((node) => node.menuCode === details.value);
        if (item) onSelect(item);
      }}
      positioning={{ placement: 'bottom-end' }}
    >
      <Menu.Trigger asChild>
        <MoreButton ref={triggerRef} label={label} active={active} data-testid="top-nav-more">
          {active && <ActiveIndicator />}
        </MoreButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="180px" maxW="min(22rem, calc(100vw - 1rem))" data-testid="top-nav-more-menu">
            <MoreMenuItems items={items} activeCode={activeCode} />
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The items that did not fit on the bar, the current one marked. */
function MoreMenuItems({ items, activeCode }: { items: readonly ShapedMenuNode[]; activeCode: string | null }) {
  const nameOf = useMenuName();
  return items.map((item) => {
    const current = item.menuCode === activeCode;
    return (
      <Menu.Item
        key={item.id}
        value={item.menuCode}
        data-menu-code={item.menuCode}
        aria-current={current ? 'page' : undefined}
        fontWeight={current ? 'semibold' : 'normal'}
        color={current ? 'brand.fg' : undefined}
        whiteSpace="normal"
      >
        <MenuIcon icon={item.icon} style={{ flexShrink: 0 }} />
        {nameOf(item)}
      </Menu.Item>
    );
  });
}

const ActiveIndicator = () => (
  <motion.span
    layoutId="top-nav-active"
    data-testid="top-nav-indicator"
    aria-hidden="true"
    style={{ position: 'absolute', inset: 0, borderRadius: 6, background: 'rgba(255, 255, 255, 0.2)', boxShadow: 'inset 0 -2px 0 #fff' }}
  />
);

const barButton = (active: boolean) =>
  ({
    variant: 'ghost',
    size: 'sm',
    px: '2.5',
    gap: '1.5',
    position: 'relative',
    color: active ? 'white' : 'whiteAlpha.800',
    _hover: { bg: 'whiteAlpha.200', color: 'white' },
    _expanded: { bg: 'whiteAlpha.200', color: 'white' },
    fontWeight: active ? 'semibold' : 'normal',
  }) as const;

function ItemButton({
  item,
  name,
  active,
  onClick,
  tabIndex,
  measuring = false,
  children,
}: {
  item: ShapedMenuNode;
  /** The hidden copy the bar measures: marked apart, so only the real item answers to its menu code. */
  measuring?: boolean;
  name: string;
  active: boolean;
  onClick?: () => void;
  tabIndex?: number;
  children?: ReactNode;
}) {
  return (
    <Button
      {...barButton(active)}
      aria-current={active ? 'page' : undefined}
      {...{ [measuring ? 'data-measure-code' : 'data-menu-code']: item.menuCode }}
      tabIndex={tabIndex}
      title={name}
      onClick={onClick}
    >
      {children}
      <MenuIcon icon={item.icon} style={{ position: 'relative', flexShrink: 0 }} />
      {/* Names of the menu are whole (what does not fit goes into More); only a name no menu
          would have (a runaway server value) is cut, whole in its title and accessible name. */}
      <Box as="span" position="relative" maxW="16em" truncate>
        {name}
      </Box>
    </Button>
  );
}

const ChevronDown = () => (
  <LineIcon strokeLinecap="butt" strokeLinejoin="miter" style={{ position: 'relative' }}>
    <path d="M6 9l6 6 6-6" />
  </LineIcon>
);

/** The More button; Chakra's `Menu.Trigger asChild` passes its props and ref through. */
const MoreButton = forwardRef<HTMLButtonElement, { label: string; active: boolean; children?: ReactNode } & Omit<ButtonProps, 'children'>>(function MoreButton(
  { label, active, children, ...rest },
  ref,
) {
  return (
    <Button ref={ref} {...barButton(active)} {...rest}>
      {children}
      <Box as="span" position="relative">
        {label}
      </Box>
      <ChevronDown />
    </Button>
  );
});
