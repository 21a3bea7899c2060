import { useState } from 'react';
import { addMessages, languageAtom, useAtomValue, userInfoAtom } from '@portal/utils';
import { Button, Input } from '@portal/ui';
import type { AdminUser } from '@portal/contract';
import { DataTable, PageFrame, Panel, Pager, SelectInput } from '@portal/console';
import { accountColumns } from '../account/account-columns';
import { accountMessages } from '../account/account.messages';
import { filtersApplied, NO_FILTERS, subAccountBody, subAccountQuery, type AccountFilters } from '../account/account.rules';
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
import { addSubAccount, changeSubAccountRole, loadSubAccountPage, loadSubAccountRoles, resetSubAccountPassword, setSubAccountStatus } from './sub-account.api';

addMessages(accountMessages);

/**
 * #/common/iam/sub-account/list, for client primary accounts: their own sub-accounts; add one (a
 * set-password link goes to its e-mail), reset its password, disable or enable it.
 */
export function SubAccountListPage() {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const can = useCan();
  const self = useAtomValue(userInfoAtom);
  const [filters, setFilters] = useState<AccountFilters>(NO_FILTERS);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [roleOf, setRoleOf] = useState<AdminUser | null>(null);
  const list = usePagedList<AdminUser, AccountFilters>(
    ({ pageNum, pageSize, filters: applied }) => loadSubAccountPage(subAccountQuery(applied, pageNum, pageSize)),
    NO_FILTERS,
  );

  const actions = useAccountActions({
    reset: resetSubAccountPassword,
    setStatus: setSubAccountStatus,
    onDone: (next) => {
      setNotice(next);
      list.reload();
    },
  });

  const columns = accountColumns(
    t,
    {
      canReset: can('subAccountResetPassword'),
      canToggle: can('subAccountDisable'),
      onRole: can('subAccountRole') ? setRoleOf : undefined,
      selfId: self?.id,
      ask: actions.ask,
    },
    false,
    language,
  );

  return (
    <PageFrame
      id="sub-account-list"
      title={t('subAccount.title')}
      description={t('subAccount.description')}
      actions={
        can('subAccountAdd') ? (
          <Button colorPalette="brand" onClick={() => setAdding(true)}>
            + {t('subAccount.add')}
          </Button>
        ) : null
      }
    >
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <Panel>
        <Toolbar label={t('subAccount.search')} onSearch={() => list.apply(filters)} onReset={() => (setFilters(NO_FILTERS), list.apply(NO_FILTERS))}>
          <FilterField label={t('user.keyword')} htmlFor="sub-keyword" width="16rem">
            <Input
              id="sub-keyword"
              name="keyword"
              value={filters.keyword}
              maxLength={64}
              placeholder={t('user.keywordPlaceholder')}
              onChange={(e) => setFilters((f) => ({ ...f, keyword: e.target.value }))}
            />
          </FilterField>
          <FilterField label={t('user.status')} htmlFor="sub-status" width="8rem">
            <SelectInput
              id="sub-status"
              name="status"
              value={filters.status}
              onChange={(status) => setFilters((f) => ({ ...f, status: status as AccountFilters['status'] }))}
            >
              <option value="">{t('iam.all')}</option>
              <option value="enabled">{t('iam.status.enabled')}</option>
              <option value="disabled">{t('iam.status.disabled')}</option>
            </SelectInput>
          </FilterField>
        </Toolbar>
        <DataTable
          caption={t('subAccount.table')}
          columns={columns}
          rows={list.rows}
          rowKey={(user) => user.id}
          rowProps={(user) => ({ 'data-user': user.loginName, 'data-status': user.status })}
          {...tableState(t, list.state, list.reload, filtersApplied(list.filters) ? t('iam.emptyFiltered') : t('subAccount.empty'))}
        />
        <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={list.setPage} onPageSize={list.setPageSize} />
      </Panel>
      <AddAccountDialog
        form="subAccount"
        open={adding}
        onClose={() => setAdding(false)}
        send={(draft) => addSubAccount(subAccountBody(draft))}
        loadRoles={() => loadSubAccountRoles()}
        hint={t('subAccount.addHint', { primary: self?.loginName ?? '' })}
        onAdded={(_result, message) => {
          setAdding(false);
          setNotice({ tone: 'success', text: message });
          list.apply(list.filters);
        }}
      />
      {actions.dialog}
      <ChangeRoleDialog
        user={roleOf}
        stepUp={false}
        loadRoles={loadSubAccountRoles}
        change={(id, roleId) => changeSubAccountRole(id, roleId)}
        onClose={() => setRoleOf(null)}
        onChanged={(_user, message) => {
          setRoleOf(null);
          setNotice({ tone: 'success', text: message });
          list.reload();
        }}
      />
    </PageFrame>
  );
}
