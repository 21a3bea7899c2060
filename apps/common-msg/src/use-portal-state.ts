import { useEffect, useState } from 'react';
import { menuCodesAtom, store, userInfoAtom } from '@portal/utils';

/**
 * Reads the signed-in user and the menu codes the way any sub-app may: from the one store of
 * @portal/utils, without React bindings of its own (`store.get` / `store.sub`).
 */
export function usePortalState() {
  const [userInfo, setUserInfo] = useState(() => store.get(userInfoAtom));
  const [menuCodes, setMenuCodes] = useState(() => store.get(menuCodesAtom));
  useEffect(() => {
    const stopUser = store.sub(userInfoAtom, () => setUserInfo(store.get(userInfoAtom)));
    const stopCodes = store.sub(menuCodesAtom, () => setMenuCodes(store.get(menuCodesAtom)));
    return () => {
      stopUser();
      stopCodes();
    };
  }, []);
  return { userInfo, menuCodes };
}
