import { useEffect, useState } from 'react';
import { FormField, Text, toaster } from '@portal/ui';
import type { AdminUser, RoleOption } from '@portal/contract';
import { FormDialog } from '../kit/form-dialog';
import { SelectInput } from '@portal/console';
import { useStepUp } from '../kit/step-up-dialog';
import { useFailureText } from '../kit/use-access';
import { useText } from '../kit/use-text';
import { useLocalName } from '../kit/use-local-name';

type Roles = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; roles: RoleOption[] };

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

/** 变更角色: another role for a user; its menus and buttons follow from their next menu load (issue 22 N-1). */
export function ChangeRoleDialog({ user, loadRoles, change, stepUp, onClose, onChanged }: ChangeRoleProps) {
  const t = useText();
  const nameOf = useLocalName();
  const failure = useFailureText();
  const proof = useStepUp();
  const [roles, setRoles] = useState<Roles>({ kind: 'loading' });
  const [roleId, setRoleId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!user) return;
    let live = true;
    setRoleId(user.roleId ? String(user.roleId) : '');
    setError(null);
    setNotice(null);
    setRoles({ kind: 'loading' });
    loadRoles(user.userType).then(
      (list) => live && setRoles({ kind: 'ready', roles: list }),
      (caught: unknown) => live && setRoles({ kind: 'error', message: failure(caught) }),
    );
    return () => {
      live = false;
    };
    // The roles depend on the user only.
  }, [user]);

  const submit = async () => {
    if (!user) return;
    const chosen = roles.kind === 'ready' ? roles.roles.find((r) => String(r.id) === roleId) : undefined;
    if (!chosen) {
      setError(t('user.chooseRole'));
      return;
    }
    if (chosen.id === user.roleId) {
      onClose();
      return;
    }
    setNotice(null);
    let token: string | undefined;
    if (stepUp) {
      const proved = await proof.prove(
        t('user.roleSummary', {
          name: user.userName,
          login: user.loginName,
          from: user.roleName ? nameOf(user.roleName, user.roleNameEn) : t('iam.none'),
          to: nameOf(chosen.roleName, chosen.roleNameEn),
        }),
      );
      if (!proved) {
        setNotice(t('stepUp.cancelled'));
        return;
      }
      token = proved;
    }
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

  return (
    <>
      <FormDialog
        open={!!user}
        name="change-role"
        title={t('user.changeRoleTitle', { name: user?.userName ?? '' })}
        busy={busy}
        notice={notice}
        onSubmit={() => void submit()}
        onClose={onClose}
      >
        <Text fontSize="sm" color="fg.muted">
          {t('user.changeRoleHint')}
        </Text>
        <FormField label={t('user.role')} required error={error ?? (roles.kind === 'error' ? roles.message : undefined)}>
          <SelectInput id="change-role" name="roleId" value={roleId} onChange={(value) => (setRoleId(value), setError(null))}>
            <option value="">{roles.kind === 'loading' ? t('iam.loading') : t('user.chooseRole')}</option>
            {roles.kind === 'ready'
              ? roles.roles.map((role) => (
                  <option key={role.id} value={role.id}>
                    {nameOf(role.roleName, role.roleNameEn)}
                  </option>
                ))
              : null}
          </SelectInput>
        </FormField>
      </FormDialog>
      {proof.dialog}
    </>
  );
}
