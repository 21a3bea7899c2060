import { forwardRef, useState } from 'react';
import { Box, Button, HStack, Menu, Portal, Text, usePendingMenu, type ButtonProps } from '@portal/ui';
import { colon, innerUserMarkAtom, navigate, signOut, useAtomValue, userInfoAtom, userTypeAtom } from '@portal/utils/internal';
import { ACCOUNT_MENU_PATHS, accountMenuEntries, avatarInitial, type AccountMenuEntry } from './account-menu.rules';
import { ChangePasswordDialog } from './change-password-dialog';
import { useAccountText } from './use-account-text';

/**
 * The header's avatar with its dropdown (spec 2): account centre, change password, application
 * overview and logout, shown by user type and inner-user mark (spec 6).
 */
export function AccountMenu() {
  const t = useAccountText();
  const user = useAtomValue(userInfoAtom);
  const userType = useAtomValue(userTypeAtom);
  const innerUserMark = useAtomValue(innerUserMarkAtom);
  const [passwordOpen, setPasswordOpen] = useState(false);

  const entries = accountMenuEntries({ userType: user?.userType ?? userType, innerUserMark });

  const onSelect = (entry: AccountMenuEntry) => {
    if (entry === 'change-password') setPasswordOpen(true);
    else if (entry === 'logout') void signOut();
    else navigate(ACCOUNT_MENU_PATHS[entry]);
  };

  const name = user?.userName || user?.loginName || '';

  const label = name ? colon(t('account.menu.label'), name) : t('account.menu.label');
  const { ready, defaultOpen, triggerRef, pendingProps } = usePendingMenu();

  return (
    <>
      {/* The avatar is drawn at first paint, the same button before and after its menu's code
          arrives, so the header does not move when it does. */}
      {ready ? (
        <Menu.Root defaultOpen={defaultOpen} onSelect={(details) => onSelect(details.value as AccountMenuEntry)} positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <AvatarButton ref={triggerRef} label={label} initial={avatarInitial(user)} name={name} />
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="160px" data-testid="account-menu">
                {entries.map((entry) => (
                  <Menu.Item key={entry} value={entry} color={entry === 'logout' ? 'fg.error' : undefined}>
                    {t(`account.menu.${entry}`)}
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      ) : (
        <AvatarButton label={label} initial={avatarInitial(user)} name={name} {...pendingProps} />
      )}
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </>
  );
}

type AvatarButtonProps = ButtonProps & { label: string; initial: string; name: string };

/** The avatar's button: the initial in a circle and, from the md breakpoint, the user's name. */
const AvatarButton = forwardRef<HTMLButtonElement, AvatarButtonProps>(function AvatarButton({ label, initial, name, ...rest }, ref) {
  return (
    <Button
      ref={ref}
      variant="ghost"
      color="white"
      _hover={{ bg: 'whiteAlpha.200' }}
      _expanded={{ bg: 'whiteAlpha.200' }}
      px="2"
      aria-label={label}
      data-testid="account-menu-trigger"
      {...rest}
    >
      <HStack gap="2">
        {/* The initial is drawn by CSS, not text: the button's visible text is then only the
            name, which its aria-label contains (WCAG 2.5.3 label in name). */}
        <Box
          aria-hidden="true"
          data-initial={initial}
          _before={{ content: 'attr(data-initial)' }}
          w="8"
          h="8"
          borderRadius="full"
          bg="brand.500"
          color="white"
          display="flex"
          alignItems="center"
          justifyContent="center"
          fontWeight="semibold"
          fontSize="sm"
        />
        <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="160px" truncate>
          {name}
        </Text>
      </HStack>
    </Button>
  );
});
