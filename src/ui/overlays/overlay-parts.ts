/**
 * The overlay components only signed-in screens use (menus, popovers, dialogs, avatars). @portal/ui
 * loads this file as a separate chunk on first use (lazy-overlays.tsx), so that their state
 * machines, floating-ui and the focus trap stay off the login route.
 */
export { Avatar, Dialog, Menu, Popover } from '@chakra-ui/react';
