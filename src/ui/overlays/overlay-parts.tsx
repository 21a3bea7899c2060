/**
 * The overlay components only signed-in screens use (menus, popovers, dialogs, avatars), and
 * Chakra's Tabs for sub-apps. @portal/ui
 * loads this file as a separate chunk on first use (lazy-overlays.tsx), so that their state
 * machines, floating-ui, the focus trap and their recipes stay off the login route: each root is
 * given its recipe here rather than through the system (src/ui/theme/system.ts).
 */
import { Avatar as ChakraAvatar, Dialog as ChakraDialog, Menu as ChakraMenu, Popover as ChakraPopover, Tabs as ChakraTabs } from '@chakra-ui/react';
import type { ComponentProps, JSXElementConstructor, ReactElement } from 'react';
import { avatarSlotRecipe, dialogSlotRecipe, menuSlotRecipe, popoverSlotRecipe, tabsSlotRecipe } from '../theme/chakra-theme-parts';
import { DIALOG_WIDTHS } from '../theme/system';

/** Chakra's dialog with the dialog sizes of spec 9 (`size="mini" | "small" | "medium" | "large"`). */
const portalDialogRecipe = {
  ...dialogSlotRecipe,
  variants: {
    ...dialogSlotRecipe.variants,
    size: {
      ...dialogSlotRecipe.variants?.size,
      mini: { content: { maxW: DIALOG_WIDTHS.mini } },
      small: { content: { maxW: DIALOG_WIDTHS.small } },
      medium: { content: { maxW: DIALOG_WIDTHS.medium } },
      large: { content: { maxW: DIALOG_WIDTHS.large } },
    },
  },
};

/** A Chakra namespace (Dialog, Menu, …): its parts, among them its Root. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ChakraNamespace = { Root: JSXElementConstructor<any> };

/**
 * A Chakra namespace whose Root carries the portal's recipe, named by Chakra's exported names (the
 * types tarball's declarations must be able to write it down).
 */
export type WithRecipe<T extends ChakraNamespace> = Omit<T, 'Root'> & { Root: (props: ComponentProps<T['Root']>) => ReactElement };

/** `namespace` with `recipe` given to its Root. */
function withRecipe<T extends ChakraNamespace>(namespace: T, recipe: object): WithRecipe<T> {
  const ChakraRoot = namespace.Root;
  return { ...namespace, Root: (props: ComponentProps<T['Root']>) => <ChakraRoot recipe={recipe} {...props} /> };
}

export const Avatar: WithRecipe<typeof ChakraAvatar> = withRecipe(ChakraAvatar, avatarSlotRecipe);
export const Dialog: WithRecipe<typeof ChakraDialog> = withRecipe(ChakraDialog, portalDialogRecipe);
export const Menu: WithRecipe<typeof ChakraMenu> = withRecipe(ChakraMenu, menuSlotRecipe);
export const Popover: WithRecipe<typeof ChakraPopover> = withRecipe(ChakraPopover, popoverSlotRecipe);
export const Tabs: WithRecipe<typeof ChakraTabs> = withRecipe(ChakraTabs, tabsSlotRecipe);
