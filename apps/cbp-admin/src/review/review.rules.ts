import { APPLY_STATUSES, OPINION_MAX, REVIEW_PERMISSIONS, actionsFor, type ApplyKind, type ReviewAction } from '@portal/contract';

/** The status tabs, in the order an application moves through them (spec 4 codes). */
export const REVIEW_STATUS_TABS = [1, 6, 2, 3, 5] as const satisfies readonly (typeof APPLY_STATUSES)[number][];

export const REVIEW_KINDS: readonly ApplyKind[] = ['RESOURCE', 'DEVELOPER'];

/** The message key of an application's type. */
export const reviewKindKey = (kind: string) => (kind === 'DEVELOPER' ? 'cbpAdmin.kind.developer' : 'cbpAdmin.kind.resource');

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
