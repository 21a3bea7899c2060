/** @jest-environment jsdom */
import { createContainerView } from './container-view';
import { createDevtoolsRecorder } from './devtools-recorder';
import { createSubAppContainer } from './subapp-container';
import { createGlobalsKeeper } from './subapp-globals';
import { loadSubApp, wrapLifecycles, type SubAppRuntime } from './subapp-lifecycles';
import { createFreshUrls, type Failures } from './subapp-load';
import { createStyleKeeper } from './subapp-styles';
import type { SubApp } from '../kernel';

const NAME = '@cloud/pm';
const win = window as unknown as Record<string, unknown>;
const appStyles = () => [...document.head.querySelectorAll('style')].filter((style) => style.textContent?.startsWith('.pm'));

function runtime(current = true): SubAppRuntime & { state(): string | undefined } {
  const container = createSubAppContainer();
  const failures: Failures = new Map();
  return {
    failures,
    view: createContainerView(container, failures, () => undefined),
    isCurrent: () => current,
    managesStyles: () => true,
    styles: createStyleKeeper(document.head, { isolate: null }),
    globals: createGlobalsKeeper(window),
    recorder: createDevtoolsRecorder(),
    freshUrls: createFreshUrls(),
    state: () => container.element.dataset.state,
  };
}

/** The browser's loader, answering each import with the module `modules` holds for it (or its error). */
function systemWith(modules: Record<string, () => Promise<Record<string, unknown>>>) {
  const registry = new Map<string, unknown>();
  win.System = {
    import: (id: string) => modules[id](),
    resolve: (id: string) => `http://127.0.0.1:8080/${id}.js`,
    entries: () => registry.entries(),
    delete: () => true,
  };
}

beforeEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
  delete win.pmGlobal;
});

test('a mount shows the app; its styles and globals stay while mounted and leave on unmount', async () => {
  const rt = runtime();
  const lifecycles = wrapLifecycles(
    NAME,
    {
      mount: async () => {
        const style = document.createElement('style');
        style.textContent = '.pm { color: red }';
        document.head.append(style);
        win.pmGlobal = 1;
      },
      unmount: async () => undefined,
    },
    rt,
  );
  await (lifecycles.bootstrap as (p: unknown) => Promise<unknown>)({});
  await (lifecycles.mount as (p: unknown) => Promise<unknown>)({});
  await Promise.resolve();
  expect(rt.state()).toBe('mounted');
  expect(appStyles()).toHaveLength(1);
  expect(rt.recorder.timings.get(NAME)?.mounts).toBe(1);
  await (lifecycles.unmount as (p: unknown) => Promise<unknown>)({});
  expect(appStyles()).toHaveLength(0);
  expect('pmGlobal' in win).toBe(false);
});

test('a failing mount records the first cause as a mount failure', async () => {
  const rt = runtime();
  const lifecycles = wrapLifecycles(
    NAME,
    {
      mount: async () => {
        throw new Error('no element');
      },
      unmount: async () => {
        throw new Error('not mounted');
      },
    },
    rt,
  );
  await expect((lifecycles.mount as (p: unknown) => Promise<unknown>)({})).rejects.toThrow('no element');
  await expect((lifecycles.unmount as (p: unknown) => Promise<unknown>)({})).rejects.toThrow('not mounted');
  expect(rt.failures.get(NAME)).toEqual({ kind: 'mount', detail: 'mount: no element' });
});

test('a module without lifecycles is a lifecycles failure; the globals it set while loading go', async () => {
  const rt = runtime();
  systemWith({
    [NAME]: async () => {
      win.pmGlobal = 1;
      return { version: '1' };
    },
  });
  const app: SubApp = { name: NAME, prefix: '/pm', deployed: true };
  await expect(loadSubApp(app, rt)()).rejects.toThrow('@cloud/pm: exports version');
  expect(rt.failures.get(NAME)?.kind).toBe('lifecycles');
  expect('pmGlobal' in win).toBe(false);
  expect(rt.state()).toBe('loading');
});

test('a load that arrives clears the last failure; off its route, its globals wait for the mount', async () => {
  const rt = runtime(false);
  rt.failures.set(NAME, { kind: 'load', detail: '404' });
  systemWith({
    [NAME]: async () => {
      win.pmGlobal = 1;
      return { mount: async () => undefined, unmount: async () => undefined };
    },
  });
  const app: SubApp = { name: NAME, prefix: '/pm', deployed: true };
  const lifecycles = await loadSubApp(app, rt)();
  expect(typeof lifecycles.mount).toBe('function');
  expect(rt.failures.has(NAME)).toBe(false);
  expect('pmGlobal' in win).toBe(false);
  expect(rt.recorder.timings.get(NAME)?.loadMs).toEqual(expect.any(Number));
});
