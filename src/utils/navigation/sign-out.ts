import { loginPathFor } from '../rules/route.rules';
import { loginAfterSessionEnd, type SessionEndReason } from '../rules/session-end.rules';
import { userTypeAtom } from '../store/atoms';
import { clearSession } from '../store/session';
import { store } from '../store/store';
import { currentRoute, navigate } from './navigate';

/**
 * Import-map overrides (import-map-overrides' localStorage keys: `import-map-override:<name>`, the
 * disabled list, external override maps) change which code this browser runs for whoever signs in
 * next. Users have no way to set them: the panel shows only with `localStorage.devtools`, a
 * developer's switch, and the console is a developer's tool. So any override present when a
 * session ends came from a developer's session, and it goes with it; the `devtools` switch stays,
 * so a developer's browser still offers the panel, which without overrides changes nothing.
 */
function clearImportMapOverrides(area: Pick<Storage, 'length' | 'key' | 'removeItem'> | undefined = globalThis.localStorage): void {
  if (!area) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < area.length; i += 1) {
      const key = area.key(i);
      if (key?.startsWith('import-map-override')) keys.push(key);
    }
    for (const key of keys) area.removeItem(key);
  } catch {
    // Storage blocked: import-map-overrides could not have stored anything either.
  }
}

/**
 * Forgets the session locally (`clearSession`: spec 4 "Logout"), clears
 * the developer's import-map overrides, and goes to the login page of the stored user type. The
 * user type and remembered login names stay. When the session ended under the user (`reason`:
 * revoked or expired) the login page says why and the sign-in returns to the page they were on.
 */
export function endSession(reason?: SessionEndReason): void {
  const userType = store.get(userTypeAtom);
  const route = currentRoute();
  clearSession();
  clearImportMapOverrides();
  navigate(reason ? loginAfterSessionEnd(userType, reason, route) : loginPathFor(userType));
}
