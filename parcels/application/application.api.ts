import { api, appListRequest, chooseAppListSource, innerUserMarkAtom, store, toAppCards, type AppCard } from '@portal/utils';

/** The signed-in user's applications from the list source of spec 6. */
export async function loadAppCards(user: { tenantId: number | null; loginName: string; pid: number }, innerUserMark: unknown): Promise<AppCard[]> {
  const mark = innerUserMark ?? (await loadInnerUserMark());
  const request = appListRequest(chooseAppListSource(mark, user.pid), user);
  return toAppCards(await api.request({ method: request.method, url: request.url, params: request.params }));
}

/** Spec 7: GET /cbp/conchservice/idaaslogoRequest with a logo uuid, answered with the image itself. */
export async function loadLogo(uuid: string): Promise<Blob> {
  const blob: unknown = await api.get('/cbp/conchservice/idaaslogoRequest', { params: { uuid }, responseType: 'blob' });
  if (!(blob instanceof Blob)) throw new Error('logo is not an image');
  return blob;
}

/** The inner-user mark when sign-in did not store one (GET tenant/getInnerMark); kept in the shared atom. */
async function loadInnerUserMark(): Promise<number> {
  const mark = Number(await api.get('/common/iam/v1/tenant/getInnerMark'));
  store.set(innerUserMarkAtom, mark);
  return mark;
}
