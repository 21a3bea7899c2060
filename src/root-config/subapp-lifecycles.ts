/**
 * One sub-app's load and lifecycles as single-spa runs them: the loader while it loads, its styles
 * and window globals kept from load to unmount, timings for the developer panel, and the failure
 * recorded for the error panel when the load or a lifecycle fails.
 */
import type { LifeCycles } from 'single-spa';
import type { ContainerView } from './container-view';
import type { DevtoolsRecorder } from './devtools-recorder';
import type { GlobalsKeeper } from './subapp-globals';
import type { StyleKeeper } from './subapp-styles';
import type { SubApp } from '../kernel';
import { describeError, failureKindOf, LOAD_TIMEOUT_MS, requireLifecycles, withTimeout, type Failures, type FreshUrls, type Lifecycle } from './subapp-load';
import { forgetModule, importModule, isEsModuleError } from './system-registry';

/** What a sub-app's load and lifecycles read and drive (one set for the whole portal, register-apps.ts). */
export interface SubAppRuntime {
  failures: Failures;
  view: ContainerView;
  /** Whether `name` is the sub-app of the current route (and not held in the developer panel). */
  isCurrent(name: string): boolean;
  /** Whether the portal keeps `name`'s styles (not when the app keeps its own, `keepStyles`). */
  managesStyles(name: string): boolean;
  styles: StyleKeeper;
  globals: GlobalsKeeper;
  recorder: DevtoolsRecorder;
  freshUrls: FreshUrls;
}

/** Imports `app`; a module that is a native ES module though not declared one loads as such, from now on. */
async function importSubApp(app: SubApp, fresh: number | undefined): Promise<Record<string, unknown>> {
  try {
    return await importModule(app.name, fresh, app.esm);
  } catch (error) {
    if (app.esm || !isEsModuleError(error)) throw error;
    app.esm = true;
    return importModule(app.name, undefined, true);
  }
}

/** single-spa's `app` loader for `app`. */
export function loadSubApp(app: SubApp, runtime: SubAppRuntime): () => Promise<LifeCycles> {
  const { failures, view, styles, globals, recorder, freshUrls } = runtime;
  const name = app.name;
  return async () => {
    const fresh = freshUrls.next(name);
    if (failures.has(name)) forgetModule(name);
    if (runtime.isCurrent(name)) view.loading(name);
    // A module may add its global styles while it is evaluated (style-loader does), and globals.
    if (runtime.managesStyles(name)) styles.watch(name);
    globals.open(name);
    recorder.start(name, 'load');
    try {
      const module = await withTimeout(importSubApp(app, fresh), LOAD_TIMEOUT_MS, name).finally(() => styles.unwatch(name));
      freshUrls.note(name);
      recorder.end(name, 'load');
      const lifecycles = wrapLifecycles(name, module, runtime);
      failures.delete(name);
      // Another route by now: single-spa will not mount it, so its globals go until it does.
      if (!runtime.isCurrent(name)) globals.close(name);
      return lifecycles;
    } catch (error) {
      globals.close(name);
      const kind = failureKindOf(error);
      freshUrls.note(name, { kind, error });
      failures.set(name, { kind, detail: describeError(error) });
      throw error;
    }
  };
}

/** Runs `fns` in order; a failure is recorded as a 'mount' failure of `name` (the first one only) and thrown again. */
async function runStage(name: string, failures: Failures, stage: string, fns: Lifecycle[], props: unknown) {
  try {
    for (const fn of fns) await fn(props);
  } catch (error) {
    // single-spa unmounts after a failed mount; keep the first cause, it is the useful one.
    if (!failures.has(name)) failures.set(name, { kind: 'mount', detail: `${stage}: ${describeError(error)}` });
    throw error;
  }
}

/** The module's lifecycles wrapped so the container, styles, globals and timings follow them. */
export function wrapLifecycles(name: string, module: Record<string, unknown>, runtime: SubAppRuntime): LifeCycles {
  const { bootstrap, mount, unmount } = requireLifecycles(name, module);
  const { failures, view, styles, globals, recorder } = runtime;
  const managesStyles = runtime.managesStyles(name);
  return {
    bootstrap: (props) => runStage(name, failures, 'bootstrap', bootstrap, props),
    mount: async (props) => {
      if (runtime.isCurrent(name) && view.state() !== 'slow') view.loading(name);
      if (managesStyles) {
        styles.restore(name);
        styles.watch(name);
      }
      globals.open(name);
      recorder.start(name, 'mount');
      await runStage(name, failures, 'mount', mount, props);
      recorder.end(name, 'mount');
      failures.delete(name);
      if (runtime.isCurrent(name)) view.mounted(name);
    },
    unmount: async (props) => {
      try {
        await runStage(name, failures, 'unmount', unmount, props);
      } finally {
        globals.close(name);
        if (managesStyles) {
          styles.unwatch(name);
          styles.remove(name);
        }
      }
    },
  };
}
