import { OVERVIEW_LIMITS, api } from '@portal/utils';
import type { LeaveWord, PartnerPlanPage, PurchasedInstancePage, ResourceApplicationPage } from '../../contract/cbp';

// Paths as literals and contract types only: the parcel ships without the contract's schema code.

/** Spec 7: POST /cbp/bpm-service/cloudServices/getAllApply; the 5 most recent are shown. */
export async function loadResourceApplications() {
  const response = await api.post<ResourceApplicationPage>('/cbp/bpm-service/cloudServices/getAllApply', { pageNum: 1, pageSize: OVERVIEW_LIMITS.resourceApplications });
  return response.data.data;
}

/** Spec 7: POST …/queryOpenedServices with serviceName empty; the first 3 of obj.data are shown. */
export async function loadPurchasedGoods() {
  const response = await api.post<PurchasedInstancePage>('/cbp/marketplace-service/marketplace/order/queryOpenedServices', { serviceName: '', pageNum: 1, pageSize: OVERVIEW_LIMITS.purchasedGoods });
  return response.data.data;
}

/** Spec 7: POST …/partnerapplyplan/partnerapplyplanlist. */
export async function loadPartnerPlans() {
  const response = await api.post<PartnerPlanPage>('/cbp/cooperative-console-service/api/v1/partnerapplyplan/partnerapplyplanlist', { pageNum: 1, pageSize: 20 });
  return response.data.data;
}

/** Spec 7: GET /cbp/conchservice/leaveWord/leaveWordByMobile with the user's own mobile (none without one). */
export async function loadMessageReplies(mobile: string | null | undefined): Promise<LeaveWord[]> {
  if (!mobile) return [];
  const response = await api.get<LeaveWord[]>('/cbp/conchservice/leaveWord/leaveWordByMobile', { params: { mobile } });
  return response.data;
}

