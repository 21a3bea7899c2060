import { Type, type Static } from 'typebox';
import type { RouteSchemas } from './route';
import { APPLY_STATUSES } from './cbp-business.codes';
import { ApplyDetail, ApplyKind, ApplyRow, ResourceRequest } from './cbp-business';
import { OPINION_MAX, REASON_MAX } from './cbp-review.rules';
import { nullable, keyword, pageQuery, pageOf } from './schema-parts';

/**
 * Resource applications and their review (issue 23 item 1). A client user applies for a resource
 * from the catalogue (`RESOURCE_CATALOGUE`, contract/cbp-review.rules.ts); the new application is
 * status 1 (待审核) at once in the list and on the overview card. A manager whose menu tree holds
 * `cbp_admin_review` lists every tenant's applications; `cbp-apply-approve` approves (1 → 6 审核中)
 * and completes (6 → 2 已完成, creating the purchased good with its period, or making a developer
 * request's applicant a developer), `cbp-apply-reject` rejects with a reason (1 or 6 → 3 已驳回).
 * Each change tells the applicant (a notice in the bell, and a message through delivery).
 *
 * A move the state machine does not allow answers 409 APPLY_TRANSITION_REFUSED, naming the
 * application's status; of two reviews racing on one application one wins and the other gets
 * that 409 (the update is conditional on the status it read). The route table is
 * `cbpReviewRoutes` (cbp-review.routes.ts).
 *
 * @example
 * const filed = await call(cbpReviewRoutes.resourceApply, { body: { resourceType: 'ECS', specCode: 'ECS-4C8G', quantity: 2, periodType: '0', periodNumber: 12, reason: '压测' } });
 * // filed.status === 1
 * await call(cbpReviewRoutes.approve, { body: { id: filed.id, opinion: '同意，开始开通' } }); // status 6
 * await call(cbpReviewRoutes.complete, { body: { id: filed.id, opinion: '已交付' } });         // status 2, goodsId set
 */

export const ResourceApplyBody = Type.Object({
  ...ResourceRequest.properties,
  /** Why the tenant needs it (optional, ≤ 200 characters). */
  reason: Type.Optional(nullable(Type.String({ maxLength: REASON_MAX }))),
});
export type ResourceApplyBody = Static<typeof ResourceApplyBody>;

export const ReviewPageBody = pageQuery({
  status: Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], enum: [...APPLY_STATUSES, null] })),
  kind: Type.Optional(nullable(ApplyKind)),
  tenantId: Type.Optional(nullable(Type.Integer({ minimum: 1 }))),
  /** Matches the application number, what was applied for or the applicant's name. */
  keyword,
});
export type ReviewPageBody = Static<typeof ReviewPageBody>;

export const ReviewRow = Type.Object({ ...ApplyRow.properties, tenantId: Type.Integer(), tenantName: Type.String() });
export type ReviewRow = Static<typeof ReviewRow>;

export const ReviewPage = pageOf(ReviewRow);
export type ReviewPage = Static<typeof ReviewPage>;

export const ReviewDetail = Type.Object({
  ...ApplyDetail.properties,
  /** Who gave the last opinion; null until reviewed. */
  reviewerName: nullable(Type.String()),
});
export type ReviewDetail = Static<typeof ReviewDetail>;

export const ReviewParams = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9-]{1,40}$' }) });
export type ReviewParams = Static<typeof ReviewParams>;

/** A review step: the application and the reviewer's opinion (a note; required to reject). */
export const ReviewBody = Type.Object({
  id: Type.String({ pattern: '^[A-Za-z0-9-]{1,40}$' }),
  opinion: Type.Optional(nullable(Type.String({ maxLength: OPINION_MAX }))),
});
export type ReviewBody = Static<typeof ReviewBody>;

/** The schemas of the application and review calls, by the name of their entry in `cbpReviewRoutes`. */
export const cbpReviewSchemas = {
  resourceApply: { body: ResourceApplyBody, data: ApplyDetail },
  reviewPage: { body: ReviewPageBody, data: ReviewPage },
  reviewDetail: { params: ReviewParams, data: ReviewDetail },
  approve: { body: ReviewBody, data: ReviewDetail },
  complete: { body: ReviewBody, data: ReviewDetail },
  reject: { body: ReviewBody, data: ReviewDetail },
} satisfies Record<string, RouteSchemas>;
