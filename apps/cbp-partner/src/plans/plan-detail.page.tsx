import { useLocation, useParams } from 'react-router-dom';
import { Text } from '@portal/ui';
import { languageAtom, useAtomValue } from '@portal/utils';
import { partnerPlanAuditStatus } from '@portal/contract';
import { DetailList, formatTime, PageFrame, Panel, routeIdOf, EmptyBlock, ErrorBlock, LoadingBlock, StatusTag, useResource } from '@portal/console';
import { useText } from '../use-text';
import { loadPlan } from './plans.api';
import { PLANS_PATH } from './plans.page';
import { localPlan } from './plans.rules';

/** One joined partner plan (#/cbp/partner/plan/channelPlanApply/detail/:id). */
export function PlanDetailPage() {
  const t = useText();
  const id = routeIdOf(useParams().id);
  const back = (useLocation().state as { back?: string } | null)?.back ?? PLANS_PATH;
  const [resource, reload] = useResource(() => (id === null ? Promise.reject(new Error(t('partner.plans.notFound'))) : loadPlan(id)), [id]);
  const language = useAtomValue(languageAtom);
  const detail = resource.state === 'ready' ? localPlan(resource.data, language) : null;
  return (
    <PageFrame
      id="partner-plan-detail"
      title={detail ? detail.planName : t('partner.plans.detail')}
      crumbs={[{ label: t('partner.area') }, { label: t('partner.plans.title'), to: back }, { label: t('partner.plans.detail') }]}
      back={{ to: back }}
    >
      {resource.state === 'loading' && <LoadingBlock />}
      {resource.state === 'error' &&
        (id === null ? <EmptyBlock title={t(resource.message)} /> : <ErrorBlock message={resource.message} denied={resource.denied} onRetry={reload} />)}
      {detail && (
        <>
          <Panel title={t('partner.plans.basic')} id="plan-basic" actions={<StatusTag status={partnerPlanAuditStatus(detail.auditStatus)} size="md" />}>
            <DetailList
              items={[
                { label: t('partner.plans.name'), value: detail.planName, field: 'name' },
                { label: t('partner.plans.status'), value: <StatusTag status={partnerPlanAuditStatus(detail.auditStatus)} />, field: 'status' },
                { label: t('partner.plans.tenant'), value: detail.tenantName, field: 'tenant' },
                { label: t('partner.plans.applyTime'), value: formatTime(detail.applyTime), field: 'applied' },
                { label: t('partner.plans.desc'), value: detail.planDesc, wide: true, field: 'desc' },
              ]}
            />
          </Panel>
          <Panel title={t('partner.plans.review')} id="plan-review">
            {detail.auditTime || detail.auditOpinion ? (
              <DetailList
                items={[
                  { label: t('partner.plans.auditTime'), value: formatTime(detail.auditTime), field: 'auditTime' },
                  { label: t('partner.plans.auditOpinion'), value: detail.auditOpinion, wide: true, field: 'auditOpinion' },
                ]}
              />
            ) : (
              <Text fontSize="sm" color="fg.muted" m="0">
                {t('partner.plans.notReviewed')}
              </Text>
            )}
          </Panel>
        </>
      )}
    </PageFrame>
  );
}
