import { useSyncExternalStore } from 'react';

/** One crumb below the menu page: a page of the sub-app (`route` is a portal route, what follows `#`). */
export interface PageCrumb {
  label: string;
  route?: string;
}

/**
 * What a sub-app's nested page adds to the shell's one menu trail (消息管理 / 消息 / 消息发送 /
 * 发送通知): `menuRoute`, where the menu page's crumb leads back to (the list with its filters),
 * and the crumbs below it, the last one being the page itself.
 */
export interface PageTrail {
  menuRoute?: string;
  crumbs: PageCrumb[];
}

let current: PageTrail | null = null;
const listeners = new Set<() => void>();

/**
 * Tells the shell the crumbs of the page on screen below its menu page, or `null` when the page
 * has none. One value for every module: @portal/utils is one instance through the import map.
 *
 * @example
 * setPageTrail({ menuRoute: '/cbp/client/project/application?menu_code=cbp_order_apply', crumbs: [{ label: '申请详情' }] });
 * setPageTrail(null); // when the page leaves
 */
export function setPageTrail(trail: PageTrail | null): void {
  current = trail && trail.crumbs.length > 0 ? trail : null;
  for (const listener of [...listeners]) listener();
}

/** The crumbs a sub-app's page added below the menu page (see {@link setPageTrail}); re-renders on change. */
export function usePageTrail(): PageTrail | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
