/**
 * Faults, browser (issue 6): the server down. A proxy in front of the real server closes its port
 * (connection refused, the portal's files gone too) while each form is typed in and submitted;
 * the page must say '网络异常，请检查网络连接', give the button back and keep every field, and the
 * same submit goes through once the port opens again on the same origin. Also: the bell's unread
 * poll while the server is down, and pages opened while only the API is unreachable.
 */
import type { Page } from 'playwright-core';
import { NETWORK_MESSAGES } from '../../src/utils/api/api-error';
import { apiPost } from '../e2e/account-kit';
import { appears, screenshot } from '../e2e/helpers/browser';
import { signInAs } from '../e2e/helpers/sign-in';
import { report } from '../helpers/report';
import { FORMS } from './browser-kit/forms';
import { formRow, submitThroughFault, type Fault } from './browser-kit/form-faults';
import { proxiedSuite } from './browser-kit/proxied-suite';

jest.setTimeout(120_000);

const suite = proxiedSuite();
const rows: string[] = [];

const serverDown: Fault = {
  name: 'server down (refused)',
  message: NETWORK_MESSAGES.network,
  // A refused connection fails at once.
  waitMs: 10_000,
  inject: () => suite.proxy.down(),
  heal: () => suite.proxy.up(),
};

afterEach(async () => {
  await suite.proxy.up();
});

afterAll(() => {
  report('faults', 'Faults, browser: forms × server down, bell poll, pages opened without the API', rows.length ? rows : ['(nothing ran)']);
});

/** Texts of visible alerts and toasts outside form fields: what the user is told. */
function onScreenMessages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[role="alert"]:not([data-scope="toast"] *), [data-scope="toast"][data-part="title"]'))
      .filter((el) => el.getClientRects().length > 0 && !el.closest('[data-scope="field"]'))
      .map((el) => (el.textContent ?? '').trim())
      .filter(Boolean),
  );
}

/** Waits until `condition` holds, polling; false when `timeoutMs` passed first. */
async function eventually(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  return condition();
}

describe('forms submitted while the server is down', () => {
  test.each(FORMS.map((form) => [form.where, form] as const))(
    '%s says the network is unreachable, keeps every field and the button, and goes through once the server is back',
    async (_where, form) => {
      const { page } = await suite.openPage(form.account);
      const outcome = await submitThroughFault({ page, origin: suite.proxy.url, portal: suite.portal }, form, serverDown, `faults-down-${form.where}`);
      rows.push(formRow(form, serverDown, outcome));
      expect({ form: form.where, shownAs: outcome.shownAs, others: outcome.otherMessages }).toEqual({
        form: form.where,
        shownAs: expect.stringMatching(/alert|toast/),
        others: expect.any(Array),
      });
      expect(outcome.buttonUsable).toBe(true);
      expect(outcome.lost).toEqual({});
      expect(outcome.recovered).not.toMatch(/^FAILED/);
    },
  );
});

test('the bell keeps the user signed in and quiet while the server is down, and its count comes back with the server', async () => {
  const { page, errors } = await suite.openPage('demo');
  const failedPolls: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().includes('/queryMsgUnReadNum/')) failedPolls.push(request.failure()?.errorText ?? '');
  });
  await page.goto(`${suite.proxy.url}/#/user-info`);
  const badge = page.getByTestId('notice-badge');
  await badge.waitFor({ timeout: 20_000 });
  const before = Number(await badge.innerText());
  const userId = await page.evaluate(() => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { id: number }).id);

  await suite.proxy.down();
  // Two polls (5 s apart, spec 9) meet the closed port.
  const polled = await eventually(() => failedPolls.length >= 2, 25_000);
  // Meanwhile a notice arrives on the real server.
  const other = await suite.openPage();
  const admin = await signInAs(other.page, suite.portal, 'admin');
  const sent = await apiPost(suite.portal, admin.at, '/common/msgmgt/tmsgsend/send', {
    recipientType: 'USERS',
    userIds: [userId],
    title: '故障期间的通知',
    content: '服务恢复后应计入未读数',
    remark: '',
  });
  expect(sent.success).toBe(true);

  const whileDown = {
    signedIn: await page.evaluate(() => localStorage.getItem('at') !== null),
    hash: await page.evaluate(() => location.hash),
    header: await page.getByTestId('account-menu-trigger').isVisible(),
    badge: await badge.innerText(),
    messages: await onScreenMessages(page),
  };
  await screenshot(page, 'faults-down-bell');

  await suite.proxy.up();
  const back = await page
    .waitForFunction((n) => document.querySelector('[data-testid="notice-badge"]')?.textContent === String(n), before + 1, { timeout: 20_000 })
    .then(
      () => true,
      () => false,
    );
  const pageErrors = errors.filter((e) => e.startsWith('page:'));

  rows.push(
    [
      `${'bell unread poll'.padEnd(22)} × ${'server down (refused)'.padEnd(22)} →`,
      `${failedPolls.length} polls failed (${[...new Set(failedPolls)].join(', ')});`,
      `${whileDown.signedIn && whileDown.header ? 'still signed in' : 'SIGNED OUT'} at ${whileDown.hash};`,
      `badge kept ${whileDown.badge}; on screen: ${whileDown.messages.length ? JSON.stringify(whileDown.messages) : 'nothing'};`,
      `server back → badge ${back ? `${before + 1} (the notice sent meanwhile counted)` : 'DID NOT UPDATE'}`,
    ].join(' '),
  );
  expect(polled).toBe(true);
  expect(whileDown).toEqual({ signedIn: true, hash: '#/user-info', header: true, badge: String(before), messages: [] });
  expect(back).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('at') !== null)).toBe(true);
  expect(pageErrors).toEqual([]);
});

describe('pages opened while only the API is unreachable (the portal files still served)', () => {
  test('the client login page says it could not reach the server, keeps what is typed, and signs in after Retry', async () => {
    const { page } = await suite.openPage();
    const restore = suite.proxy.cutApi();
    await page.goto(`${suite.proxy.url}/#/client-login`);
    const notice = page.getByRole('alert').filter({ hasText: '无法获取登录安全设置' });
    await notice.waitFor({ timeout: 20_000 });
    const said = (await notice.innerText()).replace(/\s+/g, ' ');
    await page.locator('input[name="client-PRIMARY_ACCOUNT-loginName"]').fill('demo');
    await page.locator('input[name="client-PRIMARY_ACCOUNT-pwd"]').fill('Portal@2026');
    await screenshot(page, 'faults-api-cut-client-login');
    restore();
    await notice.getByRole('button', { name: '重试' }).click();
    await notice.waitFor({ state: 'detached', timeout: 20_000 });
    const kept = await page.locator('input[name="client-PRIMARY_ACCOUNT-loginName"]').inputValue();
    await page.getByRole('tabpanel').getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForFunction(() => localStorage.getItem('at') !== null && location.hash.startsWith('#/application'), undefined, { timeout: 20_000 });
    rows.push(`${'client login (load)'.padEnd(22)} × ${'API cut (files served)'.padEnd(22)} → said '${said}'; typed name kept ('${kept}'); Retry → signed in`);
    expect(said).toContain(NETWORK_MESSAGES.network);
    expect(kept).toBe('demo');
  });

  test('the profile page says it could not load, keeps the shell, and shows the profile and menus after Retry', async () => {
    const { page, errors } = await suite.openPage('demo');
    const restore = suite.proxy.cutApi();
    await page.goto(`${suite.proxy.url}/#/user-info`);
    const failed = page.getByRole('alert').filter({ hasText: '加载个人信息失败' }).first();
    await failed.waitFor({ timeout: 20_000 });
    const said = (await failed.innerText()).replace(/\s+/g, ' ');
    // The header is its own chunk (with framer-motion): it may arrive just after the page's refusal.
    const header = await appears(page.getByTestId('account-menu-trigger'), 10_000);
    await screenshot(page, 'faults-api-cut-user-info');
    restore();
    await page.getByRole('button', { name: '重试' }).first().click();
    await page.getByRole('button', { name: '编辑' }).waitFor({ timeout: 20_000 });
    // The top navigation comes back with the API, without signing in again or reloading.
    const navBack = await appears(page.getByRole('navigation', { name: '主导航' }).getByRole('button').first(), 30_000);
    rows.push(
      `${'profile page (load)'.padEnd(22)} × ${'API cut (files served)'.padEnd(22)} → said '${said}'; header ${header ? 'kept' : 'GONE'}; Retry → profile shown; menus ${navBack ? 'back' : 'NOT BACK'}`,
    );
    expect(said).toContain(NETWORK_MESSAGES.network);
    expect(header).toBe(true);
    expect(navBack).toBe(true);
    expect(errors.filter((e) => e.startsWith('page:'))).toEqual([]);
  });
});
