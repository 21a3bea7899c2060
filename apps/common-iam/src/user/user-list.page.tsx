import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addMessages, languageAtom, useAtomValue, userInfoAtom } from '@portal/utils';
import type { AdminUser } from '@portal/contract';
import { PageFrame, Panel, routeIdOf } from '@portal/console';
import { accountColumns } from '../account/account-columns';
import { accountMessages } from '../account/account.messages';
import { NO_FILTERS, userBody, userQuery, type AccountDraft, type AccountFilters } from '../account/account.rules';
import { AddAccountDialog } from '../account/add-account-dialog';
import { EditUserDialog } from '../account/edit-user-dialog';
import { AccountRowDialogs, AccountTable, useAccountList } from '../account/use-account-list';
import { AddButton } from '../kit/list-parts';
import { PageNotice } from '../kit/page-notice';
import { stepUpCancelled, useStepUp } from '../kit/step-up-dialog';
import { useCan } from '../kit/use-access';
import { useFilters } from '../kit/use-filters';
import { useText } from '../kit/use-text';
import { addUser, changeUserRole, editUser, loadRoleOptions, loadUserPage, resetUserPassword, setUserStatus } from './user.api';
import { UserFilterBar, useTenantOptions } from './user-filter-bar';

addMessages(accountMessages);

/** Adds a user; a new manager is a security change (issue 22 item 2): the current password first. */
function useAddUser() {
  const t = useText();
  const stepUp = useStepUp();
  const add = async (draft: AccountDraft, roleName: string) => {
    const body = userBody(draft);
    if (body.userType !== 'MANAGER_USER') return addUser(body);
    const token = await stepUp.prove(t('user.managerSummary', { name: body.userName, login: body.loginName, role: roleName }));
    if (!token) throw stepUpCancelled(t('stepUp.cancelled'));
    return addUser({ ...body, stepUpToken: token });
  };
  return { add, dialog: stepUp.dialog };
}

/**
 * #/common/iam/user/list: users of every tenant with search, filters (tenant, user type, status)
 * and paging; add a user (a set-password link goes to the e-mail), reset a password, disable or
 * enable, each behind its button permission. `?tenantId=` opens the list on one tenant.
 */
export function UserListPage() {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const can = useCan();
  const self = useAtomValue(userInfoAtom);
  const [params] = useSearchParams();
  const [initial] = useState<AccountFilters>(() => ({ ...NO_FILTERS, tenantId: String(routeIdOf(params.get('tenantId')) ?? '') }));
  const tenants = useTenantOptions();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const adder = useAddUser();
  const page = useAccountList({
    load: ({ pageNum, pageSize, filters }) => loadUserPage(userQuery(filters, pageNum, pageSize)),
    initial,
    reset: resetUserPassword,
    setStatus: setUserStatus,
  });
  const draft = useFilters(initial, NO_FILTERS, page.list.apply);
  const rowActions = {
    canReset: can('userResetPassword'),
    canToggle: can('userDisable'),
    onRole: can('userRole') ? page.setRoleOf : undefined,
    onEdit: can('userEdit') ? setEditing : undefined,
    selfId: self?.id,
    ask: page.actions.ask,
  };

  return (
    <PageFrame
      id="user-list"
      title={t('user.title')}
      description={t('user.description')}
      actions={<AddButton show={can('userAdd')} label={t('user.add')} onClick={() => page.setAdding(true)} />}
    >
      <PageNotice notice={page.notice} onClose={() => page.setNotice(null)} />
      <Panel>
        <UserFilterBar draft={draft} tenants={tenants} />
        <AccountTable list={page.list} caption={t('user.table')} columns={accountColumns(t, rowActions, true, language)} emptyText={t('user.empty')} />
      </Panel>
      <AddAccountDialog
        form="user"
        open={page.adding}
        onClose={() => page.setAdding(false)}
        send={adder.add}
        loadRoles={loadRoleOptions}
        tenants={tenants.tenants}
        hint={t('user.addHint')}
        onAdded={page.succeeded(() => page.setAdding(false), true)}
      />
      <AccountRowDialogs page={page} stepUp loadRoles={loadRoleOptions} change={changeUserRole} />
      <EditUserDialog
        user={editing}
        canRole={can('userRole')}
        canStatus={can('userDisable')}
        selfId={self?.id}
        loadRoles={loadRoleOptions}
        save={editUser}
        onClose={() => setEditing(null)}
        onSaved={page.succeeded(() => setEditing(null))}
      />
      {adder.dialog}
    </PageFrame>
  );
}
