import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addMessages, languageAtom, useAtomValue, userInfoAtom } from '@portal/utils';
import { Button, Input, Text } from '@portal/ui';
import type { AdminUser } from '@portal/contract';
import { DataTable, PageFrame, Panel, Pager, routeIdOf, SelectInput } from '@portal/console';
import { accountColumns } from '../account/account-columns';
import { accountMessages } from '../account/account.messages';
import { filtersApplied, NO_FILTERS, userBody, userQuery, type AccountFilters } from '../account/account.rules';
import { AddAccountDialog } from '../account/add-account-dialog';
import { useAccountActions } from '../account/use-account-actions';
import { FilterField } from '../kit/filter-field';
import { PageNotice, type Notice } from '../kit/page-notice';
import { Toolbar } from '../kit/toolbar';
import { useCan } from '../kit/use-access';
import { usePagedList } from '../kit/use-paged-list';
import { tableState } from '../kit/table-state';
import { useText } from '../kit/use-text';
import { ChangeRoleDialog } from '../account/change-role-dialog';
import { EditUserDialog } from '../account/edit-user-dialog';
import { stepUpCancelled, useStepUp } from '../kit/step-up-dialog';
import { addUser, changeUserRole, editUser, loadRoleOptions, loadTenantOptions, loadUserPage, resetUserPassword, setUserStatus } from './user.api';

addMessages(accountMessages);

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
  const [filters, setFilters] = useState<AccountFilters>(initial);
  const [tenants, setTenants] = useState<{ tenants: { id: number; name: string }[]; total: number }>({ tenants: [], total: 0 });
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [roleOf, setRoleOf] = useState<AdminUser | null>(null);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const stepUp = useStepUp();
  const list = usePagedList<AdminUser, AccountFilters>(
    ({ pageNum, pageSize, filters: applied }) => loadUserPage(userQuery(applied, pageNum, pageSize)),
    initial,
  );

  useEffect(() => {
    let live = true;
    // The tenant filter works without its names (the list still loads); nothing to tell.
    loadTenantOptions().then(
      (found) => live && setTenants(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const actions = useAccountActions({
    reset: resetUserPassword,
    setStatus: setUserStatus,
    onDone: (next) => {
      setNotice(next);
      list.reload();
    },
  });

  const set = (field: keyof AccountFilters) => (value: string) => setFilters((current) => ({ ...current, [field]: value }));
  const columns = accountColumns(
    t,
    {
      canReset: can('userResetPassword'),
      canToggle: can('userDisable'),
      onRole: can('userRole') ? setRoleOf : undefined,
      onEdit: can('userEdit') ? setEditing : undefined,
      selfId: self?.id,
      ask: actions.ask,
    },
    true,
    language,
  );
  // A new manager is a security change (issue 22 item 2): the current password first.
  const addAccount = async (draft: Parameters<typeof userBody>[0], roleName: string) => {
    const body = userBody(draft);
    if (body.userType !== 'MANAGER_USER') return addUser(body);
    const token = await stepUp.prove(t('user.managerSummary', { name: body.userName, login: body.loginName, role: roleName }));
    if (!token) throw stepUpCancelled(t('stepUp.cancelled'));
    return addUser({ ...body, stepUpToken: token });
  };

  return (
    <PageFrame
      id="user-list"
      title={t('user.title')}
      description={t('user.description')}
      actions={
        can('userAdd') ? (
          <Button colorPalette="brand" onClick={() => setAdding(true)}>
            + {t('user.add')}
          </Button>
        ) : null
      }
    >
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <Panel>
        <Toolbar label={t('user.search')} onSearch={() => list.apply(filters)} onReset={() => (setFilters(NO_FILTERS), list.apply(NO_FILTERS))}>
          <FilterField label={t('user.keyword')} htmlFor="user-keyword" width="16rem">
            <Input
              id="user-keyword"
              name="keyword"
              value={filters.keyword}
              maxLength={64}
              placeholder={t('user.keywordPlaceholder')}
              onChange={(e) => set('keyword')(e.target.value)}
            />
          </FilterField>
          <FilterField label={t('user.tenant')} htmlFor="user-tenant">
            <SelectInput id="user-tenant" name="tenantId" value={filters.tenantId} onChange={set('tenantId')}>
              <option value="">{t('iam.all')}</option>
              {tenants.tenants.map((tenant) => (
                <option key={tenant.id} value={tenant.id} translate="no">
                  {tenant.name}
                </option>
              ))}
            </SelectInput>
          </FilterField>
          <FilterField label={t('user.userType')} htmlFor="user-type" width="9rem">
            <SelectInput id="user-type" name="userType" value={filters.userType} onChange={set('userType')}>
              <option value="">{t('iam.all')}</option>
              <option value="CLIENT_USER">{t('iam.userType.client')}</option>
              <option value="MANAGER_USER">{t('iam.userType.manager')}</option>
            </SelectInput>
          </FilterField>
          <FilterField label={t('user.status')} htmlFor="user-status" width="8rem">
            <SelectInput id="user-status" name="status" value={filters.status} onChange={set('status')}>
              <option value="">{t('iam.all')}</option>
              <option value="enabled">{t('iam.status.enabled')}</option>
              <option value="disabled">{t('iam.status.disabled')}</option>
              <option value="closing">{t('iam.status.closing')}</option>
              <option value="closed">{t('iam.status.closed')}</option>
            </SelectInput>
          </FilterField>
        </Toolbar>
        {tenants.total > tenants.tenants.length ? (
          <Text fontSize="xs" color="fg.muted" mt="-2" mb="3">
            {t('user.tenantsMore', { shown: tenants.tenants.length })}
          </Text>
        ) : null}
        <DataTable
          caption={t('user.table')}
          columns={columns}
          rows={list.rows}
          rowKey={(user) => user.id}
          rowProps={(user) => ({ 'data-user': user.loginName, 'data-status': user.status })}
          {...tableState(t, list.state, list.reload, filtersApplied(list.filters) ? t('iam.emptyFiltered') : t('user.empty'))}
        />
        <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={list.setPage} onPageSize={list.setPageSize} />
      </Panel>
      <AddAccountDialog
        form="user"
        open={adding}
        onClose={() => setAdding(false)}
        send={(draft, roleName) => addAccount(draft, roleName)}
        loadRoles={loadRoleOptions}
        tenants={tenants.tenants}
        hint={t('user.addHint')}
        onAdded={(_result, message) => {
          setAdding(false);
          setNotice({ tone: 'success', text: message });
          list.apply(list.filters);
        }}
      />
      {actions.dialog}
      <ChangeRoleDialog
        user={roleOf}
        stepUp
        loadRoles={loadRoleOptions}
        change={changeUserRole}
        onClose={() => setRoleOf(null)}
        onChanged={(_user, message) => {
          setRoleOf(null);
          setNotice({ tone: 'success', text: message });
          list.reload();
        }}
      />
      <EditUserDialog
        user={editing}
        canRole={can('userRole')}
        canStatus={can('userDisable')}
        selfId={self?.id}
        loadRoles={loadRoleOptions}
        save={editUser}
        onClose={() => setEditing(null)}
        onSaved={(_user, message) => {
          setEditing(null);
          setNotice({ tone: 'success', text: message });
          list.reload();
        }}
      />
      {stepUp.dialog}
    </PageFrame>
  );
}
