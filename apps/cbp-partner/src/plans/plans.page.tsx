import { languageAtom, useAtomValue } from '@portal/utils';
import { partnerPlanAuditStatus } from '@portal/contract';
import type { JoinedPlan } from '@portal/contract';
import { PageFrame, Panel, PagedTable, StatusKeywordFilters, useListQuery, usePagedList } from '@portal/console';
import { useText } from '../use-text';
import { loadPlans } from './plans.api';
import { usePlanColumns } from './plans-columns';
import { localPlan, PLAN_STATUS_TABS } from './plans.rules';

export const PLANS_PATH = '/plan/channelPlanApply';

/** Joined partner plans (#/cbp/partner/plan/channelPlanApply, the overview's plan links), 20 a page. */
export function PlansPage() {
  const t = useText();
  const list = useListQuery();
  const auditStatus = list.oneOf('status', PLAN_STATUS_TABS);
  const planName = list.text('keyword');
  const paged = usePagedList(list, { auditStatus, planName }, loadPlans);
  const language = useAtomValue(languageAtom);
  const columns = usePlanColumns((row) => `${PLANS_PATH}/detail/${row.id}`, list.here);

  return (
    <PageFrame
      id="partner-plans"
      title={t('partner.plans.title')}
      description={t('partner.plans.description')}
      crumbs={[{ label: t('partner.area') }, { label: t('partner.plans.title') }]}
    >
      <Panel>
        <StatusKeywordFilters
          list={list}
          tabs={{ label: t('partner.plans.statusFilter'), tabs: PLAN_STATUS_TABS, status: partnerPlanAuditStatus, value: auditStatus }}
          search={{ label: t('partner.plans.keyword'), applied: planName }}
        />
        <PagedTable
          {...paged}
          localize={(row: JoinedPlan) => localPlan(row, language)}
          caption={t('partner.plans.title')}
          columns={columns}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ 'data-plan': row.id, 'data-status': row.auditStatus })}
          emptyTitle={t('partner.plans.empty')}
        />
      </Panel>
    </PageFrame>
  );
}
