/**
 * What SystemJS needs for sub-apps that share a runtime the way single-spa's Vue examples do
 * (docs/decisions/015): the AMD and global extras (UMD builds register through `define`, global
 * builds such as `vue.global.prod.js` are read from the global they set), and global scripts that
 * run in dependency order (`vue-router`'s global build reads `window.Vue` while it runs: loaded in
 * parallel with Vue it failed with "Vue is not defined").
 *
 * The extras are fetched only before the first script that is not one of the portal's own
 * System.register modules: the login route and the portal's pages never load them. The AMD
 * extra's `window.define` exists only while SystemJS loads such a script: a UMD library a sub-app
 * adds with a plain <script> tag must still find no `define` and set its global.
 */
interface SystemLike {
  import(id: string, parentUrl?: string): Promise<unknown>;
  resolve(id: string, parentUrl?: string): string;
  instantiate(url: string, parentUrl?: string, meta?: unknown): unknown;
}

interface SystemExtrasOptions {
  /** The extras' URLs, in the order they must run (amd, global). */
  extras: string[];
  /** URLs of the portal's own System.register modules (no extra needed to load them). */
  portalModules: Set<string>;
  /** Specifier → the specifiers that must be loaded before its script runs (the maps' `portal.dependsOn`). */
  dependsOn: Record<string, string[]>;
  loadScript(src: string): Promise<void>;
}

/** The `portal.dependsOn` entries of the maps, merged (later maps win per specifier); bad values are dropped. */
export function mergeDependsOn(...sections: unknown[]): Record<string, string[]> {
  const merged: Record<string, string[]> = {};
  for (const section of sections) {
    if (!section || typeof section !== 'object' || Array.isArray(section)) continue;
    for (const [specifier, deps] of Object.entries(section as Record<string, unknown>)) {
      if (Array.isArray(deps) && deps.every((dep) => typeof dep === 'string')) merged[specifier] = deps;
    }
  }
  return merged;
}

/** The specifiers whose script must wait, for the URL about to be instantiated. */
export function dependenciesOf(url: string, dependsOn: Record<string, string[]>, resolve: (specifier: string) => string | null): string[] {
  const deps: string[] = [];
  for (const [specifier, list] of Object.entries(dependsOn)) {
    if (resolve(specifier) === url) deps.push(...list);
  }
  return deps;
}

type AmdDefine = (...args: unknown[]) => unknown;
const globals = globalThis as unknown as { define?: AmdDefine };

export function installSystemExtras(system: SystemLike, options: SystemExtrasOptions): void {
  let extrasLoaded: Promise<void> | null = null;
  let amdDefine: AmdDefine | undefined;
  let loading = 0;
  const loadExtras = () => {
    // Added at once with async = false: they run in order, each wrapping SystemJS's prototype.
    extrasLoaded ??= Promise.all(options.extras.map((src) => options.loadScript(src))).then(() => {
      amdDefine = globals.define;
      delete globals.define;
    });
    return extrasLoaded;
  };
  /** `define` is visible while at least one non-portal script is being loaded by SystemJS. */
  const withDefine = <T>(load: () => Promise<T>): Promise<T> => {
    loading += 1;
    if (amdDefine) globals.define = amdDefine;
    return Promise.resolve()
      .then(load)
      .finally(() => {
        loading -= 1;
        if (loading === 0) delete globals.define;
      });
  };
  const resolve = (specifier: string) => {
    try {
      return system.resolve(specifier);
    } catch {
      return null;
    }
  };
  const prototype = Object.getPrototypeOf(system) as SystemLike;
  system.instantiate = function instantiate(this: SystemLike, url: string, parentUrl?: string, meta?: unknown) {
    const deps = dependenciesOf(url, options.dependsOn, resolve);
    const needsExtras = deps.length > 0 || !options.portalModules.has(url);
    if (!needsExtras) return prototype.instantiate.call(this, url, parentUrl, meta);
    return loadExtras()
      .then(() => Promise.all(deps.map((dep) => this.import(dep))))
      .then(() => withDefine(() => Object.getPrototypeOf(this).instantiate.call(this, url, parentUrl, meta) as Promise<unknown>));
  };
}
