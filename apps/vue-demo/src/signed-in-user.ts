import { onScopeDispose, shallowRef } from 'vue';
import { store, userInfoAtom } from '@portal/utils';

/** The portal's signed-in user as a Vue ref, following the one store (`store.sub`) until the component goes. */
export function useSignedInUser() {
  const user = shallowRef(store.get(userInfoAtom));
  const stop = store.sub(userInfoAtom, () => {
    user.value = store.get(userInfoAtom);
  });
  onScopeDispose(stop);
  return user;
}
