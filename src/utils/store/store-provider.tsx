import { Provider, useAtom as useJotaiAtom, useAtomValue as useJotaiAtomValue, useSetAtom as useJotaiSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { store } from './store';

/**
 * Puts the portal's one store around a React tree. Every parcel root needs it, because parcels
 * are separate React roots (`PortalProvider` from `@portal/ui` already includes it).
 *
 * @example
 * root.render(<StoreProvider><App /></StoreProvider>);
 */
export function StoreProvider({ children }: { children?: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}

/**
 * jotai's React hooks bound to the portal's store (with or without a provider around them), so
 * parcels never import `jotai` themselves.
 *
 * @example
 * const user = useAtomValue(userInfoAtom);
 * const setUnread = useSetAtom(unreadCountAtom);
 * const [language, setLanguage] = useAtom(languageAtom);
 */
export const useAtomValue = ((atom: never, options?: object) => useJotaiAtomValue(atom, { store, ...options })) as typeof useJotaiAtomValue;
/** See {@link useAtomValue}. */
export const useSetAtom = ((atom: never, options?: object) => useJotaiSetAtom(atom, { store, ...options })) as typeof useJotaiSetAtom;
/** See {@link useAtomValue}. */
export const useAtom = ((atom: never, options?: object) => useJotaiAtom(atom, { store, ...options })) as typeof useJotaiAtom;
