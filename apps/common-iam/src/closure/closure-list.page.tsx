import { useState } from 'react';
import { addMessages } from '@portal/utils';
import type { ClosureRequest, ClosureStatus } from '@portal/contract';
import { PageFrame, Panel } from '@portal/console';
import { KeywordFilter, OptionFilter, UserTypeFilter } from '../kit/list-parts';
import { PageNotice, type Notice } from '../kit/page-notice';
import { PagedTable } from '../kit/paged-table';
import { Toolbar } from '../kit/toolbar';
import { useCan } from '../kit/use-access';
import { useFilters } from '../kit/use-filters';
import { usePagedList } from '../kit/use-paged-list';
import { useText } from '../kit/use-text';
import { closureColumns } from './closure-columns';
import { loadClosurePage } from './closure.api';
import { closureMessages } from './closure.messages';
import { useClosureReview } from './use-closure-review';

addMessages(closureMessages);

interface Filters {
  keyword: string;
  status: '' | ClosureStatus;
  userType: '' | 'CLIENT_USER' | 'MANAGER_USER';
}

const NO_FILTERS: Filters = { keyword: '', status: 'pending', userType: '' };
const STATUSES: ClosureStatus[] = ['pending', 'approved', 'rejected'];

/** The closure page's query: blank filters left out, the keyword trimmed. */
const closureQuery = ({ pageNum, pageSize, filters: f }: { pageNum: number; pageSize: number; filters: Filters }) => ({
  pageNum,
  pageSize,
  ...(f.keyword.trim() ? { keyword: f.keyword.trim() } : {}),
  ...(f.status ? { status: f.status } : {}),
  ...(f.userType ? { userType: f.userType } : {}),
});

/** The closure list's filters: keyword, status (pending by default) and user type. */
function ClosureFilterBar({ draft }: { draft: ReturnType<typeof useFilters<Filters>> }) {
  const t = useText();
  return (
    <Toolbar label={t('closure.search')} onSearch={draft.search} onReset={draft.reset}>
      <KeywordFilter
        id="closure-keyword"
        label={t('closure.keyword')}
        placeholder={t('closure.keywordPlaceholder')}
        width="14rem"
        {...draft.field('keyword')}
      />
      <OptionFilter
        id="closure-status"
        label={t('closure.status')}
        width="9rem"
        {...draft.field('status')}
        options={STATUSES.map((status) => ({ value: status, label: t(`closure.status.${status}`) }))}
      />
      <UserTypeFilter id="closure-type" label={t('closure.userType')} {...draft.field('userType')} />
    </Toolbar>
  );
}

/**
 * #/common/iam/closure/list (issue 23 item 2): the users' closure requests, pending first by
 * default; approve (the account and its sub-accounts are closed, their data deleted) or reject
 * with a reason the user is told, each behind its button permission.
 */
export function ClosureListPage() {
  const t = useText();
  const can = useCan();
  const [notice, setNotice] = useState<Notice>(null);
  const list = usePagedList<ClosureRequest, Filters>((request) => loadClosurePage(closureQuery(request)), NO_FILTERS);
  const draft = useFilters(NO_FILTERS, NO_FILTERS, list.apply);
  const review = useClosureReview((text) => {
    setNotice({ tone: 'success', text });
    list.reload();
  });
  const columns = closureColumns(t, {
    onApprove: can('closureApprove') ? review.askApprove : undefined,
    onReject: can('closureReject') ? review.askReject : undefined,
  });
  const filtered = list.filters.keyword.trim() !== '' || list.filters.status !== '' || list.filters.userType !== '';

  return (
    <PageFrame id="closure-list" title={t('closure.title')} description={t('closure.description')}>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <Panel>
        <ClosureFilterBar draft={draft} />
        <PagedTable
          list={list}
          caption={t('closure.table')}
          columns={columns}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ 'data-closure': row.loginName, 'data-status': row.status })}
          emptyText={filtered ? t('iam.emptyFiltered') : t('closure.empty')}
        />
      </Panel>
      {review.dialogs}
    </PageFrame>
  );
}
