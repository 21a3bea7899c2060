import { useEffect, useState } from 'react';
import { FormField, Text, toaster } from '@portal/ui';
import type { AdminUser, RoleOption } from '@portal/contract';
import { FormDialog } from '../kit/form-dialog';
import { SelectInput } from '@portal/console';
import { useStepUp } from '../kit/step-up-dialog';
import { useFailureText } from '../kit/use-access';
import { useLoad } from '../kit/use-load';
import { useText } from '../kit/use-text';
import { useLocalName } from '../kit/use-local-name';

interface ChangeRoleProps {
  user: AdminUser | null;
  /** The roles the user may be given (of its type; the server refuses any the caller does not hold). */
  loadRoles: (userType: AdminUser['userType']) => Promise<RoleOption[]>;
  change: (id: number, roleId: number, stepUpToken?: string) => Promise<AdminUser>;
  /** A manager's change of someone's role is a security change: it asks for a step-up first. */
  stepUp: boolean;
  onClose: () => void;
  onChanged: (user: AdminUser, message: string) => void;
}

/**
 * The change-role form: the user's roles (loaded per user), the chosen one, and the send. The
 * same role closes without a call; a step-up, when asked for, comes before the change.
 */
function useChangeRole({ user, loadRoles, change, stepUp, onClose, onChanged }: ChangeRoleProps) {
  const t = useText();
  const nameOf = useLocalName();
  const failure = useFailureText();
  const proof = useStepUp();
  const [roleId, setRoleId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The roles depend on the user only.
  const loaded = useLoad(user ? () => loadRoles(user.userType) : null, [user]);
  const roles = loaded.state.kind === 'ready' ? (loaded.value ?? []) : [];

  useEffect(() => {
    if (!user) return;
    setRoleId(user.roleId ? String(user.roleId) : '');
    setError(null);
    setNotice(null);
  }, [user]);

  /** The current password for the change, or null when the user closed the step-up. */
  const prove = (target: AdminUser, chosen: RoleOption) =>
    proof.prove(
      t('user.roleSummary', {
        name: target.userName,
        login: target.loginName,
        from: target.roleName ? nameOf(target.roleName, target.roleNameEn) : t('iam.none'),
        to: nameOf(chosen.roleName, chosen.roleNameEn),
      }),
    );

  const submit = async () => {
    if (!user) return;
    const chosen = roles.find((r) => String(r.id) === roleId);
    if (!chosen) return setError(t('user.chooseRole'));
    if (chosen.id === user.roleId) return onClose();
    setNotice(null);
    const token = stepUp ? await prove(user, chosen) : undefined;
    if (token === null) return setNotice(t('stepUp.cancelled'));
    setBusy(true);
    try {
      const changed = await change(user.id, chosen.id, token);
      const message = t('user.roleChanged', { name: changed.userName, role: nameOf(chosen.roleName, chosen.roleNameEn) });
      toaster.create({ type: 'success', title: message });
      onChanged(changed, message);
    } catch (caught) {
      setNotice(failure(caught));
    } finally {
      setBusy(false);
    }
  };

  const choose = (value: string) => {
    setRoleId(value);
    setError(null);
  };
  return { load: loaded.state, roles, roleId, choose, error, notice, busy, submit, stepUpDialog: proof.dialog };
}

/** 变更角色: another role for a user; its menus and buttons follow from their next menu load (issue 22 N-1). */
export function ChangeRoleDialog(props: ChangeRoleProps) {
  const t = useText();
  const nameOf = useLocalName();
  const form = useChangeRole(props);
  const { user } = props;
  return (
    <>
      <FormDialog open={!!user} name="change-role" title={t('user.changeRoleTitle', { name: user?.userName ?? '' })} form={form} onClose={props.onClose}>
        <Text fontSize="sm" color="fg.muted">
          {t('user.changeRoleHint')}
        </Text>
        <FormField label={t('user.role')} required error={form.error ?? (form.load.kind === 'error' ? form.load.message : undefined)}>
          <SelectInput id="change-role" name="roleId" value={form.roleId} onChange={form.choose}>
            <option value="">{form.load.kind === 'loading' ? t('iam.loading') : t('user.chooseRole')}</option>
            {form.roles.map((role) => (
              <option key={role.id} value={role.id}>
                {nameOf(role.roleName, role.roleNameEn)}
              </option>
            ))}
          </SelectInput>
        </FormField>
      </FormDialog>
      {form.stepUpDialog}
    </>
  );
}
