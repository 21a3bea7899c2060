/**
 * The root config in a real Chromium against the production build and the real server: the
 * loader, the 3700 ms fallback, failing sub-apps and their retry, import-map overrides, sub-apps
 * added or removed by editing the deployed importmap.json, and / → /toHome → the configured home
 * address (signed out).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { holdRequests, screenshot, scriptsOf, type RecordedPage } from './helpers/browser';
import { copyWebRoot, startPortal, type Portal } from './helpers/portal';
import { pagesOnDemand } from './helpers/suite';
import { signInAs } from './helpers/sign-in';
import { fixtureSubApp } from './helpers/subapp-fixtures';

const MSG_MODULE = '**/common/msg/cloud-common-msg.js';
const container = '#cloud-subapp';

const suite = pagesOnDemand();
let portal: Portal;
beforeAll(() => {
  ({ portal } = suite);
});

async function signedInPage(target: Portal = portal): Promise<RecordedPage> {
  const current = await suite.newPage();
  await current.page.goto(`${target.url}/portal-config.json`);
  await signInAs(current.page, target, 'demo');
  return current;
}

function state(page: Page) {
  return page.locator(container).getAttribute('data-state');
}

async function waitForState(page: Page, expected: string, timeout = 10_000) {
  await page.waitForFunction(([selector, value]) => document.querySelector(selector!)?.getAttribute('data-state') === value, [container, expected], {
    timeout,
  });
}

/** Holds the message centre's module back until the returned function is called. */
const holdMessageCentre = (page: Page) => holdRequests(page, MSG_MODULE);

function fulfil(body: string) {
  return (route: Route) => route.fulfill({ status: 200, contentType: 'application/javascript', body });
}

test('shows the loader before the sample sub-app loads and hides it once the sub-app is mounted', async () => {
  const { page, errors } = await signedInPage();
  const release = await holdMessageCentre(page);

  await page.goto(`${portal.url}/#/common/msg`);
  await waitForState(page, 'loading');
  // After a short delay (no flash on a quick switch), and while the module is still held back.
  await page.getByTestId('subapp-loader').waitFor({ state: 'visible', timeout: 2000 });
  await expect(page.getByTestId('subapp-status').textContent()).resolves.toContain('正在加载消息中心（@cloud/common/msg）');

  release();
  await waitForState(page, 'mounted');
  await expect(page.getByTestId('subapp-status').isVisible()).resolves.toBe(false);
  const mountPoint = page.locator('[data-subapp="@cloud/common/msg"]');
  await expect(mountPoint.isVisible()).resolves.toBe(true);
  await expect(mountPoint.innerText()).resolves.not.toBe('');
  await screenshot(page, 'root-config-subapp-mounted');
  expect(errors).toEqual([]);
});

test('on a click to a slow sub-app the old page leaves at once, its nav item lights up and the loader shows where the user looks', async () => {
  const { page, errors } = await signedInPage();
  const release = await holdMessageCentre(page);
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(`${portal.url}/#/application-overview`);
  await page.locator('[data-parcel="@portal/overview"] [data-card]').first().waitFor();
  await page.mouse.wheel(0, 2000);
  await page.waitForFunction(() => window.scrollY > 0);

  await page.locator('header').getByRole('button', { name: '消息中心' }).click();
  // Before the module arrives: the overview is gone, the new item is the current one.
  await page.waitForFunction(() => !document.querySelector('[data-parcel="@portal/overview"]'), null, { timeout: 3000 });
  await expect(page.locator('header').getByRole('button', { name: '消息中心' }).getAttribute('aria-current')).resolves.toBe('page');
  await waitForState(page, 'loading');
  const loader = page.getByTestId('subapp-status');
  await loader.waitFor({ state: 'visible' });
  const box = (await loader.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(600);
  await screenshot(page, 'root-config-loader-on-navigation');

  release();
  await waitForState(page, 'mounted');
  await expect(loader.isVisible()).resolves.toBe(false);
  expect(errors).toEqual([]);
});

test('keeps a quick switch free of a loader flash: the loader appears only after a short delay', async () => {
  const { page } = await signedInPage();
  await page.route(MSG_MODULE, () => {
    // Never answered.
  });
  await page.goto(`${portal.url}/#/user-info`);
  await page.locator('[data-parcel="@portal/user-info"]').waitFor();
  // Read at the moment the container turns to loading: laid out, not yet visible.
  const first = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const container = document.getElementById('cloud-subapp')!;
        new MutationObserver((_records, observer) => {
          if (container.dataset.state !== 'loading') return;
          observer.disconnect();
          resolve(getComputedStyle(container.querySelector('[data-testid="subapp-status"]')!).visibility);
        }).observe(container, { attributes: true });
        window.location.hash = '#/common/msg';
      }),
  );
  expect(first).toBe('hidden');
  await page.waitForFunction(() => getComputedStyle(document.querySelector('[data-testid="subapp-status"]')!).visibility === 'visible', null, {
    timeout: 3000,
  });
});

test('runs under /index.html too, and shows the user and menu codes from @portal/utils in the sample sub-app', async () => {
  const { page, errors } = await signedInPage();
  await page.goto(`${portal.url}/index.html#/common/msg`);
  await waitForState(page, 'mounted');
  // The sub-app's own crumbs step aside for the portal's breadcrumb; its page heading is its own.
  await page.locator('[data-subapp="@cloud/common/msg"] h1').getByText('站内信').waitFor();
  expect(errors).toEqual([]);
});

test('hides the loader after 3700 ms and says the sub-app is still loading, then shows a timeout panel', async () => {
  const { page } = await signedInPage();
  await page.route(MSG_MODULE, () => {
    // Never answered: the module never arrives.
  });
  await page.goto(`${portal.url}/#/common/msg`);
  await waitForState(page, 'loading');
  const started = Date.now();
  await waitForState(page, 'slow', 8000);
  const elapsed = Date.now() - started;
  expect(elapsed).toBeGreaterThan(3000);
  expect(elapsed).toBeLessThan(5000);
  await expect(page.getByTestId('subapp-loader').isVisible()).resolves.toBe(false);
  await expect(page.getByTestId('subapp-status').innerText()).resolves.toContain('仍在加载');
  await screenshot(page, 'root-config-still-loading');

  await waitForState(page, 'error', 20_000);
  await expect(page.getByTestId('subapp-error').innerText()).resolves.toContain('加载超时');
});

test('shows a panel naming a sub-app that answers 404 while the shell keeps navigating, and retry loads it once fixed', async () => {
  const { page } = await signedInPage();
  const notFound = (route: Route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  await page.route(MSG_MODULE, notFound);

  await page.goto(`${portal.url}/#/common/msg`);
  await waitForState(page, 'error');
  const panel = page.getByTestId('subapp-error');
  await expect(panel.innerText()).resolves.toContain('消息中心（@cloud/common/msg）加载失败');
  await expect(panel.getByRole('button', { name: '重试' }).isVisible()).resolves.toBe(true);
  await screenshot(page, 'root-config-404-panel');

  // The rest of the portal keeps working: a shell page renders and the container steps aside.
  await page.evaluate(() => (window.location.hash = '#/user-info'));
  await page.waitForSelector('[data-parcel="@portal/user-info"], [data-parcel="@portal/placeholder"]', { timeout: 15_000 });
  await expect(state(page)).resolves.toBe('idle');

  await page.evaluate(() => (window.location.hash = '#/common/msg'));
  await waitForState(page, 'error');

  await page.unroute(MSG_MODULE, notFound);
  await panel.getByRole('button', { name: '重试' }).click();
  await waitForState(page, 'mounted');
  await page.locator('[data-subapp="@cloud/common/msg"] h1').getByText('站内信').waitFor();
});

test('shows a panel for a sub-app that throws on mount, and retry mounts the fixed module', async () => {
  const { page } = await signedInPage();
  const broken = fulfil(fixtureSubApp({ mountError: 'boom on mount' }));
  await page.route(MSG_MODULE, broken);

  await page.goto(`${portal.url}/#/common/msg`);
  await waitForState(page, 'error');
  const panel = page.getByTestId('subapp-error');
  await expect(panel.innerText()).resolves.toContain('子应用启动时出错');
  await expect(panel.locator('details').textContent()).resolves.toContain('boom on mount');

  await page.unroute(MSG_MODULE, broken);
  await page.route(MSG_MODULE, fulfil(fixtureSubApp({ text: '修好了' })));
  await panel.getByRole('button', { name: '重试' }).click();
  await waitForState(page, 'mounted');
  await expect(page.getByTestId('fixture-subapp').innerText()).resolves.toBe('修好了');
});

test('shows a panel for a module without lifecycles, in English when the stored language is en-US', async () => {
  const { page } = await signedInPage();
  await page.evaluate(() => localStorage.setItem('language', 'en-US'));
  await page.route(MSG_MODULE, fulfil(fixtureSubApp({ noLifecycles: true })));
  await page.goto(`${portal.url}/#/common/msg`);
  await waitForState(page, 'error');
  const text = await page.getByTestId('subapp-error').innerText();
  expect(text).toContain('Messages (@cloud/common/msg) failed to load');
  expect(text).toContain('does not export mount and unmount');
  await expect(page.getByTestId('subapp-retry').innerText()).resolves.toBe('Retry');
});

test('an import-map override of a sub-app stored in localStorage takes effect', async () => {
  const { page } = await signedInPage();
  await page.route('**/dev-server/common-msg.js', fulfil(fixtureSubApp({ text: '来自覆盖的模块' })));
  await page.evaluate((url) => localStorage.setItem('import-map-override:@cloud/common/msg', url), `${portal.url}/dev-server/common-msg.js`);

  await page.goto(`${portal.url}/#/common/msg`);
  await waitForState(page, 'mounted');
  await expect(page.getByTestId('fixture-subapp').innerText()).resolves.toBe('来自覆盖的模块');
  const overrides = await page.evaluate(
    () => (window as unknown as { importMapOverrides: { getOverrideMap(): { imports: Record<string, string> } } }).importMapOverrides.getOverrideMap().imports,
  );
  expect(overrides['@cloud/common/msg']).toBe(`${portal.url}/dev-server/common-msg.js`);
});

test('an override of a portal module (a page parcel) takes effect too', async () => {
  const { page } = await suite.newPage();
  await page.route('**/dev-server/legal-lap.js', fulfil(fixtureSubApp({ text: '本地开发的法律声明页' })));
  await page.goto(`${portal.url}/portal-config.json`);
  await page.evaluate((url) => localStorage.setItem('import-map-override:@portal/legal-lap', url), `${portal.url}/dev-server/legal-lap.js`);
  await page.goto(`${portal.url}/#/lap`);
  await page.getByTestId('fixture-subapp').waitFor({ timeout: 15_000 });
  await expect(page.getByTestId('fixture-subapp').innerText()).resolves.toBe('本地开发的法律声明页');
});

test('loads import-map-overrides only when used: its UI with localStorage.devtools, its API when an override is stored', async () => {
  const { page, errors } = await suite.newPage();
  const scripts = scriptsOf(page);
  await page.goto(`${portal.url}/#/client-login`);
  await page.waitForSelector('[data-parcel="@portal/client-login"]', { state: 'attached', timeout: 15_000 });
  expect(scripts.filter((s) => s.includes('import-map-overrides'))).toEqual([]);

  await page.evaluate(() => localStorage.setItem('import-map-override:@portal/legal-lap', '/nowhere.js'));
  scripts.length = 0;
  await page.reload();
  await page.waitForFunction(() => Boolean((window as unknown as { importMapOverrides?: object }).importMapOverrides));
  expect(scripts.some((s) => /\/vendor\/import-map-overrides-api\./.test(s))).toBe(true);
  expect(scripts.some((s) => /\/vendor\/import-map-overrides\.[0-9a-f]+\.js$/.test(s))).toBe(false);
  await expect(page.locator('import-map-overrides-full').count()).resolves.toBe(0);
  await page.evaluate(() => localStorage.removeItem('import-map-override:@portal/legal-lap'));

  await page.evaluate(() => localStorage.setItem('devtools', 'true'));
  scripts.length = 0;
  await page.reload();
  await page.waitForSelector('import-map-overrides-full', { state: 'attached' });
  expect(scripts.some((s) => /\/vendor\/import-map-overrides\.[0-9a-f]+\.js$/.test(s))).toBe(true);
  const trigger = page.locator('import-map-overrides-full').locator('button');
  await trigger.first().waitFor({ timeout: 10_000 });
  await screenshot(page, 'root-config-overrides-ui');
  expect(errors.filter((e) => !e.includes('preload'))).toEqual([]);
});

describe('with a deployed importmap.json edited by an operator (no rebuild)', () => {
  let web: ReturnType<typeof copyWebRoot>;
  let edited: Portal;

  beforeAll(async () => {
    web = copyWebRoot();
    const mapFile = path.join(web.dir, 'importmap.json');
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { imports: Record<string, string> };
    delete map.imports['@cloud/common/msg'];
    map.imports['@cloud/reports'] = '/reports/reports.js';
    map.imports['@cloud/pm'] = '/pm/pm-app.js';
    fs.writeFileSync(mapFile, JSON.stringify({ ...map, portal: { importMapOverrides: false } }, null, 2));
    fs.mkdirSync(path.join(web.dir, 'reports'));
    fs.writeFileSync(path.join(web.dir, 'reports', 'reports.js'), fixtureSubApp({ text: '报表子应用' }));
    fs.mkdirSync(path.join(web.dir, 'pm'));
    fs.writeFileSync(path.join(web.dir, 'pm', 'pm-app.js'), fixtureSubApp({ text: '项目管理子应用' }));
    edited = await startPortal({ env: { WEB_ROOT: web.dir, HOME_URL: '/index.html?from=toHome#/client-login' } });
  });

  afterAll(async () => {
    await edited?.stop();
    web?.remove();
  });

  test('a sub-app added to the map is registered under its own prefix and mounted', async () => {
    const { page } = await signedInPage(edited);
    await page.goto(`${edited.url}/#/reports`);
    await waitForState(page, 'mounted');
    await expect(page.getByTestId('fixture-subapp').innerText()).resolves.toBe('报表子应用');
  });

  test('a spec prefix moved to another file loads from there, with a boundary: #/pmx is not #/pm', async () => {
    const { page } = await signedInPage(edited);
    await page.goto(`${edited.url}/#/pm/project-list`);
    await waitForState(page, 'mounted');
    await expect(page.getByTestId('fixture-subapp').innerText()).resolves.toBe('项目管理子应用');
    await page.evaluate(() => (window.location.hash = '#/pmx'));
    await waitForState(page, 'idle');
  });

  test('a sub-app removed from the map is not loaded: the shell says it is not deployed here, and the rest keeps working', async () => {
    const { page, errors } = await signedInPage(edited);
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto(`${edited.url}/#/common/msg`);
    await page.getByTestId('subapp-not-deployed').waitFor({ timeout: 15_000 });
    await expect(page.getByTestId('subapp-not-deployed').innerText()).resolves.toContain('未在当前环境部署');
    await expect(state(page)).resolves.toBe('idle');
    expect(scripts.filter((s) => s.includes('/common/msg/'))).toEqual([]);
    await screenshot(page, 'root-config-not-deployed');

    await page.evaluate(() => (window.location.hash = '#/reports'));
    await waitForState(page, 'mounted');
    expect(errors).toEqual([]);
  });

  test('the environment map can switch in-browser overrides off', async () => {
    const { page } = await signedInPage(edited);
    await page.route('**/dev-server/reports.js', fulfil(fixtureSubApp({ text: '覆盖' })));
    await page.evaluate((url) => localStorage.setItem('import-map-override:@cloud/reports', url), `${edited.url}/dev-server/reports.js`);
    await page.goto(`${edited.url}/#/reports`);
    await waitForState(page, 'mounted');
    await expect(page.getByTestId('fixture-subapp').innerText()).resolves.toBe('报表子应用');
  });

  test('/ goes to /toHome and then to the configured home address', async () => {
    const { page } = await suite.newPage();
    await page.goto(`${edited.url}/`);
    await page.waitForURL(/from=toHome/, { timeout: 15_000 });
    expect(page.url()).toBe(`${edited.url}/index.html?from=toHome#/client-login`);
  });
});
