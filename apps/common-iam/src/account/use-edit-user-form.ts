import { useEffect } from 'react';
import { languageAtom, useAtomValue } from '@portal/utils';
import { rules, trimmed } from '@portal/contract';
import { toaster } from '@portal/ui';
import type { AdminUser, EditUserBody, EnabledStatus, RoleOption } from '@portal/contract';
import type { Language } from '@portal/utils';
import { useDraftForm, type DraftErrors } from '../kit/use-draft-form';
import { useStepUp } from '../kit/step-up-dialog';
import { useLoad } from '../kit/use-load';
import { useText } from '../kit/use-text';

interface Draft {
  userName: string;
  mobile: string;
  email: string;
  roleId: string;
  status: EnabledStatus;
}

const EMPTY: Draft = { userName: '', mobile: '', email: '', roleId: '', status: 'enabled' };
const FIELD_OF_CODE: Record<string, keyof Draft> = { MOBILE_TAKEN: 'mobile', EMAIL_TAKEN: 'email' };

const draftOf = (user: AdminUser): Draft => ({
  userName: user.userName,
  mobile: user.mobile ?? '',
  email: user.email ?? '',
  roleId: user.roleId ? String(user.roleId) : '',
  status: user.status === 'disabled' ? 'disabled' : 'enabled',
});

/** The name, phone and e-mail by their spec 5 rules (role and status are chosen, not typed). */
function editErrors(draft: Draft, language: Language): DraftErrors<Draft> {
  const context = { language };
  const found: DraftErrors<Draft> = {};
  const name = rules.profileName(draft.userName, context);
  const mobile = rules.mobile(draft.mobile, context);
  const email = rules.email(draft.email, context);
  if (name) found.userName = name;
  if (mobile) found.mobile = mobile;
  if (email) found.email = email;
  return found;
}

export interface EditUserCalls {
  user: AdminUser | null;
  /** 变更角色 is offered with its permission (never for oneself); the change asks for a step-up. */
  canRole: boolean;
  /** 禁用/启用 is offered with its permission (never for oneself or an account under closure). */
  canStatus: boolean;
  selfId: number | null | undefined;
  loadRoles: (userType: AdminUser['userType']) => Promise<RoleOption[]>;
  save: (id: number, body: EditUserBody) => Promise<AdminUser>;
  onSaved: (user: AdminUser, message: string) => void;
}

/**
 * The edit-user form: filled from the user it edits, its roles loaded when the role may change.
 * One save: a new role first asks for the current password (a security change); only what
 * changed of role and status is sent.
 */
export function useEditUserForm({ user, canRole, canStatus, selfId, loadRoles, save, onSaved }: EditUserCalls) {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const proof = useStepUp();
  const form = useDraftForm<Draft>(EMPTY, (draft) => editErrors(draft, language));
  const self = !!user && user.id === selfId;
  const showRole = canRole && !self && user?.status !== 'closing';
  const showStatus = canStatus && !self && (user?.status === 'enabled' || user?.status === 'disabled');
  // The form follows the user it edits.
  useEffect(() => {
    if (user) form.fill(draftOf(user));
  }, [user]);
  const loaded = useLoad(user && showRole ? () => loadRoles(user.userType) : null, [user]);
  // A failed load offers no other role; the user's own stays.
  const roles: RoleOption[] = loaded.state.kind === 'error' ? [] : (loaded.value ?? []);

  const submit = async () => {
    if (!user || !form.validate()) return;
    const { draft } = form;
    const body: EditUserBody = { userName: trimmed(draft.userName), mobile: trimmed(draft.mobile), email: trimmed(draft.email) };
    const role = roles.find((r) => String(r.id) === draft.roleId);
    if (showRole && role && role.id !== user.roleId) {
      const token = await proof.prove(
        t('user.roleSummary', { name: user.userName, login: user.loginName, from: user.roleName ?? t('iam.none'), to: role.roleName }),
      );
      if (!token) {
        form.setNotice(t('stepUp.cancelled'));
        return;
      }
      body.roleId = role.id;
      body.stepUpToken = token;
    }
    if (showStatus && draft.status !== user.status) body.status = draft.status;
    await form.send(
      async () => {
        const saved = await save(user.id, body);
        const message = t('user.saved', { name: saved.userName });
        toaster.create({ type: 'success', title: message });
        onSaved(saved, message);
      },
      (error) => FIELD_OF_CODE[(error as { code?: string })?.code ?? ''],
    );
  };

  return { ...form, roles, showRole, showStatus, submit, stepUpDialog: proof.dialog };
}
