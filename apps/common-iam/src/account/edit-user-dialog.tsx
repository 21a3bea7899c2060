import { FormField, Text } from '@portal/ui';
import type { AdminUser } from '@portal/contract';
import { SelectInput } from '@portal/console';
import { ChoiceGroup } from '../kit/choice-group';
import { DraftText } from '../kit/draft-text';
import { accountStatusOptions, DataOptions } from '../kit/list-parts';
import { FormDialog } from '../kit/form-dialog';
import { useText } from '../kit/use-text';
import { useEditUserForm, type EditUserCalls } from './use-edit-user-form';

type Form = ReturnType<typeof useEditUserForm>;

/** The role select: the user's present role stays offered while the roles load (or if it is not among them). */
function EditRoleField({ form, user }: { form: Form; user: AdminUser | null }) {
  const t = useText();
  const { draft, roles } = form;
  return (
    <FormField label={t('user.role')}>
      <SelectInput id="edit-user-role" name="roleId" value={draft.roleId} onChange={(value) => form.set('roleId', value)}>
        {draft.roleId && !roles.some((r) => String(r.id) === draft.roleId) ? (
          <option value={draft.roleId} translate="no">
            {user?.roleName ?? ''}
          </option>
        ) : null}
        {!draft.roleId ? <option value="">{t('user.chooseRole')}</option> : null}
        <DataOptions items={roles} name={(role) => role.roleName} />
      </SelectInput>
    </FormField>
  );
}

/**
 * 编辑用户 (issue 23 item 2): name, phone and e-mail, and the role and status where the caller
 * may change them. One save: the server checks every part before it writes any.
 */
export function EditUserDialog({ onClose, ...calls }: EditUserCalls & { onClose: () => void }) {
  const t = useText();
  const form = useEditUserForm(calls);
  const { user } = calls;
  return (
    <>
      <FormDialog
        open={!!user}
        name="edit-user"
        title={t('user.editTitle', { name: user?.userName ?? '' })}
        form={form}
        submitText={t('user.save')}
        onClose={onClose}
      >
        <Text fontSize="sm" color="fg.muted">
          {t('user.editHint', { login: user?.loginName ?? '' })}
        </Text>
        <DraftText form={form} field="userName" label={t('user.userName')} maxLength={64} required />
        <DraftText form={form} field="mobile" label={t('user.mobile')} maxLength={32} required />
        <DraftText form={form} field="email" label={t('user.email')} maxLength={128} required />
        {form.showRole ? <EditRoleField form={form} user={user} /> : null}
        {form.showStatus ? (
          <ChoiceGroup
            name="status"
            label={t('user.status')}
            value={form.draft.status}
            onChange={(status) => form.set('status', status as 'enabled' | 'disabled')}
            options={accountStatusOptions(t, ['enabled', 'disabled'])}
          />
        ) : null}
      </FormDialog>
      {form.stepUpDialog}
    </>
  );
}
