import { api, appListRequest, chooseAppListSource, innerUserMarkAtom, store, toAppCards, type AppCard } from '@portal/utils';

// Paths as literals: the parcel ships without the contract's schema code.

/** The inner-user mark when sign-in did not store one (GET tenant/getInnerMark); kept in the shared atom. */
async function loadInnerUserMark(): Promise<number> {
  const response = await api.get<number>('/common/iam/v1/tenant/getInnerMark');
  store.set(innerUserMarkAtom, response.data);
  return response.data;
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

/** Spec 7: the logo call, GET /cbp/conchservice/idaaslogoRequest?uuid=…; public, so an `<img>` loads it. */
export function logoSrc(uuid: string): string {
  return `/api/cbp/conchservice/idaaslogoRequest?uuid=${encodeURIComponent(uuid)}`;
}
