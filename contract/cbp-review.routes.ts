import type { ApplyDetail } from './cbp-business';
import type { ResourceApplyBody, ReviewBody, ReviewDetail, ReviewPage, ReviewPageBody, ReviewParams } from './cbp-review';
import { route } from './route';

const APPLY = '/cbp/bpm-service/cloudServices';
const REVIEW = '/cbp/bpm-service/review';

/**
 * Resource applications and their review (issue 23 item 1); schemas in `cbpReviewSchemas`.
 *
 * @example
 * const page = await call(cbpReviewRoutes.reviewPage, { body: { status: 1, tenantId: 3 } }); // every tenant's, for a reviewer
 * await call(cbpReviewRoutes.reject, { body: { id: page.data[0].id, opinion: '配额不足' } });
 */
export const cbpReviewRoutes = {
  /**
   * Apply for a resource of the catalogue (client users of a tenant): a RESOURCE application in
   * status 1, message '已提交资源申请，请等待审核'. Managers 403; a type or specification not in
   * the catalogue, or a period too long, 400.
   */
  resourceApply: route<{ body: ResourceApplyBody; data: ApplyDetail }>({ method: 'POST', path: `${APPLY}/resourceApply`, auth: true }),
  /** Every tenant's applications for review, by status, kind, tenant or keyword; needs `cbp_admin_review`. */
  reviewPage: route<{ body: ReviewPageBody; data: ReviewPage }>({ method: 'POST', path: `${REVIEW}/page`, auth: true }),
  /** One application with its tenant and review; needs `cbp_admin_review`; 404 '申请不存在'. */
  reviewDetail: route<{ params: ReviewParams; data: ReviewDetail }>({ method: 'GET', path: `${REVIEW}/detail/:id`, auth: true }),
  /** 1 待审核 → 6 审核中, with an optional note; needs `cbp-apply-approve`; otherwise 409 APPLY_TRANSITION_REFUSED. */
  approve: route<{ body: ReviewBody; data: ReviewDetail }>({ method: 'POST', path: `${REVIEW}/approve`, auth: true }),
  /** 6 审核中 → 2 已完成: the purchased good is created (a developer request: the applicant becomes a developer); needs `cbp-apply-approve`. */
  complete: route<{ body: ReviewBody; data: ReviewDetail }>({ method: 'POST', path: `${REVIEW}/complete`, auth: true }),
  /** 1 or 6 → 3 已驳回 with a reason (required); needs `cbp-apply-reject`. */
  reject: route<{ body: ReviewBody; data: ReviewDetail }>({ method: 'POST', path: `${REVIEW}/reject`, auth: true }),
};
