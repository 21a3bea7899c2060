import { useState } from 'react';
import type { Column } from '@portal/console';
import type { AdminUser, EnabledStatus, PasswordLinkSent, RoleOption } from '@portal/contract';
import type { Notice } from '../kit/page-notice';
import { usePagedList } from '../kit/use-paged-list';
import { PagedTable } from '../kit/paged-table';
import { useText } from '../kit/use-text';
import { filtersApplied, type AccountFilters } from './account.rules';
import { ChangeRoleDialog } from './change-role-dialog';
import { useAccountActions } from './use-account-actions';

interface AccountListCalls {
  load: (request: { pageNum: number; pageSize: number; filters: AccountFilters }) => Promise<{ total: number; data: AdminUser[] }>;
  initial: AccountFilters;
  reset: (id: number) => Promise<PasswordLinkSent>;
  setStatus: (id: number, status: EnabledStatus) => Promise<AdminUser>;
}

/**
 * What the user list and the sub-account list share: the paged accounts, the notice above them,
 * the row actions behind their confirm dialog, and the add and change-role dialogs' open state.
 * `succeeded` closes a dialog, keeps its message above the list and reloads it (from page 1 for a
 * new account, which may sort anywhere).
 */
export function useAccountList({ load, initial, reset, setStatus }: AccountListCalls) {
  const [notice, setNotice] = useState<Notice>(null);
  const [adding, setAdding] = useState(false);
  const [roleOf, setRoleOf] = useState<AdminUser | null>(null);
  const list = usePagedList<AdminUser, AccountFilters>(load, initial);
  const actions = useAccountActions({
    reset,
    setStatus,
    onDone: (next) => {
      setNotice(next);
      list.reload();
    },
  });
  const succeeded =
    (close: () => void, fromStart = false) =>
    (_result: unknown, message: string) => {
      close();
      setNotice({ tone: 'success', text: message });
      if (fromStart) list.apply(list.filters);
      else list.reload();
    };
  return { list, notice, setNotice, actions, adding, setAdding, roleOf, setRoleOf, succeeded };
}

/** An account list's table and pager; an empty list says whether the filters are why. */
export function AccountTable({
  list,
  emptyText,
  ...table
}: {
  list: ReturnType<typeof useAccountList>['list'];
  caption: string;
  columns: Column<AdminUser>[];
  emptyText: string;
}) {
  const t = useText();
  return (
    <PagedTable
      {...table}
      list={list}
      rowKey={(user) => user.id}
      rowProps={(user) => ({ 'data-user': user.loginName, 'data-status': user.status })}
      emptyText={filtersApplied(list.filters) ? t('iam.emptyFiltered') : emptyText}
    />
  );
}

/** The dialogs behind an account row: reset / disable / enable asked first, and 变更角色. */
export function AccountRowDialogs({
  page,
  stepUp,
  loadRoles,
  change,
}: {
  page: ReturnType<typeof useAccountList>;
  stepUp: boolean;
  loadRoles: (userType: AdminUser['userType']) => Promise<RoleOption[]>;
  change: (id: number, roleId: number, stepUpToken?: string) => Promise<AdminUser>;
}) {
  return (
    <>
      {page.actions.dialog}
      <ChangeRoleDialog
        user={page.roleOf}
        stepUp={stepUp}
        loadRoles={loadRoles}
        change={change}
        onClose={() => page.setRoleOf(null)}
        onChanged={page.succeeded(() => page.setRoleOf(null))}
      />
    </>
  );
}
