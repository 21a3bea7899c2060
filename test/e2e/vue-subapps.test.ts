/**
 * Sub-apps of other frameworks and native ES modules that import anything in the map (issue 20,
 * docs/decisions/015), in a real Chromium against the real server:
 *   - the Vue sample built twice (@org/vue-esm as a native ES module, @org/vue-system as a
 *     System.register module) mounts three times in a row each on one Vue: the portal's global
 *     build fetched once, each app's createApp the one of SystemJS's registry and of the bridge;
 *   - a native ES module imports a utility module listed only in importmap.json, and an
 *     import-map-overrides override of it is honoured;
 *   - a development build's `react/jsx-dev-runtime` comes from the map and renders on the
 *     production React;
 *   - the page's policy has no 'unsafe-inline' for scripts, and nothing breaks it;
 *   - with DEV_ORIGINS read at start, an override to a dev server on another origin loads its
 *     script, stylesheet and image and opens its live-reload websocket.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { newPage, screenshot } from './helpers/browser';
import { extendImportMap, serveScript, systemSubApp } from './helpers/subapp-fixtures';
import { realFailures, signedInSuite } from './helpers/suite';

// A team's dev server on another origin, allowed by DEV_ORIGINS when this file's portal starts.
const env: Record<string, string> = { LOGIN_SECURITY_MODE: '2' };
let devServer: http.Server;
let devOrigin = '';
const sockets = new Set<import('node:stream').Duplex>();
beforeAll(async () => {
  devServer = http.createServer((request, response) => {
    const files: Record<string, [string, string]> = {
      '/live.js': ['text/javascript', liveApp(devOrigin)],
      '/live.css': ['text/css', '.live-card { border: 3px solid rgb(0, 128, 0); }'],
      '/live.svg': ['image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>'],
    };
    const file = files[request.url ?? ''];
    response.writeHead(file ? 200 : 404, { 'content-type': file?.[0] ?? 'text/plain', 'access-control-allow-origin': '*' });
    response.end(file?.[1] ?? 'not found');
  });
  // Live reload's websocket, as webpack-dev-server opens one: answers the handshake and says hello.
  devServer.on('upgrade', (request, socket) => {
    const accept = crypto.createHash('sha1').update(`${request.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
    const hello = Buffer.from('{"type":"ok"}');
    socket.write(Buffer.concat([Buffer.from([0x81, hello.length]), hello]));
    socket.on('error', () => undefined);
    sockets.add(socket);
  });
  await new Promise<void>((resolve) => devServer.listen(0, '127.0.0.1', resolve));
  devOrigin = `http://127.0.0.1:${(devServer.address() as AddressInfo).port}`;
  env.DEV_ORIGINS = devOrigin;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  devServer?.closeAllConnections();
  await new Promise((resolve) => devServer?.close(resolve));
});

const suite = signedInSuite(env);

const container = '#cloud-subapp';
const mounted = (name: string) => `${container}[data-state="mounted"][data-app="${name}"]`;

/** Records what the page's policy refuses (the event fires for every violation, reported or not). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);
}

async function scriptSrcOf(page: Page): Promise<string> {
  const response = await page.request.get(`${suite.portal.url}/`);
  return /script-src([^;]*)/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';
}

test('loads neither Vue nor the SystemJS extras on the login route', async () => {
  const { page, errors, close } = await newPage(suite.browser);
  try {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${suite.portal.url}/#/client-login`);
    await page.locator('input').first().waitFor();
    expect(requested.filter((p) => /vue|amd\.min|global\.min/.test(p))).toEqual([]);
    expect(await scriptSrcOf(page)).toMatch(/'nonce-/);
    expect(realFailures(errors)).toEqual([]);
  } finally {
    await close();
  }
});

test('mounts the Vue sample as a native ES module and as SystemJS, three times each, on one Vue', async () => {
  const requested: string[] = [];
  let violations: () => Promise<string[]> = async () => [];
  const { page, errors } = await suite.signedInPage('demo', {
    prepare: async ({ page }) => {
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      violations = await watchViolations(page);
    },
  });
  // Signed in on a React page: no Vue yet (the login route and React pages never load it).
  await page.goto(`${suite.portal.url}/#/user-info`);
  await page.locator('header').first().waitFor();
  expect(requested.filter((p) => /vue|amd\.min|global\.min/.test(p))).toEqual([]);

  for (let round = 1; round <= 3; round++) {
    for (const [name, prefix] of [
      ['@org/vue-esm', '/demo/vue'],
      ['@org/vue-system', '/demo/vue-system'],
    ]) {
      await page.evaluate((hash) => (window.location.hash = hash), `#${prefix}`);
      await page.locator(mounted(name)).waitFor();
      const app = page.locator(`${mounted(name)} [data-testid="vue-demo-app"]`);
      await app.waitFor();
      // The app's own `createApp` is the portal's one Vue, not a bundled copy.
      expect(await app.getAttribute('data-shared-vue')).toBe('true');
      // Inside the frame's content region, above the footer, with the frame as it was.
      expect(
        await page.evaluate((n) => {
          const mount = document.querySelector(`[data-subapp="${n}"]`);
          const main = document.getElementById('portal-main');
          const footer = document.querySelector('footer');
          return !!mount && !!main && !!footer && main.contains(mount) && mount.getBoundingClientRect().bottom <= footer.getBoundingClientRect().top;
        }, name),
      ).toBe(true);
      expect(await page.getByText('页面不存在').count()).toBe(0);
      expect(
        await page.evaluate(() => [
          getComputedStyle(document.documentElement).fontSize,
          Math.round(document.querySelector('header')!.getBoundingClientRect().height),
        ]),
      ).toEqual(['16px', 56]);
      await page.locator(`${mounted(name)} [data-testid="vue-demo-page"][data-page="home"]`).waitFor();
      // The signed-in user from @portal/utils' one store.
      expect(await app.getByTestId('vue-demo-user').textContent()).toBe(
        await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').userName),
      );
      // vue-router under the app's hash prefix.
      await app.getByTestId('vue-demo-link-about').click();
      await page.locator(`${mounted(name)} [data-testid="vue-demo-page"][data-page="about"]`).waitFor();
      expect(await page.evaluate(() => window.location.hash)).toMatch(new RegExp(`^#${prefix}/about`));
      await app.getByTestId('vue-demo-link-home').click();
      await app.getByTestId('vue-demo-count').click();
      await page.waitForFunction((n) => document.querySelector(`${n} [data-testid="vue-demo-count"]`)?.textContent?.includes('1'), mounted(name));
      if (round === 1) await screenshot(page, `vue-demo-${name.replace('@org/', '')}`);
    }
  }

  // One Vue: its global build and vue-router's fetched once, the native side only their bridges.
  const vueFiles = requested.filter((p) => /vue/.test(p) && !/^\/demo\//.test(p));
  expect(vueFiles.filter((p) => p.startsWith('/vendor/vue.global.prod.'))).toHaveLength(1);
  expect(vueFiles.filter((p) => p.startsWith('/vendor/vue-router.global.prod.'))).toHaveLength(1);
  expect(vueFiles.filter((p) => p.startsWith('/bridges/vue.'))).toHaveLength(1);
  expect(vueFiles.filter((p) => !/^\/(vendor\/vue(-router)?\.global\.prod|bridges\/vue(-router)?)\./.test(p))).toEqual([]);
  // A string, so that the test's compiler leaves the page's native `import()` alone.
  const same = await page.evaluate(`(async () => {
    const viaSystem = await System.import('vue');
    const viaNative = await import('vue');
    return { native: viaNative.createApp === viaSystem.createApp, version: String(viaNative.version) };
  })()`);
  expect(same).toEqual({ native: true, version: expect.stringMatching(/^3\./) });

  expect(await scriptSrcOf(page)).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(await violations()).toEqual([]);
  expect(realFailures(errors)).toEqual([]);
});

// A native ES module sub-app importing a team's utility module that only importmap.json names.
const hello = `import { greeting } from '@acme/greeting';
export function bootstrap() { return Promise.resolve(); }
export function mount(props) { const p = document.createElement('p'); p.dataset.testid = 'acme-hello'; p.textContent = greeting(); props.domElement.append(p); return Promise.resolve(); }
export function unmount(props) { props.domElement.replaceChildren(); return Promise.resolve(); }
`;
const greeting = (text: string) => `export function greeting() { return ${JSON.stringify(text)}; }\n`;

async function withAcmeInTheMap(page: Page) {
  await extendImportMap(page, {
    imports: { '@acme/hello': '/third-party/hello.js', '@acme/greeting': '/third-party/greeting.js' },
    apps: { '@acme/hello': { route: '/hello', format: 'esm' } },
  });
  await serveScript(page, '**/third-party/hello.js', hello);
  await serveScript(page, '**/third-party/greeting.js', greeting('greeting from the map'));
  await serveScript(page, '**/third-party/greeting-dev.js', greeting('greeting from the override'));
}

test("resolves a native module's import of a utility module only importmap.json lists, and this browser's override of it", async () => {
  let violations: () => Promise<string[]> = async () => [];
  const { page, errors } = await suite.signedInPage('demo', {
    prepare: async ({ page }) => {
      await withAcmeInTheMap(page);
      violations = await watchViolations(page);
    },
  });
  await page.goto(`${suite.portal.url}/#/hello`);
  await page.locator(`${mounted('@acme/hello')} [data-testid="acme-hello"]`).waitFor();
  expect(await page.getByTestId('acme-hello').textContent()).toBe('greeting from the map');

  await page.evaluate(() => localStorage.setItem('import-map-override:@acme/greeting', '/third-party/greeting-dev.js'));
  await page.reload();
  await page.locator(`${mounted('@acme/hello')} [data-testid="acme-hello"]`).waitFor();
  expect(await page.getByTestId('acme-hello').textContent()).toBe('greeting from the override');
  expect(await violations()).toEqual([]);
  expect(realFailures(errors)).toEqual([]);
});

// What a development build (swc/Babel `development: true`) makes of a component: jsxDEV calls.
const devBuild = systemSubApp({
  imports: { 'react/jsx-dev-runtime': 'runtime', 'react-dom/client': 'client' },
  vars: ['root'],
  evaluate: `
      function Item(props) { return runtime.jsxDEV('li', { children: props.label }, void 0, false, { fileName: 'Item.tsx', lineNumber: 1, columnNumber: 1 }, this); }
      function App() {
        return runtime.jsxDEV(runtime.Fragment, { children: [
          runtime.jsxDEV('p', { 'data-testid': 'dev-jsx', children: 'dev build on the production React' }, void 0, false, { fileName: 'App.tsx', lineNumber: 2, columnNumber: 3 }, this),
          runtime.jsxDEV('ul', { 'data-testid': 'dev-jsx-list', children: ['a', 'b'].map(function (label) { return runtime.jsxDEV(Item, { label: label }, label, false, { fileName: 'App.tsx', lineNumber: 3, columnNumber: 5 }, this); }) }, void 0, false, { fileName: 'App.tsx', lineNumber: 3, columnNumber: 3 }, this)
        ] }, void 0, true, { fileName: 'App.tsx', lineNumber: 1, columnNumber: 1 }, this);
      }`,
  mount: `function (props) { root = client.createRoot(props.domElement); root.render(runtime.jsxDEV(App, {}, void 0, false, undefined, this)); return Promise.resolve(); }`,
  unmount: `function () { root.unmount(); return Promise.resolve(); }`,
});

test("runs a sub-app's development build on the portal's production React, its JSX runtime from the map", async () => {
  const requested: string[] = [];
  const { page, errors } = await suite.signedInPage('demo', {
    prepare: async ({ page }) => {
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await extendImportMap(page, { imports: { '@acme/dev': '/third-party/dev.js' }, apps: { '@acme/dev': { route: '/dev' } } });
      await serveScript(page, '**/third-party/dev.js', devBuild);
    },
  });
  await page.goto(`${suite.portal.url}/#/dev`);
  await page.locator(`${mounted('@acme/dev')} [data-testid="dev-jsx"]`).waitFor();
  expect(await page.getByTestId('dev-jsx-list').locator('li').allTextContents()).toEqual(['a', 'b']);
  expect(requested.filter((p) => p.startsWith('/shared/react-jsx-dev-runtime.'))).toHaveLength(1);
  expect(realFailures(errors)).toEqual([]);
});

// A SystemJS build asking for vue-router before vue: vue-router's global build reads window.Vue
// while it runs, so the map's `portal.dependsOn` must hold it back until Vue has run.
const routerFirst = systemSubApp({
  imports: { 'vue-router': 'VueRouter', vue: 'Vue' },
  vars: ['app'],
  mount: `function (props) {
          var router = VueRouter.createRouter({ history: VueRouter.createMemoryHistory(), routes: [{ path: '/', component: { render: function () { return Vue.h('p', { 'data-testid': 'router-first' }, 'vue-router ' + typeof VueRouter.useRoute); } } }] });
          app = Vue.createApp({ render: function () { return Vue.h(VueRouter.RouterView); } });
          app.use(router);
          var el = document.createElement('div');
          props.domElement.append(el);
          return router.isReady().then(function () { app.mount(el); });
        }`,
  unmount: `function (props) { app.unmount(); props.domElement.replaceChildren(); return Promise.resolve(); }`,
});

test('runs global builds in dependency order whatever order a module asks for them', async () => {
  const { page, errors } = await suite.signedInPage('demo', {
    prepare: async ({ page }) => {
      await extendImportMap(page, {
        imports: { '@acme/router-first': '/third-party/router-first.js' },
        apps: { '@acme/router-first': { route: '/router-first' } },
      });
      await serveScript(page, '**/third-party/router-first.js', routerFirst);
    },
  });
  await page.goto(`${suite.portal.url}/#/router-first`);
  await page.locator(`${mounted('@acme/router-first')} [data-testid="router-first"]`).waitFor();
  expect(await page.getByTestId('router-first').textContent()).toBe('vue-router function');
  expect(realFailures(errors)).toEqual([]);
});

/** A System.register sub-app served by the dev server: its stylesheet, an image and the live-reload socket. */
function liveApp(origin: string): string {
  return systemSubApp({
    vars: ['socket'],
    mount: `function (props) {
        var link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = ${JSON.stringify(`${origin}/live.css`)};
        document.head.append(link);
        var card = document.createElement('div');
        card.className = 'live-card';
        card.setAttribute('data-testid', 'live-card');
        var image = document.createElement('img');
        image.alt = '';
        image.src = ${JSON.stringify(`${origin}/live.svg`)};
        image.setAttribute('data-testid', 'live-image');
        var state = document.createElement('p');
        state.setAttribute('data-testid', 'live-socket');
        state.textContent = 'connecting';
        card.append(image, state);
        props.domElement.append(card);
        socket = new WebSocket(${JSON.stringify(`${origin.replace(/^http/, 'ws')}/ws`)});
        socket.onmessage = function (event) { state.textContent = 'live reload: ' + event.data; };
        socket.onerror = function () { state.textContent = 'socket refused'; };
        return Promise.resolve();
      }`,
    unmount: `function (props) { socket.close(); props.domElement.replaceChildren(); return Promise.resolve(); }`,
  });
}

test('takes an override to a dev server DEV_ORIGINS allows: its script, stylesheet, image and live-reload websocket', async () => {
  let violations: () => Promise<string[]> = async () => [];
  const { page, errors } = await suite.signedInPage('demo', {
    prepare: async ({ page }) => {
      violations = await watchViolations(page);
      await extendImportMap(page, { imports: { '@acme/live': '/live/live.js' }, apps: { '@acme/live': { route: '/live' } } });
    },
  });
  await page.goto(`${suite.portal.url}/#/user-info`);
  await page.evaluate((url) => localStorage.setItem('import-map-override:@acme/live', url), `${devOrigin}/live.js`);
  await page.goto(`${suite.portal.url}/#/live`);
  await page.locator(`${mounted('@acme/live')} [data-testid="live-card"]`).waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="live-socket"]')?.textContent === 'live reload: {"type":"ok"}');
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.live-card')!).borderTopColor === 'rgb(0, 128, 0)');
  await page.waitForFunction(() => (document.querySelector('[data-testid="live-image"]') as HTMLImageElement | null)?.naturalWidth === 8);
  expect(await scriptSrcOf(page)).toContain(devOrigin);
  expect(await violations()).toEqual([]);
  expect(realFailures(errors)).toEqual([]);
});

// A UMD library in the map (AMD through SystemJS's extra, its `vue` dependency from the map), used
// by a SystemJS sub-app; the same library added with a plain <script> tag must set its global.
const umdLibrary = `(function (root, factory) {
  if (typeof define === 'function' && define.amd) define(['vue'], factory);
  else root.AcmeUmd = factory(root.Vue);
})(this, function (Vue) { return { describe: function () { return 'umd on vue ' + typeof Vue.createApp; } }; });`;
const umdUser = systemSubApp({
  imports: { '@acme/umd': 'umd' },
  evaluate: 'var lib = umd.default || umd;',
  mount: `function (props) { var p = document.createElement('p'); p.setAttribute('data-testid', 'umd-user'); p.textContent = lib.describe(); props.domElement.append(p); return Promise.resolve(); }`,
});

test('loads a UMD build through the AMD extra, and leaves no define behind for plain scripts', async () => {
  const { page, errors } = await suite.signedInPage('demo', {
    prepare: async ({ page }) => {
      await extendImportMap(page, {
        imports: { '@acme/umd': '/third-party/umd.js', '@acme/umd-user': '/third-party/umd-user.js' },
        apps: { '@acme/umd-user': { route: '/umd' } },
      });
      await serveScript(page, '**/third-party/umd.js*', umdLibrary);
      await serveScript(page, '**/third-party/umd-user.js', umdUser);
    },
  });
  await page.goto(`${suite.portal.url}/#/umd`);
  await page.locator(`${mounted('@acme/umd-user')} [data-testid="umd-user"]`).waitFor();
  expect(await page.getByTestId('umd-user').textContent()).toBe('umd on vue function');
  const plain = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const script = document.createElement('script');
        script.src = '/third-party/umd.js?plain';
        script.onload = () =>
          resolve(`${typeof (window as unknown as { define?: unknown }).define} ${typeof (window as unknown as { AcmeUmd?: unknown }).AcmeUmd}`);
        document.head.append(script);
      }),
  );
  expect(plain).toBe('undefined object');
  expect(realFailures(errors)).toEqual([]);
});
