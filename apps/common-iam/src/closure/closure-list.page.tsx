import { useState } from 'react';
import { addMessages } from '@portal/utils';
import { Badge, Button, Flex, FormField, Input, Text, toaster } from '@portal/ui';
import { CLOSURE_REASON_MAX, type ClosureRequest, type ClosureStatus } from '@portal/contract';
import { DataTable, PageFrame, Panel, Pager, SelectInput, TextArea, type Column } from '@portal/console';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { FilterField } from '../kit/filter-field';
import { FormDialog } from '../kit/form-dialog';
import { formatTime } from '../kit/format.rules';
import { PageNotice, type Notice } from '../kit/page-notice';
import { Toolbar } from '../kit/toolbar';
import { useCan, useFailureText } from '../kit/use-access';
import { usePagedList } from '../kit/use-paged-list';
import { tableState } from '../kit/table-state';
import { useText } from '../kit/use-text';
import { approveClosure, loadClosurePage, rejectClosure } from './closure.api';
import { closureMessages } from './closure.messages';

addMessages(closureMessages);

interface Filters {
  keyword: string;
  status: '' | ClosureStatus;
  userType: '' | 'CLIENT_USER' | 'MANAGER_USER';
}

const NO_FILTERS: Filters = { keyword: '', status: 'pending', userType: '' };
const PALETTE: Record<ClosureStatus, 'orange' | 'red' | 'gray'> = { pending: 'orange', approved: 'red', rejected: 'gray' };

/**
 * #/common/iam/closure/list (issue 23 item 2): the users' closure requests, pending first by
 * default; approve (the account and its sub-accounts are closed, their data deleted) or reject
 * with a reason the user is told, each behind its button permission.
 */
export function ClosureListPage() {
  const t = useText();
  const can = useCan();
  const failure = useFailureText();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [notice, setNotice] = useState<Notice>(null);
  const [approving, setApproving] = useState<ClosureRequest | null>(null);
  const [rejecting, setRejecting] = useState<ClosureRequest | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = usePagedList<ClosureRequest, Filters>(
    ({ pageNum, pageSize, filters: f }) =>
      loadClosurePage({
        pageNum,
        pageSize,
        ...(f.keyword.trim() ? { keyword: f.keyword.trim() } : {}),
        ...(f.status ? { status: f.status } : {}),
        ...(f.userType ? { userType: f.userType } : {}),
      }),
    NO_FILTERS,
  );

  const done = (text: string) => {
    toaster.create({ type: 'success', title: text });
    setNotice({ tone: 'success', text });
    list.reload();
  };

  const approve = async () => {
    if (!approving || busy) return;
    setBusy(true);
    setError(null);
    try {
      await approveClosure(approving.id);
      const login = approving.loginName;
      setApproving(null);
      done(t('closure.approved', { login }));
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setBusy(false);
    }
  };

  const reject = async () => {
    if (!rejecting) return;
    const text = reason.trim();
    const problem = !text ? t('closure.reasonRequired') : text.length > CLOSURE_REASON_MAX ? t('closure.reasonTooLong', { max: CLOSURE_REASON_MAX }) : null;
    setReasonError(problem);
    setError(null);
    if (problem) return;
    setBusy(true);
    try {
      await rejectClosure(rejecting.id, text);
      const login = rejecting.loginName;
      setRejecting(null);
      setReason('');
      done(t('closure.rejected', { login }));
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setBusy(false);
    }
  };

  const kind = (row: ClosureRequest) =>
    row.userType === 'MANAGER_USER'
      ? t('closure.manager')
      : row.pid !== 0
        ? t('closure.sub')
        : row.subAccountCount > 1
          ? t('closure.primary', { count: row.subAccountCount })
          : row.subAccountCount === 1
            ? t('closure.primaryOne')
            : t('closure.primaryAlone');

  // No column bounds its own width (`maxWidth`), so the table takes the frame's width and the
  // tenant, kind and status wrap inside it: in English at 1280 px nothing lies under the pinned actions.
  const columns: Column<ClosureRequest>[] = [
    { key: 'loginName', header: t('closure.loginName'), nowrap: true, cell: (row) => row.loginName },
    { key: 'userName', header: t('closure.userName'), nowrap: true, cell: (row) => row.userName ?? t('iam.none') },
    { key: 'tenant', header: t('closure.tenant'), minW: '8rem', cell: (row) => row.tenantName ?? t('iam.none') },
    { key: 'kind', header: t('closure.kind'), minW: '7rem', cell: kind },
    { key: 'created', header: t('closure.createdAt'), nowrap: true, cell: (row) => formatTime(row.createdAt) },
    {
      key: 'status',
      header: t('closure.status'),
      minW: '10rem',
      cell: (row) => (
        <>
          <Badge colorPalette={PALETTE[row.status]} variant="subtle" data-status={row.status}>
            {t(`closure.status.${row.status}`)}
          </Badge>
          {row.reviewedAt ? (
            <Text fontSize="xs" color="fg.muted" mt="1">
              {t('closure.reviewedBy', { name: row.reviewerName ?? t('iam.none'), at: formatTime(row.reviewedAt) })}
              {row.reason ? (
                <Text as="span" display="block">
                  {t('closure.reason', { reason: row.reason })}
                </Text>
              ) : null}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('iam.actions'),
      nowrap: true,
      pinned: true,
      cell: (row) =>
        row.status === 'pending' && (can('closureApprove') || can('closureReject')) ? (
          <Flex gap="1" role="group" aria-label={t('closure.rowActions', { login: row.loginName })}>
            {can('closureApprove') ? (
              <Button size="xs" variant="ghost" colorPalette="red" color="red.700" onClick={() => (setError(null), setApproving(row))}>
                {t('closure.approve')}
              </Button>
            ) : null}
            {can('closureReject') ? (
              <Button
                size="xs"
                variant="ghost"
                colorPalette="brand"
                color="brand.fg"
                onClick={() => (setError(null), setReasonError(null), setReason(''), setRejecting(row))}
              >
                {t('closure.reject')}
              </Button>
            ) : null}
          </Flex>
        ) : (
          t('iam.none')
        ),
    },
  ];

  const set = (field: keyof Filters) => (value: string) => setFilters((current) => ({ ...current, [field]: value }));
  const filtered = list.filters.keyword.trim() !== '' || list.filters.status !== '' || list.filters.userType !== '';

  return (
    <PageFrame id="closure-list" title={t('closure.title')} description={t('closure.description')}>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <Panel>
        <Toolbar label={t('closure.search')} onSearch={() => list.apply(filters)} onReset={() => (setFilters(NO_FILTERS), list.apply(NO_FILTERS))}>
          <FilterField label={t('closure.keyword')} htmlFor="closure-keyword" width="14rem">
            <Input
              id="closure-keyword"
              name="keyword"
              value={filters.keyword}
              maxLength={64}
              placeholder={t('closure.keywordPlaceholder')}
              onChange={(e) => set('keyword')(e.target.value)}
            />
          </FilterField>
          <FilterField label={t('closure.status')} htmlFor="closure-status" width="9rem">
            <SelectInput id="closure-status" name="status" value={filters.status} onChange={set('status')}>
              <option value="">{t('iam.all')}</option>
              <option value="pending">{t('closure.status.pending')}</option>
              <option value="approved">{t('closure.status.approved')}</option>
              <option value="rejected">{t('closure.status.rejected')}</option>
            </SelectInput>
          </FilterField>
          <FilterField label={t('closure.userType')} htmlFor="closure-type" width="9rem">
            <SelectInput id="closure-type" name="userType" value={filters.userType} onChange={set('userType')}>
              <option value="">{t('iam.all')}</option>
              <option value="CLIENT_USER">{t('iam.userType.client')}</option>
              <option value="MANAGER_USER">{t('iam.userType.manager')}</option>
            </SelectInput>
          </FilterField>
        </Toolbar>
        <DataTable
          caption={t('closure.table')}
          columns={columns}
          rows={list.rows}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ 'data-closure': row.loginName, 'data-status': row.status })}
          {...tableState(t, list.state, list.reload, filtered ? t('iam.emptyFiltered') : t('closure.empty'))}
        />
        <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={list.setPage} onPageSize={list.setPageSize} />
      </Panel>
      <ConfirmDialog
        open={!!approving}
        title={t('closure.approveTitle')}
        confirmText={t('closure.approveConfirm')}
        danger
        busy={busy}
        error={error}
        onConfirm={() => void approve()}
        onClose={() => setApproving(null)}
      >
        {t('closure.approveBody', { login: approving?.loginName ?? '' })}
        {approving && approving.subAccountCount > 0 ? ` ${t('closure.approveSubs', { count: approving.subAccountCount })}` : null}
      </ConfirmDialog>
      <FormDialog
        open={!!rejecting}
        name="reject-closure"
        title={t('closure.rejectTitle', { login: rejecting?.loginName ?? '' })}
        busy={busy}
        notice={error}
        submitText={t('closure.reject')}
        onSubmit={() => void reject()}
        onClose={() => setRejecting(null)}
      >
        <Text fontSize="sm" color="fg.muted">
          {t('closure.rejectHint')}
        </Text>
        <FormField label={t('closure.rejectReason')} required error={reasonError ?? undefined}>
          <TextArea name="reason" rows={4} value={reason} onChange={(value) => (setReason(value), setReasonError(null))} />
        </FormField>
      </FormDialog>
    </PageFrame>
  );
}
