import { languageAtom, useAtomValue } from '@portal/utils';
import { toaster } from '@portal/ui';
import type { AddUserResult, RoleOption } from '@portal/contract';
import { useLoad } from '../kit/use-load';
import { useText } from '../kit/use-text';
import { accountErrors, accountFieldOf, EMPTY_ACCOUNT, type AccountDraft, type AccountField, type AccountForm } from './account.rules';
import { useDraftForm } from '../kit/use-draft-form';

export interface AddAccountCalls {
  form: AccountForm;
  open: boolean;
  /** Adds the account; `roleName` is the chosen role's name (for a step-up's summary). Resolves with the new account and where its set-password link went. */
  send: (draft: AccountDraft, roleName: string) => Promise<AddUserResult>;
  onAdded: (result: AddUserResult, message: string) => void;
  /** The roles to choose from for a user type (sub-accounts: the client roles). */
  loadRoles: (userType: AccountDraft['userType']) => Promise<RoleOption[]>;
}

/**
 * The add-account form: the draft checked by the spec 5 rules in the portal's language, the roles
 * of the chosen user type (loaded while open, again on retry), and the send. A success toasts
 * where the set-password link went and empties the form; a refusal sits under its field.
 */
export function useAddAccountForm({ form, open, send, onAdded, loadRoles }: AddAccountCalls) {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const state = useDraftForm<AccountDraft>(EMPTY_ACCOUNT, (draft) => accountErrors(form, draft, language));
  const { draft } = state;
  // The roles depend on the user type only; the loader and language are stable enough.
  const roles = useLoad(open ? () => loadRoles(draft.userType) : null, [open, draft.userType]);
  const roleList = roles.state.kind === 'ready' ? (roles.value ?? []) : [];

  // Another user type has other roles: the chosen one goes.
  const set = (field: AccountField, value: string) => state.set(field, value as never, field === 'userType' ? { roleId: '' } : undefined);

  const submit = async () => {
    if (!state.validate()) return;
    await state.send(
      async () => {
        const roleName = roleList.find((role) => String(role.id) === draft.roleId)?.roleName ?? '';
        const result = await send(draft, roleName);
        const message = t('user.added', { name: result.user.userName, sentTo: result.link.sentTo });
        toaster.create({ type: 'success', title: message, duration: 6000 });
        state.fill(EMPTY_ACCOUNT);
        onAdded(result, message);
      },
      (error) => accountFieldOf((error ?? {}) as { code?: unknown; message?: unknown }),
    );
  };

  return { ...state, set, roles: roles.state, roleList, retryRoles: roles.reload, submit };
}
