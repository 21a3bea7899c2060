import { call } from '@portal/utils';
import { type PlanDetail, type PlanPage, type PlanPageBody, cbpBusinessRoutes } from '@portal/contract';

export const loadPlans = (body: PlanPageBody): Promise<PlanPage> => call(cbpBusinessRoutes.planPage, { body });

export const loadPlan = (id: number): Promise<PlanDetail> => call(cbpBusinessRoutes.planDetail, { params: { id } });
