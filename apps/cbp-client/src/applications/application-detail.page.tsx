import { useLocation, useParams } from 'react-router-dom';
import { Flex, Text } from '@portal/ui';
import { languageAtom, useAtomValue } from '@portal/utils';
import { resourceApplicationStatus } from '@portal/contract';
import { appliedForName, resourceServiceName, type ApplyDetail } from '@portal/contract';
import { ConsoleLink, DetailList, formatTime, PageFrame, Panel, ErrorBlock, LoadingBlock, StatusTag, useResource } from '@portal/console';
import { useText } from '../use-text';
import { loadApplication } from './applications.api';
import { APPLICATIONS_PATH } from './applications.page';
import { applyKindKey } from './applications.rules';
import { GOODS_PATH } from '../goods/goods.page';

/** One resource or developer application (#/cbp/client/project/application/detail/:id). */
export function ApplicationDetailPage() {
  const t = useText();
  const { id = '' } = useParams();
  const back = (useLocation().state as { back?: string } | null)?.back ?? APPLICATIONS_PATH;
  const [resource, reload] = useResource(() => loadApplication(id), [id]);
  const detail = resource.state === 'ready' ? resource.data : null;
  return (
    <PageFrame
      id="cbp-application-detail"
      title={detail ? `${t('cbp.apply.detail')} · ${detail.id}` : t('cbp.apply.detail')}
      crumbs={[{ label: t('cbp.area') }, { label: t('cbp.apply.title'), to: back }, { label: t('cbp.apply.detail') }]}
      back={{ to: back }}
    >
      {resource.state === 'loading' && <LoadingBlock />}
      {resource.state === 'error' && <ErrorBlock message={resource.message} denied={resource.denied} onRetry={reload} />}
      {detail && (
        <>
          <ApplicationBasics detail={detail} />
          <ApplicationReview detail={detail} />
        </>
      )}
    </PageFrame>
  );
}

/** 基本信息: the application's number, status, what was asked for, by whom and when, and the purchased good it made. */
function ApplicationBasics({ detail }: { detail: ApplyDetail }) {
  const t = useText();
  const language = useAtomValue(languageAtom);
  return (
    <Panel title={t('cbp.apply.basic')} id="apply-basic" actions={<StatusTag status={resourceApplicationStatus(detail.status)} size="md" />}>
      <DetailList
        items={[
          { label: t('cbp.apply.number'), value: detail.id, field: 'id' },
          { label: t('cbp.apply.status'), value: <StatusTag status={resourceApplicationStatus(detail.status)} />, field: 'status' },
          {
            label: t('cbp.apply.service'),
            value: appliedForName(detail, language),
            field: 'service',
          },
          { label: t('cbp.apply.kind'), value: t(applyKindKey(detail.kind)), field: 'kind' },
          {
            label: t('cbp.apply.applicant'),
            value: t('cbp.apply.applicantWithLogin', { name: detail.applicantName, login: detail.applicantLoginName }),
            field: 'applicant',
          },
          { label: t('cbp.apply.tenant'), value: detail.tenantName, field: 'tenant' },
          { label: t('cbp.apply.date'), value: formatTime(detail.createTime), field: 'date' },
          ...(detail.resource
            ? [
                {
                  label: t('cbp.resource.request'),
                  value: `${resourceServiceName(detail.resource, language)} · ${t(
                    detail.resource.periodType === '1' ? 'cbp.goods.unit.years' : 'cbp.goods.unit.months',
                    { count: detail.resource.periodNumber },
                  )}`,
                  field: 'resource',
                },
              ]
            : []),
          ...(detail.goodsId
            ? [
                {
                  label: t('cbp.resource.goods'),
                  value: <ConsoleLink to={`${GOODS_PATH}/detail/${detail.goodsId}`}>{t('cbp.resource.viewGoods')}</ConsoleLink>,
                  field: 'goods',
                },
              ]
            : []),
          { label: t('cbp.apply.descriptionLabel'), value: detail.description, wide: true, field: 'description' },
        ]}
      />
    </Panel>
  );
}

/** 审核信息: when it was reviewed and what the reviewer said, or that nobody has yet. */
function ApplicationReview({ detail }: { detail: ApplyDetail }) {
  const t = useText();
  return (
    <Panel title={t('cbp.apply.review')} id="apply-review">
      {detail.auditTime || detail.auditOpinion ? (
        <DetailList
          items={[
            { label: t('cbp.apply.auditTime'), value: formatTime(detail.auditTime), field: 'auditTime' },
            { label: t('cbp.apply.auditOpinion'), value: detail.auditOpinion, wide: true, field: 'auditOpinion' },
          ]}
        />
      ) : (
        <Flex align="center" gap="2">
          <Text fontSize="sm" color="fg.muted" m="0">
            {t('cbp.apply.notReviewed')}
          </Text>
        </Flex>
      )}
    </Panel>
  );
}
