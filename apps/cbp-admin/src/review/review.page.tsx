import { Text } from '@portal/ui';
import { languageAtom, useAtomValue } from '@portal/utils';
import { resourceApplicationStatus } from '@portal/contract';
import { appliedForName, type ReviewRow } from '@portal/contract';
import {
  ConsoleLink,
  DataTable,
  EmptyBlock,
  ErrorBlock,
  FilterBar,
  formatTime,
  PageFrame,
  PAGE_SIZE,
  Pager,
  Panel,
  SearchBox,
  SegmentedFilter,
  SelectFilter,
  StatusTag,
  useListQuery,
  useResource,
  type Column,
} from '@portal/console';
import { useText } from '../use-text';
import { loadReviewPage, loadTenants } from './review.api';
import { REVIEW_KINDS, REVIEW_STATUS_TABS, reviewQuery } from './review.rules';

export const REVIEW_PATH = '/review';

const kindKey = (kind: string) => (kind === 'DEVELOPER' ? 'cbpAdmin.kind.developer' : 'cbpAdmin.kind.resource');

/**
 * 申请审核 (#/cbp/admin/review): every tenant's resource and developer applications, by status,
 * tenant, type or keyword, 20 a page, newest first; a row opens its review.
 */
export function ReviewPage() {
  const t = useText();
  const list = useListQuery();
  const language = useAtomValue(languageAtom);
  const status = list.oneOf('status', REVIEW_STATUS_TABS);
  const kind = list.oneOf('kind', REVIEW_KINDS);
  const tenantText = list.text('tenant');
  const tenantId = /^\d{1,9}$/.test(tenantText) ? Number(tenantText) : null;
  const keyword = list.text('keyword');
  const [tenants] = useResource(loadTenants, []);
  const [resource, reload] = useResource(
    () => loadReviewPage(reviewQuery({ status, kind, tenantId, keyword, page: list.page })),
    [status, kind, tenantId, keyword, list.page],
  );
  const rows = resource.state === 'ready' ? resource.data.data : resource.state === 'loading' ? (resource.previous?.data ?? null) : null;
  const total = resource.state === 'ready' ? resource.data.total : resource.state === 'loading' ? (resource.previous?.total ?? 0) : 0;
  const filtered = status !== null || kind !== null || tenantId !== null || keyword !== '';
  const detailOf = (row: ReviewRow) => `${REVIEW_PATH}/detail/${encodeURIComponent(row.id)}`;

  const columns: Column<ReviewRow>[] = [
    {
      key: 'id',
      header: t('cbpAdmin.review.number'),
      nowrap: true,
      cell: (row) => (
        <ConsoleLink to={detailOf(row)} state={{ back: list.here }}>
          {row.id}
        </ConsoleLink>
      ),
    },
    { key: 'service', header: t('cbpAdmin.review.service'), minW: '12rem', cell: (row) => appliedForName(row, language) },
    { key: 'kind', header: t('cbpAdmin.review.kind'), nowrap: true, cell: (row) => t(kindKey(row.kind)) },
    { key: 'tenant', header: t('cbpAdmin.review.tenant'), minW: '10rem', cell: (row) => row.tenantName },
    { key: 'applicant', header: t('cbpAdmin.review.applicant'), nowrap: true, cell: (row) => row.applicantName },
    { key: 'date', header: t('cbpAdmin.review.date'), nowrap: true, cell: (row) => formatTime(row.createTime) },
    { key: 'status', header: t('cbpAdmin.review.status'), nowrap: true, cell: (row) => <StatusTag status={resourceApplicationStatus(row.status)} /> },
    {
      key: 'actions',
      header: t('console.actions'),
      nowrap: true,
      cell: (row) => {
        // The accessible name begins with the visible word (审核 / Review, or 详情 / Details).
        const open = row.status === 1 || row.status === 6;
        return (
          <ConsoleLink
            to={detailOf(row)}
            state={{ back: list.here }}
            label={open ? t('cbpAdmin.review.openOf', { id: row.id }) : t('console.detailOf', { name: row.id })}
          >
            {open ? t('cbpAdmin.review.open') : t('console.detail')}
          </ConsoleLink>
        );
      },
    },
  ];

  return (
    <PageFrame
      id="cbp-admin-review"
      title={t('cbpAdmin.review.title')}
      description={t('cbpAdmin.review.description')}
      crumbs={[{ label: t('cbpAdmin.area') }, { label: t('cbpAdmin.review.title') }]}
    >
      <Panel>
        <FilterBar>
          <SegmentedFilter
            label={t('cbpAdmin.review.statusFilter')}
            value={status}
            onChange={(value) => list.set('status', value)}
            choices={[
              { value: null, label: t('console.all') },
              ...REVIEW_STATUS_TABS.map((value) => ({ value, label: t(`console.${resourceApplicationStatus(value).key}`) })),
            ]}
          />
          <SelectFilter
            label={t('cbpAdmin.review.tenant')}
            hideLabel
            value={tenantId}
            onChange={(value) => list.set('tenant', value === null ? null : String(value))}
            choices={[
              { value: null, label: t('cbpAdmin.review.allTenants') },
              ...(tenants.state === 'ready' ? tenants.data.map((tenant) => ({ value: tenant.id, label: tenant.name })) : []),
            ]}
          />
          <SelectFilter
            label={t('cbpAdmin.review.kind')}
            hideLabel
            value={kind}
            onChange={(value) => list.set('kind', value)}
            choices={[{ value: null, label: t('cbpAdmin.kind.all') }, ...REVIEW_KINDS.map((value) => ({ value, label: t(kindKey(value)) }))]}
          />
          <SearchBox
            label={t('cbpAdmin.review.keyword')}
            placeholder={t('cbpAdmin.review.keywordHint')}
            applied={keyword}
            onSearch={(value) => list.set('keyword', value)}
          />
        </FilterBar>
        <Text fontSize="sm" color="fg.muted" mt="0" mb="3">
          {t('cbpAdmin.review.flow')}
        </Text>
        {resource.state === 'error' ? (
          <ErrorBlock message={resource.message} denied={resource.denied} onRetry={reload} />
        ) : (
          <>
            <DataTable
              caption={t('cbpAdmin.review.title')}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.id}
              loading={resource.state === 'loading'}
              rowProps={(row) => ({ 'data-apply': row.id, 'data-status': row.status })}
              empty={filtered ? <EmptyBlock title={t('console.emptyFiltered')} /> : <EmptyBlock title={t('cbpAdmin.review.empty')} />}
            />
            <Pager page={list.page} total={total} pageSize={PAGE_SIZE} onPage={(page) => list.set('page', page)} disabled={resource.state === 'loading'} />
          </>
        )}
      </Panel>
    </PageFrame>
  );
}
