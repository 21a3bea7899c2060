import { call } from '@portal/utils';
import {
  type ApplyDetail,
  type ApplyPage,
  type ApplyPageBody,
  type DeveloperApplyState,
  type ResourceApplyBody,
  cbpBusinessRoutes,
  cbpReviewRoutes,
} from '@portal/contract';

export const loadApplications = (body: ApplyPageBody): Promise<ApplyPage> => call(cbpBusinessRoutes.applyPage, { body });

export const loadApplication = (id: string): Promise<ApplyDetail> => call(cbpBusinessRoutes.applyDetail, { params: { id } });

export const loadDeveloperApplyState = (): Promise<DeveloperApplyState> => call(cbpBusinessRoutes.developerApplyState);

/** Files the become-developer request; answers the new application (status 1, pending review). */
export const requestDeveloper = (reason: string): Promise<ApplyDetail> => call(cbpBusinessRoutes.developerApply, { body: { reason: reason || null } });

/** Files a resource application from the catalogue; answers it (status 1, pending review). */
export const applyForResource = (body: ResourceApplyBody): Promise<ApplyDetail> => call(cbpReviewRoutes.resourceApply, { body });
