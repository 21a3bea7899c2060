import { resourceApplicationStatus, type ApplyKind } from '@portal/contract';
import { SelectFilter, StatusKeywordFilters, useListQuery, useResource } from '@portal/console';
import { useText } from '../use-text';
import { loadTenants } from './review.api';
import { REVIEW_KINDS, REVIEW_STATUS_TABS, reviewKindKey } from './review.rules';

/** The review list's filters, kept in the route's query: status tabs, the tenant (from the tenant list), the type and a keyword. */
export function ReviewFilters({
  list,
  status,
  kind,
  tenantId,
  keyword,
}: {
  list: Pick<ReturnType<typeof useListQuery>, 'set'>;
  status: (typeof REVIEW_STATUS_TABS)[number] | null;
  kind: ApplyKind | null;
  tenantId: number | null;
  keyword: string;
}) {
  const t = useText();
  const [tenants] = useResource(loadTenants, []);
  return (
    <StatusKeywordFilters
      list={list}
      tabs={{ label: t('cbpAdmin.review.statusFilter'), tabs: REVIEW_STATUS_TABS, status: resourceApplicationStatus, value: status }}
      search={{ label: t('cbpAdmin.review.keyword'), placeholder: t('cbpAdmin.review.keywordHint'), applied: keyword }}
    >
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
    </StatusKeywordFilters>
  );
}
