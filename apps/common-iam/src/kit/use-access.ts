import { useMemo } from 'react';
import { buttonPermissionsAtom, languageAtom, menuCodesAtom, tokensAtom, useAtomValue, userInfoAtom, userTypeAtom } from '@portal/utils';
import { canUse, type AccessContext, type IamButton } from './access.rules';
import { failureText } from '@portal/console';

/** The signed-in user and permissions from the portal's store, following every change. */
export function useAccessContext(): AccessContext {
  const user = useAtomValue(userInfoAtom);
  const storedType = useAtomValue(userTypeAtom);
  const tokens = useAtomValue(tokensAtom);
  const menuCodes = useAtomValue(menuCodesAtom);
  const buttonPermissions = useAtomValue(buttonPermissionsAtom);
  return useMemo(
    () => ({ userType: user?.userType ?? storedType, pid: user?.pid ?? null, signedIn: !!tokens && !!user, menuCodes, buttonPermissions }),
    [user, storedType, tokens, menuCodes, buttonPermissions],
  );
}

/** Whether each named button shows for the signed-in user. */
export function useCan(): (button: IamButton) => boolean {
  const context = useAccessContext();
  return (button) => canUse(button, context);
}

/** The text of a failed call in the portal's language. */
export function useFailureText(): (error: unknown) => string {
  const language = useAtomValue(languageAtom);
  return (error) => failureText(error, language);
}
