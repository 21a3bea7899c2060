import { onScopeDispose, shallowRef, type ShallowRef } from 'vue';
import { languageAtom, store, userInfoAtom } from '@portal/utils';

/** A value of the portal's one store as a Vue ref, following it (`store.sub`) until the component goes. */
function follow<T>(read: () => T, subscribe: (listener: () => void) => () => void): Readonly<ShallowRef<T>> {
  const value = shallowRef(read());
  onScopeDispose(subscribe(() => (value.value = read())));
  return value;
}

/** The signed-in user (`userInfoAtom` of @portal/utils). */
export function useSignedInUser() {
  return follow(
    () => store.get(userInfoAtom),
    (listener) => store.sub(userInfoAtom, listener),
  );
}

/** The portal's language (`zh-CN` or `en-US`), switched in the portal's header at any time. */
export function useLanguage() {
  return follow(
    () => store.get(languageAtom),
    (listener) => store.sub(languageAtom, listener),
  );
}
