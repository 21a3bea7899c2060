import { useEffect, useState } from 'react';
import { languageAtom, useAtomValue } from '@portal/utils';
import { toaster } from '@portal/ui';
import type { AdminRole } from '@portal/contract';
import { useDraftForm } from '../kit/use-draft-form';
import { useLoad } from '../kit/use-load';
import { useLocalName } from '../kit/use-local-name';
import { useStepUp } from '../kit/step-up-dialog';
import { useText } from '../kit/use-text';
import { addRole, editRole, loadRoleMenus } from './role.api';
import { grantChange } from './permission-tree.rules';
import { addRoleBody, draftOf, editRoleBody, EMPTY_ROLE, roleErrors, roleFieldOf, type RoleDraft } from './role.rules';

/**
 * The role form: filled from the role being edited (or empty), the permissions it holds, the menu
 * tree of its user type (loaded while open, again on retry), and the save. Changing an existing
 * role's permissions first asks for the current password, saying what changes for how many users.
 */
export function useRoleForm(open: boolean, role: AdminRole | null, onSaved: (role: AdminRole) => void) {
  const t = useText();
  const nameOf = useLocalName();
  const language = useAtomValue(languageAtom);
  const form = useDraftForm<RoleDraft>(EMPTY_ROLE, (draft) => roleErrors(draft, language));
  const [held, setHeld] = useState<Set<string>>(new Set());
  const stepUp = useStepUp();

  useEffect(() => {
    if (!open) return;
    form.fill(role ? draftOf(role) : EMPTY_ROLE);
    setHeld(new Set(role?.menuCodes ?? []));
  }, [open, role]);
  // The tree depends on the user type only; the failure text's language is stable enough.
  const menus = useLoad(open ? () => loadRoleMenus(form.draft.userType) : null, [open, form.draft.userType]);

  // Another user type has other menus: nothing stays held.
  const set = (field: keyof RoleDraft, value: string) => {
    if (field === 'userType') setHeld(new Set());
    form.set(field, value as never);
  };

  /** The proof for a change of an existing role's permissions; undefined when nothing to prove, null when cancelled. */
  const proveGrants = async (): Promise<string | null | undefined> => {
    const change = role ? grantChange(role.menuCodes, held) : null;
    if (!role || !change || change.added.length + change.removed.length === 0) return undefined;
    const summary = { name: nameOf(role.roleName, role.roleNameEn), users: role.userCount, added: change.added.length, removed: change.removed.length };
    return stepUp.prove(t('role.grantSummary', summary));
  };

  const submit = async () => {
    if (!form.validate()) return;
    const menuCodes = [...held].sort();
    const stepUpToken = await proveGrants();
    if (stepUpToken === null) return form.setNotice(t('stepUp.cancelled'));
    await form.send(
      async () => {
        const saved = role
          ? await editRole(role.id, { ...editRoleBody(form.draft), menuCodes, ...(stepUpToken ? { stepUpToken } : {}) })
          : await addRole({ ...addRoleBody(form.draft), menuCodes });
        toaster.create({ type: 'success', title: t(role ? 'role.saved' : 'role.added', { name: nameOf(saved.roleName, saved.roleNameEn) }) });
        onSaved(saved);
      },
      (error) => roleFieldOf((error ?? {}) as { code?: unknown; message?: unknown }),
    );
  };

  return {
    ...form,
    set,
    held,
    setHeld,
    menus: menus.state.kind === 'ready' ? { kind: 'ready' as const, items: menus.value ?? [] } : menus.state,
    retryMenus: menus.reload,
    submit,
    stepUpDialog: stepUp.dialog,
  };
}
