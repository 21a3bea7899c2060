/** The profile's rows (spec 3): each field's value, the two editable ones as inputs in edit mode, and the change links. */
import type { ReactNode, RefObject } from 'react';
import { Box, Button, Field, HStack, Input, Text } from '@portal/ui';
import { menuPageLink, navigate } from '@portal/utils/internal';
import { maskMobile } from '../../contract/rules/user.rules';
import type { UserInfo } from '../../contract/iam';
import { authStatusKey, becomeDeveloperLink, BECOME_DEVELOPER_PATH, profileRows, roleTypeKey, type ProfileDraft, type ProfileRow } from './profile.rules';
import { EmailState } from './email-state';
import type { ProfileEdit } from './use-profile-edit';
import { useText } from './use-text';

/** The dialogs a row opens. */
export type ProfileDialog = 'mobile' | 'email' | 'verify' | 'close';

interface ProfileListProps {
  user: UserInfo;
  edit: ProfileEdit;
  /** A sub-account's profile, contacts and closure are its primary account's (F-8). */
  managed: boolean;
  inDialog: boolean;
  openDialog(dialog: ProfileDialog): void;
}

function ProfileInput({
  field,
  inputRef,
  maxLength,
  edit,
}: {
  field: keyof ProfileDraft;
  inputRef: RefObject<HTMLInputElement | null>;
  maxLength: number;
  edit: ProfileEdit;
}) {
  const t = useText();
  return (
    <Field.Root invalid={Boolean(edit.errors[field])} required={field === 'userName'}>
      <Field.Label srOnly>{t(`profile.${field}`)}</Field.Label>
      <Input
        ref={inputRef}
        name={field}
        value={edit.draft[field]}
        maxLength={maxLength}
        size="sm"
        maxW="360px"
        onChange={(e) => edit.change(field, e.target.value)}
        onBlur={() => edit.blur(field)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void edit.save();
        }}
      />
      {edit.errors[field] ? <Field.ErrorText role="alert">{edit.errors[field]}</Field.ErrorText> : null}
    </Field.Root>
  );
}

function LinkButton({ onClick, disabled, children }: { onClick(): void; disabled?: boolean; children: ReactNode }) {
  return (
    <Button variant="plain" size="sm" colorPalette="brand" px="0" h="auto" disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
}

function useProfileCells({ user, edit, managed, openDialog }: ProfileListProps): Record<ProfileRow, ReactNode> {
  const t = useText();
  const empty = t('profile.empty');
  const show = (value: string | null | undefined) => (value && String(value).trim() ? value : empty);
  const developer = becomeDeveloperLink(user);
  // Leaving the page takes the dialog with it: closing it first would unmount this parcel twice.
  const goBecomeDeveloper = () => navigate(menuPageLink(BECOME_DEVELOPER_PATH));
  const change = (dialog: ProfileDialog) => (managed ? null : <LinkButton onClick={() => openDialog(dialog)}>{t('profile.change')}</LinkButton>);
  return {
    loginName: <Text>{show(user.loginName)}</Text>,
    userName: edit.editing ? <ProfileInput field="userName" inputRef={edit.nameInput} maxLength={32} edit={edit} /> : <Text>{show(user.userName)}</Text>,
    mobile: (
      <HStack gap="3" wrap="wrap">
        <Text>{show(user.mobileStr || maskMobile(user.mobile))}</Text>
        {change('mobile')}
      </HStack>
    ),
    email: (
      <HStack gap="3" wrap="wrap">
        <Text wordBreak="break-all">{show(user.email)}</Text>
        <EmailState user={user} onVerify={() => openDialog('verify')} />
        {change('email')}
      </HStack>
    ),
    tenantName: <Text>{show(user.tenantName)}</Text>,
    orgName: <Text>{show(user.orgName)}</Text>,
    empNumber: edit.editing ? <ProfileInput field="empNumber" inputRef={edit.empInput} maxLength={20} edit={edit} /> : <Text>{show(user.empNumber)}</Text>,
    roleType: (
      <HStack gap="3" wrap="wrap">
        <Text>{t(roleTypeKey(user.userRoleType))}</Text>
        {developer === 'hidden' ? null : (
          <LinkButton disabled={developer === 'disabled'} onClick={goBecomeDeveloper}>
            {t('profile.becomeDeveloper')}
          </LinkButton>
        )}
      </HStack>
    ),
    authStatus: <Text>{t(authStatusKey(user.authStatus))}</Text>,
    mgrTenantName: <Text>{show(user.mgrTenantName)}</Text>,
    mgrOrgName: <Text>{show(user.mgrOrgName)}</Text>,
  };
}

export function ProfileList(props: ProfileListProps) {
  const t = useText();
  const cells = useProfileCells(props);
  const { user, inDialog } = props;
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: '140px 1fr' }}
      columnGap="6"
      rowGap={{ base: '1', sm: '4' }}
      bg="bg"
      borderWidth={inDialog ? '0' : '1px'}
      borderRadius="md"
      p={inDialog ? '0' : { base: '4', md: '6' }}
    >
      {profileRows(user).map((row) => (
        <Box key={row} display="contents">
          <Box as="dt" color="fg.muted" pt={{ base: '3', sm: '1' }}>
            {t(`profile.${row}`)}
          </Box>
          <Box as="dd" minH="8" display="flex" alignItems="center" data-row={row}>
            {cells[row]}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
