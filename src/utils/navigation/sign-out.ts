import { api } from '../api/api';
import { loginPathFor } from '../rules/route.rules';
import { storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-keys';
import { buttonPermissionsAtom, menuCodesAtom, menuTreeAtom, tokensAtom, unreadCountAtom, userInfoAtom, userTypeAtom } from '../store/atoms';
import { store } from '../store/store';
import { navigate } from './navigate';

const SIGNOUT_PATH = '/common/iam/v1/auth/signout';

/**
 * Forgets the session locally (spec 4 "Logout": userInfo, the saved path and the tokens) and goes
 * to the login page of the stored user type. The user type and remembered login names stay.
 */
export function endSession(): void {
  const userType = store.get(userTypeAtom);
  store.set(tokensAtom, null);
  store.set(userInfoAtom, null);
  storage.remove(storageKeys.hrefPath);
  store.set(menuTreeAtom, []);
  store.set(menuCodesAtom, []);
  store.set(buttonPermissionsAtom, {});
  store.set(unreadCountAtom, 0);
  navigate(loginPathFor(userType));
}

/**
 * Logs out (spec 4, also after a password change): tells the server to end the session (best
 * effort; the local sign-out does not wait for it), clears the session and opens the login page
 * matching the user type.
 *
 * @example
 * import { signOut } from '@portal/utils';
 * <Button onClick={() => signOut()}>退出登录</Button>
 */
export function signOut(): Promise<void> {
  const rt = store.get(tokensAtom)?.rt;
  // The path is written out (not taken from contract/iam) so @portal/utils does not bundle typebox.
  const told = rt ? api.post(SIGNOUT_PATH, { rt }).then(() => undefined, () => undefined) : Promise.resolve();
  endSession();
  return told;
}
