import { createStore } from 'jotai';

/**
 * The one jotai store of the portal. Every parcel and sub-app shares it through `@portal/utils`
 * (never import `jotai` elsewhere: a second copy means a second, silent store).
 * Readers without React use `store.get(atom)` and `store.sub(atom, listener)`.
 *
 * @example
 * import { store, userInfoAtom } from '@portal/utils';
 * const stop = store.sub(userInfoAtom, () => render(store.get(userInfoAtom)));
 */
export const store = createStore();
