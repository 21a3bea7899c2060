import { Button, FormField, Text } from '@portal/ui';
import type { AdminRole } from '@portal/contract';
import { TextArea } from '@portal/console';
import { UserTypeChoice } from '../kit/choice-group';
import { DraftText } from '../kit/draft-text';
import { FormDialog } from '../kit/form-dialog';
import { useText } from '../kit/use-text';
import { PermissionTree } from './permission-tree';
import { REMARK_MAX } from './role.rules';
import { useRoleForm } from './use-role-form';

type Form = ReturnType<typeof useRoleForm>;

/** The permissions: the tree once its menus are in, a failure with a retry, or a loading line. */
function PermissionsField({ form }: { form: Form }) {
  const t = useText();
  const { menus } = form;
  return (
    <FormField label={t('role.permissions')} helperText={t('role.permissionsHint')}>
      {menus.kind === 'ready' ? (
        <PermissionTree items={menus.items} held={form.held} onChange={form.setHeld} disabled={form.busy} />
      ) : menus.kind === 'error' ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {t('iam.loadFailedWith', { message: menus.message })}{' '}
          <Button size="xs" variant="outline" onClick={form.retryMenus}>
            {t('iam.retry')}
          </Button>
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('iam.loading')}
        </Text>
      )}
    </FormField>
  );
}

/** The role's two names: the Chinese one required, the English one optional (docs/decisions/016). */
function RoleNameFields({ form }: { form: Form }) {
  const t = useText();
  return (
    <>
      <DraftText
        form={form}
        field="roleName"
        label={t('role.roleName')}
        placeholder={t('role.roleName')}
        helperText={t('role.nameHint')}
        maxLength={40}
        required
        checked
      />
      <DraftText form={form} field="roleNameEn" label={t('role.roleNameEn')} helperText={t('role.nameEnHint')} maxLength={40} lang="en" checked />
    </>
  );
}

/**
 * 新增角色 (name, user type, remark, permissions) or 编辑 (name, remark, permissions; the type
 * stays). Changing an existing role's permissions asks for a step-up saying what changes for how
 * many users (issue 22).
 */
export function RoleDialog({
  open,
  role,
  onClose,
  onSaved,
}: {
  open: boolean;
  role: AdminRole | null;
  onClose: () => void;
  onSaved: (role: AdminRole) => void;
}) {
  const t = useText();
  const form = useRoleForm(open, role, onSaved);
  return (
    <>
      <FormDialog open={open} name="role" size="medium" title={role ? t('role.editTitle') : t('role.add')} form={form} onClose={onClose}>
        <RoleNameFields form={form} />
        {role ? (
          <Text fontSize="sm" color="fg.muted">
            {t('role.typeFixed', { type: t(role.userType === 'MANAGER_USER' ? 'iam.userType.manager' : 'iam.userType.client') })}
          </Text>
        ) : (
          <UserTypeChoice name="roleUserType" label={t('role.userType')} form={form} />
        )}
        <FormField label={t('role.remark')} error={form.errors.remark}>
          <TextArea
            name="remark"
            value={form.draft.remark}
            rows={3}
            maxLength={REMARK_MAX + 20}
            placeholder={t('role.remarkPlaceholder')}
            onChange={(value) => form.set('remark', value)}
            onBlur={form.checkField('remark')}
          />
        </FormField>
        <PermissionsField form={form} />
      </FormDialog>
      {form.stepUpDialog}
    </>
  );
}
