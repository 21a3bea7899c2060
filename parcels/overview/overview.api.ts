import { call } from '@portal/utils/internal';
import { OVERVIEW_LIMITS } from './overview.rules';
import type { LeaveWord } from '../../contract/cbp';
import { cbpRoutes } from '../../contract/cbp.routes';

// The route table is paths and types only: the parcel ships without the contract's schema code.

/** Spec 7: POST /cbp/bpm-service/cloudServices/getAllApply; the 5 most recent are shown. */
export async function loadResourceApplications() {
  const page = await call(cbpRoutes.allApply, { body: { pageNum: 1, pageSize: OVERVIEW_LIMITS.resourceApplications } });
  return page.data;
}

/** Spec 7: POST …/queryOpenedServices with serviceName empty; the first 3 of obj.data are shown. */
export async function loadPurchasedGoods() {
  const page = await call(cbpRoutes.openedServices, { body: { serviceName: '', pageNum: 1, pageSize: OVERVIEW_LIMITS.purchasedGoods } });
  return page.data;
}

/** Spec 7: POST …/partnerapplyplan/partnerapplyplanlist. */
export async function loadPartnerPlans() {
  const page = await call(cbpRoutes.partnerPlans, { body: { pageNum: 1, pageSize: OVERVIEW_LIMITS.partnerPlans } });
  return page.data;
}

/** Spec 7: GET /cbp/conchservice/leaveWord/leaveWordByMobile with the user's own mobile (none without one). */
export async function loadMessageReplies(mobile: string | null | undefined): Promise<LeaveWord[]> {
  if (!mobile) return [];
  return call(cbpRoutes.leaveWords, { query: { mobile } });
}
