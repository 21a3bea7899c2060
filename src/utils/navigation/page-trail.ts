import { atom } from 'jotai';
import { store } from '../store/store';
import { useAtomValue } from '../store/store-provider';

/** One crumb below the menu page: a page of the sub-app (`route` is a portal route, what follows `#`). */
export interface PageCrumb {
  label: string;
  route?: string;
}

/**
 * What a sub-app's nested page adds to the shell's one menu trail (消息管理 / 消息 / 消息发送 /
 * 发送通知): `menuRoute`, where the menu page's crumb leads back to (the list with its filters),
 * `menuLabel`, that list's name, and the crumbs below it, the last one being the page itself.
 */
export interface PageTrail {
  menuRoute?: string;
  /** The list's name, for a route whose menu_code names no menu page (only the top item). */
  menuLabel?: string;
  crumbs: PageCrumb[];
}

/** The page trail in the portal's one store (shared by every module through the import map). */
const pageTrailAtom = atom<PageTrail | null>(null);

/**
 * Tells the shell the crumbs of the page on screen below its menu page, or `null` when the page
 * has none.
 *
 * @example
 * setPageTrail({ menuRoute: '/cbp/client/project/application?menu_code=cbp_order_apply', crumbs: [{ label: '申请详情' }] });
 * setPageTrail(null); // when the page leaves
 */
export function setPageTrail(trail: PageTrail | null): void {
  store.set(pageTrailAtom, trail && trail.crumbs.length > 0 ? trail : null);
}

/** The crumbs a sub-app's page added below the menu page (see {@link setPageTrail}); re-renders on change. */
export function usePageTrail(): PageTrail | null {
  return useAtomValue(pageTrailAtom);
}

/** Whether the page on screen is a sub-app's "no such page" (its route is inside the app's prefix, yet it has no such page). */
const pageNotFoundAtom = atom(false);

/**
 * Tells the shell that the sub-app shows its "no such page": the frame then draws no menu trail,
 * left-nav selection or title of the page before (a carried-over menu_code names a page that is
 * not the one on screen). The console kit's `NotFoundPage` calls it; call it from your own
 * not-found page when you draw one without the kit.
 *
 * @example
 * useEffect(() => { setPageNotFound(true); return () => setPageNotFound(false); }, []);
 */
export function setPageNotFound(notFound: boolean): void {
  store.set(pageNotFoundAtom, notFound);
}

/** Whether a sub-app said its page does not exist (see {@link setPageNotFound}); re-renders on change. */
export function usePageNotFound(): boolean {
  return useAtomValue(pageNotFoundAtom);
}
