/**
 * Helpers of the identity administration browser tests (@cloud/common/iam): open a page of the
 * sub-app signed in, wait for its list, read set-password links from the outbox, sign in through
 * the login forms, and find Chinese left on an English screen.
 */
import type { Locator, Page } from 'playwright-core';
import { sentAfter } from './account-kit';
import type { Portal } from './helpers/portal';
import type { SignedInSuite } from './helpers/suite';

export const PASSWORD = process.env.DEMO_PASSWORD || 'Portal@2026';

/** Goes to a route of the sub-app (what follows `#/common/iam`) and waits for its page and the portal's frame around it. */
export async function openIam(page: Page, portal: Portal, route: string, name: string): Promise<void> {
  await page.goto(`${portal.url}/#/common/iam${route}`);
  await page.locator(`[data-page="${name}"]`).waitFor({ timeout: 20_000 });
  await page.getByTestId('account-menu-trigger').waitFor({ timeout: 20_000 });
}

/** Waits until a dialog (or any part) has finished its opening animation, for a screenshot. */
export async function settled(locator: Locator): Promise<void> {
  await locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}

/** Waits until the page's table has its answer (no skeleton, not busy). */
export async function listLoaded(page: Page, name: string): Promise<void> {
  await page.locator(`[data-page="${name}"] table[aria-busy="false"]`).first().waitFor({ timeout: 15_000 });
}

/** The set-password link (`#/set-password?key=…&type=…`) last sent to `email` after `since` outbox entries. */
export async function passwordLinkSentTo(portal: Portal, email: string, since: number, timeoutMs = 5000): Promise<string> {
  const sent = await sentAfter(
    portal,
    since,
    `set-password link was sent to ${email}`,
    (entry) => entry.destination === email && entry.text.includes('set-password?key='),
    timeoutMs,
  );
  return /#\/set-password\?[^\s"']+/.exec(sent.text)![0];
}

/** Opens a set-password link and sets `password`; waits for the login page it leads to. */
export async function setPasswordAt(page: Page, portal: Portal, link: string, password: string, loginPath: '/client-login' | '/manager-login'): Promise<void> {
  await page.goto(`${portal.url}/${link}`);
  await page.getByRole('heading', { name: '设置密码' }).waitFor();
  await page.locator('input[name="set-password"]').fill(password);
  await page.locator('input[name="set-password-confirm"]').fill(password);
  await page.getByRole('button', { name: '提交' }).click();
  await page.getByText('密码设置成功').waitFor();
  await page.waitForFunction((path) => location.hash.startsWith(`#${path}`), loginPath, { timeout: 5000 });
}

/**
 * A newcomer's first sign-in: the set-password link sent to `email` after outbox entry `since`
 * (a type 2 link) opened in a page of empty storage, the password set there, then the client login
 * with it. Answers that page, signed in.
 */
export async function firstSignInByLink(
  suite: SignedInSuite,
  email: string,
  since: number,
  account: { loginName: string; password: string; primary?: string },
): Promise<Page> {
  const link = await passwordLinkSentTo(suite.portal, email, since);
  expect(link).toContain('type=2');
  const newcomer = await suite.signedInPage('demo2');
  await newcomer.page.evaluate(() => localStorage.clear());
  await setPasswordAt(newcomer.page, suite.portal, link, account.password, '/client-login');
  await submitClientLogin(newcomer.page, suite.portal, account);
  await signedInThroughForm(newcomer.page);
  return newcomer.page;
}

/**
 * Waits until a page that may be prerendered (ADR 017) is live: the prerendered copy gone and the
 * shell shown. Before that a page takes typing but no tab switch, validation on leaving a field or
 * Enter. The host stays in the page, hidden, when the document was first loaded on another route.
 */
export async function livePage(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const prerendered = document.getElementById('portal-prerender');
      return (!prerendered || prerendered.hidden) && !document.getElementById('portal-shell')?.hidden;
    },
    null,
    { timeout: 30_000 },
  );
}

/** Fills the client login form (primary or sub-account tab) and presses 登录. */
export async function submitClientLogin(page: Page, portal: Portal, account: { loginName: string; password: string; primary?: string }): Promise<void> {
  await page.goto(`${portal.url}/#/client-login`);
  const tab = account.primary ? 'SUB_ACCOUNT' : 'PRIMARY_ACCOUNT';
  if (account.primary) {
    // The prerendered page's tabs switch once it is live (ADR 017: before hydration only typing works).
    await livePage(page);
    await page.getByRole('tab', { name: '子账号登录' }).click();
    await page.locator('input[name="client-SUB_ACCOUNT-priLoginName"]').fill(account.primary);
  }
  await page.locator(`input[name="client-${tab}-loginName"]`).fill(account.loginName);
  await page.locator(`input[name="client-${tab}-pwd"]`).fill(account.password);
  await page.getByRole('tabpanel').getByRole('button', { name: '登录', exact: true }).click();
}

/** Waits until a sign-in through the form has stored tokens and left the login page. */
export async function signedInThroughForm(page: Page): Promise<void> {
  await page.waitForFunction(
    () => localStorage.getItem('at') !== null && !location.hash.startsWith('#/client-login') && !location.hash.startsWith('#/manager-login'),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * The interface texts of a sub-app page (headings, labels, column titles, buttons, pager, notes,
 * placeholders) that hold Chinese characters. Data is left out (table rows but the empty-list row, and what the page
 * marks `translate="no"`: tenant and role names, the org tree): an English screen may show it.
 */
export function chineseInterfaceTexts(page: Page, region: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) return ['(region missing)'];
    const han = /[\u4e00-\u9fff]/;
    const found: string[] = [];
    // The console table draws an empty list as one row of its body: that row is interface text.
    const isData = (el: Element) => !!el.closest('[translate="no"]') || (!!el.closest('tbody') && !el.closest('[data-empty]'));
    for (const el of root.querySelectorAll(
      'h1, h2, th, label, legend, button, p, [data-total], [data-page-of], [role="note"], [role="status"], [role="alert"], option, dt',
    )) {
      if (isData(el)) continue;
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (own && han.test(own)) found.push(own);
    }
    for (const el of root.querySelectorAll('input[placeholder]')) {
      const placeholder = el.getAttribute('placeholder') ?? '';
      if (han.test(placeholder)) found.push(`placeholder: ${placeholder}`);
    }
    return found;
  }, region);
}

/**
 * Confirms the step-up dialog a security change opens (issue 22 item 2): checks it says what
 * changes, types the current password and confirms.
 */
export async function confirmStepUp(page: Page, options: { summary?: string | RegExp; password?: string; confirm?: string } = {}): Promise<void> {
  const form = page.locator('form[data-form="step-up"]');
  await form.waitFor();
  if (options.summary) await form.locator('[data-step-up-summary]').filter({ hasText: options.summary }).waitFor();
  await form.locator('input[name="stepUpPassword"]').fill(options.password ?? PASSWORD);
  await page.getByRole('button', { name: options.confirm ?? '确认变更' }).click();
  await form.waitFor({ state: 'detached' });
}
