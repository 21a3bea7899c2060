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

/**
 * A Chakra namespace whose Root carries the portal's recipe, named by Chakra's exported names (the
 * types tarball's declarations must be able to write it down).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type WithRecipe<T extends { Root: JSXElementConstructor<any> }> = Omit<T, 'Root'> & { Root: (props: ComponentProps<T['Root']>) => ReactElement };

export const Avatar: WithRecipe<typeof ChakraAvatar> = {
  ...ChakraAvatar,
  Root: (props: ComponentProps<typeof ChakraAvatar.Root>) => <ChakraAvatar.Root recipe={avatarSlotRecipe} {...props} />,
};
export const Dialog: WithRecipe<typeof ChakraDialog> = {
  ...ChakraDialog,
  Root: (props: ComponentProps<typeof ChakraDialog.Root>) => <ChakraDialog.Root recipe={portalDialogRecipe} {...props} />,
};
export const Menu: WithRecipe<typeof ChakraMenu> = {
  ...ChakraMenu,
  Root: (props: ComponentProps<typeof ChakraMenu.Root>) => <ChakraMenu.Root recipe={menuSlotRecipe} {...props} />,
};
export const Popover: WithRecipe<typeof ChakraPopover> = {
  ...ChakraPopover,
  Root: (props: ComponentProps<typeof ChakraPopover.Root>) => <ChakraPopover.Root recipe={popoverSlotRecipe} {...props} />,
};
export const Tabs: WithRecipe<typeof ChakraTabs> = {
  ...ChakraTabs,
  Root: (props: ComponentProps<typeof ChakraTabs.Root>) => <ChakraTabs.Root recipe={tabsSlotRecipe} {...props} />,
};
