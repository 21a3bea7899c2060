/**
 * Registers the shell and every sub-app with single-spa, and drives the container: loader before a
 * sub-app loads, hidden on mount, the 3700 ms fallback (spec 9), and an error panel with a retry
 * when a sub-app fails (404, bad module, timeout, missing lifecycles, error while mounting).
 */
import { addErrorHandler, getAppStatus, registerApplication, triggerAppChange, unregisterApplication, type AppError, type LifeCycles } from 'single-spa';
import type { FailureKind } from './root-config.messages';
import { createSubAppContainer, renderFailurePanel } from './subapp-container';
import { activeSubApp, parsePortalApps, subAppForRoute, subAppsFromImportMap, type SubApp } from './subapp.rules';
import { createStyleKeeper } from './subapp-styles';
import { createGlobalsKeeper } from './subapp-globals';
import { createDevtoolsRecorder, type DevtoolsRecorder } from './devtools-recorder';
import { openDevtoolsWhenAsked } from './devtools-open';
import { forgetModule, importMapEntries, importModule, isEsModuleError, isScriptError } from './system-registry';

/** Spec 9: the loader hides after 3700 ms at the latest. Our own timer, not single-spa's. */
export const LOADER_FALLBACK_MS = 3700;
/** After this long a load counts as failed and the panel offers a retry. */
export const LOAD_TIMEOUT_MS = 15_000;

const SHELL = '@portal/shell';
/** single-spa's own pause before it loads a LOAD_ERROR app again. */
const LOAD_RETRY_GAP_MS = 250;
/** Counts loads from a fresh URL (system-registry.ts importModule). */
let freshLoads = 0;
/** Modules whose last load failed in a way their URL cannot recover from: it hung, or its script raised an error. */
const staleUrls = new Set<string>();

function freshLoadOf(name: string): number | undefined {
  return staleUrls.has(name) ? ++freshLoads : undefined;
}

/** Records how a load of `name` ended (no `failure`: it arrived), for the next load's URL. */
function noteLoad(name: string, failure?: { kind: FailureKind; error: unknown }) {
  if (failure && (failure.kind === 'timeout' || isScriptError(failure.error))) staleUrls.add(name);
  else if (!failure) staleUrls.delete(name);
}

class SubAppFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
  ) {
    super(message);
  }
}

type Lifecycle = (props: unknown) => Promise<unknown>;

function lifecycleList(value: unknown): Lifecycle[] | null {
  if (typeof value === 'function') return [value as Lifecycle];
  if (Array.isArray(value) && value.length && value.every((fn) => typeof fn === 'function')) return value as Lifecycle[];
  return null;
}

function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new SubAppFailure('timeout', `${name}: no module after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

export function registerPortal(): void {
  const container = createSubAppContainer();
  const portalApps = parsePortalApps(document.querySelector<HTMLScriptElement>('script[data-environment-map]')?.dataset.portalApps);
  // A spec prefix without an entry is not registered: the shell says it is not deployed (shell.routes.ts).
  const known = subAppsFromImportMap(importMapEntries(), portalApps);
  const apps = known.filter((app) => app.deployed);
  const styles = createStyleKeeper();
  // A sub-app's window globals: from its load (a global build defines `Vue` then) to its unmount.
  const globals = createGlobalsKeeper(window);
  const recorder = createDevtoolsRecorder();
  const managesStyles = (name: string) => !apps.find((app) => app.name === name)?.keepStyles;
  const failures = new Map<string, { kind: FailureKind; detail: string }>();
  const failedAt = new Map<string, number>();
  let fallbackTimer: ReturnType<typeof setTimeout> | undefined;
  let shown: string | null = null;

  // A sub-app force-unmounted from the developer panel is not active until released there.
  const current = () => {
    const app = activeSubApp(window.location.hash, apps);
    return app && !recorder.held.has(app.name) ? app : null;
  };

  function showLoading(name: string) {
    clearTimeout(fallbackTimer);
    shown = name;
    container.loading(name);
    fallbackTimer = setTimeout(() => {
      if (shown === name && container.element.dataset.state === 'loading') container.slow(name);
    }, LOADER_FALLBACK_MS);
  }

  function showFailure(name: string) {
    const failure = failures.get(name);
    if (!failure) return;
    clearTimeout(fallbackTimer);
    shown = name;
    container.failed(name, { ...failure, onRetry: () => retry(name) });
  }

  function showMounted(name: string) {
    clearTimeout(fallbackTimer);
    shown = name;
    container.mounted(name);
  }

  /** What the container shows for the route about to be taken. */
  function syncContainer() {
    const app = current();
    if (!app) {
      clearTimeout(fallbackTimer);
      shown = null;
      container.idle();
      return;
    }
    const status = getAppStatus(app.name);
    if (status === 'MOUNTED') {
      if (shown !== app.name || container.element.dataset.state !== 'mounted') showMounted(app.name);
    } else if ((status === 'SKIP_BECAUSE_BROKEN' || status === 'LOAD_ERROR') && failures.has(app.name)) {
      // Keep the panel up; when single-spa tries a LOAD_ERROR app again, loading shows the loader.
      showFailure(app.name);
    } else if (shown !== app.name || container.element.dataset.state === 'idle' || container.element.dataset.state === 'error') {
      showLoading(app.name);
    }
  }

  function wrapLifecycles(name: string, module: Record<string, unknown>): LifeCycles {
    const mount = lifecycleList(module.mount);
    const unmount = lifecycleList(module.unmount);
    const bootstrap = module.bootstrap === undefined ? [] : lifecycleList(module.bootstrap);
    if (!mount || !unmount || !bootstrap) {
      throw new SubAppFailure('lifecycles', `${name}: exports ${Object.keys(module).join(', ') || 'nothing'}`);
    }
    const run = async (stage: string, fns: Lifecycle[], props: unknown) => {
      try {
        for (const fn of fns) await fn(props);
      } catch (error) {
        // single-spa unmounts after a failed mount; keep the first cause, it is the useful one.
        if (!failures.has(name)) failures.set(name, { kind: 'mount', detail: `${stage}: ${describe(error)}` });
        throw error;
      }
    };
    return {
      bootstrap: (props) => run('bootstrap', bootstrap, props),
      mount: async (props) => {
        if (current()?.name === name && container.element.dataset.state !== 'slow') showLoading(name);
        if (managesStyles(name)) {
          styles.restore(name);
          styles.watch(name);
        }
        globals.open(name);
        recorder.start(name, 'mount');
        await run('mount', mount, props);
        recorder.end(name, 'mount');
        failures.delete(name);
        if (current()?.name === name) showMounted(name);
      },
      unmount: async (props) => {
        try {
          await run('unmount', unmount, props);
        } finally {
          globals.close(name);
          if (managesStyles(name)) {
            styles.unwatch(name);
            styles.remove(name);
          }
        }
      },
    };
  }

  function loadSubApp(app: SubApp) {
    return async (): Promise<LifeCycles> => {
      const fresh = freshLoadOf(app.name);
      if (failures.has(app.name)) forgetModule(app.name);
      if (current()?.name === app.name) showLoading(app.name);
      // A module may add its global styles while it is evaluated (style-loader does), and globals.
      if (managesStyles(app.name)) styles.watch(app.name);
      globals.open(app.name);
      recorder.start(app.name, 'load');
      try {
        const load = async () => {
          try {
            return await importModule(app.name, fresh, app.esm);
          } catch (error) {
            // Not declared as a native ES module, but it is one: load it as such from now on.
            if (app.esm || !isEsModuleError(error)) throw error;
            app.esm = true;
            return importModule(app.name, undefined, true);
          }
        };
        const module = await withTimeout(load(), LOAD_TIMEOUT_MS, app.name).finally(() => styles.unwatch(app.name));
        noteLoad(app.name);
        recorder.end(app.name, 'load');
        const lifecycles = wrapLifecycles(app.name, module);
        failures.delete(app.name);
        // Another route by now: single-spa will not mount it, so its globals go until it does.
        if (current()?.name !== app.name) globals.close(app.name);
        return lifecycles;
      } catch (error) {
        globals.close(app.name);
        const kind = error instanceof SubAppFailure ? error.kind : 'load';
        noteLoad(app.name, { kind, error });
        failures.set(app.name, { kind, detail: describe(error) });
        throw error;
      }
    };
  }

  function register(app: SubApp) {
    registerApplication({
      name: app.name,
      app: loadSubApp(app),
      activeWhen: () => current()?.name === app.name,
      customProps: () => ({ domElement: container.mountPointFor(app.name) }),
    });
  }

  async function retry(name: string) {
    const app = apps.find((a) => a.name === name);
    if (!app) return;
    forgetModule(name);
    showLoading(name);
    if (getAppStatus(name) === 'LOAD_ERROR') {
      // single-spa loads a LOAD_ERROR app again on the next route change, but only once 200 ms
      // have passed since the failure; a quick click must not fall into that gap.
      const since = Date.now() - (failedAt.get(name) ?? 0);
      if (since < LOAD_RETRY_GAP_MS) await new Promise((resolve) => setTimeout(resolve, LOAD_RETRY_GAP_MS - since));
      await triggerAppChange();
      return;
    }
    // A broken app (SKIP_BECAUSE_BROKEN) is never retried by single-spa: register it afresh.
    await unregisterApplication(name);
    failures.delete(name);
    register(app);
  }

  // The one source of which routes belong to sub-apps: the shell's content region (sub-app,
  // not deployed, not found), its title and its prefetch all ask here; the registry stays here.
  const subAppOf = (hash: string): SubAppRef | null => {
    const app = subAppForRoute(hash, known);
    return app && { name: app.name, prefix: app.prefix, deployed: app.deployed, ...(app.title ? { title: app.title } : {}) };
  };
  registerShell(failures, subAppOf, recorder);
  for (const app of apps) register(app);
  openDevtoolsWhenAsked({ apps, recorder, globals: (name) => globals.recorded(name) });

  window.addEventListener('single-spa:before-routing-event', syncContainer);
  addErrorHandler((error: AppError) => {
    const name = error.appOrParcelName;
    if (name === SHELL) return showShellFailure(error, failures, subAppOf, recorder);
    if (!apps.some((a) => a.name === name)) {
      // Parcels and unknown apps: not ours to display; keep them visible to developers.
      console.error(error);
      return;
    }
    if (!failures.has(name)) failures.set(name, { kind: 'load', detail: describe(error) });
    failedAt.set(name, Date.now());
    if (current()?.name === name) showFailure(name);
  });
}

function shellErrorHost(): HTMLElement {
  let host = document.getElementById('portal-shell-error');
  if (!host) {
    host = document.createElement('div');
    host.id = 'portal-shell-error';
    host.className = 'cloud-subapp__error';
    host.setAttribute('role', 'alert');
    host.dataset.testid = 'shell-error';
    document.body.prepend(host);
  }
  return host;
}

/** What the shell learns of a route's sub-app (src/shell/menu/sub-apps.ts has the same shape). */
interface SubAppRef {
  name: string;
  prefix: string;
  deployed: boolean;
  title?: string;
}
type SubAppOf = (hash: string) => SubAppRef | null;

function registerShell(failures: Map<string, { kind: FailureKind; detail: string }>, subAppOf: SubAppOf, recorder: DevtoolsRecorder) {
  registerApplication({
    name: SHELL,
    app: async () => {
      const fresh = freshLoadOf(SHELL);
      if (failures.has(SHELL)) forgetModule(SHELL);
      recorder.start(SHELL, 'load');
      try {
        const module = await withTimeout(importModule(SHELL, fresh), LOAD_TIMEOUT_MS, SHELL);
        noteLoad(SHELL);
        const mount = lifecycleList(module.mount);
        if (!mount || !lifecycleList(module.unmount)) {
          throw new SubAppFailure('lifecycles', `${SHELL}: exports ${Object.keys(module).join(', ') || 'nothing'}`);
        }
        recorder.end(SHELL, 'load');
        failures.delete(SHELL);
        // Timed for the developer panel like the sub-apps (devtools-recorder.ts).
        const timed: Lifecycle[] = [async () => recorder.start(SHELL, 'mount'), ...mount, async () => recorder.end(SHELL, 'mount')];
        return { ...module, mount: timed } as unknown as LifeCycles;
      } catch (error) {
        const kind = error instanceof SubAppFailure ? error.kind : 'load';
        noteLoad(SHELL, { kind, error });
        failures.set(SHELL, { kind, detail: describe(error) });
        throw error;
      }
    },
    // Active on every route, unless force-unmounted from the developer panel.
    activeWhen: () => !recorder.held.has(SHELL),
    customProps: () => ({ domElement: document.getElementById('portal-shell') ?? document.body, subAppOf }),
  });
}

function showShellFailure(error: AppError, failures: Map<string, { kind: FailureKind; detail: string }>, subAppOf: SubAppOf, recorder: DevtoolsRecorder) {
  const failure = failures.get(SHELL) ?? { kind: 'mount' as const, detail: describe(error) };
  const host = shellErrorHost();
  host.hidden = false;
  renderFailurePanel(host, SHELL, {
    ...failure,
    onRetry: async () => {
      host.hidden = true;
      forgetModule(SHELL);
      if (getAppStatus(SHELL) === 'LOAD_ERROR') {
        await new Promise((resolve) => setTimeout(resolve, LOAD_RETRY_GAP_MS));
        await triggerAppChange();
        return;
      }
      failures.delete(SHELL);
      await unregisterApplication(SHELL);
      registerShell(failures, subAppOf, recorder);
    },
  });
}
