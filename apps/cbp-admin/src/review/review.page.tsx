import { Text } from '@portal/ui';
import { resourceApplicationStatus } from '@portal/contract';
import type { ReviewRow } from '@portal/contract';
import { FilterBar, PageFrame, PagedTable, Panel, SearchBox, SelectFilter, StatusTabs, useListQuery, useResource } from '@portal/console';
import { useText } from '../use-text';
import { loadReviewPage, loadTenants } from './review.api';
import { useReviewColumns } from './review-columns';
import { REVIEW_KINDS, REVIEW_STATUS_TABS, reviewKindKey, reviewQuery } from './review.rules';

export const REVIEW_PATH = '/review';

/**
 * 申请审核 (#/cbp/admin/review): every tenant's resource and developer applications, by status,
 * tenant, type or keyword, 20 a page, newest first; a row opens its review.
 */
export function ReviewPage() {
  const t = useText();
  const list = useListQuery();
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
  const columns = useReviewColumns((row: ReviewRow) => `${REVIEW_PATH}/detail/${encodeURIComponent(row.id)}`, list.here);

  return (
    <PageFrame
      id="cbp-admin-review"
      title={t('cbpAdmin.review.title')}
      description={t('cbpAdmin.review.description')}
      crumbs={[{ label: t('cbpAdmin.area') }, { label: t('cbpAdmin.review.title') }]}
    >
      <Panel>
        <FilterBar>
          <StatusTabs
            label={t('cbpAdmin.review.statusFilter')}
            tabs={REVIEW_STATUS_TABS}
            status={resourceApplicationStatus}
            value={status}
            onChange={(value) => list.set('status', value)}
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
            choices={[{ value: null, label: t('cbpAdmin.kind.all') }, ...REVIEW_KINDS.map((value) => ({ value, label: t(reviewKindKey(value)) }))]}
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
        <PagedTable
          resource={resource}
          reload={reload}
          list={list}
          caption={t('cbpAdmin.review.title')}
          columns={columns}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ 'data-apply': row.id, 'data-status': row.status })}
          filtered={status !== null || kind !== null || tenantId !== null || keyword !== ''}
          emptyTitle={t('cbpAdmin.review.empty')}
        />
      </Panel>
    </PageFrame>
  );
}
