/**
 * A sub-app project made outside the repository (issue 20, points 3 and 4), in a real Chromium
 * against the real server serving the production build:
 *   - `npm run new:subapp -- reports --out <tmp>` makes the project in the system's temp folder,
 *     the folder is moved elsewhere, installed there (npm install --prefer-offline), and its own
 *     `npm test`, `npm run typecheck` and `npm run build` pass;
 *   - the built file, served from another origin by a tiny static server, is overridden into the
 *     portal (localStorage import-map-override) and mounts inside the portal's frame, greeting the
 *     signed-in user read from @portal/utils;
 *   - its native ES module build (`npm run build:esm`), served from the same other origin, is
 *     overridden the same way and mounts inside the frame too, importing React, react-router-dom
 *     and @portal/utils by bare name from the page's native import map (the portal's one copy);
 *   - its dev server (`npm start`: a development build on the portal's production React, JSX from
 *     the map), overridden the same way, mounts, and an edit of a source file shows in the page by
 *     live reload (server-sent events from the origin the portal allows at start, no rebuild).
 * One install for the whole file (it is the slow part; its time is printed).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { screenshot, type RecordedPage } from './helpers/browser';
import type { Portal } from './helpers/portal';
import { expectStandaloneApp, pageWithOverride, servedProject } from './helpers/subapp-project';
import { realFailures } from './helpers/suite';

const SPECIFIER = '@cloud/reports';
const FILE = 'cloud-reports.js';

// Moved anywhere on disk, it installs and builds: nothing in it points back at the portal's repo.
const served = servedProject(['subapp-project', 'reports', ['--title', '报表']], { timeoutMs: 420_000 });
let project: string, staticOrigin: string, devPort: number, portal: Portal, browser: Browser, pages: RecordedPage[];
beforeAll(() => {
  ({ project, staticOrigin, devPort, portal, browser, pages } = served);
});

/** A signed-in page whose HTTP answers of 400 and up count as errors, with the override stored. */
const overriddenPage = (url: string) => pageWithOverride(browser, portal, pages, SPECIFIER, url);

test('a project built outside the repo and served from another origin mounts in the production portal', async () => {
  const { recorded, user } = await overriddenPage(`${staticOrigin}/dist/${FILE}`);
  const { page, errors } = recorded;
  await page.goto(`${portal.url}/#/reports`);
  // Inside the frame: the portal's sub-app container, under the header.
  const greeting = page.locator('#cloud-subapp[data-state="mounted"] [data-testid="reports-greeting"]');
  await greeting.waitFor();
  expect(await greeting.textContent()).toBe(`你好，${user.userName || user.loginName}`);
  expect(await page.locator('#cloud-subapp').getAttribute('data-app')).toBe(SPECIFIER);
  await page.locator('header').first().waitFor();
  // Its own routes under its prefix, with the shared react-router-dom.
  const app = page.getByTestId('reports-app');
  await app.getByRole('link', { name: '关于', exact: true }).click();
  await page.getByText('这是一个由 npm run new:subapp 生成的独立子应用。').waitFor();
  expect(new URL(page.url()).hash).toBe('#/reports/about');
  await app.getByRole('link', { name: '首页', exact: true }).click();
  await greeting.waitFor();
  await screenshot(page, 'subapp-project-mounted');
  expect(realFailures(errors)).toEqual([]);
});

test('its native ES module build, served from another origin, mounts in the production portal with the shared modules', async () => {
  const url = `${staticOrigin}/dist-esm/${FILE}`;
  const bundle = await (await fetch(url)).text();
  // A native module: bare imports of the portal's shared modules, no System.register, no React inside.
  expect(bundle).not.toMatch(/System\.register/);
  const imported = [...bundle.matchAll(/(?:^|[;}\s])import\s*(?:[^'"]*?from\s*)?["']([^"']+)["']/g)].map((match) => match[1]);
  expect(imported).toEqual(expect.arrayContaining(['react', 'react/jsx-runtime', 'react-router-dom', '@portal/utils', 'single-spa-react']));
  expect(bundle).not.toContain('__SECRET_INTERNALS');
  expect(bundle).not.toContain('react.transitional.element');

  const { recorded, user } = await overriddenPage(url);
  const { page, errors } = recorded;
  const requested: string[] = [];
  page.on('request', (request) => void (request.url().startsWith(portal.url) && requested.push(new URL(request.url()).pathname)));
  await page.goto(`${portal.url}/#/reports`);
  const greeting = page.locator('#cloud-subapp[data-state="mounted"] [data-testid="reports-greeting"]');
  await greeting.waitFor();
  // The signed-in user from the portal's one store: @portal/utils came from the page's map.
  expect(await greeting.textContent()).toBe(`你好，${user.userName || user.loginName}`);
  expect(await page.locator('#cloud-subapp').getAttribute('data-app')).toBe(SPECIFIER);
  // One copy of each shared runtime: React's System module once, reached by the native module
  // through the page's bridges (docs/decisions/015), and nothing of React from the team's origin.
  for (const name of ['react', 'react-dom', 'jotai', 'react-router-dom']) {
    expect(requested.filter((p) => p.startsWith(`/shared/${name}.`))).toHaveLength(1);
  }
  expect(requested.filter((p) => p.startsWith('/bridges/react.'))).toHaveLength(1);
  expect(requested.filter((p) => p.startsWith('/bridges/portal-utils.'))).toHaveLength(1);
  // Its routes with the portal's react-router-dom, then leaving and coming back.
  const app = page.getByTestId('reports-app');
  await app.getByRole('link', { name: '关于', exact: true }).click();
  await page.getByText('这是一个由 npm run new:subapp 生成的独立子应用。').waitFor();
  await page.evaluate(() => (location.hash = '#/user-info'));
  await page.locator('#cloud-subapp[data-state="mounted"] [data-testid="reports-app"]').waitFor({ state: 'detached' });
  await page.evaluate(() => (location.hash = '#/reports'));
  await page.locator('#cloud-subapp[data-state="mounted"] [data-testid="reports-greeting"]').waitFor();
  await screenshot(page, 'subapp-project-esm-mounted');
  // An override of a name the environment's map does not declare "format": "esm" for is tried as
  // System.register first: the browser reports that script's SyntaxError once, and the portal loads
  // it as a native module from then on (docs/decisions/008). Nothing else may fail.
  expect(errors.filter((error) => /Cannot use import statement outside a module/.test(error)).length).toBeLessThanOrEqual(1);
  expect(realFailures(errors).filter((error) => !/Cannot use import statement outside a module/.test(error))).toEqual([]);
});

test('its dev server runs on the production React and an edit shows by live reload', async () => {
  const devServer = await served.startDevServer();
  const output = devServer.output();
  const devUrl = `http://localhost:${devPort}/${FILE}`;
  // The line to paste, printed as it is.
  expect(output).toContain(`localStorage.setItem('import-map-override:${SPECIFIER}', '${devUrl}')`);
  expect(output).toContain(`DEV_ORIGINS=http://localhost:${devPort}`);
  expect(output).toContain(`CSP_SCRIPT_SRC=http://localhost:${devPort}`);

  const bundle = await (await fetch(devUrl)).text();
  const dependencies = JSON.parse(/^System\.register\((\[[^\]]*\])/.exec(bundle)![1]) as string[];
  expect(dependencies).toContain('react/jsx-runtime');
  expect(dependencies).not.toContain('react/jsx-dev-runtime');

  const { recorded, user } = await overriddenPage(devUrl);
  const { page, errors } = recorded;
  await page.goto(`${portal.url}/#/reports`);
  const greeting = page.locator('#cloud-subapp[data-state="mounted"] [data-testid="reports-greeting"]');
  await greeting.waitFor();
  const name = user.userName || user.loginName;
  expect(await greeting.textContent()).toBe(`你好，${name}`);

  const rules = path.join(project, 'src', 'reports.rules.ts');
  const original = fs.readFileSync(rules, 'utf8');
  try {
    fs.writeFileSync(rules, original.replace("hello: '你好，'", "hello: '您好，'"));
    await page.waitForFunction(
      (text) => document.querySelector('#cloud-subapp[data-state="mounted"] [data-testid="reports-greeting"]')?.textContent === text,
      `您好，${name}`,
      { timeout: 60_000 },
    );
    await screenshot(page, 'subapp-project-live-reload');
    expect(realFailures(errors)).toEqual([]);
  } finally {
    fs.writeFileSync(rules, original);
  }
});

test("its standalone mode mounts the app alone on the dev server's page, against the portal's API and shared modules", async () => {
  await expectStandaloneApp(served, 'reports-greeting', 'subapp-project-standalone');
});
