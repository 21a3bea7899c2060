import vm from 'node:vm';
import type { ModuleFormat } from '../server/importmap/module-source.rules';

/**
 * Runs a module file in a fresh V8 context (node:vm) with the browser globals a bundle touches at
 * its top level (TextEncoder, URL, timers, crypto, storage…) and stand-ins for the page (window,
 * document) and for its dependencies, and answers the names it exports. For `npm run
 * check:importmap` only, on the operator's own machine: a sub-app whose source does not state its
 * exports (a System.register bundle that exports through a variable, AMD, UMD). The server never
 * runs third-party code.
 */

const TIME_LIMIT_MS = 5_000;

/** A value that is every function and every object at once, so a module's top level runs without its real dependencies. */
function stub(keys: string[]): unknown {
  const handler: ProxyHandler<() => void> = {
    get(_target, key) {
      if (key === Symbol.toPrimitive) return () => '';
      if (key === 'then') return undefined;
      if (key === Symbol.iterator) return function* () {};
      return proxy;
    },
    apply: () => proxy,
    construct: () => proxy as object,
    ownKeys: (target) => [...new Set([...Reflect.ownKeys(target), ...keys])],
    getOwnPropertyDescriptor: (target, key) =>
      Reflect.getOwnPropertyDescriptor(target, key) ?? { configurable: true, enumerable: true, value: proxy, writable: true },
  };
  const proxy: unknown = new Proxy(function () {}, handler);
  return proxy;
}

class MemoryStorage {
  #items = new Map<string, string>();
  getItem = (key: string) => this.#items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.#items.set(key, String(value));
  removeItem = (key: string) => void this.#items.delete(key);
  clear = () => this.#items.clear();
  key = (i: number) => [...this.#items.keys()][i] ?? null;
  get length() {
    return this.#items.size;
  }
}

class QuietObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** Timers that never keep the check alive. */
const unref =
  (start: (fn: () => void, ms?: number) => NodeJS.Timeout) =>
  (fn: () => void, ms?: number): NodeJS.Timeout =>
    start(fn, ms).unref();

function browserGlobals(url: string, any: unknown): Record<string, unknown> {
  const location = new URL(url);
  return {
    console: { log() {}, warn() {}, error() {}, info() {}, debug() {}, trace() {}, group() {}, groupEnd() {} },
    setTimeout: unref(setTimeout),
    setInterval: unref(setInterval),
    clearTimeout,
    clearInterval,
    queueMicrotask,
    requestAnimationFrame: (fn: (t: number) => void) => setTimeout(() => fn(performance.now()), 16).unref(),
    cancelAnimationFrame: clearTimeout,
    requestIdleCallback: (fn: () => void) => setTimeout(fn, 1).unref(),
    TextEncoder,
    TextDecoder,
    URL,
    URLSearchParams,
    AbortController,
    AbortSignal,
    Event,
    EventTarget,
    CustomEvent: globalThis.CustomEvent ?? Event,
    Blob,
    atob,
    btoa,
    structuredClone,
    crypto: globalThis.crypto,
    performance,
    fetch: () => Promise.reject(new Error('no network while checking the import map')),
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    navigator: { userAgent: 'Mozilla/5.0 (check-importmap)', language: 'zh-CN', languages: ['zh-CN'], onLine: true },
    location: {
      href: location.href,
      origin: location.origin,
      protocol: location.protocol,
      host: location.host,
      hostname: location.hostname,
      port: location.port,
      pathname: location.pathname,
      search: '',
      hash: '',
    },
    document: any,
    matchMedia: () => ({ matches: false, media: '', addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} }),
    getComputedStyle: () => any,
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => true,
    MutationObserver: QuietObserver,
    ResizeObserver: QuietObserver,
    IntersectionObserver: QuietObserver,
    HTMLElement: class {},
    Element: class {},
    Node: class {},
    customElements: { define() {}, get() {} },
  };
}

type Declare = (exportFn: unknown, context: unknown) => { setters?: Array<((m: unknown) => void) | undefined>; execute?: () => unknown };

const withinTime = <T>(promise: Promise<T> | T, what: string): Promise<T> =>
  Promise.race([
    Promise.resolve(promise),
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} did not finish within ${TIME_LIMIT_MS / 1000} s`)), TIME_LIMIT_MS).unref()),
  ]);

/** Runs `source` (its format as read from the text) and answers its export names. */
export async function runForExports(source: string, url: string, format: ModuleFormat): Promise<string[]> {
  const names = [...new Set(['default', ...[...source.matchAll(/\.([A-Za-z_$][\w$]*)/g)].map((m) => m[1])])];
  const any = stub(names);
  const registrations: Declare[] = [];
  const amd: Array<{ deps: string[]; factory: unknown }> = [];
  const sandbox: Record<string, unknown> = {
    ...browserGlobals(url, any),
    System: {
      register(...args: unknown[]) {
        registrations.push(args[args.length - 1] as Declare);
      },
      import: async () => any,
      resolve: (id: string) => id,
    },
  };
  if (format === 'amd' || format === 'umd') {
    const define = (...args: unknown[]) => {
      const factory = args[args.length - 1];
      const deps = (args.find(Array.isArray) as string[] | undefined) ?? ['require', 'exports', 'module'];
      amd.push({ deps, factory });
    };
    define.amd = {};
    sandbox.define = define;
  }
  const context = vm.createContext(sandbox, { name: url });
  const global = vm.runInContext('this', context) as Record<string, unknown>;
  global.window = global;
  global.self = global;
  global.globalThis = global;
  const before = new Set(Object.keys(global));
  vm.runInContext(source, context, { timeout: TIME_LIMIT_MS, filename: url });

  if (format === 'systemjs') {
    if (!registrations.length) throw new Error('System.register was never called');
    const exported: Record<string, unknown> = {};
    const exportFn = (name: string | Record<string, unknown>, value?: unknown) => {
      if (typeof name === 'object' && name) for (const key of Object.keys(name)) exported[key] = (name as Record<string, unknown>)[key];
      else exported[name as string] = value;
      return value;
    };
    const declared = registrations[0](exportFn, { meta: { url }, import: async () => any });
    for (const setter of declared?.setters ?? []) setter?.(any);
    await withinTime(declared?.execute?.(), 'its top level');
    return Object.keys(exported);
  }
  if (amd.length) {
    const { deps, factory } = amd[0];
    const module = { exports: {} as Record<string, unknown> };
    const args = deps.map((dep) => (dep === 'exports' ? module.exports : dep === 'module' ? module : dep === 'require' ? () => any : any));
    const result = typeof factory === 'function' ? await withinTime(factory(...args), 'its factory') : factory;
    const value = (result ?? module.exports) as Record<string, unknown>;
    return value && typeof value === 'object' ? Object.keys(value) : [];
  }
  // A global script (SystemJS's global extra): the module is the last global it added.
  const added = Object.keys(global).filter((key) => !before.has(key));
  const value = added.length ? (global[added[added.length - 1]] as Record<string, unknown>) : null;
  if (!value || typeof value !== 'object') throw new Error('it defines no module and sets no global');
  return Object.keys(value);
}
