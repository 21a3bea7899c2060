import { APPLY_STATUSES, OPINION_MAX, REVIEW_PERMISSIONS, actionsFor, type ApplyKind, type ReviewAction, type ReviewPageBody } from '@portal/contract';
import { PAGE_SIZE } from '@portal/console';

/** The status tabs, in the order an application moves through them (spec 4 codes). */
export const REVIEW_STATUS_TABS = [1, 6, 2, 3, 5] as const satisfies readonly (typeof APPLY_STATUSES)[number][];

export const REVIEW_KINDS: readonly ApplyKind[] = ['RESOURCE', 'DEVELOPER'];

/** The message key of an application's type. */
export const reviewKindKey = (kind: string) => (kind === 'DEVELOPER' ? 'cbpAdmin.kind.developer' : 'cbpAdmin.kind.resource');

/** The list query for the filters shown; unset filters are left out. */
export function reviewQuery(filters: {
  status: number | null;
  kind: ApplyKind | null;
  tenantId: number | null;
  keyword: string;
  page: number;
}): ReviewPageBody {
  const keyword = filters.keyword.trim();
  return {
    ...(filters.status === null ? {} : { status: filters.status }),
    ...(filters.kind === null ? {} : { kind: filters.kind }),
    ...(filters.tenantId === null ? {} : { tenantId: filters.tenantId }),
    ...(keyword ? { keyword } : {}),
    pageNum: filters.page,
    pageSize: PAGE_SIZE,
  };
}

/** The review buttons an application in `status` shows to a user holding `holds`. */
export function reviewButtons(status: number, holds: (code: string) => boolean): ReviewAction[] {
  return actionsFor(status).filter((action) => holds(REVIEW_PERMISSIONS[action]));
}

/** The opinion to send, or the message key of why not: a rejection needs a reason; at most 200 characters. */
export function checkOpinion(action: ReviewAction, typed: string): { ok: true; opinion: string } | { ok: false; problem: string } {
  const opinion = typed.trim();
  if (action === 'reject' && !opinion) return { ok: false, problem: 'cbpAdmin.review.reasonRequired' };
  if ([...opinion].length > OPINION_MAX) return { ok: false, problem: 'cbpAdmin.review.opinionTooLong' };
  return { ok: true, opinion };
}
