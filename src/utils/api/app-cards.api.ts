import { setInnerUserMark } from '../store/session';
import { appListRequest, chooseAppListSource, toAppCards, type AppCard } from '../rules/app-entry.rules';
import { iamRoutes } from '../../../contract/iam.routes';
import { call } from './call-api';

/** The inner-user mark when sign-in did not store one (GET tenant/getInnerMark); kept in the shared atom. */
async function loadInnerUserMark(): Promise<number> {
  const mark = await call(iamRoutes.innerMark);
  setInnerUserMark(mark);
  return mark;
}

/**
 * The signed-in user's applications from the list source of spec 6, as cards.
 * Used by the overview's "my applications" card and by the application page.
 *
 * @example
 * const cards = await loadAppCards(store.get(userInfoAtom)!, store.get(innerUserMarkAtom));
 */
export async function loadAppCards(user: { tenantId: number | null; loginName: string; pid: number }, innerUserMark: number | null): Promise<AppCard[]> {
  // Spec 6 names only tenant users' lists; a manager has no tenant and so no applications here.
  if (user.tenantId == null) return [];
  const mark = innerUserMark ?? (await loadInnerUserMark());
  const request = appListRequest(chooseAppListSource(mark, user.pid), { tenantId: user.tenantId, loginName: user.loginName });
  return toAppCards(await call(request.route, { query: request.query }));
}
