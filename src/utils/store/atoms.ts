/**
 * The session as the portal's pages and the sub-apps see it: read-only atoms derived from the
 * private state (`session-state.ts`). Read them with `store.get` / `store.sub` or `useAtomValue`;
 * change the session through the actions of `session.ts` (`setUnread`, `signOut`, …).
 */
import { atom, type Atom } from 'jotai';
import type { UserInfo, UserType } from '../../../contract/iam';
import type { ShapedMenuNode } from '../rules/menu.rules';
import * as state from './session-state';

export type { Tokens } from './session-state';

/** A read-only view of one of the private atoms. */
const readOnly = <T>(writable: Atom<T>): Atom<T> => atom((get) => get(writable));

/**
 * The signed-in user (`userInfo` in storage), or null when signed out.
 *
 * @example
 * import { store, userInfoAtom } from '@portal/utils';
 * const user = store.get(userInfoAtom); // { id, userName, loginName, … } | null
 */
export const userInfoAtom: Atom<UserInfo | null> = readOnly(state.userInfoState);

/**
 * The token pair (`at`, `rt` in storage), or null when signed out. Prefer `call`, which sends them.
 *
 * @example
 * const signedIn = store.get(tokensAtom) !== null;
 */
export const tokensAtom: Atom<state.Tokens | null> = readOnly(state.tokensState);

/**
 * MANAGER_USER or CLIENT_USER (`userType` in storage). Kept after logout, so the portal knows
 * which login page to show.
 *
 * @example
 * const loginPath = store.get(userTypeAtom) === 'MANAGER_USER' ? '/manager-login' : '/client-login';
 */
export const userTypeAtom: Atom<UserType | null> = readOnly(state.userTypeState);

/**
 * The inner-user mark of a client user (`innerUserMark` in storage): 1 inner, 0 external, null unknown.
 *
 * @example
 * const showAccountCentre = store.get(userTypeAtom) !== 'CLIENT_USER' || store.get(innerUserMarkAtom) === 1;
 */
export const innerUserMarkAtom: Atom<number | null> = readOnly(state.innerUserMarkState);

/**
 * The shaped menu tree of the signed-in user (levels, button permissions; see `shapeMenuTree`).
 * Empty when signed out or not loaded yet.
 *
 * @example
 * store.get(menuTreeAtom).map((top) => top.menuName);
 */
export const menuTreeAtom: Atom<ShapedMenuNode[]> = readOnly(state.menuTreeState);

/**
 * Every menu code the signed-in user holds (spec 6), for permission checks in sub-apps.
 *
 * @example
 * const canSeeLogs = store.get(menuCodesAtom).includes('cap-log-manage');
 */
export const menuCodesAtom: Atom<string[]> = readOnly(state.menuCodesState);

/**
 * Button permissions by page: the menu code of a page → the codes of its page/subpage children (spec 3).
 *
 * @example
 * const canEdit = (store.get(buttonPermissionsAtom)['msg-station'] ?? []).includes('msg-station-edit');
 */
export const buttonPermissionsAtom: Atom<Record<string, string[]>> = readOnly(state.buttonPermissionsState);

/**
 * The number of unread notices, polled by the bell every 5 s; change it with `setUnread`.
 *
 * @example
 * const stop = store.sub(unreadCountAtom, () => draw(store.get(unreadCountAtom)));
 */
export const unreadCountAtom: Atom<number> = readOnly(state.unreadCountState);
