import fs from 'node:fs';
import path from 'node:path';
import type { ImportMap } from './import-map.rules';
import { extrasOf, judgeEntry, nativeMapOf, type CheckSetting, type Loader, type Verdict } from './module-check';
import { staticLoader } from './loaders';
import { cspDirectives, type CspSettings } from '../security/csp';

/** The script-src sources the server's CSP names for this configuration ('self', CSP_SCRIPT_SRC, DEV_ORIGINS; not the per-response nonce). */
export function scriptSourcesOfConfig(config: CspSettings): string[] {
  return cspDirectives(config).scriptSrc.filter((source): source is string => typeof source === 'string' && source !== '');
}

/**
 * The setting a map is judged in, read from a built portal on disk (WEB_ROOT): its index.html
 * (the SystemJS extras it ships, the native import map of bridges), its generated
 * portal.importmap.json, and the script-src the server sends ('self' plus CSP_SCRIPT_SRC, as
 * server/app.ts builds it). Relative addresses are read from the served folders.
 */
interface BuildSetting {
  webRoot: string;
  appsRoot: string;
  /** script-src as the server sends it ({@link scriptSourcesOfConfig}). */
  scriptSources: string[];
  /** The portal's URL as users reach it (its origin is 'self'). */
  pageUrl: string;
  /** Loads any address; by default same-origin paths from the folders, others over the network. */
  load?: Loader;
  run?: CheckSetting['run'];
}

const absolute = (imports: Record<string, string> | undefined, base: string) =>
  Object.fromEntries(Object.entries(imports ?? {}).map(([key, value]) => [key, new URL(value, base).href]));

function readJson(file: string): { imports?: Record<string, string> } | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as { imports?: Record<string, string> };
  } catch {
    return null;
  }
}

/** The setting for judging `map` against the portal built in `webRoot`; `built` is false when there is no build there. */
export function settingFromBuild(map: ImportMap, options: BuildSetting): { setting: CheckSetting; built: boolean } {
  const indexFile = path.join(options.webRoot, 'index.html');
  const built = fs.existsSync(indexFile);
  const html = built ? fs.readFileSync(indexFile, 'utf8') : '';
  const generated = readJson(path.join(options.webRoot, 'portal.importmap.json'));
  const env = absolute(map.imports, options.pageUrl);
  return {
    built,
    setting: {
      pageUrl: options.pageUrl,
      scriptSources: options.scriptSources,
      extras: extrasOf(html),
      systemImports: { ...absolute(generated?.imports, options.pageUrl), ...env },
      nativeImports: { ...nativeMapOf(html, options.pageUrl), ...env },
      load: options.load ?? staticLoader([options.webRoot, options.appsRoot], options.pageUrl),
      run: options.run,
    },
  };
}

export interface EntryReport {
  specifier: string;
  url: string;
  verdict: Verdict;
}

/** A sub-app: the `@cloud/<path>` convention, or a name of the map's `portal.apps` section. */
const isSubAppEntry = (map: ImportMap, specifier: string): boolean => specifier.startsWith('@cloud/') || Object.hasOwn(map.portal?.apps ?? {}, specifier);

/** Judges every entry of `map` (the `imports` section) in `setting`, in parallel. */
export function judgeMap(map: ImportMap, setting: CheckSetting, only?: string[]): Promise<EntryReport[]> {
  const entries = Object.entries(map.imports).filter(([specifier]) => !only || only.includes(specifier));
  return Promise.all(
    entries.map(async ([specifier, address]) => {
      const url = new URL(address, setting.pageUrl).href;
      return { specifier, url, verdict: await judgeEntry(specifier, url, isSubAppEntry(map, specifier), setting) };
    }),
  );
}
