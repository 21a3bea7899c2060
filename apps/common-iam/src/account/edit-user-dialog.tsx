import { useEffect, useState } from 'react';
import { languageAtom, useAtomValue } from '@portal/utils';
import { rules, trimmed } from '@portal/contract';
import { FormField, Input, Text, toaster } from '@portal/ui';
import { SelectInput } from '@portal/console';
import type { AdminUser, EditUserBody, EnabledStatus, RoleOption } from '@portal/contract';
import { ChoiceGroup } from '../kit/choice-group';
import { FormDialog } from '../kit/form-dialog';
import { useStepUp } from '../kit/step-up-dialog';
import { useFailureText } from '../kit/use-access';
import { useText } from '../kit/use-text';

interface Draft {
  userName: string;
  mobile: string;
  email: string;
  roleId: string;
  status: EnabledStatus;
}

type Errors = Partial<Record<keyof Draft, string>>;

const FIELD_OF_CODE: Record<string, keyof Draft> = { MOBILE_TAKEN: 'mobile', EMAIL_TAKEN: 'email' };

interface EditUserProps {
  user: AdminUser | null;
  /** 变更角色 is offered with its permission (never for oneself); the change asks for a step-up. */
  canRole: boolean;
  /** 禁用/启用 is offered with its permission (never for oneself or an account under closure). */
  canStatus: boolean;
  selfId: number | null | undefined;
  loadRoles: (userType: AdminUser['userType']) => Promise<RoleOption[]>;
  save: (id: number, body: EditUserBody) => Promise<AdminUser>;
  onClose: () => void;
  onSaved: (user: AdminUser, message: string) => void;
}

/**
 * 编辑用户 (issue 23 item 2): name, phone and e-mail, and the role and status where the caller
 * may change them. One save: the server checks every part before it writes any.
 */
export function EditUserDialog({ user, canRole, canStatus, selfId, loadRoles, save, onClose, onSaved }: EditUserProps) {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const failure = useFailureText();
  const proof = useStepUp();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const self = !!user && user.id === selfId;
  const showRole = canRole && !self && user?.status !== 'closing';
  const showStatus = canStatus && !self && (user?.status === 'enabled' || user?.status === 'disabled');

  useEffect(() => {
    if (!user) return;
    let live = true;
    setDraft({
      userName: user.userName,
      mobile: user.mobile ?? '',
      email: user.email ?? '',
      roleId: user.roleId ? String(user.roleId) : '',
      status: user.status === 'disabled' ? 'disabled' : 'enabled',
    });
    setErrors({});
    setNotice(null);
    if (showRole) {
      loadRoles(user.userType).then(
        (list) => live && setRoles(list),
        () => live && setRoles([]),
      );
    }
    return () => {
      live = false;
    };
    // The form follows the user it edits.
  }, [user]);

  const check = (d: Draft): Errors => {
    const context = { language };
    const found: Errors = {};
    const name = rules.profileName(d.userName, context);
    const mobile = rules.mobile(d.mobile, context);
    const email = rules.email(d.email, context);
    if (name) found.userName = name;
    if (mobile) found.mobile = mobile;
    if (email) found.email = email;
    return found;
  };

  const submit = async () => {
    if (!user || !draft) return;
    const found = check(draft);
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length) return;
    const body: EditUserBody = { userName: trimmed(draft.userName), mobile: trimmed(draft.mobile), email: trimmed(draft.email) };
    const role = roles.find((r) => String(r.id) === draft.roleId);
    if (showRole && role && role.id !== user.roleId) {
      const token = await proof.prove(
        t('user.roleSummary', { name: user.userName, login: user.loginName, from: user.roleName ?? t('iam.none'), to: role.roleName }),
      );
      if (!token) {
        setNotice(t('stepUp.cancelled'));
        return;
      }
      body.roleId = role.id;
      body.stepUpToken = token;
    }
    if (showStatus && draft.status !== user.status) body.status = draft.status;
    setBusy(true);
    try {
      const saved = await save(user.id, body);
      const message = t('user.saved', { name: saved.userName });
      toaster.create({ type: 'success', title: message });
      onSaved(saved, message);
    } catch (error) {
      const field = FIELD_OF_CODE[(error as { code?: string })?.code ?? ''];
      if (field) setErrors({ [field]: failure(error) });
      else setNotice(failure(error));
    } finally {
      setBusy(false);
    }
  };

  // A field told wrong is checked again as it is corrected; the others wait for the next save.
  const set = (field: keyof Draft) => (value: string) => {
    if (!draft) return;
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: check(next)[field] }));
  };
  const text = (field: 'userName' | 'mobile' | 'email', label: string, max: number) => (
    <FormField label={label} required error={errors[field]}>
      <Input name={field} value={draft?.[field] ?? ''} maxLength={max} autoComplete="off" onChange={(e) => set(field)(e.target.value)} />
    </FormField>
  );

  return (
    <>
      <FormDialog
        open={!!user}
        name="edit-user"
        title={t('user.editTitle', { name: user?.userName ?? '' })}
        busy={busy}
        notice={notice}
        submitText={t('user.save')}
        onSubmit={() => void submit()}
        onClose={onClose}
      >
        <Text fontSize="sm" color="fg.muted">
          {t('user.editHint', { login: user?.loginName ?? '' })}
        </Text>
        {text('userName', t('user.userName'), 64)}
        {text('mobile', t('user.mobile'), 32)}
        {text('email', t('user.email'), 128)}
        {showRole ? (
          <FormField label={t('user.role')}>
            <SelectInput id="edit-user-role" name="roleId" value={draft?.roleId ?? ''} onChange={set('roleId')}>
              {draft?.roleId && !roles.some((r) => String(r.id) === draft.roleId) ? (
                <option value={draft.roleId} translate="no">
                  {user?.roleName ?? ''}
                </option>
              ) : null}
              {!draft?.roleId ? <option value="">{t('user.chooseRole')}</option> : null}
              {roles.map((role) => (
                <option key={role.id} value={role.id} translate="no">
                  {role.roleName}
                </option>
              ))}
            </SelectInput>
          </FormField>
        ) : null}
        {showStatus ? (
          <ChoiceGroup
            name="status"
            label={t('user.status')}
            value={draft?.status ?? 'enabled'}
            onChange={(status) => set('status')(status)}
            options={[
              { value: 'enabled', label: t('iam.status.enabled') },
              { value: 'disabled', label: t('iam.status.disabled') },
            ]}
          />
        ) : null}
      </FormDialog>
      {proof.dialog}
    </>
  );
}
