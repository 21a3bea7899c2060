import { menuCodesAtom, useAtomValue } from '@portal/utils';
import { SEND_BUTTON } from './send.rules';

/**
 * Whether the send button shows (spec 6): the `msg_send_submit` button of the menu tree. Action
 * children are dropped from `buttonPermissionsAtom`, so the menu codes (actions included) decide.
 * The tree arrives after sign-in: until then the button stays hidden. The server checks it again.
 */
export function useSendPermission(): boolean {
  return useAtomValue(menuCodesAtom).includes(SEND_BUTTON);
}
