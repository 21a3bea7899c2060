import { Avatar, Button, HStack, Menu, Portal, Text } from '@portal/ui';
import { signOut, useAtomValue, userInfoAtom, useT } from '@portal/utils';
import { ChevronDownIcon } from '@portal/ui';

/**
 * The avatar with the user's name and a menu with logout. The full avatar dropdown (account
 * centre, change password, application overview) is src/shell/account's `AccountMenu`, which
 * replaces this in the header's account slot.
 */
export function AccountArea() {
  const user = useAtomValue(userInfoAtom);
  const t = useT();
  const name = user?.userName || user?.loginName || '';
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" color="white" _hover={{ bg: 'whiteAlpha.200' }} aria-label={`${t('shell.userMenu')} ${name}`}>
          <HStack gap="2">
            <Avatar.Root size="xs" colorPalette="brand">
              <Avatar.Fallback name={name || '?'} />
            </Avatar.Root>
            <Text maxW="10rem" truncate>
              {name}
            </Text>
            <ChevronDownIcon />
          </HStack>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="10rem">
            <Menu.Item value="logout" onSelect={() => void signOut()}>
              {t('shell.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
