import { call } from '@portal/utils';
import {
  catalogRoutes,
  cbpReviewRoutes,
  type ReviewAction,
  type ReviewDetail,
  type ReviewPage,
  type ReviewPageBody,
  type TenantSummaries,
} from '@portal/contract';

export const loadReviewPage = (body: ReviewPageBody): Promise<ReviewPage> => call(cbpReviewRoutes.reviewPage, { body });

export const loadReviewDetail = (id: string): Promise<ReviewDetail> => call(cbpReviewRoutes.reviewDetail, { params: { id } });

export const loadTenants = (): Promise<TenantSummaries> => call(catalogRoutes.tenantList);

/** One review step; answers the application as it is afterwards. */
export const reviewStep = (action: ReviewAction, id: string, opinion: string): Promise<ReviewDetail> =>
  call(cbpReviewRoutes[action], { body: { id, opinion: opinion.trim() || null } });
