import type { Language } from '../../contract/rules/language.rules';
/**
 * Which sub-app a hash belongs to (spec 2, "Sub-application mount rules"). Pure: no DOM, no
 * single-spa, so the matching can be tested as a table.
 *
 * Convention (ARCHITECTURE "Sub-apps are data, not code"): the import-map specifier
 * `@cloud/common/msg` is active under the hash prefix `#/common/msg`.
 */

/** The twelve prefixes of spec 2, known in advance (absent from the import map → the shell's "not deployed" notice). */
export const SPEC_SUBAPP_PREFIXES = [
  '/common/msg',
  '/common/iam',
  '/common/config',
  '/common/lica',
  '/common/licm',
  '/cbp/client',
  '/cbp/admin',
  '/cbp/cms',
  '/cbp/partner',
  '/cbp/provider',
  '/pm',
  '/cmp',
] as const;

export interface SubApp {
  /** The import-map specifier, also the single-spa application name: `@cloud/common/msg`. */
  name: string;
  /** The hash path prefix without '#': `/common/msg`. */
  prefix: string;
  /** Whether the import map has an entry for it. */
  deployed: boolean;
  /** The sub-app keeps the styles it adds when it unmounts (it opted out of their removal). */
  keepStyles?: boolean;
  /** Its module is a native ES module (loaded with `import()`), not System.register. */
  esm?: boolean;
  /** The frame's name for it (document title) when the menu has no item for its route. */
  title?: string;
}

/**
 * One entry of the environment map's `portal.apps` section: a sub-app under any specifier with an
 * explicit hash route (`"@org/people": { "route": "/people" }`), or options for a `@cloud/…` one.
 */
interface PortalAppOptions {
  /** The hash route it is active under, e.g. `/people` for `#/people`. */
  route?: string;
  /** Keep the `<style>`/`<link>` elements it adds while mounted after it unmounts. */
  keepStyles?: boolean;
  /** `esm` for a native ES module build (create-single-spa's and Vite's default); System.register otherwise. */
  format?: 'systemjs' | 'esm';
  /** Its name in the document title when the menu has no item for its route. */
  title?: string;
}

const ROUTE = /^\/[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*$/i;

const SPECIFIER = /^@cloud\/([a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*)$/i;

/** `@cloud/common/msg` → `/common/msg`; anything else (a package-style `@cloud/x/` entry, another scope) → null. */
export function prefixOfSpecifier(specifier: string): string | null {
  const match = SPECIFIER.exec(specifier);
  return match ? `/${match[1]}` : null;
}

/** `/common/msg` → `@cloud/common/msg`. */
function specifierOfPrefix(prefix: string): string {
  return `@cloud${prefix}`;
}

/**
 * Does `location.hash` fall under `prefix`? With a boundary: `#/pm`, `#/pm/`, `#/pm/x` and `#/pm?x`
 * match `/pm`, `#/pmx` does not. Independent of the page's path, so it works under a sub-path or
 * at /index.html.
 */
export function hashMatchesPrefix(hash: string, prefix: string): boolean {
  const path = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!path.startsWith(prefix)) return false;
  const next = path.charAt(prefix.length);
  return next === '' || next === '/' || next === '?' || next === '#';
}

/**
 * Every sub-app the portal knows: the spec's twelve (deployed or not) plus every further `@cloud/...`
 * entry of the merged import map (environment map and overrides included), in a stable order.
 */
export function subAppsFromImportMap(imports: Record<string, string>, portalApps: Record<string, PortalAppOptions> = {}): SubApp[] {
  const byName = new Map<string, SubApp>();
  const keep = (name: string) => {
    const title = portalApps[name]?.title;
    return {
      ...(portalApps[name]?.keepStyles === true ? { keepStyles: true } : {}),
      ...(portalApps[name]?.format === 'esm' ? { esm: true } : {}),
      ...(typeof title === 'string' && title.trim() ? { title: title.trim() } : {}),
    };
  };
  for (const prefix of SPEC_SUBAPP_PREFIXES) {
    const name = specifierOfPrefix(prefix);
    byName.set(name, { name, prefix, deployed: Boolean(imports[name]), ...keep(name) });
  }
  for (const name of Object.keys(imports).sort()) {
    const prefix = prefixOfSpecifier(name);
    if (prefix && !byName.has(name)) byName.set(name, { name, prefix, deployed: true, ...keep(name) });
  }
  // Any other specifier the map names, under the route the environment gives it.
  const taken = new Set([...byName.values()].map((app) => app.prefix));
  for (const name of Object.keys(portalApps).sort()) {
    const route = portalApps[name]?.route;
    if (byName.has(name) || !imports[name] || typeof route !== 'string' || !ROUTE.test(route) || taken.has(route)) continue;
    byName.set(name, { name, prefix: route, deployed: true, ...keep(name) });
    taken.add(route);
  }
  return [...byName.values()];
}

/** The environment map's `portal.apps` section as boot found it (on its script element), or none. */
export function parsePortalApps(raw: string | undefined): Record<string, PortalAppOptions> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, PortalAppOptions>) : {};
  } catch {
    return {};
  }
}

/**
 * The one sub-app the hash belongs to. When prefixes nest (`@cloud/cbp` and `@cloud/cbp/client`),
 * the longest wins, so exactly one application is active in the one container.
 */
export function activeSubApp(hash: string, apps: readonly SubApp[]): SubApp | null {
  let best: SubApp | null = null;
  for (const app of apps) {
    if (hashMatchesPrefix(hash, app.prefix) && (!best || app.prefix.length > best.prefix.length)) best = app;
  }
  return best;
}

/**
 * What a hash route belongs to, for the registration and the shell alike (the root config is the
 * one source): a deployed sub-app (the longest prefix, under any specifier), else a spec prefix
 * the map does not deploy (the shell's "not deployed" notice), else nothing. A deployed shorter
 * prefix wins over a not-deployed longer one, as single-spa would mount the deployed one.
 */
export function subAppForRoute(hash: string, apps: readonly SubApp[]): SubApp | null {
  return (
    activeSubApp(
      hash,
      apps.filter((app) => app.deployed),
    ) ?? activeSubApp(hash, apps)
  );
}

/** The portal's languages: the contract's (one list for the server and the browser). */
export type { Language };

/** The language stored in localStorage `language` (plain or JSON-encoded); zh-CN by default (spec 9). */
export function readLanguage(raw: string | null | undefined): Language {
  const value = (raw ?? '').replace(/^"|"$/g, '');
  return value === 'en-US' ? 'en-US' : 'zh-CN';
}

/**
 * The URL a module is loaded from again after a load its own URL cannot serve again (a hung
 * request, a script error): the same file with a `portal-retry` query (system-registry.ts importModule).
 */
export function freshUrl(url: string, attempt: number): string {
  const fresh = new URL(url);
  fresh.searchParams.set('portal-retry', String(attempt));
  return fresh.href;
}
