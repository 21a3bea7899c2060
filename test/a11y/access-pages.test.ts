/**
 * The signed-out pages (spec 2: login, find and set password, register, legal pages) in both
 * languages, each as it opens and, for the forms, after an empty submit: axe-core finds no
 * serious or critical violation, the html lang follows the language, and the error messages are
 * announced.
 */
import type { Browser, Page } from 'playwright-core';
import { resetLinkSent } from '../e2e/account-kit';
import { launchBrowser, newPage, screenshot } from '../e2e/helpers/browser';
import { startPortal, type Portal } from '../e2e/helpers/portal';
import { signInAs } from '../e2e/helpers/sign-in';
import { CASES, chooseLanguage, Ledger, named, type Language, type Viewport } from './a11y-kit';

jest.setTimeout(180_000);

let portal: Portal;
let browser: Browser;
const ledger = new Ledger();

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal({ env: { LOGIN_SECURITY_MODE: '2' } }), launchBrowser()]);
});
afterAll(async () => {
  ledger.print('Accessibility: signed-out pages × language (axe-core in Chromium)');
  await browser?.close();
  await portal?.stop();
});

/** A real set-password key: the administrator's reset link for demo2, read from the outbox. */
async function setPasswordLink(page: Page): Promise<string> {
  const demo2 = await signInAs(page, portal, 'demo2');
  const admin = await signInAs(page, portal, 'admin');
  await page.evaluate(() => localStorage.clear());
  const sent = await resetLinkSent(portal, admin.at, demo2.user.id);
  return /#\/set-password\?[^\s"']+/.exec(sent.text)![0].slice(1);
}

interface State {
  name: string;
  route: string;
  /** Brings the page into the state (a tab, an empty submit); by keyboard-free clicks is fine here. */
  act?: (page: Page) => Promise<void>;
  /** After `act`, field errors are expected and must be announced. */
  errors?: boolean;
}

const tab = (index: number) => async (page: Page) => {
  const chosen = page.getByRole('tab').nth(index);
  await chosen.click();
  const panel = await chosen.getAttribute('aria-controls');
  await page.locator(`[id="${panel}"] form`).waitFor();
};
/**
 * Submits the visible form empty; the login forms keep their button disabled until the required
 * fields are filled (spec 4), so there the fields are visited and left empty instead.
 */
const submitEmpty = (before?: (page: Page) => Promise<void>) => async (page: Page) => {
  await before?.(page);
  const submit = page.locator('form:visible button[type="submit"]').first();
  if (await submit.isEnabled()) {
    await submit.click();
  } else {
    const inputs = await page.locator('form:visible input:is([type="text"], [type="password"], [type="tel"], [type="email"], :not([type])):visible').all();
    for (const input of [...inputs, inputs[0]]) await input.focus();
  }
  await page.locator('[aria-invalid="true"]:visible').first().waitFor({ timeout: 10_000 });
};

function states(setPassword: string): State[] {
  return [
    { name: '#/manager-login', route: '/manager-login' },
    { name: '#/manager-login empty submit', route: '/manager-login', act: submitEmpty(), errors: true },
    { name: '#/client-login primary tab', route: '/client-login' },
    { name: '#/client-login primary empty submit', route: '/client-login', act: submitEmpty(), errors: true },
    { name: '#/client-login sub-account tab', route: '/client-login', act: tab(1) },
    { name: '#/client-login sub-account empty submit', route: '/client-login', act: submitEmpty(tab(1)), errors: true },
    { name: '#/find-password phone tab', route: '/find-password' },
    { name: '#/find-password phone empty submit', route: '/find-password', act: submitEmpty(), errors: true },
    { name: '#/find-password e-mail tab', route: '/find-password', act: tab(1) },
    { name: '#/find-password e-mail empty submit', route: '/find-password', act: submitEmpty(tab(1)), errors: true },
    { name: '#/set-password?key=…', route: setPassword },
    { name: '#/set-password?key=… empty submit', route: setPassword, act: submitEmpty(), errors: true },
    { name: '#/set-password without key', route: '/set-password?type=1' },
    { name: '#/register', route: '/register' },
    { name: '#/register empty submit', route: '/register', act: submitEmpty(), errors: true },
    { name: '#/lap', route: '/lap' },
    { name: '#/platform', route: '/platform' },
  ];
}

test.each(CASES)(
  'every signed-out page and its form errors has no serious or critical axe violation in $language at $viewport.name width',
  async ({ language, viewport }: { language: Language; viewport: Viewport }) => {
    const recorded = await newPage(browser, { locale: language, viewport: { width: viewport.width, height: viewport.height } });
    const { page } = recorded;
    try {
      const link = await setPasswordLink(page);
      for (const state of states(link)) {
        await chooseLanguage(page, portal.url, language);
        await page.goto(`${portal.url}/#${state.route}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await state.act?.(page);
        await ledger.audit(page, named(state.name, viewport), language);
        if (state.errors) await ledger.errors(page.locator('body'), named(state.name, viewport), language);
        if (language === 'en-US' && state.name === '#/register empty submit') await screenshot(page, 'a11y-register-errors-en-US');
      }
    } finally {
      await recorded.close();
    }
    const mine = (line: string) => line.includes(`[${language}]`) && (viewport.name === 'desktop') !== line.includes(' @');
    expect(ledger.serious().filter(mine)).toEqual([]);
    expect(ledger.unannounced.filter(mine)).toEqual([]);
  },
);

test('the language switch on the access pages turns the page and its html lang to the other language', async () => {
  const recorded = await newPage(browser);
  const { page } = recorded;
  try {
    await page.goto(`${portal.url}/#/client-login`);
    await page.getByRole('heading', { name: '客户端登录' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    // The switch names the other language in that language, and says so with its own lang.
    const toEnglish = page.getByRole('button', { name: 'English' });
    await expect(toEnglish.getAttribute('lang')).resolves.toBe('en');
    await toEnglish.click();
    await page.getByRole('heading', { name: 'Client sign-in' }).waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'en-US', undefined, { timeout: 5000 });
    await ledger.audit(page, '#/client-login after the switch', 'en-US');
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('heading', { name: '客户端登录' }).waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN', undefined, { timeout: 5000 });
    ledger.notes.push('language switch: zh-CN → en-US → zh-CN, html lang followed each time');
  } finally {
    await recorded.close();
  }
});

test('the html lang attribute follows the stored language on every audited page', () => {
  expect(ledger.audits.length).toBeGreaterThan(0);
  expect(ledger.wrongLang()).toEqual([]);
});
