import { apiRequestsInFlight, type ShapedMenuNode } from '@portal/utils/internal';
import { connectionAllowsPrefetch, likelySubApps } from './prefetch.rules';
import { subAppOfRoute } from './sub-apps';
import { systemLoader, type SystemLoader } from '../../kernel';

type Idle = (callback: () => void) => unknown;
const whenIdle: Idle = (callback) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(callback) : setTimeout(callback, 2000));

/**
 * ARCHITECTURE "Prefetch politely": after sign-in, puts the entry files of the sub-apps the menu
 * most likely leads to into the HTTP cache, one per idle period of the browser, never while a
 * call of the portal's API is on the wire, not on save-data or 2G connections, and only from this
 * origin (a cross-origin entry is usually a developer's override). Returns a cancel function.
 */
export function prefetchLikelySubApps(tree: readonly ShapedMenuNode[]): () => void {
  const system = systemLoader();
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (!system || !connectionAllowsPrefetch(connection)) return () => undefined;
  const queue = likelySubApps(tree, subAppOfRoute, subAppOfRoute(window.location.hash)?.name ?? null);
  let cancelled = false;

  const step = () => {
    if (cancelled || !queue.length) return;
    if (apiRequestsInFlight() === 0) prefetch(system, queue.shift()!.name);
    whenIdle(step);
  };
  whenIdle(step);
  return () => {
    cancelled = true;
  };
}

function prefetch(system: SystemLoader, name: string): void {
  let url: URL;
  try {
    url = new URL(system.resolve(name), window.location.href);
  } catch {
    return;
  }
  if (url.origin !== window.location.origin || system.has(url.href)) return;
  if (document.head.querySelector(`link[rel="prefetch"][href="${CSS.escape(url.href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.href = url.href;
  link.dataset.portalPrefetch = name;
  document.head.append(link);
}
