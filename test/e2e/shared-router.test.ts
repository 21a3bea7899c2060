/**
 * The shared react-router-dom in a real Chromium against the production build and the real
 * server: two tiny fixture sub-apps route inside their hash prefixes with it (`<HashRouter
 * basename>` and `createHashRouter` with a basename), one copy is fetched for both, and the login
 * route never fetches it. Also: every built module asks only for modules the import map names.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { screenshot, scriptsOf, type RecordedPage } from './helpers/browser';
import type { Portal } from './helpers/portal';
import { pagesOnDemand } from './helpers/suite';
import { signInAs } from './helpers/sign-in';
import { fixtureRouterSubApp } from './helpers/subapp-fixtures';

const APPS = {
  '@cloud/fixture/routes': { url: '/fixture/routes/app.js', source: fixtureRouterSubApp({ basename: '/fixture/routes', mode: 'component' }) },
  '@cloud/fixture/data': { url: '/fixture/data/app.js', source: fixtureRouterSubApp({ basename: '/fixture/data', mode: 'data' }) },
};

const suite = pagesOnDemand();
let portal: Portal;
beforeAll(() => {
  ({ portal } = suite);
});

/** A signed-in page whose environment map also names the two fixture sub-apps; counts script requests by path. */
async function signedInWithFixtures(): Promise<RecordedPage & { scripts: string[] }> {
  const current = await suite.newPage();
  const { page, context } = current;
  await context.route('**/importmap.json', async (route) => {
    const map = (await (await route.fetch()).json()) as { imports: Record<string, string> };
    for (const [name, app] of Object.entries(APPS)) map.imports[name] = app.url;
    await route.fulfill({ json: map });
  });
  for (const app of Object.values(APPS)) {
    await context.route(`**${app.url}`, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: app.source }));
  }
  const scripts = scriptsOf(page);
  await page.goto(`${portal.url}/portal-config.json`);
  await signInAs(page, portal, 'demo');
  return { ...current, scripts };
}

const text = (page: Page, id: string) => page.getByTestId(id).innerText();
const hash = (page: Page) => page.evaluate(() => window.location.hash);

async function waitForPage(page: Page, expected: string) {
  await page.waitForFunction((value) => document.querySelector('[data-testid="router-page"]')?.textContent === value, expected, { timeout: 15_000 });
}

describe.each([
  ['<HashRouter basename>', '/fixture/routes', 'component'],
  ['createHashRouter with a basename', '/fixture/data', 'data'],
])('a sub-app routing with %s', (_title, prefix, mode) => {
  test('matches its routes below its hash prefix, menu_code query included', async () => {
    const { page, errors } = await signedInWithFixtures();
    await page.goto(`${portal.url}/#${prefix}/users/42?menu_code=pm`);
    await waitForPage(page, 'user 42');
    await expect(page.getByTestId('router-fixture').getAttribute('data-mode')).resolves.toBe(mode);
    await expect(text(page, 'router-location')).resolves.toBe('/users/42?menu_code=pm');
    await expect(page.getByTestId('router-link-42').getAttribute('href')).resolves.toBe(`#${prefix}/users/42`);

    await page.goto(`${portal.url}/#${prefix}?menu_code=pm`);
    await waitForPage(page, 'home');
    await page.goto(`${portal.url}/#${prefix}/nothing/here?menu_code=pm`);
    await waitForPage(page, 'no route');
    await screenshot(page, `shared-router-${mode}-no-route`);
    expect(errors).toEqual([]);
  });

  test('navigates by its links, its navigate function and Back without being mounted again, and the shell follows', async () => {
    const { page, errors } = await signedInWithFixtures();
    await page.goto(`${portal.url}/#${prefix}?menu_code=pm`);
    await waitForPage(page, 'home');

    await page.getByTestId('router-link-7').click();
    await waitForPage(page, 'user 7');
    await expect(hash(page)).resolves.toBe(`#${prefix}/users/7?menu_code=pm`);

    // A link without the query: the shell carries the menu_code over (spec 2) and the router follows.
    await page.getByTestId('router-link-42').click();
    await waitForPage(page, 'user 42');
    await page.waitForFunction((expected) => window.location.hash === expected, `#${prefix}/users/42?menu_code=pm`, { timeout: 10_000 });
    await expect(text(page, 'router-location')).resolves.toBe('/users/42?menu_code=pm');

    await page.getByTestId('router-navigate-home').click();
    await waitForPage(page, 'home');
    await page.goBack();
    await waitForPage(page, 'user 42');
    await expect(text(page, 'router-mounts')).resolves.toBe('1');
    await expect(page.locator('#cloud-subapp').getAttribute('data-state')).resolves.toBe('mounted');
    await screenshot(page, `shared-router-${mode}-user-42`);
    expect(errors).toEqual([]);
  });

  test('is unmounted when the hash leaves its prefix and mounted again on return', async () => {
    const { page, errors } = await signedInWithFixtures();
    await page.goto(`${portal.url}/#${prefix}/users/42?menu_code=pm`);
    await waitForPage(page, 'user 42');
    await page.getByTestId('router-leave').click();
    await page.waitForSelector('[data-parcel="@portal/user-info"]', { timeout: 15_000 });
    await expect(page.getByTestId('router-fixture').count()).resolves.toBe(0);

    await page.goBack();
    await waitForPage(page, 'user 42');
    await expect(text(page, 'router-mounts')).resolves.toBe('2');
    expect(errors).toEqual([]);
  });
});

test('two sub-apps using react-router-dom fetch one copy of it, and one React', async () => {
  const { page, scripts, errors } = await signedInWithFixtures();
  await page.goto(`${portal.url}/#/fixture/routes/users/1?menu_code=pm`);
  await waitForPage(page, 'user 1');
  await page.evaluate(() => (window.location.hash = '#/fixture/data/users/2?menu_code=pm'));
  await waitForPage(page, 'user 2');
  await page.evaluate(() => (window.location.hash = '#/fixture/routes/users/3?menu_code=pm'));
  await waitForPage(page, 'user 3');

  const fetched = (pattern: RegExp) => scripts.filter((s) => pattern.test(s));
  expect(fetched(/\/shared\/react-router-dom\.[0-9a-f]+\.js$/)).toHaveLength(1);
  expect(fetched(/\/shared\/react\.[0-9a-f]+\.js$/)).toHaveLength(1);
  expect(fetched(/\/shared\/react-dom-client\.[0-9a-f]+\.js$/)).toHaveLength(1);
  expect(fetched(/\/fixture\//)).toEqual(['/fixture/routes/app.js', '/fixture/data/app.js']);
  expect(errors).toEqual([]);
});

test('the login route never fetches react-router-dom, @portal/contract or @portal/console, though the import map names them', async () => {
  const { page, errors } = await suite.newPage();
  const scripts = scriptsOf(page);
  await page.goto(`${portal.url}/#/client-login`);
  await page.waitForSelector('[data-parcel="@portal/client-login"] input', { timeout: 15_000 });
  // The first focus in the form fetches the AES chunk: the route's whole download happens here.
  await page.locator('[data-parcel="@portal/client-login"] input').first().focus();
  await page.waitForLoadState('networkidle');
  const map = await page.evaluate(
    () => (window as unknown as { System: { getImportMap(): { imports: Record<string, string> } } }).System.getImportMap().imports,
  );
  expect(map['react-router-dom']).toMatch(/\/shared\/react-router-dom\.[0-9a-f]+\.js$/);
  expect(scripts.filter((s) => s.includes('react-router'))).toEqual([]);
  // The modules only sub-apps import (docs/decisions/014): named in both maps, fetched by none here.
  expect(map['@portal/contract']).toMatch(/\/portal-contract\.[0-9a-f]+\.js$/);
  expect(map['@portal/console']).toMatch(/\/portal-console\.[0-9a-f]+\.js$/);
  expect(scripts.filter((s) => /portal-(contract|console)\./.test(s))).toEqual([]);
  expect(scripts.some((s) => /portal-client-login\./.test(s))).toBe(true);
  expect(errors).toEqual([]);
});

test('every module of the build asks only for modules the generated import map names, react-router-dom with react-router inside', () => {
  const dist = path.resolve(__dirname, '..', '..', 'dist');
  const generated = JSON.parse(fs.readFileSync(path.join(dist, 'portal', 'portal.importmap.json'), 'utf8')) as { imports: Record<string, string> };
  const files = [
    // Not the vendor globals (Vue's global builds): published files, loaded by SystemJS's global extra.
    ...Object.values(generated.imports)
      .filter((file) => !file.startsWith('./vendor/'))
      .map((file) => path.join(dist, 'portal', file)),
    ...fs
      .readdirSync(path.join(dist, 'apps'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js'))
      .map((f) => path.join(dist, 'apps', f)),
  ];
  const missing: string[] = [];
  // Native ES module sub-apps ask the page's native import map instead: the bridges (index.html's
  // data-bridges) and the environment's entries, composed by the boot script (docs/decisions/015).
  const bridges = JSON.parse(/data-bridges='([^']*)'/.exec(fs.readFileSync(path.join(dist, 'portal', 'index.html'), 'utf8'))![1]) as {
    imports: Record<string, string>;
  };
  const environment = JSON.parse(fs.readFileSync(path.join(dist, 'portal', 'importmap.json'), 'utf8')) as { imports: Record<string, string> };
  const nativeMap = { imports: { ...environment.imports, ...bridges.imports } };
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    if (/^import[\s*{]/.test(source)) {
      for (const [, dep] of source.matchAll(/(?:^|;)import(?:[^"';]*?from)?\s*"([^"./][^"]*)"/g))
        if (!nativeMap.imports[dep]) missing.push(`${path.basename(file)} → ${dep} (native)`);
      continue;
    }
    const deps = /^(?:\/\*.*?\*\/\s*)?System\.register\((\[[^\]]*\])/s.exec(source);
    expect(deps).not.toBeNull();
    for (const dep of JSON.parse(deps![1]) as string[]) if (!generated.imports[dep]) missing.push(`${path.basename(file)} → ${dep}`);
  }
  expect(missing).toEqual([]);

  const router = fs.readFileSync(path.join(dist, 'portal', generated.imports['react-router-dom']), 'utf8');
  expect(router).toMatch(/System\.register\(\["react","react-dom"\]/);
  // react-router's own code (its error text), not an import of it.
  expect(router).toContain('may be used only in the context of a <Router> component');
});
