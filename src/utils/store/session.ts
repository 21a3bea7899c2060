/**
 * The actions that change the session: the only writers of the private state (`session-state.ts`).
 * Sub-apps get `setUnread` (and `signOut`, `setLanguage`) through `@portal/utils`; the portal's own
 * code the rest through `@portal/utils/internal` (docs/decisions/019).
 */
import type { UserInfo, UserType } from '../../../contract/iam';
import { collectButtonPermissions, collectMenuCodes, shapeMenuTree } from '../rules/menu.rules';
import { storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-keys';
import {
  buttonPermissionsState,
  innerUserMarkState,
  menuCodesState,
  menuTreeState,
  tokensState,
  unreadCountState,
  userInfoState,
  userTypeState,
  type Tokens,
} from './session-state';
import { store } from './store';

/** What a successful sign-in leaves in the store (spec 3's storage keys). */
export interface SessionStart {
  tokens: Tokens;
  user: UserInfo;
  /** 1 inner, 0 external, null unknown (a client user's; null for a manager). */
  innerUserMark: number | null;
}

/**
 * Starts a session after a successful sign-in: the tokens, the user, the user type (the user's own)
 * and the inner-user mark.
 */
export function startSession({ tokens, user, innerUserMark }: SessionStart): void {
  store.set(tokensState, tokens);
  store.set(userInfoState, user);
  store.set(userTypeState, user.userType);
  store.set(innerUserMarkState, innerUserMark);
}

/** The new token pair of a refresh (the API client's). */
export function setTokens(tokens: Tokens | null): void {
  store.set(tokensState, tokens);
}

/** Which login page the portal shows (kept after a sign-out): set by the login pages. */
export function setUserType(userType: UserType | null): void {
  store.set(userTypeState, userType);
}

/** The inner-user mark when the sign-in answer had none (asked for later). */
export function setInnerUserMark(mark: number | null): void {
  store.set(innerUserMarkState, mark);
}

/** Stores the user's fresh details (after a profile change) over what was stored, so the header and hosts follow. */
export function updateUserInfo(user: UserInfo): void {
  store.set(userInfoState, { ...(store.get(userInfoState) ?? {}), ...user });
}

/**
 * Publishes the menu tree the server answered (spec 3, 6): the shaped tree for the navs, every menu
 * code and the button permissions by page for the sub-apps, together.
 */
export function setMenu(tree: unknown): void {
  const shaped = shapeMenuTree(tree);
  store.set(menuTreeState, shaped);
  store.set(menuCodesState, collectMenuCodes(tree));
  store.set(buttonPermissionsState, collectButtonPermissions(shaped));
}

/**
 * Sets the unread-notice count the header's bell shows, e.g. after marking messages read.
 *
 * @example
 * import { setUnread } from '@portal/utils';
 * setUnread(result.unread);
 */
export function setUnread(count: number): void {
  store.set(unreadCountState, Number.isFinite(count) && count > 0 ? Math.floor(count) : 0);
}

/**
 * Forgets the session (spec 4 "Logout"): the tokens, the user, the saved path, the menu, the
 * permissions and the unread count. The user type, the inner-user mark and the remembered login
 * names stay (the next login page and form need them). The one place a session is reset.
 */
export function clearSession(): void {
  store.set(tokensState, null);
  store.set(userInfoState, null);
  storage.remove(storageKeys.hrefPath);
  store.set(menuTreeState, []);
  store.set(menuCodesState, []);
  store.set(buttonPermissionsState, {});
  store.set(unreadCountState, 0);
}
