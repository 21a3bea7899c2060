import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { addMessages, useAtomValue, userInfoAtom } from '@portal/utils';
import { Button, Input, Text } from '@portal/ui';
import type { AdminUser } from '@portal/contract';
import { PageFrame, Panel, Pager, SelectInput } from '@portal/console';
import { accountColumns } from '../account/account-columns';
import { accountMessages } from '../account/account.messages';
import { filtersApplied, NO_FILTERS, userBody, userQuery, type AccountFilters } from '../account/account.rules';
import { AddAccountDialog } from '../account/add-account-dialog';
import { useAccountActions } from '../account/use-account-actions';
import { DataTable } from '../kit/data-table';
import { FilterField } from '../kit/filter-field';
import { idParam } from '../kit/list.rules';
import { PageNotice, type Notice } from '../kit/page-notice';
import { Toolbar } from '../kit/toolbar';
import { useCan } from '../kit/use-access';
import { usePagedList } from '../kit/use-paged-list';
import { useText } from '../kit/use-text';
import { addUser, loadRoleOptions, loadTenantOptions, loadUserPage, resetUserPassword, setUserStatus } from './user.api';

addMessages(accountMessages);

/**
 * #/common/iam/user/list: users of every tenant with search, filters (tenant, user type, status)
 * and paging; add a user (a set-password link goes to the e-mail), reset a password, disable or
 * enable, each behind its button permission. `?tenantId=` opens the list on one tenant.
 */
export function UserListPage() {
  const t = useText();
  const can = useCan();
  const self = useAtomValue(userInfoAtom);
  const [params] = useSearchParams();
  const [initial] = useState<AccountFilters>(() => ({ ...NO_FILTERS, tenantId: String(idParam(params.get('tenantId')) ?? '') }));
  const [filters, setFilters] = useState<AccountFilters>(initial);
  const [tenants, setTenants] = useState<{ tenants: { id: number; name: string }[]; total: number }>({ tenants: [], total: 0 });
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
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
  const columns = accountColumns(t, { canReset: can('userResetPassword'), canToggle: can('userDisable'), selfId: self?.id, ask: actions.ask }, true);

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
          state={list.state}
          onRetry={list.reload}
          emptyText={filtersApplied(list.filters) ? t('iam.emptyFiltered') : t('user.empty')}
        />
        <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={list.setPage} onPageSize={list.setPageSize} />
      </Panel>
      <AddAccountDialog
        form="user"
        open={adding}
        onClose={() => setAdding(false)}
        send={(draft) => addUser(userBody(draft))}
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
    </PageFrame>
  );
}
