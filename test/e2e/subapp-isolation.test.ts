/**
 * Sub-apps under any name inside the frame, isolated while mounted, and the developer panel
 * (issue 20, points 1, 7 and 8), in a real Chromium against the real server: the repo's own-name
 * ES module sample, a hostile third-party app (served by route interception) whose global CSS and
 * window globals must not reach the portal, and the panel behind `localStorage.devtools`.
 */
import type { Page } from 'playwright-core';
import { screenshot } from './helpers/browser';
import { extendImportMap, serveScript, styleSheet, systemSubApp } from './helpers/subapp-fixtures';
import { realFailures, signedInSuite } from './helpers/suite';

const suite = signedInSuite();

const container = '#cloud-subapp';
const mounted = (name: string) => `${container}[data-state="mounted"][data-app="${name}"]`;
/** A page of the message centre with its menu item: the frame then shows its breadcrumb and left nav. */
const APPLICATIONS = '/cbp/client/project/application?menu_code=cbp_order_apply';

/** What the portal frame looks like: it must be the same before, while and after a sub-app is mounted. */
async function frameLooks(page: Page) {
  return page.evaluate(() => ({
    rootFontSize: getComputedStyle(document.documentElement).fontSize,
    headerHeight: Math.round(document.querySelector('header')?.getBoundingClientRect().height ?? 0),
    bodyBackground: getComputedStyle(document.body).backgroundColor,
    mainBackground: getComputedStyle(document.getElementById('portal-main')?.parentElement ?? document.body).backgroundColor,
    headerBoxSizing: getComputedStyle(document.querySelector('header') ?? document.body).boxSizing,
  }));
}

/** Whether the sub-app container sits in the frame's content region, above the footer. */
async function insideTheFrame(page: Page, name: string) {
  return page.evaluate((app) => {
    const mount = document.querySelector(`[data-subapp="${app}"]`);
    const main = document.getElementById('portal-main');
    const footer = document.querySelector('footer');
    if (!mount || !main || !footer) return false;
    return main.contains(mount) && mount.getBoundingClientRect().bottom <= footer.getBoundingClientRect().top;
  }, name);
}

test('mounts the own-name ES module sample inside the frame three times in a row, the frame unchanged and naming that app', async () => {
  const requested: string[] = [];
  const { page, errors } = await suite.signedInPage('demo', {
    prepare: async ({ page }) => void page.on('request', (request) => requested.push(new URL(request.url()).pathname)),
  });
  await page.goto(`${suite.portal.url}/#${APPLICATIONS}`);
  await page.locator(mounted('@cloud/cbp/client')).waitFor();
  await page.getByTestId('breadcrumbs').waitFor();
  const before = await frameLooks(page);
  expect(before.rootFontSize).toBe('16px');
  expect(before.headerHeight).toBe(56);

  for (let round = 1; round <= 3; round++) {
    await page.evaluate(() => (window.location.hash = '#/demo/esm'));
    await page.getByTestId('esm-demo-app').waitFor();
    await page.locator(mounted('@org/esm-demo')).waitFor();
    expect(await insideTheFrame(page, '@org/esm-demo')).toBe(true);
    expect(await page.getByText('页面不存在').count()).toBe(0);
    // The previous page's menu item does not follow: no menu_code, breadcrumb or left nav of it.
    expect(await page.evaluate(() => window.location.hash)).toBe('#/demo/esm');
    expect(await page.getByTestId('breadcrumbs').count()).toBe(0);
    await page.waitForFunction(() => document.title.startsWith('@org/esm-demo'));
    expect(await frameLooks(page)).toEqual(before);
    if (round === 1) await screenshot(page, 'isolation-esm-demo-in-frame');

    await page.evaluate((route) => (window.location.hash = `#${route}`), APPLICATIONS);
    await page.locator(mounted('@cloud/cbp/client')).waitFor();
    await page.getByTestId('breadcrumbs').waitFor();
    expect(await frameLooks(page)).toEqual(before);
  }
  // Without localStorage.devtools the panel's module is never fetched.
  expect(requested.filter((p) => /devtools/.test(p))).toEqual([]);
  expect(realFailures(errors)).toEqual([]);
});

// A third-party app at its worst: global rules for :root, body and * in a <style> when evaluated
// and in a <link> when mounted, and a global of its own on window.
const hostileGlobalCss =
  ':root { font-size: 62.5%; } body { background: rgb(255, 0, 0); } * { box-sizing: content-box; } @media (min-width: 1px) { html body { color: rgb(0, 128, 0); } }';
const hostile = systemSubApp({
  evaluate: `${styleSheet('hostile-style', hostileGlobalCss)} window.HostileGlobal = 1;`,
  mount: `function (props) {
        return new Promise(function (resolve) {
          var link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = '/third-party/hostile.css';
          link.onload = function () { resolve(); };
          link.onerror = function () { resolve(); };
          document.head.appendChild(link);
          var box = document.createElement('div');
          box.className = 'hostile-box';
          box.setAttribute('data-testid', 'hostile-box');
          box.textContent = 'Hostile app';
          props.domElement.appendChild(box);
        });
      }`,
});
const hostileCss = 'html { font-size: 50%; } body { border-top: 7px solid rgb(0, 0, 255); } .hostile-box { width: 100px; padding: 10px; }';

async function withHostileApp(page: Page, { viaOverride = false } = {}) {
  await extendImportMap(page, {
    imports: viaOverride ? {} : { '@org/hostile': '/third-party/hostile.js' },
    apps: { '@org/hostile': { route: '/hostile', title: 'Hostile' } },
  });
  await serveScript(page, '**/third-party/hostile.js', hostile);
  await page.route('**/third-party/hostile.css', (route) => route.fulfill({ status: 200, contentType: 'text/css', body: hostileCss }));
}

test('keeps a hostile app’s global CSS in its container and takes its globals away when it leaves', async () => {
  const { page, errors } = await suite.signedInPage('demo', { prepare: ({ page }) => withHostileApp(page) });
  await page.goto(`${suite.portal.url}/#/user-info`);
  await page.locator('header').first().waitFor();
  await page.getByRole('heading', { name: '基本信息' }).first().waitFor();
  const before = await frameLooks(page);
  await screenshot(page, 'isolation-hostile-before');

  for (let round = 1; round <= 2; round++) {
    await page.evaluate(() => (window.location.hash = '#/hostile'));
    await page.locator(mounted('@org/hostile')).waitFor();
    await page.getByTestId('hostile-box').waitFor();
    expect(await insideTheFrame(page, '@org/hostile')).toBe(true);
    expect(await frameLooks(page)).toEqual(before);
    // Its own container got the rules: its font size, red, content-box, green text, a blue top border.
    const own = await page.locator('[data-subapp="@org/hostile"]').evaluate((el) => {
      const style = getComputedStyle(el);
      const box = el.querySelector<HTMLElement>('.hostile-box')!;
      return {
        // The link's `html { font-size: 50% }` comes after the <style>'s 62.5 %: half the region's size.
        fontSize: parseFloat(style.fontSize) / parseFloat(getComputedStyle(el.parentElement!).fontSize),
        background: style.backgroundColor,
        color: style.color,
        borderTop: style.borderTopColor,
        boxSizing: getComputedStyle(box).boxSizing,
        boxWidth: box.offsetWidth,
      };
    });
    expect(own).toEqual({
      fontSize: 0.5,
      background: 'rgb(255, 0, 0)',
      color: 'rgb(0, 128, 0)',
      borderTop: 'rgb(0, 0, 255)',
      boxSizing: 'content-box',
      boxWidth: 120,
    });
    expect(await page.evaluate(() => (window as unknown as { HostileGlobal?: number }).HostileGlobal)).toBe(1);
    expect(await page.title()).toBe('Hostile - 云平台门户');
    if (round === 1) await screenshot(page, 'isolation-hostile-mounted');

    await page.evaluate(() => (window.location.hash = '#/user-info'));
    await page.waitForFunction(() => !document.querySelector('[data-testid="hostile-box"]'));
    await page.waitForFunction(() => !('HostileGlobal' in window));
    expect(await frameLooks(page)).toEqual(before);
    // The portal's own globals stay: SystemJS still loads modules.
    expect(await page.evaluate(() => typeof (window as unknown as { System?: { import?: unknown } }).System?.import)).toBe('function');
    if (round === 1) await screenshot(page, 'isolation-hostile-after');
  }
  expect(realFailures(errors)).toEqual([]);
});

test('lists applications and parcels in the developer panel and unmounts and remounts one', async () => {
  const { page, errors } = await suite.signedInPage('demo', {
    prepare: async ({ page, context }) => {
      await withHostileApp(page, { viaOverride: true });
      await context.addInitScript(() => {
        localStorage.setItem('devtools', 'true');
        localStorage.setItem('import-map-override:@org/hostile', '/third-party/hostile.js');
      });
    },
  });
  await page.goto(`${suite.portal.url}/#/demo/esm`);
  await page.getByTestId('esm-demo-app').waitFor();
  await page.evaluate(() => (window.location.hash = '#/hostile'));
  // The override of an own name mounts inside the frame too.
  await page.locator(mounted('@org/hostile')).waitFor();
  expect(await insideTheFrame(page, '@org/hostile')).toBe(true);
  await page.evaluate(() => (window.location.hash = '#/demo/esm'));
  await page.locator(mounted('@org/esm-demo')).waitFor();

  const toggle = page.getByRole('button', { name: '子应用', exact: true });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: '子应用与 parcel（开发者面板）' });
  await panel.waitFor();
  const rowOf = (name: string) => panel.locator(`tr[data-entry="${name}"]`).first();
  await rowOf('@org/esm-demo').waitFor();
  await screenshot(page, 'isolation-devtools-panel');

  const esm = rowOf('@org/esm-demo');
  expect(await esm.getByTestId('devtools-status').textContent()).toBe('MOUNTED');
  expect(await esm.getByTestId('devtools-format').textContent()).toBe('ES module');
  expect(await esm.getByTestId('devtools-source').textContent()).toBe('环境 importmap');
  expect(await esm.getByTestId('devtools-load').textContent()).toMatch(/^\d+ ms$/);
  expect(await esm.getByTestId('devtools-mount').textContent()).toMatch(/^\d+ ms$/);
  const hostileRow = rowOf('@org/hostile');
  expect(await hostileRow.getByTestId('devtools-source').textContent()).toBe('本浏览器的覆盖');
  expect(await hostileRow.getByTestId('devtools-format').textContent()).toBe('System.register');
  expect(await hostileRow.getByTestId('devtools-status').textContent()).toBe('NOT_MOUNTED');
  expect(await hostileRow.textContent()).toContain('HostileGlobal');
  expect(await rowOf('@portal/shell').getByTestId('devtools-source').textContent()).toBe('门户构建');
  expect(await rowOf('@portal/shell').getByTestId('devtools-mount').textContent()).toMatch(/^\d+ ms$/);
  expect(await panel.locator('tr[data-kind="parcel"][data-entry="@portal/notice-bell"]').count()).toBeGreaterThan(0);

  const mounts = async () => Number(await esm.getByTestId('devtools-mounts').textContent());
  const mountedBefore = await mounts();
  await panel.getByRole('button', { name: '强制卸载 @org/esm-demo' }).click();
  await page.waitForFunction(() => !document.querySelector('[data-testid="esm-demo-app"]'));
  await esm.getByText('NOT_MOUNTED · 已强制卸载').waitFor();
  await panel.getByRole('button', { name: '重新挂载 @org/esm-demo' }).click();
  await page.getByTestId('esm-demo-app').waitFor();
  await esm.getByText('MOUNTED', { exact: true }).waitFor();
  expect(await mounts()).toBe(mountedBefore + 1);

  // A remount of a mounted app: down and up again.
  await panel.getByRole('button', { name: '重新挂载 @org/esm-demo' }).click();
  await page.waitForFunction(() => document.querySelector('#portal-devtools')?.shadowRoot?.querySelector('table')?.getAttribute('aria-busy') === 'false');
  await page.getByTestId('esm-demo-app').waitFor();
  expect(await mounts()).toBe(mountedBefore + 2);

  // The keyboard stays on the button it used; Escape closes the panel and goes back to its button.
  expect(await page.evaluate(() => (document.querySelector('#portal-devtools')?.shadowRoot?.activeElement as HTMLElement | null)?.dataset.action)).toBe(
    'remount',
  );
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('portal-devtools');
  expect(realFailures(errors)).toEqual([]);
});
