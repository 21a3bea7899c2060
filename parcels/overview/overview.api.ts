import { OVERVIEW_LIMITS, api, appListRequest, chooseAppListSource, innerUserMarkAtom, store, toAppCards, type AppCard } from '@portal/utils';

type Row = Record<string, unknown>;

/** The list inside an answer: the answer itself, or its `data`, `records` or `list` (spec 7 reads obj.data). */
export function listOf(answer: unknown): Row[] {
  if (Array.isArray(answer)) return answer as Row[];
  if (answer && typeof answer === 'object') {
    const { data, records, list } = answer as Row;
    for (const inner of [data, records, list]) if (Array.isArray(inner)) return inner as Row[];
    if (data && typeof data === 'object') return listOf(data);
  }
  return [];
}

/** Spec 7: POST /cbp/bpm-service/cloudServices/getAllApply; the first 5 are shown. */
export async function loadResourceApplications(): Promise<Row[]> {
  return listOf(await api.post('/cbp/bpm-service/cloudServices/getAllApply', { pageNum: 1, pageSize: OVERVIEW_LIMITS.resourceApplications }));
}

/** Spec 7: POST …/queryOpenedServices with serviceName empty; the first 3 of obj.data are shown. */
export async function loadPurchasedGoods(): Promise<Row[]> {
  return listOf(await api.post('/cbp/marketplace-service/marketplace/order/queryOpenedServices', { serviceName: '', pageNum: 1, pageSize: OVERVIEW_LIMITS.purchasedGoods }));
}

/** Spec 7: POST …/partnerapplyplan/partnerapplyplanlist. */
export async function loadPartnerPlans(): Promise<Row[]> {
  return listOf(await api.post('/cbp/cooperative-console-service/api/v1/partnerapplyplan/partnerapplyplanlist', { pageNum: 1, pageSize: 20 }));
}

/** Spec 7: GET /cbp/conchservice/leaveWord/leaveWordByMobile with the user's mobile. */
export async function loadMessageReplies(mobile: string | null | undefined): Promise<Row[]> {
  if (!mobile) return [];
  return listOf(await api.get('/cbp/conchservice/leaveWord/leaveWordByMobile', { params: { mobile } }));
}

/** The signed-in user's applications from the list source of spec 6. */
export async function loadAppCards(user: { tenantId: number | null; loginName: string; pid: number }, innerUserMark: unknown): Promise<AppCard[]> {
  const mark = innerUserMark ?? (await loadInnerUserMark());
  const request = appListRequest(chooseAppListSource(mark, user.pid), user);
  return toAppCards(await api.request({ method: request.method, url: request.url, params: request.params }));
}

/** The inner-user mark when sign-in did not store one (GET tenant/getInnerMark); kept in the shared atom. */
async function loadInnerUserMark(): Promise<number> {
  const mark = Number(await api.get('/common/iam/v1/tenant/getInnerMark'));
  store.set(innerUserMarkAtom, mark);
  return mark;
}
