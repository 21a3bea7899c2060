/**
 * The profile's account security section (issue 13) with axe-core in Chromium, in both languages:
 * the section with two sessions and the sign-in activity, and the confirmation of signing out all
 * other sessions, reached and answered with the keyboard only.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, type RecordedPage } from '../e2e/helpers/browser';
import { startPortal, type Portal } from '../e2e/helpers/portal';
import { signInAs } from '../e2e/helpers/sign-in';
import { CASES, chooseLanguage, focusState, Ledger, named, type Language, type Viewport } from './a11y-kit';

jest.setTimeout(180_000);

let portal: Portal;
let browser: Browser;
const pages: RecordedPage[] = [];
// The server gets longer than signedInSuite's minute to start: on a loaded machine it needs it.
beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal({ env: { LOGIN_SECURITY_MODE: '2' }, timeoutMs: 240_000 }), launchBrowser()]);
}, 300_000);
afterAll(async () => {
  for (const recorded of pages) await recorded.close();
  await browser?.close();
  await portal?.stop();
});

/** A new context signed in as the manager (through the API). */
async function adminPage(viewport: { width: number; height: number }): Promise<Page> {
  const recorded = await newPage(browser, { viewport });
  pages.push(recorded);
  await signInAs(recorded.page, portal, 'admin');
  return recorded.page;
}
const ledger = new Ledger();
afterAll(() => ledger.print('Accessibility: the account security section × language (axe-core in Chromium)'));

const TEXT = {
  'zh-CN': { signOutOthers: '退出其他所有会话', cancel: '取消' },
  'en-US': { signOutOthers: 'Sign out all other sessions', cancel: 'Cancel' },
} as const;

/** Tabs until the focused element's text is `text`; false after `limit` presses. */
async function tabTo(page: Page, text: string, limit = 80): Promise<boolean> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === text) return true;
  }
  return false;
}

test.each(CASES)(
  'the security section and its confirmation have no serious or critical axe violation and work by keyboard in $language at $viewport.name width',
  async ({ language, viewport }: { language: Language; viewport: Viewport }) => {
    const size = { width: viewport.width, height: viewport.height };
    await adminPage(size);
    const page = await adminPage(size);
    await chooseLanguage(page, portal.url, language);
    await page.goto(`${portal.url}/#/user-info`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="security-sessions"] li[data-session]').length >= 2, null, { timeout: 20_000 });
    await page.getByTestId('security-activity').locator('li').first().waitFor({ timeout: 20_000 });
    await ledger.audit(page, named('#/user-info security section', viewport), language);

    await page.locator('body').focus();
    expect(await tabTo(page, TEXT[language].signOutOthers)).toBe(true);
    expect((await focusState(page)).visible).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: TEXT[language].cancel }).waitFor();
    await ledger.audit(page, named('sign out all other sessions, confirmation', viewport), language);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const mine = (line: string) => line.includes(`[${language}]`);
    expect(ledger.serious().filter(mine)).toEqual([]);
    expect(ledger.wrongLang().filter(mine)).toEqual([]);
  },
);
