import { useEffect, useState } from 'react';
import { call, failureMessage, menuTreeAtom, setMenu, store, t } from '@portal/utils/internal';
import { toaster } from '@portal/ui';
import { catalogRoutes } from '../../../contract/catalog.routes';
import { prefetchLikelySubApps } from './prefetch-subapps';

/**
 * Loads the menu tree once per sign-in and publishes it: the shaped tree for the navs, every
 * menu code and the button permissions by page for the sub-apps (spec 3, 6).
 */
async function loadMenuTree(): Promise<void> {
  const data = await call(catalogRoutes.menuTree);
  setMenu(data);
}

/** Pauses before asking again for a menu that failed to load: the API may be back soon (issue 6). */
const MENU_RETRY_MS = [5_000, 10_000, 30_000, 60_000] as const;

/**
 * Loads the menu while `signedIn` (keyed by the access token, so a new sign-in reloads it), then
 * fetches the sub-apps it most likely leads to ahead, politely (prefetch-subapps.ts). A failed
 * load is told once and asked again, less often each time, until the menu is here: a server that
 * was down must not leave the session without navigation. Answers whether the first load of this
 * session is still on its way (the header shows the nav's shape meanwhile).
 */
export function useMenuTree(sessionKey: string | null, wanted: boolean): boolean {
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (!sessionKey || !wanted) return;
    setSettled(null);
    let current = true;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let cancelPrefetch = () => {};
    const load = () =>
      loadMenuTree()
        .then(() => {
          if (current) setSettled(sessionKey);
          if (current) cancelPrefetch = prefetchLikelySubApps(store.get(menuTreeAtom));
        })
        .catch((error: unknown) => {
          // A failed refresh has already signed the user out; anything else is worth saying, once.
          if (!current) return;
          setSettled(sessionKey);
          if (store.get(menuTreeAtom).length !== 0 || (error as { status?: number }).status === 401) return;
          if (attempt === 0) toaster.error({ title: t('shell.menuLoadFailed'), description: failureMessage(error) });
          retry = setTimeout(load, MENU_RETRY_MS[Math.min(attempt, MENU_RETRY_MS.length - 1)]);
          attempt += 1;
        });
    void load();
    return () => {
      current = false;
      clearTimeout(retry);
      cancelPrefetch();
    };
    // The session identity (not every token refresh) decides when to reload.
  }, [sessionKey, wanted]);
  return !!sessionKey && wanted && settled !== sessionKey;
}
