import { api, appListRequest, chooseAppListSource, toAppCards, type AppCard } from '@portal/utils';

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
  return listOf(await api.post('/cbp/bpm-service/cloudServices/getAllApply', {}));
}

/** Spec 7: POST …/queryOpenedServices with serviceName empty; the first 3 of obj.data are shown. */
export async function loadPurchasedGoods(): Promise<Row[]> {
  return listOf(await api.post('/cbp/marketplace-service/marketplace/order/queryOpenedServices', { serviceName: '' }));
}

/** Spec 7: POST …/partnerapplyplan/partnerapplyplanlist. */
export async function loadPartnerPlans(): Promise<Row[]> {
  return listOf(await api.post('/cbp/cooperative-console-service/api/v1/partnerapplyplan/partnerapplyplanlist', {}));
}

/** Spec 7: GET /cbp/conchservice/leaveWord/leaveWordByMobile with the user's mobile. */
export async function loadMessageReplies(mobile: string | null | undefined): Promise<Row[]> {
  if (!mobile) return [];
  return listOf(await api.get('/cbp/conchservice/leaveWord/leaveWordByMobile', { params: { mobile } }));
}

/** The signed-in user's applications from the list source of spec 6. */
export async function loadAppCards(user: { tenantId: number | null; loginName: string; pid: number }, innerUserMark: unknown): Promise<AppCard[]> {
  const request = appListRequest(chooseAppListSource(innerUserMark, user.pid), user);
  return toAppCards(await api.request({ method: request.method, url: request.url, params: request.params }));
}
