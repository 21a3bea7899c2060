import type { ComponentProps } from 'react';
import { Button, Grid, GridItem, FormField, Text } from '@portal/ui';
import { SelectInput } from '@portal/console';
import { UserTypeChoice } from '../kit/choice-group';
import { DraftText } from '../kit/draft-text';
import { FormDialog } from '../kit/form-dialog';
import { DataOptions } from '../kit/list-parts';
import { useText } from '../kit/use-text';
import { useLocalName } from '../kit/use-local-name';
import { useAddAccountForm, type AddAccountCalls } from './use-add-account-form';

interface AddAccountDialogProps extends AddAccountCalls {
  onClose: () => void;
  /** Tenants to choose from (the add-user form). */
  tenants?: { id: number; name: string }[];
  /** The hint under the form. */
  hint: string;
}

type Form = ReturnType<typeof useAddAccountForm>;

/** One of the account's text fields, its message under it, checked as the focus leaves it; the phone with its +86 before it. */
function AccountText(props: ComponentProps<typeof DraftText<'loginName' | 'userName' | 'mobile' | 'email'>>) {
  return <DraftText placeholder={props.label} required checked {...props} />;
}

/** The tenant of a client user (the add-user form). */
function TenantField({ form, tenants }: { form: Form; tenants: { id: number; name: string }[] }) {
  const t = useText();
  return (
    <FormField label={t('user.tenant')} required error={form.errors.tenantId}>
      <SelectInput
        name="tenantId"
        label={t('user.tenant')}
        value={form.draft.tenantId}
        invalid={!!form.errors.tenantId}
        onChange={(value) => form.set('tenantId', value)}
      >
        <option value="">{t('user.choose')}</option>
        <DataOptions items={tenants} name={(tenant) => tenant.name} />
      </SelectInput>
    </FormField>
  );
}

/** The role: required for a user, optional for a sub-account; a failed load of the roles offers a retry. */
function RoleField({ form, forUser }: { form: Form; forUser: boolean }) {
  const t = useText();
  const nameOf = useLocalName();
  const { roles, roleList } = form;
  const blank = roles.kind === 'loading' ? t('iam.loading') : forUser ? t('user.choose') : t('subAccount.noRole');
  return (
    <GridItem>
      <FormField
        label={t('user.role')}
        required={forUser}
        error={roles.kind === 'error' ? roles.message : form.errors.roleId}
        helperText={roles.kind === 'ready' && roleList.length === 0 && forUser ? t('user.noRoles') : undefined}
      >
        <SelectInput
          name="roleId"
          label={t('user.role')}
          value={form.draft.roleId}
          invalid={!!form.errors.roleId || roles.kind === 'error'}
          disabled={roles.kind === 'loading'}
          onChange={(value) => form.set('roleId', value)}
        >
          <option value="">{blank}</option>
          <DataOptions items={roleList} name={(role) => nameOf(role.roleName, role.roleNameEn)} />
        </SelectInput>
      </FormField>
      {roles.kind === 'error' ? (
        <Button size="xs" variant="plain" color="brand.fg" px="0" mt="1" onClick={form.retryRoles}>
          {t('iam.retry')}
        </Button>
      ) : null}
    </GridItem>
  );
}

/**
 * 新增用户 / 新增子账号: the account's names and contacts, its tenant and role. The server
 * sends a set-password link to the e-mail; the success message says where it went. A refusal
 * sits under its field; what was typed stays.
 */
export function AddAccountDialog({ onClose, tenants = [], hint, ...calls }: AddAccountDialogProps) {
  const t = useText();
  const form = useAddAccountForm(calls);
  const forUser = calls.form === 'user';
  const close = () => {
    form.clear();
    onClose();
  };

  return (
    <FormDialog
      open={calls.open}
      name={forUser ? 'add-user' : 'add-sub-account'}
      title={forUser ? t('user.add') : t('subAccount.add')}
      form={form}
      onClose={close}
    >
      {forUser ? <UserTypeChoice name="userType" label={t('user.userType')} form={form} /> : null}
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="4">
        <GridItem>
          <AccountText form={form} field="loginName" label={t('user.loginName')} maxLength={32} />
        </GridItem>
        <GridItem>
          <AccountText form={form} field="userName" label={t('user.userName')} maxLength={32} />
        </GridItem>
        <GridItem>
          <AccountText form={form} field="mobile" label={t('user.mobile')} type="tel" inputMode="numeric" maxLength={11} start="+86" />
        </GridItem>
        <GridItem>
          <AccountText form={form} field="email" label={t('user.email')} type="email" inputMode="email" maxLength={32} />
        </GridItem>
        {forUser && form.draft.userType === 'CLIENT_USER' ? (
          <GridItem>
            <TenantField form={form} tenants={tenants} />
          </GridItem>
        ) : null}
        <RoleField form={form} forUser={forUser} />
      </Grid>
      <Text fontSize="xs" color="fg.muted" bg="bg.muted" px="3" py="2" rounded="md">
        {hint}
      </Text>
    </FormDialog>
  );
}
