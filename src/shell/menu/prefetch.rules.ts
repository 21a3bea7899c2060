import type { ShapedMenuNode } from '@portal/utils/internal';
import type { SubAppOf, SubAppRef } from './sub-apps';

/** How many sub-apps the portal fetches ahead after sign-in. */
const PREFETCH_LIMIT = 3;

/**
 * The sub-apps a user is likely to open next: those the menu leads to, in menu order (top items
 * first, then depth-first), deployed in the import map, not the one on screen, at most `limit`.
 */
export function likelySubApps(tree: readonly ShapedMenuNode[], subAppOf: SubAppOf, current: string | null, limit = PREFETCH_LIMIT): SubAppRef[] {
  const chosen: SubAppRef[] = [];
  const visit = (nodes: readonly ShapedMenuNode[]) => {
    for (const node of nodes) {
      if (chosen.length >= limit) return;
      const app = node.path?.startsWith('/') ? subAppOf(`#${node.path}`) : null;
      if (app?.deployed && app.name !== current && !chosen.some((c) => c.name === app.name)) chosen.push(app);
      visit(node.children);
    }
  };
  visit(tree);
  return chosen;
}

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** ARCHITECTURE "Prefetch politely": not when the user saves data or the connection is 2G. */
export function connectionAllowsPrefetch(connection: Connection | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g';
}
