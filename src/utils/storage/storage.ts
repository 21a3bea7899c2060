import type { StorageKey } from './storage-keys';

/** The parts of the Web Storage API the helpers use (so tests can pass a plain map). */
export interface StorageArea {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function memoryArea(): StorageArea {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

function defaultArea(): StorageArea {
  try {
    // Safari's private mode and sandboxed frames throw on access.
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    /* fall through */
  }
  return memoryArea();
}

/** Typed helpers over one storage area: strings as is, everything else as JSON. */
interface PortalStorage {
  /** The raw string, or null when absent. */
  get(key: StorageKey): string | null;
  /** The parsed JSON value, or null when absent or not valid JSON (never throws). */
  getJson<T>(key: StorageKey): T | null;
  /** Stores a string as is; null or undefined removes the key. */
  set(key: StorageKey, value: string | null | undefined): void;
  /** Stores any value as JSON; null or undefined removes the key. */
  setJson(key: StorageKey, value: unknown): void;
  remove(...keys: StorageKey[]): void;
}

/**
 * Creates storage helpers over `area` (default: `localStorage`, or memory where it is blocked).
 *
 * @example
 * const session = createStorage(sessionStorage);
 * session.setJson(storageKeys.targetApp, app);
 */
export function createStorage(area: StorageArea = defaultArea()): PortalStorage {
  const safe = <T>(action: () => T, fallback: T): T => {
    try {
      return action();
    } catch {
      return fallback; // quota exceeded or storage blocked: the portal keeps working
    }
  };
  return {
    get: (key) => safe(() => area.getItem(key), null),
    getJson<T>(key: StorageKey): T | null {
      const raw = safe(() => area.getItem(key), null);
      if (raw === null || raw === '') return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    set(key, value) {
      if (value === null || value === undefined) safe(() => area.removeItem(key), undefined);
      else safe(() => area.setItem(key, value), undefined);
    },
    setJson(key, value) {
      if (value === null || value === undefined) safe(() => area.removeItem(key), undefined);
      else safe(() => area.setItem(key, JSON.stringify(value)), undefined);
    },
    remove: (...keys) => keys.forEach((key) => safe(() => area.removeItem(key), undefined)),
  };
}

/**
 * The portal's storage helpers over `localStorage`.
 *
 * @example
 * import { storage, storageKeys } from '@portal/utils';
 * storage.set(storageKeys.loginName, 'demo');
 * const user = storage.getJson<UserInfo>(storageKeys.userInfo);
 */
export const storage: PortalStorage = createStorage();
