import { Suspense, use, useSyncExternalStore, type ComponentType } from 'react';
import { loadOnce } from '@portal/utils/internal';
import type * as Overlays from './overlay-parts';

type OverlayName = keyof typeof Overlays;
type Parts = Record<string, ComponentType<Record<string, unknown>>>;
/**
 * One chunk for all overlays, fetched once (webpack splits `import()` into an async chunk). Marked
 * fulfilled as React's `use` expects, so that once it is here every part renders synchronously:
 * a menu's items or a dialog's content never suspend one by one after the first load. A failed
 * fetch is forgotten, so an error boundary's retry fetches it again.
 */
const overlays = loadOnce(() => import(/* webpackChunkName: "overlays" */ './overlay-parts'));

/** Whether the chunk is here, and who wants to know when it arrives (`useOverlaysReady`). */
let here = false;
const arrivals = new Set<() => void>();
let watched: Promise<unknown> | null = null;

/** The chunk (fetched on the first call); its arrival is told to `useOverlaysReady`, whoever asked for it. */
function loadOverlays(): Promise<typeof Overlays> {
  const promise = overlays();
  if (promise !== watched) {
    watched = promise;
    // Attached after loadOnce marks the promise fulfilled, so a part rendered on the news never suspends.
    promise.then(
      () => {
        here = true;
        for (const arrived of arrivals) arrived();
      },
      () => undefined,
    );
  }
  return promise;
}

/**
 * Fetches the overlay chunk ahead of a menu's first use (a More button hovered or focused before
 * the chunk is here); a failed fetch is forgotten and tried again on the next call.
 */
export function prefetchOverlays(): void {
  loadOverlays().catch(() => undefined);
}

const subscribe = (arrived: () => void) => {
  arrivals.add(arrived);
  return () => arrivals.delete(arrived);
};

/**
 * Whether the overlay chunk is here (a part renders at once), re-rendering when it arrives: a
 * trigger can be drawn without it at first paint and swapped for the real menu then.
 */
export function useOverlaysReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => here,
    () => false,
  );
}

/**
 * `Menu.Root`, `Dialog.Content`, …: each part renders the real Chakra part from the overlay chunk
 * (always the same element shape, so no remount when the chunk arrives), behind an empty Suspense
 * boundary until the chunk is loaded. The chunk shares @portal/ui's webpack runtime, so Chakra's
 * contexts (system, emotion cache) stay the one of @portal/ui.
 */
function lazyNamespace<N extends OverlayName>(name: N): (typeof Overlays)[N] {
  const parts = new Map<string, ComponentType<Record<string, unknown>>>();
  return new Proxy({} as (typeof Overlays)[N], {
    get(_target, key) {
      if (typeof key !== 'string') return undefined;
      let part = parts.get(key);
      if (!part) {
        const Real = (props: Record<string, unknown>) => {
          const Part = (use(loadOverlays())[name] as unknown as Parts)[key];
          return <Part {...props} />;
        };
        part = (props: Record<string, unknown>) => (
          <Suspense fallback={null}>
            <Real {...props} />
          </Suspense>
        );
        part.displayName = `${name}.${key}`;
        parts.set(key, part);
      }
      return part;
    },
  });
}

export const Avatar: typeof Overlays.Avatar = lazyNamespace('Avatar');
export const Dialog: typeof Overlays.Dialog = lazyNamespace('Dialog');
export const Menu: typeof Overlays.Menu = lazyNamespace('Menu');
export const Popover: typeof Overlays.Popover = lazyNamespace('Popover');
/** Chakra's Tabs, for sub-apps (the portal's own pages use `PortalTabs`). */
export const Tabs: typeof Overlays.Tabs = lazyNamespace('Tabs');
