import { PORTAL_PAGES, splitRoute } from '@portal/utils/internal';
import type { SubAppOf } from './menu/sub-apps';

/**
 * Page routes → the parcel that draws them (an import-map name), from the page table
 * (src/utils/rules/pages.json). Other routes belong to a sub-app (`contentForRoute`), or to nothing.
 */
export const PAGE_PARCELS: Readonly<Record<string, string>> = Object.fromEntries(
  PORTAL_PAGES.flatMap((page) => (page.parcel ? [[page.path, page.parcel]] : [])),
);

/** Shown for a page route whose parcel is not in the import map yet. */
export const PLACEHOLDER_PARCEL = '@portal/placeholder';

/** The parcel of a route, or null for a sub-app route. */
export function parcelForRoute(route: string): string | null {
  return PAGE_PARCELS[splitRoute(route).path] ?? null;
}

/** What the content region shows for a route. */
type Content =
  | { kind: 'parcel'; name: string }
  /** The root config's container, where it mounts the sub-app `name`. */
  | { kind: 'subapp'; name: string }
  /** A spec prefix whose sub-app the environment's import map does not name. */
  | { kind: 'not-deployed'; name: string; prefix: string }
  | { kind: 'not-found' };

/**
 * A page route shows its parcel; a route the root config gives to a deployed sub-app (any
 * specifier: `@cloud/…` by convention, others by their `portal.apps` route, overrides included)
 * shows the container; a route under one of the spec's prefixes with no entry says the
 * application is not deployed here; anything else is not found. `subAppOf` is the root config's
 * lookup (`subAppForRoute` in subapp.rules.ts), so the shell matches no prefixes of its own.
 */
export function contentForRoute(route: string, subAppOf: SubAppOf): Content {
  const parcel = parcelForRoute(route);
  if (parcel) return { kind: 'parcel', name: parcel };
  const app = subAppOf(`#${splitRoute(route).path}`);
  if (app?.deployed) return { kind: 'subapp', name: app.name };
  if (app) return { kind: 'not-deployed', name: app.name, prefix: app.prefix };
  return { kind: 'not-found' };
}
