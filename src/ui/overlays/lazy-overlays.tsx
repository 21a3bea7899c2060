import { lazy, Suspense, type ComponentType } from 'react';
import type * as Overlays from './overlay-parts';

type OverlayName = keyof typeof Overlays;

let loading: Promise<typeof Overlays> | null = null;
/** One chunk for all overlays, fetched once (webpack splits `import()` into an async chunk). */
const loadOverlays = () => (loading ??= import('./overlay-parts'));

/**
 * `Menu.Root`, `Dialog.Content`, …: each part is a React.lazy component over the overlay chunk,
 * behind its own empty Suspense boundary. The chunk shares this module's webpack runtime, so
 * Chakra's contexts (system, emotion cache) stay the one of @portal/ui.
 */
function lazyNamespace<N extends OverlayName>(name: N): (typeof Overlays)[N] {
  const parts = new Map<string, ComponentType<Record<string, unknown>>>();
  return new Proxy({} as (typeof Overlays)[N], {
    get(_target, key) {
      if (typeof key !== 'string') return undefined;
      let part = parts.get(key);
      if (!part) {
        const Lazy = lazy(() =>
          loadOverlays().then((mod) => ({ default: (mod[name] as unknown as Record<string, ComponentType<Record<string, unknown>>>)[key] })),
        );
        part = (props: Record<string, unknown>) => (
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        );
        part.displayName = `${name}.${key}`;
        parts.set(key, part);
      }
      return part;
    },
  });
}

export const Avatar = lazyNamespace('Avatar');
export const Dialog = lazyNamespace('Dialog');
export const Menu = lazyNamespace('Menu');
export const Popover = lazyNamespace('Popover');
