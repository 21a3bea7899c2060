import { Text } from '@portal/ui';
import type { ReviewRow } from '@portal/contract';
import { PageFrame, PagedTable, Panel, useListQuery, usePagedList } from '@portal/console';
import { useText } from '../use-text';
import { loadReviewPage } from './review.api';
import { ReviewFilters } from './review-filters';
import { useReviewColumns } from './review-columns';
import { REVIEW_KINDS, REVIEW_STATUS_TABS } from './review.rules';

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
  const paged = usePagedList(list, { status, kind, tenantId, keyword }, loadReviewPage);
  const columns = useReviewColumns((row: ReviewRow) => `${REVIEW_PATH}/detail/${encodeURIComponent(row.id)}`, list.here);

  return (
    <PageFrame
      id="cbp-admin-review"
      title={t('cbpAdmin.review.title')}
      description={t('cbpAdmin.review.description')}
      crumbs={[{ label: t('cbpAdmin.area') }, { label: t('cbpAdmin.review.title') }]}
    >
      <Panel>
        <ReviewFilters list={list} status={status} kind={kind} tenantId={tenantId} keyword={keyword} />
        <Text fontSize="sm" color="fg.muted" mt="0" mb="3">
          {t('cbpAdmin.review.flow')}
        </Text>
        <PagedTable
          {...paged}
          caption={t('cbpAdmin.review.title')}
          columns={columns}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ 'data-apply': row.id, 'data-status': row.status })}
          emptyTitle={t('cbpAdmin.review.empty')}
        />
      </Panel>
    </PageFrame>
  );
}
