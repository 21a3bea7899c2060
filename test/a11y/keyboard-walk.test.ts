/**
 * A keyboard-only walk (page.keyboard only, never a click): sign in on #/client-login, land on the
 * overview, open the profile from the avatar menu, edit and save the name, then open the notice
 * bell, move through it and close it with Escape. After every key the focus must be visible and
 * never dropped to <body>.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, type RecordedPage } from '../e2e/helpers/browser';
import { apiPost } from '../e2e/account-kit';
import { startPortal, type Portal } from '../e2e/helpers/portal';
import { signInAs } from '../e2e/helpers/sign-in';
import { report } from '../helpers/report';
import { focusState, type FocusState } from './a11y-kit';

jest.setTimeout(180_000);

let portal: Portal;
let browser: Browser;
let recorded: RecordedPage;
let page: Page;
const walk: string[] = [];
const lapses: string[] = [];

beforeAll(async () => {
  // demo2's tenant has no 双碳平台, so sign-in goes to the gateway page (spec 2): here the overview.
  [portal, browser] = await Promise.all([startPortal({ env: { LOGIN_SECURITY_MODE: '2', GATEWAY_URL: '/#/application-overview' } }), launchBrowser()]);
  await sendNotices(12);
  recorded = await newPage(browser);
  page = recorded.page;
});

/** More unread notices for demo2 than the bell's list shows at once, so it has something to scroll. */
async function sendNotices(count: number) {
  const helper = await newPage(browser);
  try {
    const demo2 = await signInAs(helper.page, portal, 'demo2');
    const admin = await signInAs(helper.page, portal, 'admin');
    for (let i = 1; i <= count; i += 1) {
      const sent = await apiPost(portal, admin.at, '/common/msgmgt/tmsgsend/send', {
        recipientType: 'USERS',
        userIds: [demo2.user.id],
        title: `键盘测试通知 ${i}`,
        content: '用于键盘浏览',
        remark: `第 ${i} 条`,
      });
      if (!sent.success) throw new Error(`send notice: ${sent.message}`);
    }
  } finally {
    await helper.close();
  }
}
afterAll(async () => {
  report('a11y', 'Accessibility: keyboard-only walk (sign-in → overview → profile edit → bell)', [
    ...walk,
    `${walk.length} key presses, ${lapses.length} focus lapse(s)${lapses.length ? ':' : ''}`,
    ...lapses.map((l) => `  ${l}`),
  ]);
  await recorded?.close();
  await browser?.close();
  await portal?.stop();
});

/** Presses a key and checks the focus that results; `allowBody` only where the page itself is replaced. */
async function press(key: string, step: string, options: { allowBody?: boolean } = {}): Promise<FocusState> {
  await page.keyboard.press(key);
  // Focus moves synchronously, but React may re-render (and move it) on the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const focus = await focusState(page);
  const where = focus.onBody ? '<body>' : `${focus.tag} "${focus.label}"`;
  walk.push(`${step.padEnd(12)} ${key.padEnd(11)} → ${where}${focus.visible || focus.onBody ? '' : '  (no focus indicator)'}`);
  if (focus.onBody && !options.allowBody) lapses.push(`${step} ${key}: focus lost to <body>`);
  if (!focus.onBody && !focus.visible) lapses.push(`${step} ${key}: no visible focus on ${where}`);
  return focus;
}

/** Presses `key` (Tab or Shift+Tab) until `reached` holds; at most `limit` presses. */
async function tabUntil(step: string, reached: () => Promise<boolean>, key = 'Tab', limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await press(key, step, { allowBody: i === 0 && step === 'sign-in' });
    if (await reached()) return;
  }
  throw new Error(`${step}: not reached after ${limit} × ${key}`);
}

const focusedIs = (selector: string) => () => page.evaluate((s) => Boolean(document.activeElement?.matches(s)), selector);

test('a keyboard alone signs in, edits the profile name and uses the bell, with the focus always visible', async () => {
  // Sign in (from a clean slate, so a retry under CI walks the same way as the first try).
  walk.length = 0;
  lapses.length = 0;
  await page.goto(`${portal.url}/portal-config.json`);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${portal.url}/#/client-login`);
  await page.getByRole('heading', { name: '客户端登录' }).waitFor();
  await tabUntil('sign-in', focusedIs('input[name="client-PRIMARY_ACCOUNT-loginName"]'));
  await page.keyboard.type('demo2');
  await tabUntil('sign-in', focusedIs('input[name="client-PRIMARY_ACCOUNT-pwd"]'));
  await page.keyboard.type(process.env.DEMO_PASSWORD || 'Portal@2026');
  await tabUntil('sign-in', focusedIs('button[type="submit"]'));
  await screenshot(page, 'a11y-keyboard-sign-in-focus');
  await page.keyboard.press('Enter');
  walk.push('sign-in      Enter       → submitted');
  await page.waitForFunction(() => location.hash.startsWith('#/application-overview'), undefined, { timeout: 20_000 });
  await page.locator('[data-page="overview"]').waitFor();
  // The header (menu, bell, avatar) arrives after the page: walk it once it is all there.
  await page.getByTestId('account-menu-trigger').waitFor();
  await page.getByTestId('notice-bell').waitFor();
  await page.locator('header nav button[data-menu-code]').first().waitFor();

  // The avatar menu → the account centre (#/user-info).
  await tabUntil('overview', focusedIs('[data-testid="account-menu-trigger"]'));
  await press('Enter', 'menu');
  await page.getByRole('menu').waitFor();
  for (let i = 0; i < 6; i += 1) {
    const highlighted = await page
      .locator('[role="menuitem"][data-highlighted]')
      .getAttribute('data-value')
      .catch(() => null);
    if (highlighted === 'account-centre') break;
    await press('ArrowDown', 'menu');
  }
  await expect(page.locator('[role="menuitem"][data-highlighted]').getAttribute('data-value')).resolves.toBe('account-centre');
  await press('Enter', 'menu');
  await page.waitForFunction(() => location.hash.startsWith('#/user-info'));
  await page.getByRole('heading', { name: '基本信息' }).waitFor();
  await page.locator('dd[data-row="userName"]').filter({ hasText: /\S/ }).waitFor();

  // Edit mode, a new name, save.
  await tabUntil('profile', async () => (await page.evaluate(() => document.activeElement?.textContent?.trim())) === '编辑');
  await press('Enter', 'profile');
  const nameInput = page.locator('input[name="userName"]');
  await nameInput.waitFor();
  if (!(await focusedIs('input[name="userName"]')())) await tabUntil('profile', focusedIs('input[name="userName"]'));
  await press('ControlOrMeta+A', 'profile');
  await page.keyboard.type('键盘用户');
  // 保存 sits with 取消 beside the heading, before the fields.
  await tabUntil('profile', async () => (await page.evaluate(() => document.activeElement?.textContent?.trim())) === '保存', 'Shift+Tab', 5);
  await press('Space', 'profile');
  await page.getByText('保存成功').first().waitFor();
  await page.locator('dd[data-row="userName"]').getByText('键盘用户').waitFor();
  // The save button left with edit mode: the focus is back on 编辑, not on <body>.
  await page.waitForFunction(() => document.activeElement !== document.body, undefined, { timeout: 3000 }).catch(() => undefined);
  const afterSave = await focusState(page);
  walk.push(`profile      (saved)     → ${afterSave.onBody ? '<body>' : `${afterSave.tag} "${afterSave.label}"`}`);
  expect(afterSave.label).toBe('编辑');
  if (!afterSave.visible) lapses.push('profile (saved): no visible focus on 编辑');
  await screenshot(page, 'a11y-keyboard-profile-saved');

  // The bell: reach it, open it, move through it, close it with Escape.
  await tabUntil('bell', focusedIs('[data-testid="notice-bell"]'), 'Shift+Tab', 60);
  await press('Enter', 'bell');
  await page.getByTestId('notice-item').first().waitFor();
  const list = page.getByTestId('notice-list');
  await tabUntil('bell', focusedIs('[data-testid="notice-list"]'), 'Tab', 5);
  const top = await list.evaluate((el) => el.scrollTop);
  for (let i = 0; i < 3; i += 1) await press('PageDown', 'bell list');
  expect(await list.evaluate((el) => el.scrollTop)).toBeGreaterThan(top);
  const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="notice-popover"]')));
  expect(inside).toBe(true);
  await screenshot(page, 'a11y-keyboard-bell-list');
  await press('Escape', 'bell');
  await page.getByTestId('notice-popover').waitFor({ state: 'hidden' });
  const back = await focusState(page);
  expect(back.testId).toBe('notice-bell');
  expect(back.visible).toBe(true);

  expect(lapses).toEqual([]);
  expect(recorded.errors.filter((e) => !e.startsWith('console: Failed to load resource'))).toEqual([]);
});
