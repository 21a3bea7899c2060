import { atom, type WritableAtom } from 'jotai';
import { storage } from '../storage/storage';
import type { StorageKey } from '../storage/storage-keys';

/**
 * An atom whose value starts from browser storage and is written back on every set, so a reload
 * (or a sub-app reading storage) sees what the portal last stored.
 */
export function persistedAtom<T>(
  read: () => T,
  write: (value: T) => void,
  keys: readonly StorageKey[] = [],
): WritableAtom<T, [T | ((previous: T) => T)], void> {
  const base = atom<T>(read());
  // Another tab signing in or out changes storage: follow it, so tabs do not disagree on the session.
  base.onMount = (set) => {
    if (typeof window === 'undefined' || !keys.length) return;
    const follow = (event: StorageEvent) => {
      if (event.key === null || keys.includes(event.key as StorageKey)) set(read());
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  };
  return atom(
    (get) => get(base),
    (get, set, next: T | ((previous: T) => T)) => {
      const value = typeof next === 'function' ? (next as (previous: T) => T)(get(base)) : next;
      write(value);
      set(base, value);
    },
  );
}

/** A persisted atom over one key holding a plain string. */
export function persistedStringAtom<T extends string>(key: StorageKey) {
  return persistedAtom<T | null>(
    () => storage.get(key) as T | null,
    (value) => storage.set(key, value),
    [key],
  );
}

/** A persisted atom over one key holding JSON. */
export function persistedJsonAtom<T>(key: StorageKey) {
  return persistedAtom<T | null>(
    () => storage.getJson<T>(key),
    (value) => storage.setJson(key, value),
    [key],
  );
}
