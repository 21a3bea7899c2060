/**
 * The profile's account security section (issue 13) in the built portal against the real server:
 * two browsers sign in through the login form, one sees both sessions and signs the other out,
 * whose next request lands on the login page; signing out all others asks first; the sign-in
 * activity shows a wrong password. Screenshots at 1440 and 390 px in both languages.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, type RecordedPage } from './helpers/browser';
import { startPortal, type Portal } from './helpers/portal';
import { apiPost, unexpectedErrors } from './account-kit';

const PASSWORD = process.env.DEMO_PASSWORD || 'Portal@2026';

let portal: Portal;
let browser: Browser;
const opened: RecordedPage[] = [];

jest.setTimeout(120_000);

beforeAll(async () => {
  [portal, browser] = await Promise.all([startPortal({ env: { LOGIN_SECURITY_MODE: '2' }, timeoutMs: 240_000 }), launchBrowser()]);
}, 300_000);

// Each test's devices close with it: left open, they keep polling in the one browser and slow the later tests.
afterEach(async () => {
  for (const recorded of opened.splice(0)) await recorded.close();
});

afterAll(async () => {
  for (const recorded of opened) await recorded.close();
  await browser?.close();
  await portal?.stop();
});

/** A new browser context (its own storage: another "device") at a width and in a language. */
async function device(width = 1440, language: 'zh-CN' | 'en-US' = 'zh-CN'): Promise<RecordedPage> {
  const recorded = await newPage(browser, { viewport: { width, height: 900 } });
  opened.push(recorded);
  recorded.page.on('response', (response) => {
    if (response.status() >= 400) recorded.errors.push(`HTTP ${response.status()} ${new URL(response.url()).pathname}`);
  });
  if (language !== 'zh-CN') {
    await recorded.page.goto(`${portal.url}/portal-config.json`);
    await recorded.page.evaluate((value) => localStorage.setItem('language', value), language);
  }
  return recorded;
}

/**
 * Waits until the sign-in form is live: its login button enabled. Before that the prerendered page
 * (ADR 017) takes typing but not Enter, which a fast test would otherwise press into nothing.
 */
async function liveLoginForm(page: Page) {
  await page.waitForFunction(
    () => [...document.querySelectorAll('#portal-shell form button[type="submit"]')].some((b) => b.checkVisibility() && !(b as HTMLButtonElement).disabled),
    undefined,
    { timeout: 20_000 },
  );
}

/** Signs in as the manager through the login form; a manager lands on the profile. */
async function signInThroughForm(page: Page, password = PASSWORD) {
  await page.goto(`${portal.url}/#/manager-login`);
  await page.locator('input[name="manager-form-loginName"]').fill('admin');
  await page.locator('input[name="manager-form-pwd"]').fill(password);
  await liveLoginForm(page);
  await page.locator('input[name="manager-form-pwd"]').press('Enter');
}

async function onProfile(page: Page) {
  await page.waitForFunction(() => location.hash.startsWith('#/user-info'), undefined, { timeout: 20_000 });
  await page.getByTestId('security-section').waitFor({ timeout: 20_000 });
}

/** Ends the admin's sessions other than this page's through the API, so a test starts from one. */
async function onlySession(page: Page) {
  const at = await page.evaluate(() => localStorage.getItem('at'));
  const answer = await apiPost(portal, at ?? '', '/common/iam/v1/self/security/sessions/end-others', {});
  if (!answer.success) throw new Error(`end-others: ${answer.message}`);
}

const sessionRows = (page: Page) => page.getByTestId('security-sessions').locator('li[data-session]');
const waitForRows = (page: Page, count: number) =>
  page.waitForFunction((n) => document.querySelectorAll('[data-testid="security-sessions"] li[data-session]').length === n, count, { timeout: 15_000 });

describe('the account security section of the profile', () => {
  test('shows both sessions of two browsers, ends the other one, and that browser lands on the login page', async () => {
    const other = await device();
    await signInThroughForm(other.page);
    await onProfile(other.page);
    await onlySession(other.page);
    const mine = await device();
    // A wrong password first: the activity must show it.
    await signInThroughForm(mine.page, 'Wrong@2026x');
    await mine.page.getByRole('alert').filter({ hasText: '用户名或密码错误' }).waitFor();
    await signInThroughForm(mine.page);
    await onProfile(mine.page);
    const page = mine.page;

    await waitForRows(page, 2);
    const current = sessionRows(page).and(page.locator('[data-session="current"]'));
    await expect(current.innerText()).resolves.toMatch(/当前会话/);
    await expect(current.innerText()).resolves.toMatch(/Chrome/);
    await expect(current.getByRole('button').count()).resolves.toBe(0);
    const activity = page.getByTestId('security-activity');
    await activity.locator('li[data-outcome="failure"]').first().waitFor();
    await expect(activity.locator('li').first().innerText()).resolves.toMatch(/登录成功[\s\S]*当前会话/);

    const end = sessionRows(page)
      .and(page.locator('[data-session="other"]'))
      .getByRole('button', { name: /^退出 .* 上的会话/ });
    await end.focus();
    await page.keyboard.press('Enter');
    await waitForRows(page, 1);
    await page.getByText('已结束该会话').first().waitFor();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('security-sessions');
    await expect(page.getByRole('button', { name: '退出其他所有会话' }).isDisabled()).resolves.toBe(true);

    // The other browser's next request is refused; refreshing fails too; it lands on the login page.
    await other.page.reload();
    await other.page.waitForFunction(() => location.hash.startsWith('#/manager-login'), undefined, { timeout: 20_000 });
    expect(unexpectedErrors(mine.errors, [/HTTP 400 .*manager\/login/])).toEqual([]);
  });

  test('a session ended elsewhere says why on the login page, and signing in again returns to where the user was', async () => {
    const other = await device();
    await signInThroughForm(other.page);
    await onProfile(other.page);
    const where = '#/common/iam/user/list?menu_code=iam_user';
    await other.page.goto(`${portal.url}/${where}`);
    await other.page.waitForFunction((hash) => location.hash === hash, where, { timeout: 20_000 });
    // This device ends every other session of the admin, the way the security section does.
    const mine = await device();
    await signInThroughForm(mine.page);
    await onProfile(mine.page);
    await onlySession(mine.page);

    // The other device's next call is refused: the login page says the session was ended, not just "sign in".
    await other.page.reload();
    await other.page.waitForFunction(() => location.hash.startsWith('#/manager-login'), undefined, { timeout: 20_000 });
    const params = new URLSearchParams(other.page.url().split('?')[1] ?? '');
    expect(params.get('reason')).toBe('revoked');
    expect(params.get('callback')).toBe(where);
    const notice = other.page.getByText(/您的登录已被结束/);
    await notice.waitFor();
    await screenshot(other.page, 'session-revoked-login-zh-CN');

    // Signing in again returns to the page, with its menu_code.
    await other.page.locator('input[name="manager-form-loginName"]').fill('admin');
    await other.page.locator('input[name="manager-form-pwd"]').fill(PASSWORD);
    await liveLoginForm(other.page);
    await other.page.locator('input[name="manager-form-pwd"]').press('Enter');
    await other.page.waitForFunction((hash) => location.hash === hash, where, { timeout: 20_000 });

    // A callback that leaves the portal is never followed.
    const third = await device();
    await third.page.goto(`${portal.url}/#/manager-login?reason=expired&callback=${encodeURIComponent('https://evil.example/')}`);
    await third.page.getByText(/登录已超时/).waitFor();
    await third.page.locator('input[name="manager-form-loginName"]').fill('admin');
    await third.page.locator('input[name="manager-form-pwd"]').fill(PASSWORD);
    await liveLoginForm(third.page);
    await third.page.locator('input[name="manager-form-pwd"]').press('Enter');
    await onProfile(third.page);
    expect(new URL(third.page.url()).origin).toBe(new URL(portal.url).origin);
  });

  test('asks before signing out all other sessions; cancel keeps them, confirm ends them all', async () => {
    const others = [await device(), await device()];
    await signInThroughForm(others[0].page);
    await onProfile(others[0].page);
    await onlySession(others[0].page);
    await signInThroughForm(others[1].page);
    await onProfile(others[1].page);
    const mine = await device(390);
    await signInThroughForm(mine.page);
    await onProfile(mine.page);
    const page = mine.page;
    await waitForRows(page, 3);

    const all = page.getByRole('button', { name: '退出其他所有会话' });
    await all.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('将结束除当前会话以外的 2 个会话').waitFor();
    await screenshot(page, 'account-security-confirm-390-zh-CN');
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect(sessionRows(page).count()).resolves.toBe(3);

    await all.click();
    await page.getByRole('dialog').getByRole('button', { name: '确定退出' }).click();
    await waitForRows(page, 1);
    await page.getByText('已结束 2 个其他会话').waitFor();
    for (const o of others) {
      await o.page.reload();
      await o.page.waitForFunction(() => location.hash.startsWith('#/manager-login'), undefined, { timeout: 20_000 });
    }
    expect(unexpectedErrors(mine.errors)).toEqual([]);
  });

  test.each([
    ['zh-CN', 1440],
    ['zh-CN', 390],
    ['en-US', 1440],
    ['en-US', 390],
  ] as const)('lays out in %s at %i px without sideways scrolling', async (language, width) => {
    const other = await device(1440, language);
    await signInThroughForm(other.page);
    await onProfile(other.page);
    await onlySession(other.page);
    const mine = await device(width, language);
    await signInThroughForm(mine.page);
    await onProfile(mine.page);
    const page = mine.page;
    await waitForRows(page, 2);
    await page.getByTestId('security-activity').locator('li').first().waitFor();
    const title = language === 'zh-CN' ? '账号安全' : 'Account security';
    await page.getByRole('heading', { name: title, level: 2 }).waitFor();
    await page.getByTestId('security-section').scrollIntoViewIfNeeded();
    // Settled layout: twice in CI a sideways overflow (109 and 249 px at 390 px, zh-CN) was seen at
    // this moment and was gone on a second look; a lasting one still fails here.
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page
      .waitForFunction(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth, undefined, { timeout: 5000 })
      .catch(() => undefined);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, `account-security-${width}-${language}`);
    // Leave one session per test: the next starts from a clean list.
    const endOthers = page.getByRole('button', { name: language === 'zh-CN' ? '退出其他所有会话' : 'Sign out all other sessions' });
    await endOthers.click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: language === 'zh-CN' ? '确定退出' : 'Sign them out' })
      .click();
    await waitForRows(page, 1);
  });
});
