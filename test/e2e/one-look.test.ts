/**
 * One look across the sub-apps (issue 23, item 6, and the walk-through's small things): the same
 * access-denied panel wherever a user may not open a page (no 重试), one pager whose disabled
 * buttons look disabled, the sub-account hint on the client login's primary tab, and the password
 * requirements under the field on register, set, find and change password, ticking as one types.
 */
import type { Locator, Page } from 'playwright-core';
import { screenshot } from './helpers/browser';
import type { Portal } from './helpers/portal';
import { pagePerTest } from './helpers/suite';
import { signInAs, type DemoAccount } from './helpers/sign-in';

jest.setTimeout(90_000);

const suite = pagePerTest({
  portal: { env: { LOGIN_SECURITY_MODE: '2' }, timeoutMs: 240_000 },
  startTimeoutMs: 300_000,
  context: { viewport: { width: 1440, height: 900 } },
});
let portal: Portal, page: Page;
beforeEach(() => {
  ({ portal, page } = suite);
});

async function open(account: DemoAccount, route: string, language: 'zh-CN' | 'en-US' = 'zh-CN') {
  await page.goto(`${portal.url}/portal-config.json`);
  await signInAs(page, portal, account);
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.goto(`${portal.url}/#${route}`);
}

describe('a page the user may not open', () => {
  const panel = () => page.locator('[data-calm-panel="no-access"]');

  test.each([
    ['cbp-partner refuses a sub-account the partner plans (server 403)', 'operator', '/cbp/partner/plan/channelPlanApply', '子账号无权查看合作伙伴计划'],
    ['cbp-admin keeps its review from a tenant (gate)', 'demo', '/cbp/admin/review', '申请审核仅对平台管理员开放'],
    ['the identity app keeps tenants from a sub-account (gate)', 'operator', '/common/iam/tenant/list', '子账号不能管理其他账号'],
    ['common-msg refuses a tenant the sent notices (server 403)', 'demo', '/common/msg/system/message/send', '只有管理员'],
    ['cbp-partner refuses a sub-account a plan’s detail (server 403)', 'operator', '/cbp/partner/plan/channelPlanApply/detail/1', ''],
  ] as const)('%s: the one calm panel, no 重试', async (_case, account, route, reason) => {
    await open(account, route);
    await panel().waitFor({ timeout: 20_000 });
    await expect(panel().getByRole('heading').innerText()).resolves.toBe('暂无访问权限');
    if (reason) await expect(panel().innerText()).resolves.toContain(reason);
    await expect(page.getByRole('button', { name: '重试' }).count()).resolves.toBe(0);
    await expect(page.getByText('加载失败').count()).resolves.toBe(0);
    await screenshot(page, `one-look-no-access-${route.replace(/[^a-z0-9]+/gi, '-')}-zh-CN`);
  });

  test('reads the same in English, with the server’s reason in English and no Retry', async () => {
    await open('operator', '/cbp/partner/plan/channelPlanApply', 'en-US');
    await panel().waitFor({ timeout: 20_000 });
    await expect(panel().getByRole('heading').innerText()).resolves.toBe('No access');
    await expect(panel().innerText()).resolves.toContain('Sub-accounts may not see partner plans');
    await expect(page.getByRole('button', { name: 'Retry' }).count()).resolves.toBe(0);
    await screenshot(page, 'one-look-no-access-cbp-partner-en-US');
    await open('demo', '/cbp/admin/review', 'en-US');
    await panel().waitFor({ timeout: 20_000 });
    await expect(panel().getByRole('heading').innerText()).resolves.toBe('No access');
    await screenshot(page, 'one-look-no-access-cbp-admin-en-US');
  });
});

/** The computed look of a button: what a user sees of it. */
const lookOf = (button: Locator) =>
  button.evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, color: style.color, opacity: style.opacity, cursor: style.cursor };
  });

describe('the one pager', () => {
  test.each([
    ['the message centre (common-msg)', 'demo', '/common/msg/system/message/station', '[data-page="station"]'],
    ['the identity app’s user list (common-iam)', 'admin', '/common/iam/user/list', '[data-page]'],
  ] as const)('in %s: 上一页 on the first page is disabled and looks it, 下一页 does not', async (_case, account, route, scope) => {
    await open(account, route);
    const pager = page.locator(scope).getByRole('navigation', { name: '分页' });
    await pager.waitFor({ timeout: 20_000 });
    // The rows have arrived: more than one page of them.
    await pager
      .locator('[data-total]')
      .filter({ hasNotText: /^共 0 条$/ })
      .waitFor({ timeout: 20_000 });
    const prev = pager.getByRole('button', { name: '上一页' });
    const next = pager.getByRole('button', { name: '下一页' });
    await expect(prev.isDisabled()).resolves.toBe(true);
    await expect(next.isEnabled()).resolves.toBe(true);
    const [disabled, enabled] = [await lookOf(prev), await lookOf(next)];
    expect(disabled.cursor).toBe('not-allowed');
    expect(enabled.cursor).not.toBe('not-allowed');
    expect(disabled.background).not.toBe(enabled.background);
    expect(disabled.color).not.toBe(enabled.color);
    await screenshot(page, `one-look-pager-${route.split('/')[2]}`);
  });
});

describe('a sub-account name on the primary tab', () => {
  const loginName = (tab: string) => page.locator(`input[name="client-${tab}-loginName"]`);
  const password = (tab: string) => page.locator(`input[name="client-${tab}-pwd"]`);
  const hint = () => page.locator('[data-sub-account-hint]');

  async function tryPrimary(name: string) {
    await loginName('PRIMARY_ACCOUNT').fill(name);
    await password('PRIMARY_ACCOUNT').fill('Portal@2026');
    await page
      .locator('form')
      .filter({ has: loginName('PRIMARY_ACCOUNT') })
      .getByRole('button', { name: /^(登录|Sign in)$/ })
      .click();
    return page
      .getByRole('alert')
      .filter({ hasText: /用户名或密码错误|Wrong user name or password/ })
      .first();
  }

  test('hears the hint, and the names go to the sub-account tab, which signs in', async () => {
    await page.goto(`${portal.url}/#/client-login`);
    const refusal = await tryPrimary('operator');
    await refusal.waitFor({ timeout: 20_000 });
    await expect(hint().innerText()).resolves.toContain('如果这是子账号');
    const said = await refusal.innerText();
    await screenshot(page, 'one-look-sub-account-hint-zh-CN');

    // A name nobody has reads exactly the same: the hint reveals no account.
    const unknown = await tryPrimary('nobody_here');
    await page.waitForFunction(() => (document.querySelector('input[name="client-PRIMARY_ACCOUNT-loginName"]') as HTMLInputElement).value === 'nobody_here');
    await hint().waitFor();
    await expect(unknown.innerText()).resolves.toBe(said);

    // A phone is a primary account's: no hint.
    await tryPrimary('13800000099');
    await page.waitForFunction(() => !document.querySelector('[data-sub-account-hint]'));

    await tryPrimary('operator');
    await hint().waitFor();
    await hint().getByRole('button', { name: '切换到子账号登录' }).click();
    await expect(page.getByRole('tab', { name: '子账号登录' }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(loginName('SUB_ACCOUNT').inputValue()).resolves.toBe('operator');
    await expect(password('SUB_ACCOUNT').inputValue()).resolves.toBe('Portal@2026');
    const primaryName = page.locator('input[name="client-SUB_ACCOUNT-priLoginName"]');
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'client-SUB_ACCOUNT-priLoginName');
    await primaryName.fill('demo');
    await page.locator('form').filter({ has: primaryName }).getByRole('button', { name: '登录' }).click();
    await page.waitForFunction(() => !location.hash.startsWith('#/client-login'), undefined, { timeout: 20_000 });
  });

  test('hears it in English too, and primary/sub carries both names', async () => {
    await page.goto(`${portal.url}/portal-config.json`);
    await page.evaluate(() => localStorage.setItem('language', 'en-US'));
    await page.goto(`${portal.url}/#/client-login`);
    const refusal = await tryPrimary('demo/operator');
    await refusal.waitFor({ timeout: 20_000 });
    await expect(hint().innerText()).resolves.toContain('If this is a sub-account');
    await screenshot(page, 'one-look-sub-account-hint-en-US');
    await hint().getByRole('button', { name: 'Switch to sub-account sign-in' }).click();
    await expect(page.locator('input[name="client-SUB_ACCOUNT-priLoginName"]').inputValue()).resolves.toBe('demo');
    await expect(loginName('SUB_ACCOUNT').inputValue()).resolves.toBe('operator');
  });
});

describe('the password requirements under the field', () => {
  /** Each requirement's key and whether it is met, as the list shows it. */
  const checklist = (scope: Locator) =>
    scope.locator('[data-password-rules] [data-rule]').evaluateAll((items) => items.map((item) => item.getAttribute('data-met') === 'true'));

  async function ticksAsTyped(scope: Locator, field: Locator, name: string) {
    await scope.locator('[data-password-rules]').first().waitFor({ timeout: 20_000 });
    const before = await checklist(scope);
    expect(before.length).toBeGreaterThan(1);
    expect(before.every((met) => !met)).toBe(true);
    await field.pressSequentially('abc');
    await page.waitForFunction(
      (root) => [...(root ?? document).querySelectorAll('[data-password-rules] [data-rule]')].some((item) => item.getAttribute('data-met') === 'true'),
      await scope.elementHandle(),
    );
    const partly = await checklist(scope);
    expect(partly.some((met) => met) && partly.some((met) => !met)).toBe(true);
    await field.pressSequentially('XYZ@2027');
    await page.waitForFunction(
      (root) => [...(root ?? document).querySelectorAll('[data-password-rules] [data-rule]')].every((item) => item.getAttribute('data-met') === 'true'),
      await scope.elementHandle(),
    );
    await screenshot(page, `one-look-password-rules-${name}`);
  }

  test('on register', async () => {
    await page.goto(`${portal.url}/#/register`);
    await ticksAsTyped(page.locator('form'), page.locator('input[name="register-password"]'), 'register');
  });

  test('on set password', async () => {
    await page.goto(`${portal.url}/#/set-password?key=from-a-link&type=2`);
    await ticksAsTyped(page.locator('form'), page.locator('input[name="set-password"]'), 'set-password');
  });

  test('on find password', async () => {
    await page.goto(`${portal.url}/#/find-password`);
    await ticksAsTyped(page.locator('form').first(), page.locator('input[name="find-sms-new"]'), 'find-password');
  });

  test('on change password', async () => {
    await open('demo2', '/application-overview');
    await page.getByTestId('account-menu-trigger').click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await ticksAsTyped(dialog, dialog.locator('input[name="newPwd"]'), 'change-password');
  });
});
