/**
 * Third-party sub-apps in a real Chromium against the real server (issue 14): one registered under
 * its own name with a route from the environment map's `portal.apps` section, and the global
 * stylesheet such a sub-app injects leaving with it when it unmounts and coming back when it returns.
 */
import type { Page } from 'playwright-core';
import { screenshot } from './helpers/browser';
import { extendImportMap, serveScript, styleSheet, systemSubApp } from './helpers/subapp-fixtures';
import { realFailures, signedInSuite } from './helpers/suite';

const suite = signedInSuite();

// What a webpack "system" build with style-loader does: a global stylesheet when the module is
// evaluated, one more on mount, both in <head>; the page itself in the container.
const people = systemSubApp({
  evaluate: styleSheet('people-global-css', 'body, body * { color: rgb(255, 255, 255) !important; } .people-card { border: 3px solid rgb(0, 128, 0); }'),
  mount: `function (props) {
        ${styleSheet('people-mount-css', '.people-card { padding: 12px; }')}
        var card = document.createElement('div');
        card.className = 'people-card';
        card.setAttribute('data-testid', 'people-card');
        card.textContent = 'People of @org/people';
        props.domElement.appendChild(card);
        return Promise.resolve();
      }`,
});

async function withPeopleInTheMap(page: Page, portalApps: Record<string, unknown>) {
  await extendImportMap(page, { imports: { '@org/people': '/third-party/people.js' }, apps: portalApps });
  await serveScript(page, '**/third-party/people.js', people);
}

const colorOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).color);

test('registers a sub-app under its own name at the route the environment map gives it', async () => {
  const { page, errors } = await suite.signedInPage('admin', { prepare: ({ page }) => withPeopleInTheMap(page, { '@org/people': { route: '/people' } }) });
  await page.goto(`${suite.portal.url}/#/people`);
  await page.getByTestId('people-card').waitFor();
  expect(await page.locator('#cloud-subapp').getAttribute('data-state')).toBe('mounted');
  await screenshot(page, 'third-party-people-mounted');
  expect(realFailures(errors)).toEqual([]);
});

test('takes the global stylesheet of a sub-app out when it unmounts and puts it back when it returns', async () => {
  const { page, errors } = await suite.signedInPage('admin', { prepare: ({ page }) => withPeopleInTheMap(page, { '@org/people': { route: '/people' } }) });
  await page.goto(`${suite.portal.url}/#/user-info`);
  // The portal's own text colour; the sub-app's sheet turns all text white.
  const nav = 'body';
  await page.locator('header').first().waitFor();
  const portalColor = await colorOf(page, nav);
  expect(portalColor).not.toBe('rgb(255, 255, 255)');

  await page.evaluate(() => (window.location.hash = '#/people'));
  await page.getByTestId('people-card').waitFor();
  // While mounted its `body, body *` rule reaches its own container only (docs/decisions/013).
  expect(await colorOf(page, '[data-subapp="@org/people"]')).toBe('rgb(255, 255, 255)');
  expect(await colorOf(page, nav)).toBe(portalColor);
  const border = await page.getByTestId('people-card').evaluate((el) => getComputedStyle(el).borderTopColor + ' ' + getComputedStyle(el).paddingTop);

  await page.evaluate(() => (window.location.hash = '#/user-info'));
  await page.waitForFunction(() => !document.querySelector('[data-testid="people-card"]'));
  await page.waitForFunction(() => !document.querySelector('[data-testid="people-global-css"]') && !document.querySelector('[data-testid="people-mount-css"]'));
  expect(await colorOf(page, nav)).toBe(portalColor);
  expect(await colorOf(page, '#portal-main')).not.toBe('rgb(255, 255, 255)');
  await screenshot(page, 'third-party-people-left');

  await page.evaluate(() => (window.location.hash = '#/people'));
  await page.getByTestId('people-card').waitFor();
  expect(await page.getByTestId('people-card').evaluate((el) => getComputedStyle(el).borderTopColor + ' ' + getComputedStyle(el).paddingTop)).toBe(border);
  expect(await page.locator('[data-testid="people-global-css"]').count()).toBe(1);
  expect(realFailures(errors)).toEqual([]);
});

test('leaves the styles in place for a sub-app that opted out', async () => {
  const { page } = await suite.signedInPage('admin', {
    prepare: ({ page }) => withPeopleInTheMap(page, { '@org/people': { route: '/people', keepStyles: true } }),
  });
  await page.goto(`${suite.portal.url}/#/people`);
  await page.getByTestId('people-card').waitFor();
  await page.evaluate(() => (window.location.hash = '#/user-info'));
  await page.waitForFunction(() => !document.querySelector('[data-testid="people-card"]'));
  expect(await page.locator('[data-testid="people-global-css"]').count()).toBe(1);
});
