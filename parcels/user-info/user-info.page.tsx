import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Field, Flex, Heading, HStack, Input, Spinner, Stack, Text, toaster } from '@portal/ui';
import {
  failureMessage,
  maskMobile,
  menuPageLink,
  navigate,
  rules,
  store,
  storage,
  storageKeys,
  useAtomValue,
  useLanguageSwitch,
  userInfoAtom,
  userTypeAtom,
  useT,
} from '@portal/utils';
import type { UserInfo } from '../../contract/iam';
import {
  authStatusKey,
  becomeDeveloperLink,
  BECOME_DEVELOPER_PATH,
  draftOf,
  profileRows,
  roleTypeKey,
  trimDraft,
  type ProfileDraft,
  type ProfileRow,
} from './profile.rules';
import { loadProfile, saveProfile } from './user-info.api';
import { useText } from './use-text';
import { ModifyMobileDialog, ModifyEmailDialog, CloseAccountDialog, VerifyEmailDialog } from './account-dialogs';
import { EmailState } from './email-state';
import { SecuritySection } from './security/security-section';

interface UserInfoProps {
  /** 'page' (default): the /user-info page. 'dialog': inside a host's dialog, in edit mode, ending with 取消 and 确定. */
  variant?: 'page' | 'dialog';
  /** Dialog variant: called on 取消 ({ saved: false }) and after a successful 确定 ({ saved: true }). */
  onClose?: (result: { saved: boolean }) => void;
}

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };
type Errors = Partial<Record<keyof ProfileDraft, string | null>>;
type OpenDialog = 'mobile' | 'email' | 'verify' | 'close' | null;

/** Writes the fresh user into the shared store (and storage), so the header and hosts follow. */
function publishUser(user: UserInfo) {
  store.set(userInfoAtom, { ...(store.get(userInfoAtom) ?? {}), ...user });
}

export function UserInfoPage({ variant = 'page', onClose }: UserInfoProps) {
  const t = useText();
  const portalT = useT();
  const inDialog = variant === 'dialog';
  const storedUser = useAtomValue(userInfoAtom);
  const storedType = useAtomValue(userTypeAtom);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [editing, setEditing] = useState(inDialog);
  const [draft, setDraft] = useState<ProfileDraft>(() => (storedUser ? draftOf(storedUser) : { userName: '', empNumber: '' }));
  const backup = useRef<ProfileDraft>(draft);
  // Once the user has typed, a late answer of the detail call must not overwrite the draft.
  const touched = useRef(false);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const empInput = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  const user = storedUser as UserInfo | null;
  const userType = user?.userType ?? storedType ?? storage.get(storageKeys.userType);

  const fetchProfile = useCallback(async () => {
    setLoad({ status: 'loading' });
    try {
      const fresh = await loadProfile(userType);
      publishUser(fresh);
      if (!touched.current) {
        const start = draftOf(fresh);
        backup.current = start;
        setDraft(start);
      }
      setLoad({ status: 'ready' });
    } catch (error) {
      setLoad({ status: 'error', message: failureMessage(error) });
    }
  }, [userType]);

  useEffect(() => {
    void fetchProfile();
  }, [fetchProfile]);

  const language = useLanguageSwitch(() => {
    setErrors((current) => {
      const next: Errors = {};
      for (const field of Object.keys(current) as (keyof ProfileDraft)[]) next[field] = current[field] ? checkField(field, draft[field]) : current[field];
      return next;
    });
  });
  const checkField = (field: keyof ProfileDraft, value: string): string | null =>
    field === 'userName' ? rules.profileName(value, { language }) : rules.empNumber(value, { language });

  const onBlur = (field: keyof ProfileDraft) => {
    setErrors((current) => ({ ...current, [field]: checkField(field, draft[field]) }));
  };

  const startEdit = () => {
    backup.current = { ...draft };
    setErrors({});
    setEditing(true);
    requestAnimationFrame(() => nameInput.current?.focus());
  };

  /**
   * Leaves edit mode. The focused save or cancel button (or the input, after Enter) goes away with
   * it, so the focus goes back to 编辑 rather than being dropped to <body>.
   */
  const returnFocus = useRef(false);
  const leaveEdit = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  // A layout effect: the focus moves in the same task as the buttons leave, never resting on <body>
  // for a frame (a screen reader would announce the document; the keyboard walk caught it once).
  useLayoutEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    // Committed: the save/cancel buttons are gone and 编辑 is back. Only a focus that went with
    // them moves; one the user already put elsewhere stays.
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) editButton.current?.focus();
  }, [editing]);

  const cancelEdit = () => {
    touched.current = false;
    setDraft(backup.current);
    setErrors({});
    if (inDialog) onClose?.({ saved: false });
    else leaveEdit();
  };

  const save = async () => {
    if (!user || saving) return;
    const trimmed = trimDraft(draft);
    setDraft(trimmed);
    const next: Errors = { userName: checkField('userName', trimmed.userName), empNumber: checkField('empNumber', trimmed.empNumber) };
    setErrors(next);
    if (next.userName) return nameInput.current?.focus();
    if (next.empNumber) return empInput.current?.focus();
    setSaving(true);
    try {
      const updated = await saveProfile(user, trimmed);
      publishUser(updated && typeof updated === 'object' ? updated : { ...user, ...trimmed });
      backup.current = trimmed;
      touched.current = false;
      toaster.create({ type: 'success', title: t('profile.saved'), duration: 1500 });
      if (inDialog) onClose?.({ saved: true });
      else leaveEdit();
    } catch (error) {
      toaster.create({ type: 'error', title: failureMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  if (load.status === 'loading' && !user) {
    return (
      <Flex justify="center" py="12" aria-busy="true">
        <Spinner size="lg" aria-label={t('profile.title')} />
      </Flex>
    );
  }

  if (load.status === 'error' || !user) {
    return (
      <Stack align="center" py="12" gap="4" role="alert">
        <Text color="fg.error">
          {load.status === 'error' ? portalT('common.colon', { label: t('profile.loadFailed'), value: load.message }) : t('profile.loadFailed')}
        </Text>
        <Button onClick={() => void fetchProfile()}>{t('profile.retry')}</Button>
      </Stack>
    );
  }

  const developer = becomeDeveloperLink(user);
  const empty = t('profile.empty');
  const show = (value: string | null | undefined) => (value && String(value).trim() ? value : empty);

  // Leaving the page takes the dialog with it: closing it first would unmount this parcel twice.
  const goBecomeDeveloper = () => navigate(menuPageLink(BECOME_DEVELOPER_PATH));

  const editable = (field: keyof ProfileDraft, ref: React.RefObject<HTMLInputElement | null>, maxLength: number) => (
    <Field.Root invalid={Boolean(errors[field])} required={field === 'userName'}>
      <Field.Label srOnly>{t(`profile.${field}`)}</Field.Label>
      <Input
        ref={ref}
        name={field}
        value={draft[field]}
        maxLength={maxLength}
        size="sm"
        maxW="360px"
        onChange={(e) => {
          touched.current = true;
          setDraft((d) => ({ ...d, [field]: e.target.value }));
        }}
        onBlur={() => onBlur(field)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void save();
        }}
      />
      {errors[field] ? <Field.ErrorText role="alert">{errors[field]}</Field.ErrorText> : null}
    </Field.Root>
  );

  // F-8: a sub-account's profile, contacts and closure are its primary account's (the server refuses them).
  const managed = userType === 'CLIENT_USER' && Number(user.pid) !== 0;
  const cells: Record<ProfileRow, ReactNode> = {
    loginName: <Text>{show(user.loginName)}</Text>,
    userName: editing ? editable('userName', nameInput, 32) : <Text>{show(user.userName)}</Text>,
    mobile: (
      <HStack gap="3" wrap="wrap">
        <Text>{show(user.mobileStr || maskMobile(user.mobile))}</Text>
        {managed ? null : (
          <Button variant="plain" size="sm" colorPalette="brand" px="0" h="auto" onClick={() => setDialog('mobile')}>
            {t('profile.change')}
          </Button>
        )}
      </HStack>
    ),
    email: (
      <HStack gap="3" wrap="wrap">
        <Text wordBreak="break-all">{show(user.email)}</Text>
        <EmailState user={user} onVerify={() => setDialog('verify')} />
        {managed ? null : (
          <Button variant="plain" size="sm" colorPalette="brand" px="0" h="auto" onClick={() => setDialog('email')}>
            {t('profile.change')}
          </Button>
        )}
      </HStack>
    ),
    tenantName: <Text>{show(user.tenantName)}</Text>,
    orgName: <Text>{show(user.orgName)}</Text>,
    empNumber: editing ? editable('empNumber', empInput, 20) : <Text>{show(user.empNumber)}</Text>,
    roleType: (
      <HStack gap="3" wrap="wrap">
        <Text>{t(roleTypeKey(user.userRoleType))}</Text>
        {developer === 'hidden' ? null : (
          <Button variant="plain" size="sm" colorPalette="brand" px="0" h="auto" disabled={developer === 'disabled'} onClick={goBecomeDeveloper}>
            {t('profile.becomeDeveloper')}
          </Button>
        )}
      </HStack>
    ),
    authStatus: <Text>{t(authStatusKey(user.authStatus))}</Text>,
    mgrTenantName: <Text>{show(user.mgrTenantName)}</Text>,
    mgrOrgName: <Text>{show(user.mgrOrgName)}</Text>,
  };

  const actions = editing ? (
    <HStack gap="3">
      <Button variant="outline" onClick={cancelEdit} disabled={saving}>
        {t('profile.cancel')}
      </Button>
      {/* Focusable while saving (a second press is ignored): @portal/ui's Button. */}
      <Button colorPalette="brand" onClick={() => void save()} loading={saving} loadingText={t('profile.saving')}>
        {inDialog ? t('profile.confirm') : t('profile.save')}
      </Button>
    </HStack>
  ) : managed ? null : (
    <Button ref={editButton} colorPalette="brand" onClick={startEdit}>
      {t('profile.edit')}
    </Button>
  );

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
      <ModifyMobileDialog open={dialog === 'mobile'} user={user} onClose={() => setDialog(null)} onChanged={publishUser} />
      <ModifyEmailDialog open={dialog === 'email'} user={user} onClose={() => setDialog(null)} onChanged={publishUser} />
      <VerifyEmailDialog open={dialog === 'verify'} user={user} onClose={() => setDialog(null)} onChanged={publishUser} />
      <CloseAccountDialog open={dialog === 'close'} user={user} onClose={() => setDialog(null)} />
    </Box>
  );
}
