/**
 * Native ES module sub-apps beside SystemJS ones (issue 14), in a real Chromium against the real
 * server: the sample @org/esm-demo (built as a native ES module, registered by the environment
 * map's portal.apps section) and the SystemJS message centre mounted one after the other share one
 * React and one @portal/utils store, within the CSP (the native import map by its nonce, ADR 015).
 */
import { screenshot } from './helpers/browser';
import { extendImportMap, serveScript } from './helpers/subapp-fixtures';
import { realFailures, signedInSuite } from './helpers/suite';

const suite = signedInSuite();

const container = '#cloud-subapp';
const mounted = (name: string) => `${container}[data-state="mounted"][data-app="${name}"]`;

test('mounts the native ES module sample and the SystemJS message centre one after the other on one React and one store', async () => {
  const requested: string[] = [];
  const { page, errors } = await suite.signedInPage('demo', {
    prepare: async ({ page }) => void page.on('request', (request) => requested.push(new URL(request.url()).pathname)),
  });
  const cspViolations: string[] = [];
  page.on('console', (message) => /Content Security Policy/.test(message.text()) && cspViolations.push(message.text()));

  await page.goto(`${suite.portal.url}/#/common/msg/system/message/station`);
  await page.locator('#station-title').waitFor();
  await page.evaluate(() => (window.location.hash = '#/demo/esm'));
  await page.getByTestId('esm-demo-app').waitFor();
  await page.locator(mounted('@org/esm-demo')).waitFor();
  await screenshot(page, 'esm-demo-zh-CN');

  // One copy of each shared module: the SystemJS file once, and the ES module side only its bridge.
  for (const name of ['react', 'react-dom', 'react-dom-client', 'jotai']) {
    expect(requested.filter((p) => p.startsWith(`/shared/${name}.`))).toHaveLength(1);
  }
  expect(requested.filter((p) => p.startsWith('/bridges/react-dom-client.'))).toHaveLength(1);
  expect(requested.filter((p) => /react-dom/.test(p) && !/^\/(shared|bridges)\//.test(p))).toEqual([]);
  // @portal/contract and @portal/console too (docs/decisions/014): the station page's SystemJS copy, reached through a bridge.
  expect(await page.getByTestId('esm-demo-shared').textContent()).toBe('/api · 3');
  for (const name of ['contract', 'console']) {
    expect(requested.filter((p) => p.startsWith(`/portal-${name}.`))).toHaveLength(1);
    expect(requested.filter((p) => p.startsWith(`/bridges/portal-${name}.`))).toHaveLength(1);
  }

  // The same store: the ES module app shows the bell's count, and sees the shell zero it.
  await page.getByTestId('notice-badge').waitFor();
  const badge = await page.getByTestId('notice-badge').textContent();
  expect(await page.getByTestId('esm-demo-unread').textContent()).toBe(badge);
  const signedInName = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').userName);
  expect(await page.getByTestId('esm-demo-user').textContent()).toBe(signedInName);
  await page.getByTestId('notice-bell').click();
  await page.getByRole('button', { name: '全部已读' }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="esm-demo-unread"]')?.textContent === '0');

  // A language change made by the ES module app reaches the shell and the SystemJS sub-app.
  await page.getByTestId('esm-demo-language').click();
  await page.waitForFunction(() => document.documentElement.lang === 'en-US');
  await page.getByText('Native ES module sub-app').waitFor();
  await screenshot(page, 'esm-demo-en-US');
  await page.evaluate(() => (window.location.hash = '#/common/msg/system/message/station'));
  await page.locator(mounted('@cloud/common/msg')).waitFor();
  await page.waitForFunction(() => !/[\u4e00-\u9fff]/.test(document.querySelector('#station-title')?.textContent ?? '中'));

  expect(cspViolations).toEqual([]);
  expect(realFailures(errors)).toEqual([]);
});

test('loads a native ES module the map does not declare as one', async () => {
  const undeclared = `import { useState } from 'react';
export function bootstrap() { return Promise.resolve(); }
export function mount(props) { const p = document.createElement('p'); p.dataset.testid = 'undeclared-esm'; p.textContent = typeof useState; props.domElement.append(p); return Promise.resolve(); }
export function unmount(props) { props.domElement.replaceChildren(); return Promise.resolve(); }
`;
  const { page, errors } = await suite.signedInPage('demo', {
    prepare: async ({ page }) => {
      await extendImportMap(page, { imports: { '@org/undeclared': '/third-party/undeclared.js' }, apps: { '@org/undeclared': { route: '/undeclared' } } });
      await serveScript(page, '**/third-party/undeclared.js', undeclared);
    },
  });
  await page.goto(`${suite.portal.url}/#/undeclared`);
  await page.getByTestId('undeclared-esm').waitFor();
  expect(await page.getByTestId('undeclared-esm').textContent()).toBe('function');
  // The browser reports the first, classic-script attempt as a page error; nothing else may fail.
  expect(realFailures(errors).filter((e) => !/import statement outside a module/.test(e))).toEqual([]);
});
