import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Alert } from '@portal/ui';
import type { ReviewAction, ReviewDetail } from '@portal/contract';
import { ErrorBlock, LoadingBlock, PageFrame, useResource } from '@portal/console';
import { useText } from '../use-text';
import { useHolds } from './review-gate';
import { loadReviewDetail } from './review.api';
import { ReviewDialog } from './review-dialog';
import { REVIEW_PATH } from './review.page';
import { ReviewBasics, ReviewRecord } from './review-panels';
import { reviewButtons } from './review.rules';

/**
 * One application under review (#/cbp/admin/review/detail/:id): what was asked for, by whom, and
 * the buttons its status allows and the manager holds: 通过 (→ 审核中), 确认完成 (→ 已完成, the
 * purchased good is created), 驳回 with a reason (→ 已驳回). A review another manager made
 * meanwhile answers with its message and the page shows the new state.
 */
export function ReviewDetailPage() {
  const t = useText();
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
          <ReviewBasics detail={detail} />
          <ReviewRecord detail={detail} buttons={buttons} onAction={setAction} />
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
