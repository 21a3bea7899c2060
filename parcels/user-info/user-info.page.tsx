import { useCallback, useEffect, useState } from 'react';
import { Box, Button, Flex, Heading, HStack, Spinner, Stack, Text } from '@portal/ui';
import { failureMessage, storage, storageKeys, updateUserInfo, useAtomValue, userInfoAtom, userTypeAtom, useT } from '@portal/utils/internal';
import type { UserInfo } from '../../contract/iam';
import { loadProfile } from './user-info.api';
import { useText } from './use-text';
import { ModifyMobileDialog, ModifyEmailDialog, CloseAccountDialog, VerifyEmailDialog } from './account-dialogs';
import { SecuritySection } from './security/security-section';
import { ProfileList, type ProfileDialog } from './profile-list';
import { useProfileEdit, type ProfileEdit } from './use-profile-edit';

interface UserInfoProps {
  /** 'page' (default): the /user-info page. 'dialog': inside a host's dialog, in edit mode, ending with 取消 and 确定. */
  variant?: 'page' | 'dialog';
  /** Dialog variant: called on 取消 ({ saved: false }) and after a successful 确定 ({ saved: true }). */
  onClose?: (result: { saved: boolean }) => void;
}

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };

/** Writes the fresh user into the shared store (and storage), so the header and hosts follow. */
function publishUser(user: UserInfo) {
  updateUserInfo(user);
}

/** The detail call (again on retry): its answer goes to the store and, through `adopt`, to the draft. */
function useProfileLoad(userType: string | null | undefined, adopt: (user: UserInfo) => void) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const fetchProfile = useCallback(async () => {
    setLoad({ status: 'loading' });
    try {
      const fresh = await loadProfile(userType);
      publishUser(fresh);
      adopt(fresh);
      setLoad({ status: 'ready' });
    } catch (error) {
      setLoad({ status: 'error', message: failureMessage(error) });
    }
  }, [userType, adopt]);
  useEffect(() => {
    void fetchProfile();
  }, [fetchProfile]);
  return { load, fetchProfile };
}

/** The spinner before the first answer, or the failure with a retry. */
function ProfileStatus({ load, retry }: { load: Load; retry(): void }) {
  const t = useText();
  const portalT = useT();
  if (load.status === 'loading') {
    return (
      <Flex justify="center" py="12" aria-busy="true">
        <Spinner size="lg" aria-label={t('profile.title')} />
      </Flex>
    );
  }
  return (
    <Stack align="center" py="12" gap="4" role="alert">
      <Text color="fg.error">
        {load.status === 'error' ? portalT('common.colon', { label: t('profile.loadFailed'), value: load.message }) : t('profile.loadFailed')}
      </Text>
      <Button onClick={retry}>{t('profile.retry')}</Button>
    </Stack>
  );
}

/** 编辑, or 取消 with 保存 (确定 in the dialog) while editing; nothing for a sub-account. */
function ProfileActions({ edit, managed, inDialog }: { edit: ProfileEdit; managed: boolean; inDialog: boolean }) {
  const t = useText();
  if (edit.editing) {
    return (
      <HStack gap="3">
        <Button variant="outline" onClick={edit.cancelEdit} disabled={edit.saving}>
          {t('profile.cancel')}
        </Button>
        {/* Focusable while saving (a second press is ignored): @portal/ui's Button. */}
        <Button colorPalette="brand" onClick={() => void edit.save()} loading={edit.saving} loadingText={t('profile.saving')}>
          {inDialog ? t('profile.confirm') : t('profile.save')}
        </Button>
      </HStack>
    );
  }
  return managed ? null : (
    <Button ref={edit.editButton} colorPalette="brand" onClick={edit.startEdit}>
      {t('profile.edit')}
    </Button>
  );
}

/** The account dialogs the rows and 注销账号 open. */
function AccountDialogs({ dialog, user, close }: { dialog: ProfileDialog | null; user: UserInfo; close(): void }) {
  return (
    <>
      <ModifyMobileDialog open={dialog === 'mobile'} user={user} onClose={close} onChanged={publishUser} />
      <ModifyEmailDialog open={dialog === 'email'} user={user} onClose={close} onChanged={publishUser} />
      <VerifyEmailDialog open={dialog === 'verify'} user={user} onClose={close} onChanged={publishUser} />
      <CloseAccountDialog open={dialog === 'close'} user={user} onClose={close} />
    </>
  );
}

export function UserInfoPage({ variant = 'page', onClose }: UserInfoProps) {
  const t = useText();
  const inDialog = variant === 'dialog';
  const user = useAtomValue(userInfoAtom) as UserInfo | null;
  const storedType = useAtomValue(userTypeAtom);
  const userType = user?.userType ?? storedType ?? storage.get(storageKeys.userType);
  const edit = useProfileEdit({ user, inDialog, onClose, publish: publishUser });
  const { load, fetchProfile } = useProfileLoad(userType, edit.adopt);
  const [dialog, setDialog] = useState<ProfileDialog | null>(null);

  if (load.status === 'error' || !user) return <ProfileStatus load={load} retry={() => void fetchProfile()} />;

  // F-8: a sub-account's profile, contacts and closure are its primary account's (the server refuses them).
  const managed = userType === 'CLIENT_USER' && Number(user.pid) !== 0;
  const actions = <ProfileActions edit={edit} managed={managed} inDialog={inDialog} />;
  return (
    <Box maxW={inDialog ? 'none' : '960px'} mx="auto" px={inDialog ? '0' : { base: '4', md: '6' }} py={inDialog ? '0' : '6'} data-testid="user-info">
      {inDialog ? null : (
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="5">
          <Heading as="h1" size="xl">
            {t('profile.title')}
          </Heading>
          {actions}
        </Flex>
      )}
      <ProfileList user={user} edit={edit} managed={managed} inDialog={inDialog} openDialog={setDialog} />
      <Flex justify={inDialog ? 'space-between' : 'flex-start'} align="center" mt="6" gap="3" wrap="wrap">
        {userType === 'CLIENT_USER' && !managed ? (
          <Button variant="outline" colorPalette="red" size="sm" onClick={() => setDialog('close')}>
            {t('profile.closeAccount')}
          </Button>
        ) : (
          <span />
        )}
        {inDialog ? actions : null}
      </Flex>
      {inDialog ? null : <SecuritySection />}
      <AccountDialogs dialog={dialog} user={user} close={() => setDialog(null)} />
    </Box>
  );
}
