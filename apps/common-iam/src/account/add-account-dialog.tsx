import { useEffect, useState } from 'react';
import { languageAtom, useAtomValue } from '@portal/utils';
import { Button, Grid, GridItem, FormField, Input, InputGroup, Text, toaster } from '@portal/ui';
import type { AddUserResult, RoleOption } from '@portal/contract';
import { SelectInput } from '@portal/console';
import { checkOnBlur } from '../kit/check-on-blur';
import { ChoiceGroup } from '../kit/choice-group';
import { FormDialog } from '../kit/form-dialog';
import { useFailureText } from '../kit/use-access';
import { useText } from '../kit/use-text';
import { useLocalName } from '../kit/use-local-name';
import {
  accountErrors,
  accountFieldError,
  accountFieldOf,
  EMPTY_ACCOUNT,
  type AccountDraft,
  type AccountErrors,
  type AccountField,
  type AccountForm,
} from './account.rules';

interface AddAccountDialogProps {
  form: AccountForm;
  open: boolean;
  onClose: () => void;
  /** Sends the form; resolves with the new account and where its set-password link went. */
  /** Adds the account; `roleName` is the chosen role's name (for a step-up's summary). */
  send: (draft: AccountDraft, roleName: string) => Promise<AddUserResult>;
  onAdded: (result: AddUserResult, message: string) => void;
  /** The roles to choose from for a user type (sub-accounts: the client roles). */
  loadRoles: (userType: AccountDraft['userType']) => Promise<RoleOption[]>;
  /** Tenants to choose from (the add-user form). */
  tenants?: { id: number; name: string }[];
  /** The hint under the form. */
  hint: string;
}

type Roles = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; roles: RoleOption[] };

/**
 * 新增用户 / 新增子账号: the account's names and contacts, its tenant and role. The server
 * sends a set-password link to the e-mail; the success message says where it went. A refusal
 * sits under its field; what was typed stays.
 */
export function AddAccountDialog({ form, open, onClose, send, onAdded, loadRoles, tenants = [], hint }: AddAccountDialogProps) {
  const t = useText();
  const nameOf = useLocalName();
  const language = useAtomValue(languageAtom);
  const failure = useFailureText();
  const [draft, setDraft] = useState<AccountDraft>(EMPTY_ACCOUNT);
  const [errors, setErrors] = useState<AccountErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [roles, setRoles] = useState<Roles>({ kind: 'loading' });
  const [rolesRound, setRolesRound] = useState(0);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setRoles({ kind: 'loading' });
    loadRoles(draft.userType).then(
      (list) => live && setRoles({ kind: 'ready', roles: list }),
      (error: unknown) => live && setRoles({ kind: 'error', message: failure(error) }),
    );
    return () => {
      live = false;
    };
    // The roles depend on the user type only; the loader and language are stable enough.
  }, [open, draft.userType, rolesRound]);

  const set = (field: AccountField, value: string) => {
    const next = { ...draft, [field]: value } as AccountDraft;
    if (field === 'userType') next.roleId = '';
    setDraft(next);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: accountFieldError(form, next, field, language) }));
  };
  const check = (field: AccountField) => checkOnBlur(() => setErrors((current) => ({ ...current, [field]: accountFieldError(form, draft, field, language) })));

  const close = () => {
    setErrors({});
    setNotice(null);
    onClose();
  };

  const submit = async () => {
    const found = accountErrors(form, draft, language);
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const roleName = (roles.kind === 'ready' ? roles.roles.find((r) => String(r.id) === draft.roleId)?.roleName : undefined) ?? '';
      const result = await send(draft, roleName);
      const message = t('user.added', { name: result.user.userName, sentTo: result.link.sentTo });
      toaster.create({ type: 'success', title: message, duration: 6000 });
      setDraft(EMPTY_ACCOUNT);
      setErrors({});
      onAdded(result, message);
    } catch (error) {
      const field = accountFieldOf((error ?? {}) as { code?: unknown; message?: unknown });
      if (field) setErrors((current) => ({ ...current, [field]: failure(error) }));
      else setNotice(failure(error));
    } finally {
      setBusy(false);
    }
  };

  const text = (
    field: 'loginName' | 'userName' | 'mobile' | 'email',
    label: string,
    props: { type?: string; inputMode?: 'numeric' | 'email'; maxLength: number; autoComplete?: string; start?: string },
  ) => (
    <FormField label={label} required error={errors[field]}>
      {props.start ? (
        <InputGroup startAddon={props.start}>
          <Input
            name={field}
            type={props.type ?? 'text'}
            inputMode={props.inputMode}
            value={draft[field]}
            maxLength={props.maxLength}
            autoComplete="off"
            placeholder={label}
            onChange={(e) => set(field, e.target.value)}
            onBlur={check(field)}
          />
        </InputGroup>
      ) : (
        <Input
          name={field}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          value={draft[field]}
          maxLength={props.maxLength}
          autoComplete="off"
          placeholder={label}
          onChange={(e) => set(field, e.target.value)}
          onBlur={check(field)}
        />
      )}
    </FormField>
  );

  const roleList = roles.kind === 'ready' ? roles.roles : [];
  const needsTenant = form === 'user' && draft.userType === 'CLIENT_USER';

  return (
    <FormDialog
      open={open}
      name={form === 'user' ? 'add-user' : 'add-sub-account'}
      title={form === 'user' ? t('user.add') : t('subAccount.add')}
      busy={busy}
      notice={notice}
      onSubmit={() => void submit()}
      onClose={close}
    >
      {form === 'user' ? (
        <ChoiceGroup
          name="userType"
          label={t('user.userType')}
          required
          value={draft.userType}
          onChange={(value) => set('userType', value)}
          options={[
            { value: 'CLIENT_USER', label: t('iam.userType.client') },
            { value: 'MANAGER_USER', label: t('iam.userType.manager') },
          ]}
        />
      ) : null}
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="4">
        <GridItem>{text('loginName', t('user.loginName'), { maxLength: 32 })}</GridItem>
        <GridItem>{text('userName', t('user.userName'), { maxLength: 32 })}</GridItem>
        <GridItem>{text('mobile', t('user.mobile'), { type: 'tel', inputMode: 'numeric', maxLength: 11, start: '+86' })}</GridItem>
        <GridItem>{text('email', t('user.email'), { type: 'email', inputMode: 'email', maxLength: 32 })}</GridItem>
        {needsTenant ? (
          <GridItem>
            <FormField label={t('user.tenant')} required error={errors.tenantId}>
              <SelectInput
                name="tenantId"
                label={t('user.tenant')}
                value={draft.tenantId}
                invalid={!!errors.tenantId}
                onChange={(value) => set('tenantId', value)}
              >
                <option value="">{t('user.choose')}</option>
                {tenants.map((tenant) => (
                  <option key={tenant.id} value={tenant.id} translate="no">
                    {tenant.name}
                  </option>
                ))}
              </SelectInput>
            </FormField>
          </GridItem>
        ) : null}
        <GridItem>
          <FormField
            label={t('user.role')}
            required={form === 'user'}
            error={roles.kind === 'error' ? roles.message : errors.roleId}
            helperText={roles.kind === 'ready' && roleList.length === 0 && form === 'user' ? t('user.noRoles') : undefined}
          >
            <SelectInput
              name="roleId"
              label={t('user.role')}
              value={draft.roleId}
              invalid={!!errors.roleId || roles.kind === 'error'}
              disabled={roles.kind === 'loading'}
              onChange={(value) => set('roleId', value)}
            >
              <option value="">{roles.kind === 'loading' ? t('iam.loading') : form === 'user' ? t('user.choose') : t('subAccount.noRole')}</option>
              {roleList.map((role) => (
                <option key={role.id} value={role.id} translate="no">
                  {nameOf(role.roleName, role.roleNameEn)}
                </option>
              ))}
            </SelectInput>
          </FormField>
          {roles.kind === 'error' ? (
            <Button size="xs" variant="plain" color="brand.fg" px="0" mt="1" onClick={() => setRolesRound((r) => r + 1)}>
              {t('iam.retry')}
            </Button>
          ) : null}
        </GridItem>
      </Grid>
      <Text fontSize="xs" color="fg.muted" bg="bg.muted" px="3" py="2" rounded="md">
        {hint}
      </Text>
    </FormDialog>
  );
}
