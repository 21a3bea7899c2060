import { useCallback, type ReactNode } from 'react';
import { buttonPermissionsAtom, menuCodesAtom, useAtomValue, userInfoAtom } from '@portal/utils';
import { REVIEW_MENU_CODE } from '@portal/contract';
import { LoadingBlock, NoAccessPanel } from '@portal/console';
import { useText } from '../use-text';

/** Whether the signed-in user holds a code, as a menu code or a page's button permission (the server checks the same). */
export function useHolds(): (code: string) => boolean {
  const menuCodes = useAtomValue(menuCodesAtom);
  const buttons = useAtomValue(buttonPermissionsAtom);
  return useCallback((code: string) => menuCodes.includes(code) || Object.values(buttons).some((codes) => codes.includes(code)), [menuCodes, buttons]);
}

/**
 * The review pages show only to managers holding `cbp_admin_review`: a spinner while the menu
 * tree is on its way, the console's access-denied panel for everyone else; their calls are never
 * made for them.
 */
export function ReviewGate({ children }: { children: ReactNode }) {
  const t = useText();
  const user = useAtomValue(userInfoAtom);
  const menuCodes = useAtomValue(menuCodesAtom);
  const holds = useHolds();
  if (user && user.userType !== 'MANAGER_USER') return <NoAccessPanel id="cbp-admin-no-access" body={t('cbpAdmin.noAccess.managers')} />;
  if (!user || menuCodes.length === 0) return <LoadingBlock />;
  if (!holds(REVIEW_MENU_CODE)) return <NoAccessPanel id="cbp-admin-no-access" body={t('cbpAdmin.noAccess.permission')} />;
  return <>{children}</>;
}
