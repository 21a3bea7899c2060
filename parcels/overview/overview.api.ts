import { OVERVIEW_LIMITS, appListRequest, call, chooseAppListSource, api, innerUserMarkAtom, store, toAppCards, type AppCard } from '@portal/utils';
import { cbpRoutes } from '../../contract/cbp';
import { iamRoutes } from '../../contract/iam';

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
  const page = await call(cbpRoutes.partnerPlans, { body: { pageNum: 1, pageSize: 20 } });
  return page.data;
}

/** Spec 7: GET /cbp/conchservice/leaveWord/leaveWordByMobile with the user's own mobile (none without one). */
export async function loadMessageReplies(mobile: string | null | undefined) {
  if (!mobile) return [];
  return call(cbpRoutes.leaveWords, { query: { mobile } });
}

/** The inner-user mark when sign-in did not store one (GET tenant/getInnerMark); kept in the shared atom. */
async function loadInnerUserMark(): Promise<number> {
  const mark = await call(iamRoutes.innerMark);
  store.set(innerUserMarkAtom, mark);
  return mark;
}

/** The signed-in user's applications from the list source of spec 6. */
export async function loadAppCards(user: { tenantId: number | null; loginName: string; pid: number }, innerUserMark: number | null): Promise<AppCard[]> {
  // Spec 6 names only tenant users' lists; a manager has no tenant and so no applications here.
  if (user.tenantId == null) return [];
  const mark = innerUserMark ?? (await loadInnerUserMark());
  const request = appListRequest(chooseAppListSource(mark, user.pid), user);
  const response = await api.request({ method: request.method, url: request.url, params: request.params });
  return toAppCards(response.data);
}
