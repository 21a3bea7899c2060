import { Provider, useAtomValue as useJotaiAtomValue } from 'jotai';
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
 * jotai's `useAtomValue` bound to the portal's store (with or without a provider around it), so
 * parcels and sub-apps never import `jotai` themselves. The atoms are read-only: the session
 * changes through actions (`setUnread`, `setLanguage`, `signOut`).
 *
 * @example
 * const user = useAtomValue(userInfoAtom);
 */
export const useAtomValue = ((atom: never, options?: object) => useJotaiAtomValue(atom, { store, ...options })) as typeof useJotaiAtomValue;
