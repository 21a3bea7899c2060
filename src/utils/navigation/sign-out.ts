import { loginPathFor } from '../rules/route.rules';
import { storage } from '../storage/storage';
import { storageKeys } from '../storage/storage-keys';
import { buttonPermissionsAtom, menuCodesAtom, menuTreeAtom, tokensAtom, unreadCountAtom, userInfoAtom, userTypeAtom } from '../store/atoms';
import { store } from '../store/store';
import { navigate } from './navigate';

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
