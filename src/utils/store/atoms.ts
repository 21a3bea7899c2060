import { atom } from 'jotai';
import type { UserInfo, UserType } from '../../../contract/iam';
import type { ShapedMenuNode } from '../rules/menu.rules';
import { storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-keys';
import { persistedAtom, persistedJsonAtom, persistedStringAtom } from './persisted-atom';

/** The signed-in user's tokens. */
export interface Tokens {
  /** Access token, sent as `Authorization: Bearer <at>`. */
  at: string;
  /** Refresh token, traded once for a new pair when a call answers 401. */
  rt: string;
}

/**
 * The signed-in user (`userInfo` in storage), or null when signed out. Setting it stores it.
 *
 * @example
 * import { store, userInfoAtom } from '@portal/utils';
 * const user = store.get(userInfoAtom); // { id, userName, loginName, … } | null
 */
export const userInfoAtom = persistedJsonAtom<UserInfo>(storageKeys.userInfo);

/**
 * The token pair (`at`, `rt` in storage), or null when signed out. Setting it stores both;
 * setting null removes both.
 *
 * @example
 * store.set(tokensAtom, { at: data.at, rt: data.rt });
 */
export const tokensAtom = persistedAtom<Tokens | null>(
  () => {
    const at = storage.get(storageKeys.at);
    const rt = storage.get(storageKeys.rt);
    return at && rt ? { at, rt } : null;
  },
  (tokens) => {
    storage.set(storageKeys.at, tokens?.at ?? null);
    storage.set(storageKeys.rt, tokens?.rt ?? null);
  },
  [storageKeys.at, storageKeys.rt],
);

/**
 * MANAGER_USER or CLIENT_USER (`userType` in storage). Kept after logout, so the portal knows
 * which login page to show.
 *
 * @example
 * const loginPath = store.get(userTypeAtom) === 'MANAGER_USER' ? '/manager-login' : '/client-login';
 */
export const userTypeAtom = persistedStringAtom<UserType>(storageKeys.userType);

/**
 * The inner-user mark of a client user (`innerUserMark` in storage): 1 inner, 0 external, null unknown.
 *
 * @example
 * const showAccountCentre = store.get(userTypeAtom) !== 'CLIENT_USER' || store.get(innerUserMarkAtom) === 1;
 */
export const innerUserMarkAtom = persistedAtom<number | null>(
  () => {
    const raw = storage.getJson<unknown>(storageKeys.innerUserMark);
    return typeof raw === 'number' ? raw : typeof raw === 'string' && raw !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : null;
  },
  (mark) => storage.setJson(storageKeys.innerUserMark, mark),
  [storageKeys.innerUserMark],
);

/**
 * The shaped menu tree of the signed-in user (levels, button permissions; see `shapeMenuTree`).
 * Empty when signed out or not loaded yet. Set by the shell.
 *
 * @example
 * store.get(menuTreeAtom).map((top) => top.menuName);
 */
export const menuTreeAtom = atom<ShapedMenuNode[]>([]);

/**
 * Every menu code the signed-in user holds (spec 6), for permission checks in sub-apps.
 *
 * @example
 * const canSeeLogs = store.get(menuCodesAtom).includes('cap-log-manage');
 */
export const menuCodesAtom = atom<string[]>([]);

/**
 * Button permissions by page: the menu code of a page → the codes of its page/subpage children (spec 3).
 *
 * @example
 * const canEdit = (store.get(buttonPermissionsAtom)['msg-station'] ?? []).includes('msg-station-edit');
 */
export const buttonPermissionsAtom = atom<Record<string, string[]>>({});

/**
 * The number of unread notices, polled by the bell every 5 s; the message centre sets it after
 * marking messages read.
 *
 * @example
 * store.set(unreadCountAtom, 0);
 */
export const unreadCountAtom = atom<number>(0);
