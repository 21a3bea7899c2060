import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Alert, Button, Flex, FormField, PortalDialog, Text } from '@portal/ui';
import { languageAtom, useAtomValue } from '@portal/utils';
import { resourceApplicationStatus } from '@portal/contract';
import { appliedForName, OPINION_MAX, resourceServiceName, type ReviewAction, type ReviewDetail } from '@portal/contract';
import { failureText, DetailList, ErrorBlock, formatTime, LoadingBlock, PageFrame, Panel, StatusTag, TextArea, useResource } from '@portal/console';
import { useText } from '../use-text';
import { useHolds } from './review-gate';
import { loadReviewDetail, reviewStep } from './review.api';
import { REVIEW_PATH } from './review.page';
import { checkOpinion, reviewButtons } from './review.rules';

const kindKey = (kind: string) => (kind === 'DEVELOPER' ? 'cbpAdmin.kind.developer' : 'cbpAdmin.kind.resource');

/**
 * One application under review (#/cbp/admin/review/detail/:id): what was asked for, by whom, and
 * the buttons its status allows and the manager holds: 通过 (→ 审核中), 确认完成 (→ 已完成, the
 * purchased good is created), 驳回 with a reason (→ 已驳回). A review another manager made
 * meanwhile answers with its message and the page shows the new state.
 */
export function ReviewDetailPage() {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const holds = useHolds();
  const { id = '' } = useParams();
  const back = (useLocation().state as { back?: string } | null)?.back ?? REVIEW_PATH;
  const [resource, reload] = useResource(() => loadReviewDetail(id), [id]);
  const [updated, setUpdated] = useState<ReviewDetail | null>(null);
  const [done, setDone] = useState<ReviewAction | null>(null);
  const [action, setAction] = useState<ReviewAction | null>(null);
  // While the page reloads after a review step, the step's answer stands in for it.
  const detail = resource.state === 'ready' ? resource.data : resource.state === 'loading' && updated?.id === id ? updated : null;
  const buttons = detail ? reviewButtons(detail.status, holds) : [];

  return (
    <PageFrame
      id="cbp-admin-review-detail"
      title={detail ? `${t('cbpAdmin.review.detail')} · ${detail.id}` : t('cbpAdmin.review.detail')}
      crumbs={[{ label: t('cbpAdmin.area') }, { label: t('cbpAdmin.review.title'), to: back }, { label: t('cbpAdmin.review.detail') }]}
      back={{ to: back }}
    >
      {resource.state === 'loading' && !detail && <LoadingBlock />}
      {resource.state === 'error' && <ErrorBlock message={resource.message} denied={resource.denied} onRetry={reload} />}
      {detail && (
        <>
          {done && (
            <Alert.Root status="success" mb="4" role="status" data-done={done}>
              <Alert.Indicator />
              <Alert.Title>{t(`cbpAdmin.review.done.${done}`, { id: detail.id })}</Alert.Title>
            </Alert.Root>
          )}
          <Panel title={t('cbpAdmin.review.basic')} id="review-basic" actions={<StatusTag status={resourceApplicationStatus(detail.status)} size="md" />}>
            <DetailList
              items={[
                { label: t('cbpAdmin.review.number'), value: detail.id, field: 'id' },
                { label: t('cbpAdmin.review.status'), value: <StatusTag status={resourceApplicationStatus(detail.status)} />, field: 'status' },
                { label: t('cbpAdmin.review.kind'), value: t(kindKey(detail.kind)), field: 'kind' },
                {
                  label: t('cbpAdmin.review.service'),
                  value: appliedForName(detail, language),
                  field: 'service',
                },
                ...(detail.resource
                  ? [
                      {
                        label: t('cbpAdmin.review.request'),
                        value: t('cbpAdmin.review.requestText', {
                          service: resourceServiceName(detail.resource, language),
                          period: t(detail.resource.periodType === '1' ? 'cbpAdmin.unit.years' : 'cbpAdmin.unit.months', {
                            count: detail.resource.periodNumber,
                          }),
                        }),
                        field: 'request',
                      },
                    ]
                  : []),
                { label: t('cbpAdmin.review.tenant'), value: detail.tenantName, field: 'tenant' },
                { label: t('cbpAdmin.review.applicant'), value: `${detail.applicantName} (${detail.applicantLoginName})`, field: 'applicant' },
                { label: t('cbpAdmin.review.date'), value: formatTime(detail.createTime), field: 'date' },
                { label: t('cbpAdmin.review.reason'), value: detail.description, wide: true, field: 'description' },
              ]}
            />
          </Panel>
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
                    onClick={() => setAction(name)}
                    data-review={name}
                  >
                    {t(`cbpAdmin.review.action.${name}`)}
                  </Button>
                ))}
              </Flex>
            )}
          </Panel>
          {action && (
            <ReviewDialog
              action={action}
              detail={detail}
              onClose={() => setAction(null)}
              onDone={(next) => {
                setUpdated(next);
                setDone(action);
                setAction(null);
                reload();
              }}
              onStale={() => {
                setAction(null);
                reload();
              }}
            />
          )}
        </>
      )}
    </PageFrame>
  );
}

function ReviewDialog({
  action,
  detail,
  onClose,
  onDone,
  onStale,
}: {
  action: ReviewAction;
  detail: ReviewDetail;
  onClose(): void;
  onDone(next: ReviewDetail): void;
  onStale(): void;
}) {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const [opinion, setOpinion] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (sending) return;
    const checked = checkOpinion(action, opinion);
    if (!checked.ok) {
      setProblem(t(checked.problem));
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      onDone(await reviewStep(action, detail.id, checked.opinion));
    } catch (error) {
      const stale = (error as { code?: string }).code === 'APPLY_TRANSITION_REFUSED';
      setFailure({ text: failureText(error), stale });
      setSending(false);
    }
  };

  return (
    <PortalDialog
      open
      onClose={onClose}
      title={t(`cbpAdmin.review.action.${action}`)}
      size="small"
      footer={
        <Flex gap="3" justify="flex-end">
          <Button variant="outline" onClick={failure?.stale ? onStale : onClose}>
            {t('cbpAdmin.review.cancel')}
          </Button>
          {!failure?.stale && (
            <Button colorPalette={action === 'reject' ? 'red' : 'brand'} loading={sending} onClick={send} data-confirm={action}>
              {t(`cbpAdmin.review.confirm.${action}`)}
            </Button>
          )}
        </Flex>
      }
    >
      <Flex direction="column" gap="3">
        <Text fontSize="sm" m="0">
          {t(`cbpAdmin.review.explain.${action}`, { id: detail.id, service: appliedForName(detail, language), tenant: detail.tenantName })}
        </Text>
        <FormField
          label={t(action === 'reject' ? 'cbpAdmin.review.rejectReason' : 'cbpAdmin.review.note')}
          required={action === 'reject'}
          error={problem}
          helperText={t('cbpAdmin.review.opinionHint', { count: [...opinion].length, max: OPINION_MAX })}
        >
          <TextArea
            name="opinion"
            rows={3}
            value={opinion}
            onChange={(value) => {
              setOpinion(value);
              setProblem(null);
            }}
          />
        </FormField>
        {failure && (
          <Alert.Root status="error" role="alert" data-failure>
            <Alert.Indicator />
            <Alert.Title>{failure.text}</Alert.Title>
          </Alert.Root>
        )}
      </Flex>
    </PortalDialog>
  );
}
