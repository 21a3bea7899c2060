import { useEffect } from 'react';
import { api, buttonPermissionsAtom, collectButtonPermissions, collectMenuCodes, menuCodesAtom, menuTreeAtom, shapeMenuTree, store, t } from '@portal/utils';
import { toaster } from '@portal/ui';
import { prefetchLikelySubApps } from './prefetch-subapps';

/** GET the signed-in user's menu tree (spec 7). */
export const MENU_TREE_PATH = '/common/iam/v1/menu/login/user/tree';

/**
 * Loads the menu tree once per sign-in and publishes it: the shaped tree for the navs, every
 * menu code and the button permissions by page for the sub-apps (spec 3, 6).
 */
export async function loadMenuTree(): Promise<void> {
  const { data } = await api.get<unknown>(MENU_TREE_PATH);
  const shaped = shapeMenuTree(data);
  store.set(menuTreeAtom, shaped);
  store.set(menuCodesAtom, collectMenuCodes(data));
  store.set(buttonPermissionsAtom, collectButtonPermissions(shaped));
}

/**
 * Loads the menu while `signedIn` (keyed by the access token, so a new sign-in reloads it), then
 * fetches the sub-apps it most likely leads to ahead, politely (prefetch-subapps.ts).
 */
export function useMenuTree(sessionKey: string | null, wanted: boolean): void {
  useEffect(() => {
    if (!sessionKey || !wanted) return;
    let current = true;
    let cancelPrefetch = () => {};
    loadMenuTree().then(() => {
      if (current) cancelPrefetch = prefetchLikelySubApps(store.get(menuTreeAtom));
    }).catch((error: unknown) => {
      // A failed refresh has already signed the user out; anything else is worth saying.
      if (current && store.get(menuTreeAtom).length === 0 && (error as { status?: number }).status !== 401) {
        toaster.error({ title: t('shell.menuLoadFailed'), description: (error as Error).message });
      }
    });
    return () => {
      current = false;
      cancelPrefetch();
    };
    // The session identity (not every token refresh) decides when to reload.
  }, [sessionKey, wanted]);
}
