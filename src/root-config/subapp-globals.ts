/**
 * Globals a sub-app adds to `window` leave with it (issue 20, point 7; docs/decisions/013): a
 * snapshot diff, as qiankun's snapshot (legacy) sandbox does. When an app's window opens (its load
 * starts, or it mounts again) the keeper notes every own data property of `window`; when it closes
 * (it unmounts, or its load ends with another route on screen) whatever was added or changed since
 * is recorded and undone, and put back when it opens again. `window.Vue` of a Vue app's global
 * build is gone while a React app is on screen, and back for the Vue app.
 *
 * The portal's own globals are never touched, even when they first appear while a sub-app is
 * mounted (a portal module loaded then): SystemJS, single-spa's, webpack's chunk arrays (a portal
 * module's runtime keeps its array; deleting it would break its next chunk), import-map-overrides.
 *
 * Two windows may be open at once (single-spa loads the next app while the previous one unmounts).
 * A change the later-opened window's snapshot already holds happened before it opened: it is the
 * earlier app's. A change it does not hold is left to the later app's window (it cannot tell whose
 * it is); that one undoes it when it closes.
 *
 * Accessor properties (the browser's own `window.name`, `onerror`, …) are not compared: reading
 * them can have effects, and the ones apps set are event handlers scoped to their own listeners.
 */

/** Names of globals that are the portal's, whoever was on screen when they appeared. */
export const PORTAL_GLOBALS: readonly RegExp[] = [
  /^System$/,
  /^importMapOverrides$/,
  /^singleSpa/,
  /^__SINGLE_SPA/,
  /^webpack(Chunk|Jsonp|HotUpdate)/,
  /^__webpack_/,
  /^__REACT_DEVTOOLS_/,
  /^__portalDevtools$/,
];

const ABSENT = Symbol('absent');
const ACCESSOR = Symbol('accessor');
type Seen = unknown;

export interface GlobalsKeeper {
  /** Notes the globals now; puts back what `name` had when its window last closed. No-op when open. */
  open(name: string): void;
  /** Records and undoes what changed since `name`'s window opened. No-op when not open. */
  close(name: string): void;
  /** Whether `name`'s window is open. */
  isOpen(name: string): boolean;
  /** The names `name` added or changed when its window last closed (for the developer panel). */
  recorded(name: string): string[];
}

export function createGlobalsKeeper(
  target: object = globalThis,
  isPortalGlobal: (name: string) => boolean = (name) => PORTAL_GLOBALS.some((re) => re.test(name)),
): GlobalsKeeper {
  const open = new Map<string, { order: number; snapshot: Map<string, Seen> }>();
  const kept = new Map<string, Map<string, unknown>>();
  let opened = 0;

  const capture = () => {
    const seen = new Map<string, Seen>();
    for (const key of Object.getOwnPropertyNames(target)) {
      // Indexes are the page's frames; the portal's names are not ours to compare.
      if (/^\d+$/.test(key) || isPortalGlobal(key)) continue;
      const descriptor = Object.getOwnPropertyDescriptor(target, key);
      seen.set(key, descriptor && 'value' in descriptor ? descriptor.value : ACCESSOR);
    }
    return seen;
  };
  const record = target as Record<string, unknown>;

  return {
    open(name) {
      if (open.has(name)) return;
      open.set(name, { order: ++opened, snapshot: capture() });
      for (const [key, value] of kept.get(name) ?? []) {
        try {
          record[key] = value;
        } catch {
          // A read-only global now: the app sees what is there.
        }
      }
    },

    close(name) {
      const window = open.get(name);
      if (!window) return;
      open.delete(name);
      const later = [...open.values()].filter((other) => other.order > window.order);
      const changes = new Map<string, unknown>();
      for (const [key, value] of capture()) {
        if (value === ACCESSOR) continue;
        const before = window.snapshot.has(key) ? window.snapshot.get(key) : ABSENT;
        if (before === ACCESSOR || Object.is(before, value)) continue;
        // Changed while a later window was open too: that window will undo it.
        if (later.some((other) => !other.snapshot.has(key) || !Object.is(other.snapshot.get(key), value))) continue;
        changes.set(key, value);
        if (before === ABSENT) {
          if (!Reflect.deleteProperty(target, key)) Reflect.set(target, key, undefined);
        } else {
          Reflect.set(target, key, before);
        }
      }
      kept.set(name, changes);
    },

    isOpen: (name) => open.has(name),
    recorded: (name) => [...(kept.get(name)?.keys() ?? [])],
  };
}
