import { addMessages, languageAtom, useAtomValue, userInfoAtom } from '@portal/utils';
import { PageFrame, Panel } from '@portal/console';
import { accountColumns } from '../account/account-columns';
import { AccountKeywordFilter, AccountStatusFilter } from '../account/account-filters';
import { accountMessages } from '../account/account.messages';
import { NO_FILTERS, subAccountBody, subAccountQuery } from '../account/account.rules';
import { AddAccountDialog } from '../account/add-account-dialog';
import { AccountRowDialogs, AccountTable, useAccountList } from '../account/use-account-list';
import { AddButton } from '../kit/list-parts';
import { PageNotice } from '../kit/page-notice';
import { Toolbar } from '../kit/toolbar';
import { useCan } from '../kit/use-access';
import { useFilters } from '../kit/use-filters';
import { useText } from '../kit/use-text';
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
  const page = useAccountList({
    load: ({ pageNum, pageSize, filters }) => loadSubAccountPage(subAccountQuery(filters, pageNum, pageSize)),
    initial: NO_FILTERS,
    reset: resetSubAccountPassword,
    setStatus: setSubAccountStatus,
  });
  const { list } = page;
  const draft = useFilters(NO_FILTERS, NO_FILTERS, list.apply);
  const rowActions = {
    canReset: can('subAccountResetPassword'),
    canToggle: can('subAccountDisable'),
    onRole: can('subAccountRole') ? page.setRoleOf : undefined,
    selfId: self?.id,
    ask: page.actions.ask,
  };

  return (
    <PageFrame
      id="sub-account-list"
      title={t('subAccount.title')}
      description={t('subAccount.description')}
      actions={<AddButton show={can('subAccountAdd')} label={t('subAccount.add')} onClick={() => page.setAdding(true)} />}
    >
      <PageNotice notice={page.notice} onClose={() => page.setNotice(null)} />
      <Panel>
        <Toolbar label={t('subAccount.search')} onSearch={draft.search} onReset={draft.reset}>
          <AccountKeywordFilter id="sub-keyword" draft={draft} />
          <AccountStatusFilter id="sub-status" draft={draft} statuses={['enabled', 'disabled']} />
        </Toolbar>
        <AccountTable list={list} caption={t('subAccount.table')} columns={accountColumns(t, rowActions, false, language)} emptyText={t('subAccount.empty')} />
      </Panel>
      <AddAccountDialog
        form="subAccount"
        open={page.adding}
        onClose={() => page.setAdding(false)}
        send={(account) => addSubAccount(subAccountBody(account))}
        loadRoles={() => loadSubAccountRoles()}
        hint={t('subAccount.addHint', { primary: self?.loginName ?? '' })}
        onAdded={page.succeeded(() => page.setAdding(false), true)}
      />
      <AccountRowDialogs page={page} stepUp={false} loadRoles={loadSubAccountRoles} change={(id, roleId) => changeSubAccountRole(id, roleId)} />
    </PageFrame>
  );
}
