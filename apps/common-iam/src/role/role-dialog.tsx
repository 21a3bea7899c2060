import { useEffect, useState } from 'react';
import { languageAtom, useAtomValue } from '@portal/utils';
import { Button, chakra, FormField, Input, Text, toaster } from '@portal/ui';
import type { AdminRole, RoleMenuItem } from '@portal/contract';
import { checkOnBlur } from '../kit/check-on-blur';
import { ChoiceGroup } from '../kit/choice-group';
import { FormDialog } from '../kit/form-dialog';
import { useFailureText } from '../kit/use-access';
import { useText } from '../kit/use-text';
import { useLocalName } from '../kit/use-local-name';
import { useStepUp } from '../kit/step-up-dialog';
import { addRole, editRole, loadRoleMenus } from './role.api';
import { PermissionTree } from './permission-tree';
import { grantChange } from './permission-tree.rules';
import { addRoleBody, draftOf, editRoleBody, EMPTY_ROLE, REMARK_MAX, roleErrors, roleFieldOf, type RoleDraft, type RoleErrors } from './role.rules';

type Menus = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; items: RoleMenuItem[] };

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
  const nameOf = useLocalName();
  const language = useAtomValue(languageAtom);
  const failure = useFailureText();
  const [draft, setDraft] = useState<RoleDraft>(EMPTY_ROLE);
  const [errors, setErrors] = useState<RoleErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [held, setHeld] = useState<Set<string>>(new Set());
  const [menus, setMenus] = useState<Menus>({ kind: 'loading' });
  const [menusRound, setMenusRound] = useState(0);
  const stepUp = useStepUp();

  useEffect(() => {
    if (!open) return;
    setDraft(role ? draftOf(role) : EMPTY_ROLE);
    setHeld(new Set(role?.menuCodes ?? []));
    setErrors({});
    setNotice(null);
  }, [open, role]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setMenus({ kind: 'loading' });
    loadRoleMenus(draft.userType).then(
      (items) => live && setMenus({ kind: 'ready', items }),
      (error: unknown) => live && setMenus({ kind: 'error', message: failure(error) }),
    );
    return () => {
      live = false;
    };
    // The tree depends on the user type only; the failure text's language is stable enough.
  }, [open, draft.userType, menusRound]);

  const set = (field: keyof RoleDraft, value: string) => {
    const next = { ...draft, [field]: value } as RoleDraft;
    if (field === 'userType') setHeld(new Set());
    setDraft(next);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: roleErrors(next, language)[field] }));
  };
  const check = (field: keyof RoleDraft) => checkOnBlur(() => setErrors((current) => ({ ...current, [field]: roleErrors(draft, language)[field] })));

  const submit = async () => {
    const found = roleErrors(draft, language);
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length) return;
    const menuCodes = [...held].sort();
    const change = role ? grantChange(role.menuCodes, held) : null;
    let stepUpToken: string | undefined;
    if (role && change && change.added.length + change.removed.length > 0) {
      const token = await stepUp.prove(
        t('role.grantSummary', {
          name: nameOf(role.roleName, role.roleNameEn),
          users: role.userCount,
          added: change.added.length,
          removed: change.removed.length,
        }),
      );
      if (!token) {
        setNotice(t('stepUp.cancelled'));
        return;
      }
      stepUpToken = token;
    }
    setBusy(true);
    try {
      const saved = role
        ? await editRole(role.id, { ...editRoleBody(draft), menuCodes, ...(stepUpToken ? { stepUpToken } : {}) })
        : await addRole({ ...addRoleBody(draft), menuCodes });
      toaster.create({ type: 'success', title: t(role ? 'role.saved' : 'role.added', { name: nameOf(saved.roleName, saved.roleNameEn) }) });
      onSaved(saved);
    } catch (error) {
      const field = roleFieldOf((error ?? {}) as { code?: unknown; message?: unknown });
      if (field) setErrors((current) => ({ ...current, [field]: failure(error) }));
      else setNotice(failure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <FormDialog
        open={open}
        name="role"
        size="medium"
        title={role ? t('role.editTitle') : t('role.add')}
        busy={busy}
        notice={notice}
        onSubmit={() => void submit()}
        onClose={onClose}
      >
        <FormField label={t('role.roleName')} required error={errors.roleName} helperText={t('role.nameHint')}>
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
        <FormField label={t('role.roleNameEn')} error={errors.roleNameEn} helperText={t('role.nameEnHint')}>
          <Input
            name="roleNameEn"
            value={draft.roleNameEn}
            maxLength={40}
            autoComplete="off"
            lang="en"
            onChange={(e) => set('roleNameEn', e.target.value)}
            onBlur={check('roleNameEn')}
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
        <FormField label={t('role.remark')} error={errors.remark}>
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
        <FormField label={t('role.permissions')} helperText={t('role.permissionsHint')}>
          {menus.kind === 'ready' ? (
            <PermissionTree items={menus.items} held={held} onChange={setHeld} disabled={busy} />
          ) : menus.kind === 'error' ? (
            <Text role="alert" fontSize="sm" color="fg.error">
              {t('iam.loadFailedWith', { message: menus.message })}{' '}
              <Button size="xs" variant="outline" onClick={() => setMenusRound((r) => r + 1)}>
                {t('iam.retry')}
              </Button>
            </Text>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('iam.loading')}
            </Text>
          )}
        </FormField>
      </FormDialog>
      {stepUp.dialog}
    </>
  );
}
