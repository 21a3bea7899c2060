import { cspAllows } from './csp-source.rules';
import { isBareSpecifier, missingLifecycles, readModule, resolveInMap, type ModuleFacts, type ModuleFormat } from './module-source.rules';

/**
 * Judges one import-map entry the way the browser will use it: the address is allowed by the
 * portal's CSP and answers 200 with JavaScript, the module's format is one the portal loads (with
 * the SystemJS extras it ships), its dependencies resolve in the map that will resolve them, and a
 * sub-app exports single-spa's lifecycles. Every problem says what to do. Shared by
 * `npm run check:importmap` and the server's map API (server/services/importmap).
 */

/** What loading an address gave: status 0 when nothing answered (`error` says why). */
export interface Loaded {
  status: number;
  contentType: string;
  text: string;
  error?: string;
}

export type Loader = (url: string) => Promise<Loaded>;

export interface CheckSetting {
  /** The portal page's URL: its origin is CSP's 'self', and relative addresses resolve against it. */
  pageUrl: string;
  /** script-src as the portal sends it; null when no policy applies. */
  scriptSources: string[] | null;
  /** SystemJS extras the portal ships: amd (AMD and UMD builds) and global (plain scripts that set a global). */
  extras: { amd: boolean; global: boolean };
  /** What SystemJS resolves a System.register or AMD dependency with: the generated map plus the environment's. */
  systemImports: Record<string, string>;
  /** What the browser's native import map resolves an ES module's bare import with: the bridges plus the environment's entries. */
  nativeImports: Record<string, string>;
  load: Loader;
  /**
   * Runs a module whose source does not state its exports and answers its export names (the
   * command line only: the server never runs third-party code). Throws when its top level fails.
   */
  run?: (source: string, url: string, format: ModuleFormat) => Promise<string[]>;
}

export interface Verdict {
  ok: boolean;
  format: ModuleFormat | null;
  /** One line on what was found (format, size, exports). */
  summary: string;
  /** Each stops the entry from working in the browser, and says what to do. */
  problems: string[];
  /** What could not be confirmed without a browser; not a failure. */
  warnings: string[];
}

const JAVASCRIPT = /javascript|ecmascript/i;
/** ES modules followed through relative imports (chunks) at most. */
const MAX_MODULES = 40;

const FORMAT_NAMES: Record<ModuleFormat, string> = {
  systemjs: 'System.register',
  esm: 'native ES module',
  amd: 'AMD module',
  umd: 'UMD bundle',
  script: 'plain script',
  invalid: 'invalid JavaScript',
};

function fetchProblem(loaded: Loaded): string | null {
  if (loaded.status === 0)
    return `cannot be fetched (${loaded.error ?? 'no answer'}): check the address, and that its server is up and reachable from users' browsers`;
  if (loaded.status !== 200) return `answers ${loaded.status}: deploy the file at this address, or correct the address`;
  if (!JAVASCRIPT.test(loaded.contentType))
    return `is served as "${loaded.contentType || 'no content type'}", not JavaScript (an HTML answer is usually a missing file's page): correct the address, or serve the file as text/javascript`;
  return null;
}

/** The format problem of a module for this portal, or null when the portal loads it. */
function formatProblem(facts: ModuleFacts, setting: CheckSetting): string | null {
  const rebuild = "build it as System.register (webpack output.library.type 'system') or a native ES module";
  switch (facts.format) {
    case 'invalid':
      return `is not valid JavaScript (${facts.syntaxError}): the file is damaged or not a build output; redeploy it`;
    case 'amd':
      return setting.extras.amd ? null : `is an AMD module, which this portal cannot load (it does not ship SystemJS's amd extra): ${rebuild}`;
    case 'umd':
      return setting.extras.amd || setting.extras.global
        ? null
        : `is a UMD bundle, which this portal cannot load (it ships neither SystemJS's amd nor global extra): ${rebuild}`;
    case 'script':
      return setting.extras.global
        ? null
        : `is a plain script, neither System.register nor a native ES module, which this portal cannot load as a module: ${rebuild}`;
    default:
      return null;
  }
}

/** The bare dependencies of a System.register or AMD module that SystemJS cannot resolve. */
function unresolvedSystemDeps(facts: ModuleFacts, setting: CheckSetting): string[] {
  return facts.imports.filter((dep) => isBareSpecifier(dep) && resolveInMap(setting.systemImports, dep) === null);
}

interface EsmGraph {
  /** Bare imports no map entry resolves, with the module that asks for each. */
  unresolved: Array<{ specifier: string; in: string }>;
  /** Modules of the graph that failed to load or parse, each with its problem. */
  broken: string[];
  /** The entry's export names, `export * from` followed. */
  exports: string[];
}

/** Follows an ES module's relative and absolute imports (its chunks), collecting bare imports no map resolves. */
async function esmGraph(entryUrl: string, entry: ModuleFacts, setting: CheckSetting): Promise<EsmGraph> {
  const seen = new Map<string, ModuleFacts | null>([[entryUrl, entry]]);
  const unresolved: EsmGraph['unresolved'] = [];
  const broken: string[] = [];
  const queue: Array<[string, ModuleFacts]> = [[entryUrl, entry]];
  while (queue.length) {
    const [url, facts] = queue.shift()!;
    for (const specifier of facts.imports) {
      let target: string;
      if (isBareSpecifier(specifier)) {
        const mapped = resolveInMap(setting.nativeImports, specifier);
        if (mapped === null) {
          unresolved.push({ specifier, in: url });
          continue;
        }
        // A bridge or another entry of the map: judged on its own, not followed.
        continue;
      }
      try {
        target = new URL(specifier, url).href;
      } catch {
        broken.push(`${url} imports "${specifier}", which is not a URL`);
        continue;
      }
      if (seen.has(target) || seen.size >= MAX_MODULES) continue;
      seen.set(target, null);
      const loaded = await setting.load(target);
      const problem = fetchProblem(loaded);
      if (problem) {
        broken.push(`its import ${target} ${problem}`);
        continue;
      }
      const child = readModule(loaded.text);
      if (child.format !== 'esm' && child.format !== 'script') {
        broken.push(`its import ${target} is ${FORMAT_NAMES[child.format]}, not an ES module`);
        continue;
      }
      seen.set(target, child);
      queue.push([target, child]);
    }
  }
  const exports = new Set(entry.exports ?? []);
  const followed = new Set<string>();
  const reexport = (url: string, facts: ModuleFacts) => {
    for (const source of facts.reexports) {
      const target = isBareSpecifier(source) ? null : new URL(source, url).href;
      const child = target ? seen.get(target) : null;
      if (!target || !child || followed.has(target)) continue;
      followed.add(target);
      (child.exports ?? []).filter((name) => name !== 'default').forEach((name) => exports.add(name));
      reexport(target, child);
    }
  };
  reexport(entryUrl, entry);
  return { unresolved, broken, exports: [...exports] };
}

/**
 * Judges the entry `specifier` → `url` (absolute). `isApp`: a sub-app (a `@cloud/…` entry or one
 * named in the map's `portal.apps`), whose lifecycles are checked too.
 */
export async function judgeEntry(specifier: string, url: string, isApp: boolean, setting: CheckSetting): Promise<Verdict> {
  const problems: string[] = [];
  const warnings: string[] = [];
  const done = (format: ModuleFormat | null, summary: string): Verdict => ({ ok: problems.length === 0, format, summary, problems, warnings });

  if (setting.scriptSources && !cspAllows(setting.scriptSources, url, setting.pageUrl)) {
    problems.push(
      `its origin ${new URL(url).origin} is refused by the portal's Content-Security-Policy (script-src ${setting.scriptSources.join(' ')}): add the origin to CSP_SCRIPT_SRC on every instance, or serve the file from the portal's origin`,
    );
    // Not fetched: the browser would not load it, and the server asks no address its page could not.
    return done(null, 'not loaded');
  }
  if (specifier.endsWith('/')) return done(null, 'package prefix (not fetched)');

  const loaded = await setting.load(url);
  const fetchFailure = fetchProblem(loaded);
  if (fetchFailure) {
    problems.push(fetchFailure);
    return done(null, 'not loaded');
  }
  const facts = readModule(loaded.text);
  const size = `${(loaded.text.length / 1024).toFixed(1)} KB`;
  const format = formatProblem(facts, setting);
  if (format) {
    problems.push(format);
    return done(facts.format, `${FORMAT_NAMES[facts.format]}, ${size}`);
  }

  let exports = facts.exports;
  if (facts.format === 'esm') {
    const graph = await esmGraph(url, facts, setting);
    for (const { specifier: bare, in: where } of graph.unresolved) {
      problems.push(
        `${where === url ? 'imports' : `its chunk ${where} imports`} "${bare}", which the portal's native import map does not resolve: bundle it into the build, or import only what the portal shares (${Object.keys(setting.nativeImports).slice(0, 8).join(', ')}${Object.keys(setting.nativeImports).length > 8 ? ', …' : ''})`,
      );
    }
    for (const line of graph.broken) problems.push(`${line}: redeploy the build with all its files`);
    exports = graph.exports;
  } else if (facts.format === 'systemjs' || facts.format === 'amd') {
    for (const dep of unresolvedSystemDeps(facts, setting)) {
      problems.push(`depends on "${dep}", which no import map entry names: add "${dep}" to the environment's map, or bundle it into the build`);
    }
  }

  if (!isApp) return done(facts.format, `${FORMAT_NAMES[facts.format]}, ${size}`);

  if (exports === null && setting.run) {
    try {
      exports = await setting.run(loaded.text, url, facts.format);
    } catch (error) {
      warnings.push(
        `its lifecycles could not be confirmed: its top level failed outside a browser (${(error as Error).message}); open its route in the portal to be sure`,
      );
    }
  } else if (exports === null) {
    warnings.push('its lifecycles could not be confirmed from its source alone; `npm run check:importmap` runs it to find them');
  }
  if (exports !== null) {
    const missing = missingLifecycles(exports);
    if (missing.length) {
      problems.push(
        `does not export ${missing.join(' and ')} (exports: ${exports.join(', ') || 'nothing'}): export single-spa's lifecycles bootstrap, mount and unmount as named exports of the entry module`,
      );
    }
  }
  const lifecycles = exports ? ['bootstrap', 'mount', 'unmount'].filter((n) => exports.includes(n)) : [];
  return done(facts.format, `${FORMAT_NAMES[facts.format]}, ${size}${lifecycles.length ? `, exports ${lifecycles.join(', ')}` : ''}`);
}

/** Whether a portal page ships SystemJS's amd / global extras, read from its index.html. */
export function extrasOf(indexHtml: string): CheckSetting['extras'] {
  const file = (name: string) => new RegExp(`(^|[/"'=\\s])(extras/)?${name}(\\.min)?(\\.[0-9a-f]{6,})?\\.js`, 'i').test(indexHtml);
  return { amd: file('amd'), global: file('global') };
}

const INLINE_MAP = /<script type=["']?importmap["']?>([\s\S]*?)<\/script>/;

const BRIDGES = /data-bridges=(?:'([^']*)'|"([^"]*)")/;

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The bridges of the shared modules a portal page gives its native import map, with addresses made
 * absolute: the boot script's `data-bridges` (docs/decisions/015), or an inline native map (older builds).
 */
export function nativeMapOf(indexHtml: string, pageUrl: string): Record<string, string> {
  const bridges = BRIDGES.exec(indexHtml);
  const inline = INLINE_MAP.exec(indexHtml);
  const text = bridges ? unescapeHtml(bridges[1] ?? bridges[2]) : inline?.[1];
  if (!text) return {};
  try {
    const imports = (JSON.parse(text) as { imports?: Record<string, string> }).imports ?? {};
    return Object.fromEntries(Object.entries(imports).map(([key, value]) => [key, new URL(value, pageUrl).href]));
  } catch {
    return {};
  }
}
