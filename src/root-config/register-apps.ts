/**
 * Registers the shell and every sub-app with single-spa, and drives the container: loader before a
 * sub-app loads, hidden on mount, the 3700 ms fallback (spec 9), and an error panel with a retry
 * when a sub-app fails (404, bad module, timeout, missing lifecycles, error while mounting).
 * The pieces: container-view.ts (what the container shows), subapp-lifecycles.ts (a sub-app's load
 * and lifecycles), shell-app.ts (the shell), subapp-load.ts (failures, timeout, fresh URLs).
 */
import { addErrorHandler, getAppStatus, registerApplication, triggerAppChange, unregisterApplication, type AppError } from 'single-spa';
import { createContainerView } from './container-view';
import { createDevtoolsRecorder } from './devtools-recorder';
import { openDevtoolsWhenAsked } from './devtools-open';
import { LOAD_RETRY_GAP_MS, registerShell, SHELL, showShellFailure, type ShellRuntime, type SubAppRef } from './shell-app';
import { createSubAppContainer } from './subapp-container';
import { createGlobalsKeeper } from './subapp-globals';
import { loadSubApp, type SubAppRuntime } from './subapp-lifecycles';
import { createFreshUrls, describeError, type Failures } from './subapp-load';
import { createStyleKeeper } from './subapp-styles';
import { activeSubApp, parsePortalApps, subAppForRoute, subAppsFromImportMap, type SubApp } from '../kernel';
import { forgetModule, importMapEntries } from './system-registry';

/** The sub-apps the page's import map and environment map declare (deployed or not). */
export function knownSubApps(doc: Document, entries: Record<string, string>): SubApp[] {
  const portalApps = parsePortalApps(doc.querySelector<HTMLScriptElement>('script[data-environment-map]')?.dataset.portalApps);
  // A spec prefix without an entry is not registered: the shell says it is not deployed (shell.routes.ts).
  return subAppsFromImportMap(entries, portalApps);
}

/** What the shell learns of the sub-app a route belongs to: the one source for its content region, title and prefetch. */
export function subAppRefFor(hash: string, known: SubApp[]): SubAppRef | null {
  const app = subAppForRoute(hash, known);
  return app && { name: app.name, prefix: app.prefix, deployed: app.deployed, ...(app.title ? { title: app.title } : {}) };
}

/** How long a retry of an app single-spa failed to load waits: its own gap since the failure, which a quick click must not fall into. */
export function retryWait(failedAt: number | undefined, now: number): number {
  return Math.max(0, LOAD_RETRY_GAP_MS - (now - (failedAt ?? 0)));
}

/** The registration's state, built once by registerPortal. */
interface Portal {
  /** The deployed sub-apps, registered with single-spa. */
  apps: SubApp[];
  runtime: SubAppRuntime;
  shell: ShellRuntime;
  mountPointFor(name: string): HTMLElement;
  /** When single-spa last reported each app's failure. */
  failedAt: Map<string, number>;
  /** The deployed sub-app of the current route, unless held in the developer panel. */
  current(): SubApp | null;
}

function registerSubApp(app: SubApp, portal: Portal) {
  registerApplication({
    name: app.name,
    app: loadSubApp(app, portal.runtime),
    activeWhen: () => portal.runtime.isCurrent(app.name),
    customProps: () => ({ domElement: portal.mountPointFor(app.name) }),
  });
}

/** The error panel's retry: load `name` again, or register it afresh when single-spa gave up on it. */
async function retrySubApp(name: string, portal: Portal) {
  const app = portal.apps.find((a) => a.name === name);
  if (!app) return;
  const { failures, view } = portal.runtime;
  forgetModule(name);
  view.loading(name);
  if (getAppStatus(name) === 'LOAD_ERROR') {
    // single-spa loads a LOAD_ERROR app again on the next route change, but only once its gap has passed.
    const wait = retryWait(portal.failedAt.get(name), Date.now());
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await triggerAppChange();
    return;
  }
  // A broken app (SKIP_BECAUSE_BROKEN) is never retried by single-spa: register it afresh.
  await unregisterApplication(name);
  failures.delete(name);
  registerSubApp(app, portal);
}

/** single-spa's error handler: the shell's panel, a sub-app's panel, or the console for parcels and unknown apps. */
function onAppError(error: AppError, portal: Portal) {
  const name = error.appOrParcelName;
  if (name === SHELL) return showShellFailure(error, portal.shell);
  if (!portal.apps.some((a) => a.name === name)) {
    // Parcels and unknown apps: not ours to display; keep them visible to developers.
    console.error(error);
    return;
  }
  const { failures, view } = portal.runtime;
  if (!failures.has(name)) failures.set(name, { kind: 'load', detail: describeError(error) });
  portal.failedAt.set(name, Date.now());
  if (portal.current()?.name === name) view.failed(name);
}

export function registerPortal(): void {
  const known = knownSubApps(document, importMapEntries());
  const apps = known.filter((app) => app.deployed);
  const container = createSubAppContainer();
  const failures: Failures = new Map();
  const recorder = createDevtoolsRecorder();
  const freshUrls = createFreshUrls();
  // A sub-app force-unmounted from the developer panel is not active until released there.
  const current = () => {
    const app = activeSubApp(window.location.hash, apps);
    return app && !recorder.held.has(app.name) ? app : null;
  };
  const runtime: SubAppRuntime = {
    failures,
    view: createContainerView(container, failures, (name) => void retrySubApp(name, portal)),
    isCurrent: (name) => current()?.name === name,
    managesStyles: (name) => !apps.find((app) => app.name === name)?.keepStyles,
    styles: createStyleKeeper(),
    // A sub-app's window globals: from its load (a global build defines `Vue` then) to its unmount.
    globals: createGlobalsKeeper(window),
    recorder,
    freshUrls,
  };
  const shell: ShellRuntime = { failures, recorder, freshUrls, subAppOf: (hash) => subAppRefFor(hash, known) };
  const portal: Portal = { apps, runtime, shell, mountPointFor: (name) => container.mountPointFor(name), failedAt: new Map(), current };

  registerShell(shell);
  for (const app of apps) registerSubApp(app, portal);
  openDevtoolsWhenAsked({ apps, recorder, globals: (name) => runtime.globals.recorded(name) });
  window.addEventListener('single-spa:before-routing-event', () => {
    const app = current();
    runtime.view.sync(app?.name ?? null, app ? getAppStatus(app.name) : null);
  });
  addErrorHandler((error) => onAppError(error, portal));
}
