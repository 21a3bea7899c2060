/**
 * The signed-in portal in both languages: every page, every dialog and overlay (avatar menu,
 * change password, notice bell, the overview's profile dialog, the profile's phone / e-mail /
 * close-account dialogs), their form errors, the message centre sub-app and the failure panels
 * (sub-app and page parcel), audited with axe-core in Chromium.
 */
import type { Locator, Page, Route } from 'playwright-core';
import { screenshot } from '../e2e/helpers/browser';
import { signedInSuite } from '../e2e/helpers/suite';
import { fixtureSubApp } from '../e2e/helpers/subapp-fixtures';
import { CASES, chooseLanguage, Ledger, named, type Language, type Viewport } from './a11y-kit';

jest.setTimeout(240_000);

const suite = signedInSuite();
const ledger = new Ledger();
afterAll(() => ledger.print('Accessibility: signed-in pages, dialogs and overlays × language (axe-core in Chromium)'));

const TEXT = {
  'zh-CN': { edit: '编辑', change: '修改', closeAccount: '注销账号', confirm: '确定' },
  'en-US': { edit: 'Edit', change: 'Change', closeAccount: 'Close account', confirm: 'Confirm' },
} as const;

const MSG_MODULE = '**/common/msg/cloud-common-msg.js';

/** Audits, and when `errors` is given also records whether the form errors in it are announced. */
async function check(page: Page, state: string, language: Language, errors?: Locator) {
  await ledger.audit(page, named(state, current), language);
  if (errors) await ledger.errors(errors, named(state, current), language);
}

/** The viewport of the running test (the report marks states seen at a phone's width). */
let current: Viewport;

function expectClean(language: Language) {
  const mine = (line: string) => line.includes(`[${language}]`) && (current.name === 'desktop') !== line.includes(' @');
  expect(ledger.serious().filter(mine)).toEqual([]);
  expect(ledger.unannounced.filter(mine)).toEqual([]);
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

/** Audits the dialog just opened once its input `field` shows, then again after 确定 on its empty form (`emptyState`), whose errors must be announced. */
async function checkDialog(page: Page, language: Language, field: string, state: string, emptyState: string) {
  const dialog = page.getByRole('dialog');
  await dialog.locator(`input[name="${field}"]`).waitFor();
  await check(page, state, language);
  await dialog.getByRole('button', { name: TEXT[language].confirm }).click();
  await dialog.locator('[aria-invalid="true"]').first().waitFor();
  await check(page, emptyState, language, dialog);
}

async function open(page: Page, route: string, ready: string) {
  await page.goto(`${suite.portal.url}/#${route}`);
  await page.locator(ready).first().waitFor({ timeout: 20_000 });
}

async function overviewReady(page: Page) {
  await page.waitForFunction(
    () => {
      const overview = document.querySelector('[data-page="overview"]');
      return Boolean(overview) && overview!.querySelectorAll('[data-card]').length === 6 && !/加载中|Loading/.test(overview!.textContent!);
    },
    null,
    { timeout: 20_000 },
  );
}

test.each(CASES)(
  'the signed-in pages and their dialogs have no serious or critical axe violation in $language at $viewport.name width',
  async ({ language, viewport }: { language: Language; viewport: Viewport }) => {
    current = viewport;
    const text = TEXT[language];
    const { page } = await suite.signedInPage('demo', { viewport: { width: viewport.width, height: viewport.height } });
    await chooseLanguage(page, suite.portal.url, language);

    // The overview and its profile dialog.
    await open(page, '/application-overview', '[data-page="overview"]');
    await overviewReady(page);
    await check(page, '#/application-overview', language);
    await page.locator('[data-card="personal-information"]').getByRole('button', { name: text.edit }).click();
    const profileDialog = page.getByRole('dialog');
    const dialogName = profileDialog.locator('input[name="userName"]');
    await dialogName.waitFor({ timeout: 15_000 });
    await page.waitForFunction(() => Boolean((document.querySelector('[role="dialog"] input[name="userName"]') as HTMLInputElement | null)?.value));
    await check(page, 'overview profile dialog', language);
    await dialogName.fill('');
    await profileDialog.getByRole('button', { name: text.confirm }).click();
    await profileDialog.locator('[aria-invalid="true"]').first().waitFor();
    await check(page, 'overview profile dialog, empty name', language, profileDialog);
    if (language === 'zh-CN') await screenshot(page, 'a11y-overview-profile-dialog-error');
    await closeDialog(page);

    // Header overlays: the avatar menu, the change password dialog, the notice bell.
    await page.getByTestId('account-menu-trigger').click();
    await page.getByRole('menu').waitFor();
    await check(page, 'avatar menu', language);
    await page.locator('[role="menuitem"][data-value="change-password"]').click();
    await checkDialog(page, language, 'oldPwd', 'change password dialog', 'change password dialog, empty submit');
    await closeDialog(page);
    await page.getByTestId('notice-bell').click();
    await page.getByTestId('notice-item').first().waitFor();
    await check(page, 'notice bell popover', language);
    if (language === 'en-US') await screenshot(page, 'a11y-bell-popover-en-US');
    await page.keyboard.press('Escape');
    await page.getByTestId('notice-popover').waitFor({ state: 'hidden' });

    // The application page.
    await open(page, '/application', '[data-page="application"] [data-app]');
    await check(page, '#/application', language);

    // The profile, its edit mode and its dialogs.
    await open(page, '/user-info', 'dd[data-row="loginName"]');
    await page.locator('dd[data-row="userName"]').filter({ hasText: /\S/ }).waitFor();
    await check(page, '#/user-info', language);
    await page.getByTestId('user-info').getByRole('button', { name: text.edit, exact: true }).click();
    const name = page.locator('input[name="userName"]');
    await name.fill('');
    await page.locator('input[name="empNumber"]').focus();
    await page.locator('[data-testid="user-info"] [aria-invalid="true"]').first().waitFor();
    await check(page, '#/user-info edit, empty name', language, page.getByTestId('user-info'));
    await page.reload();
    await page.locator('dd[data-row="mobile"]').waitFor();
    for (const [row, state] of [
      ['mobile', 'phone dialog'],
      ['email', 'e-mail dialog'],
    ] as const) {
      await page.locator(`dd[data-row="${row}"]`).getByRole('button', { name: text.change }).click();
      await checkDialog(page, language, row, state, `${state}, empty submit`);
      await closeDialog(page);
    }
    await page.getByRole('button', { name: text.closeAccount }).click();
    await checkDialog(page, language, 'verificeCode', 'close-account confirmation dialog', 'close-account dialog, empty code');
    if (language === 'zh-CN') await screenshot(page, 'a11y-close-account-error');
    await closeDialog(page);

    // The message centre (the sample sub-app), then its failure panel when its module answers 404.
    await open(page, '/common/msg/system/message/station', '[data-page="station"] [data-total]');
    await page.waitForFunction(() => !/加载中|Loading/.test(document.querySelector('[data-page="station"]')?.textContent ?? ''));
    await check(page, '#/common/msg/system/message/station', language);
    const notFound = (route: Route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    await page.route(MSG_MODULE, notFound);
    // A fresh document: SystemJS keeps the module it already loaded for this one.
    await page.goto(`${suite.portal.url}/#/common/msg`);
    await page.reload();
    await page.getByTestId('subapp-error').waitFor({ timeout: 20_000 });
    await check(page, 'sub-app error panel (404)', language);
    await page.unroute(MSG_MODULE, notFound);
    await page.route(MSG_MODULE, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: fixtureSubApp({ mountError: 'boom on mount' }) }),
    );
    await page.reload();
    await page.getByTestId('subapp-error').locator('details').waitFor({ timeout: 20_000 });
    await check(page, 'sub-app error panel (throws on mount)', language);
    await page.unroute(MSG_MODULE);
    expectClean(language);
  },
);

test.each(CASES)(
  'the shell fallbacks (placeholder page, failed page parcel, undeployed sub-app, unknown route) have no serious or critical axe violation in $language at $viewport.name width',
  async ({ language, viewport }: { language: Language; viewport: Viewport }) => {
    current = viewport;
    // An import map without @portal/application (placeholder), a page parcel that answers 404 and
    // an environment map without the message centre: the states an operator's deployment can cause.
    const { page } = await suite.signedInPage('demo', {
      viewport: { width: viewport.width, height: viewport.height },
      prepare: async ({ context }) => {
        await context.route('**/portal.importmap.json', async (route) => {
          const map = (await (await route.fetch()).json()) as { imports: Record<string, string> };
          delete map.imports['@portal/application'];
          await route.fulfill({ json: map });
        });
        await context.route('**/importmap.json', (route) => route.fulfill({ json: { imports: {} } }));
        await context.route('**/portal-user-info.*.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
      },
    });
    await chooseLanguage(page, suite.portal.url, language);
    await open(page, '/application', '[data-parcel="@portal/placeholder"] *');
    await check(page, 'placeholder page (parcel not in the map)', language);
    await page.goto(`${suite.portal.url}/#/user-info`);
    await page
      .locator('[role="alert"]')
      .filter({ has: page.getByRole('button') })
      .first()
      .waitFor({ timeout: 20_000 });
    await check(page, 'page parcel failed to load', language);
    await page.goto(`${suite.portal.url}/#/common/msg`);
    await page.getByTestId('subapp-not-deployed').waitFor({ timeout: 20_000 });
    await check(page, 'sub-app not deployed notice', language);
    await page.goto(`${suite.portal.url}/#/does-not-exist`);
    await page.getByTestId('route-not-found').waitFor({ timeout: 20_000 });
    await check(page, 'not-found page', language);
    if (language === 'en-US') await screenshot(page, 'a11y-subapp-not-deployed-en-US');
    expectClean(language);
  },
);

test('the html lang attribute follows the stored language on every signed-in state', () => {
  expect(ledger.audits.length).toBeGreaterThan(0);
  expect(ledger.wrongLang()).toEqual([]);
});
