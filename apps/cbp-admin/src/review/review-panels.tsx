import { Button, Flex, Text } from '@portal/ui';
import { languageAtom, useAtomValue } from '@portal/utils';
import { resourceApplicationStatus } from '@portal/contract';
import { appliedForName, resourceServiceName, type ReviewAction, type ReviewDetail } from '@portal/contract';
import { DetailList, formatTime, Panel, StatusTag } from '@portal/console';
import { useText } from '../use-text';
import { reviewKindKey } from './review.rules';

/** 基本信息: what was asked for (a resource with its period), by whom, when and why. */
export function ReviewBasics({ detail }: { detail: ReviewDetail }) {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const request = detail.resource && {
    label: t('cbpAdmin.review.request'),
    value: t('cbpAdmin.review.requestText', {
      service: resourceServiceName(detail.resource, language),
      period: t(detail.resource.periodType === '1' ? 'cbpAdmin.unit.years' : 'cbpAdmin.unit.months', { count: detail.resource.periodNumber }),
    }),
    field: 'request',
  };
  return (
    <Panel title={t('cbpAdmin.review.basic')} id="review-basic" actions={<StatusTag status={resourceApplicationStatus(detail.status)} size="md" />}>
      <DetailList
        items={[
          { label: t('cbpAdmin.review.number'), value: detail.id, field: 'id' },
          { label: t('cbpAdmin.review.status'), value: <StatusTag status={resourceApplicationStatus(detail.status)} />, field: 'status' },
          { label: t('cbpAdmin.review.kind'), value: t(reviewKindKey(detail.kind)), field: 'kind' },
          { label: t('cbpAdmin.review.service'), value: appliedForName(detail, language), field: 'service' },
          ...(request ? [request] : []),
          { label: t('cbpAdmin.review.tenant'), value: detail.tenantName, field: 'tenant' },
          { label: t('cbpAdmin.review.applicant'), value: `${detail.applicantName} (${detail.applicantLoginName})`, field: 'applicant' },
          { label: t('cbpAdmin.review.date'), value: formatTime(detail.createTime), field: 'date' },
          { label: t('cbpAdmin.review.reason'), value: detail.description, wide: true, field: 'description' },
        ]}
      />
    </Panel>
  );
}

/** 审核信息: who reviewed it, when and what they said (or that nobody has yet), and the review steps the user may take. */
export function ReviewRecord({ detail, buttons, onAction }: { detail: ReviewDetail; buttons: ReviewAction[]; onAction(action: ReviewAction): void }) {
  const t = useText();
  return (
    <Panel title={t('cbpAdmin.review.review')} id="review-review">
      {detail.auditTime ? (
        <DetailList
          items={[
            { label: t('cbpAdmin.review.reviewer'), value: detail.reviewerName, field: 'reviewer' },
            { label: t('cbpAdmin.review.auditTime'), value: formatTime(detail.auditTime), field: 'auditTime' },
            { label: t('cbpAdmin.review.opinion'), value: detail.auditOpinion, wide: true, field: 'auditOpinion' },
          ]}
        />
      ) : (
        <Text fontSize="sm" color="fg.muted" m="0">
          {t('cbpAdmin.review.notReviewed')}
        </Text>
      )}
      {buttons.length > 0 && (
        <Flex gap="3" mt="4" wrap="wrap" data-review-buttons>
          {buttons.map((name) => (
            <Button
              key={name}
              size="sm"
              colorPalette={name === 'reject' ? 'red' : 'brand'}
              variant={name === 'reject' ? 'outline' : 'solid'}
              onClick={() => onAction(name)}
              data-review={name}
            >
              {t(`cbpAdmin.review.action.${name}`)}
            </Button>
          ))}
        </Flex>
      )}
    </Panel>
  );
}
