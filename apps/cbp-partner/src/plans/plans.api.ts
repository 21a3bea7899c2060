import { call } from '@portal/utils';
import type { PlanDetail, PlanPage, PlanPageBody } from '../../../../contract/cbp-business';
import { cbpBusinessRoutes } from '../../../../contract/cbp-business.routes';

export const loadPlans = (body: PlanPageBody): Promise<PlanPage> => call(cbpBusinessRoutes.planPage, { body });

export const loadPlan = (id: number): Promise<PlanDetail> => call(cbpBusinessRoutes.planDetail, { params: { id } });
