import { Text } from '@portal/ui';
import { languageAtom, useAtomValue } from '@portal/utils';
import { localName } from '@portal/contract';
import { partnerPlanAuditStatus } from '@portal/contract';
import type { JoinedPlan } from '@portal/contract';
import {
  ConsoleLink,
  DataTable,
  type Column,
  FilterBar,
  SearchBox,
  SegmentedFilter,
  formatTime,
  PageFrame,
  Panel,
  Pager,
  PAGE_SIZE,
  EmptyBlock,
  ErrorBlock,
  StatusTag,
  useListQuery,
  useResource,
} from '@portal/console';
import { useText } from '../use-text';
import { loadPlans } from './plans.api';
import { PLAN_STATUS_TABS, planQuery } from './plans.rules';

export const PLANS_PATH = '/plan/channelPlanApply';

/** Joined partner plans (#/cbp/partner/plan/channelPlanApply, the overview's plan links), 20 a page. */
export function PlansPage() {
  const t = useText();
  const list = useListQuery();
  const auditStatus = list.oneOf('status', PLAN_STATUS_TABS);
  const planName = list.text('keyword');
  const [resource, reload] = useResource(() => loadPlans(planQuery({ auditStatus, planName, page: list.page })), [auditStatus, planName, list.page]);
  const language = useAtomValue(languageAtom);
  const loaded = resource.state === 'ready' ? resource.data.data : resource.state === 'loading' ? (resource.previous?.data ?? null) : null;
  // The plan's texts in the reader's language (ADR 016).
  const rows =
    loaded &&
    loaded.map((row) => ({ ...row, planName: localName(row.planName, row.planNameEn, language), planDesc: localName(row.planDesc, row.planDescEn, language) }));
  const total = resource.state === 'ready' ? resource.data.total : resource.state === 'loading' ? (resource.previous?.total ?? 0) : 0;
  const filtered = auditStatus !== null || planName !== '';
  const detailOf = (row: JoinedPlan) => `${PLANS_PATH}/detail/${row.id}`;

  const columns: Column<JoinedPlan>[] = [
    {
      key: 'name',
      header: t('partner.plans.name'),
      minW: '14rem',
      cell: (row) => (
        <ConsoleLink to={detailOf(row)} state={{ back: list.here }}>
          {row.planName}
        </ConsoleLink>
      ),
    },
    {
      key: 'desc',
      header: t('partner.plans.desc'),
      minW: '18rem',
      cell: (row) => (
        <Text as="span" lineClamp={2} color="fg.muted" title={row.planDesc}>
          {row.planDesc}
        </Text>
      ),
    },
    { key: 'applied', header: t('partner.plans.applyTime'), nowrap: true, cell: (row) => formatTime(row.applyTime) },
    { key: 'status', header: t('partner.plans.status'), nowrap: true, cell: (row) => <StatusTag status={partnerPlanAuditStatus(row.auditStatus)} /> },
    {
      key: 'actions',
      header: t('console.actions'),
      nowrap: true,
      cell: (row) => (
        <ConsoleLink to={detailOf(row)} state={{ back: list.here }} label={t('console.detailOf', { name: row.planName })}>
          {t('console.detail')}
        </ConsoleLink>
      ),
    },
  ];

  return (
    <PageFrame
      id="partner-plans"
      title={t('partner.plans.title')}
      description={t('partner.plans.description')}
      crumbs={[{ label: t('partner.area') }, { label: t('partner.plans.title') }]}
    >
      <Panel>
        <FilterBar>
          <SegmentedFilter
            label={t('partner.plans.statusFilter')}
            value={auditStatus}
            onChange={(value) => list.set('status', value)}
            choices={[
              { value: null, label: t('console.all') },
              ...PLAN_STATUS_TABS.map((value) => ({ value, label: t(`console.${partnerPlanAuditStatus(value).key}`) })),
            ]}
          />
          <SearchBox label={t('partner.plans.keyword')} applied={planName} onSearch={(value) => list.set('keyword', value)} />
        </FilterBar>
        {resource.state === 'error' ? (
          <ErrorBlock message={resource.message} denied={resource.denied} onRetry={reload} />
        ) : (
          <>
            <DataTable
              caption={t('partner.plans.title')}
              columns={columns}
              rows={rows}
              rowKey={(row) => row.id}
              loading={resource.state === 'loading'}
              rowProps={(row) => ({ 'data-plan': row.id, 'data-status': row.auditStatus })}
              empty={filtered ? <EmptyBlock title={t('console.emptyFiltered')} /> : <EmptyBlock title={t('partner.plans.empty')} />}
            />
            <Pager page={list.page} total={total} pageSize={PAGE_SIZE} onPage={(page) => list.set('page', page)} disabled={resource.state === 'loading'} />
          </>
        )}
      </Panel>
    </PageFrame>
  );
}
