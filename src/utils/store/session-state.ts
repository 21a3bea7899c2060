/**
 * The session's writable atoms, private to @portal/utils: only `session.ts` writes them. The
 * portal's code and the sub-apps read the read-only atoms of `atoms.ts` and change the session
 * through the actions of `session.ts` (jotai's composing-atoms pattern: the primitives private,
 * read-only derived atoms and action functions public; docs/decisions/019).
 */
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

/** `userInfo` in storage; setting it stores it. */
export const userInfoState = persistedJsonAtom<UserInfo>(storageKeys.userInfo);

/** `at` and `rt` in storage; setting it stores both, null removes both. */
export const tokensState = persistedAtom<Tokens | null>(
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

/** `userType` in storage. */
export const userTypeState = persistedStringAtom<UserType>(storageKeys.userType);

/** `innerUserMark` in storage, as a number. */
export const innerUserMarkState = persistedAtom<number | null>(
  () => {
    const raw = storage.getJson<unknown>(storageKeys.innerUserMark);
    return typeof raw === 'number' ? raw : typeof raw === 'string' && raw !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : null;
  },
  (mark) => storage.setJson(storageKeys.innerUserMark, mark),
  [storageKeys.innerUserMark],
);

export const menuTreeState = atom<ShapedMenuNode[]>([]);
export const menuCodesState = atom<string[]>([]);
export const buttonPermissionsState = atom<Record<string, string[]>>({});
export const unreadCountState = atom<number>(0);
