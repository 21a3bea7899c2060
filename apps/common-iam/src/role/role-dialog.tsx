import { useEffect, useState } from 'react';
import { chakra, FormField, Input, Text, toaster } from '@portal/ui';
import type { AdminRole } from '@portal/contract';
import { checkOnBlur } from '../kit/check-on-blur';
import { ChoiceGroup } from '../kit/choice-group';
import { FormDialog } from '../kit/form-dialog';
import { useFailureText, useLocalize } from '../kit/use-access';
import { useText } from '../kit/use-text';
import { addRole, editRole } from './role.api';
import { addRoleBody, draftOf, editRoleBody, EMPTY_ROLE, REMARK_MAX, roleErrors, roleFieldOf, type RoleDraft, type RoleErrors } from './role.rules';

/** 新增角色 (name, user type, remark) or 编辑 (name and remark; the type stays). */
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
  const localize = useLocalize();
  const failure = useFailureText();
  const [draft, setDraft] = useState<RoleDraft>(EMPTY_ROLE);
  const [errors, setErrors] = useState<RoleErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setDraft(role ? draftOf(role) : EMPTY_ROLE);
    setErrors({});
    setNotice(null);
  }, [open, role]);

  const set = (field: keyof RoleDraft, value: string) => {
    const next = { ...draft, [field]: value } as RoleDraft;
    setDraft(next);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: roleErrors(next)[field] }));
  };
  const check = (field: keyof RoleDraft) => checkOnBlur(() => setErrors((current) => ({ ...current, [field]: roleErrors(draft)[field] })));

  const submit = async () => {
    const found = roleErrors(draft);
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const saved = role ? await editRole(role.id, editRoleBody(draft)) : await addRole(addRoleBody(draft));
      toaster.create({ type: 'success', title: t(role ? 'role.saved' : 'role.added', { name: saved.roleName }) });
      onSaved(saved);
    } catch (error) {
      const field = roleFieldOf((error ?? {}) as { code?: unknown; message?: unknown });
      if (field) setErrors((current) => ({ ...current, [field]: (error as Error).message }));
      else setNotice(failure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={open}
      name="role"
      title={role ? t('role.editTitle') : t('role.add')}
      busy={busy}
      notice={notice}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <FormField label={t('role.roleName')} required error={localize(errors.roleName)} helperText={t('role.nameHint')}>
        <Input
          name="roleName"
          value={draft.roleName}
          maxLength={40}
          autoComplete="off"
          placeholder={t('role.roleName')}
          onChange={(e) => set('roleName', e.target.value)}
          onBlur={check('roleName')}
        />
      </FormField>
      {role ? (
        <Text fontSize="sm" color="fg.muted">
          {t('role.typeFixed', { type: t(role.userType === 'MANAGER_USER' ? 'iam.userType.manager' : 'iam.userType.client') })}
        </Text>
      ) : (
        <ChoiceGroup
          name="roleUserType"
          label={t('role.userType')}
          required
          value={draft.userType}
          onChange={(value) => set('userType', value)}
          options={[
            { value: 'CLIENT_USER', label: t('iam.userType.client') },
            { value: 'MANAGER_USER', label: t('iam.userType.manager') },
          ]}
        />
      )}
      <FormField label={t('role.remark')} error={localize(errors.remark)}>
        <chakra.textarea
          name="remark"
          value={draft.remark}
          rows={3}
          maxLength={REMARK_MAX + 20}
          placeholder={t('role.remarkPlaceholder')}
          onChange={(e) => set('remark', e.target.value)}
          onBlur={check('remark')}
          w="full"
          px="3"
          py="2"
          fontSize="sm"
          borderWidth="1px"
          borderColor={errors.remark ? 'border.error' : 'border'}
          rounded="l2"
          resize="vertical"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '0' }}
        />
      </FormField>
    </FormDialog>
  );
}
