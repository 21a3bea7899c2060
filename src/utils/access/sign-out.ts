import { iamRoutes } from '../../../contract/iam.routes';
import { call } from '../api/call-api';
import { endSession } from '../navigation/sign-out';
import { store } from '../store/store';
import { tokensAtom } from '../store/atoms';

// Here, not beside endSession: the API client ends a session itself (a failed refresh), so
// endSession must not depend on the client.
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
  const told = rt
    ? call(iamRoutes.signout, { body: { rt } }).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
  endSession();
  return told;
}
