/**
 * Security settings of the identity administration (sub-app @cloud/common/iam) applied at once, in
 * Chromium against the real server: login security mode 0 makes both login pages ask for an SMS
 * code; a longer minimum password length makes register and change password refuse a shorter
 * password with spec 5's message.
 */
import CryptoJS from 'crypto-js';
import type { Page } from 'playwright-core';
import { apiPost, codeSentTo } from './account-kit';
import { newPage, screenshot } from './helpers/browser';
import { realFailures, signedInSuite } from './helpers/suite';
import { confirmStepUp, livePage, openIam, PASSWORD } from './iam-kit';
import { seriousA11yFindings } from './portal-axe';

jest.setTimeout(120_000);

const suite = signedInSuite();
const toast = (page: Page, text: string) => page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });

async function openSetting(route: string, name: string) {
  const recorded = await suite.signedInPage('admin');
  await openIam(recorded.page, suite.portal, route, name);
  await recorded.page.locator(`[data-page="${name}"] form`).waitFor();
  return recorded;
}

describe('login security', () => {
  test('switching to mode 0 makes the manager and client login pages ask for an SMS code', async () => {
    const { page, errors } = await openSetting('/security/login?menu_code=iam_login_security', 'login-security');
    const current = page.getByTestId('login-security-current');
    await expect(current.textContent()).resolves.toBe('当前生效：不需要验证码');
    await expect(page.getByRole('button', { name: '保存设置' }).isDisabled()).resolves.toBe(true);
    await screenshot(page, 'iam-login-security-zh-CN');
    await page.getByRole('radio', { name: '短信验证码' }).check();
    await page.getByRole('button', { name: '保存设置' }).click();
    await confirmStepUp(page, { summary: '由“不需要验证码”改为“短信验证码”' });
    await toast(page, '登录安全设置已保存，立即生效').waitFor();
    await expect(current.textContent()).resolves.toBe('当前生效：短信验证码');
    await screenshot(page, 'iam-login-security-saved-zh-CN');

    const visitor = await newPage(suite.browser);
    try {
      await visitor.page.goto(`${suite.portal.url}/#/manager-login`);
      const code = visitor.page.getByLabel('验证码');
      await code.waitFor();
      // One channel (SMS): no channel choice offered.
      await expect(visitor.page.getByRole('radiogroup').count()).resolves.toBe(0);
      await visitor.page.locator('input[name="manager-form-loginName"]').fill('admin');
      await visitor.page.locator('input[name="manager-form-pwd"]').fill(PASSWORD);
      await expect(visitor.page.getByRole('button', { name: '登录', exact: true }).isDisabled()).resolves.toBe(true);
      const before = suite.portal.outbox().length;
      await visitor.page.getByRole('button', { name: '获取验证码' }).click();
      await code.fill(await codeSentTo(suite.portal, '13800000001', before));
      await screenshot(visitor.page, 'iam-login-security-manager-login-sms');
      await visitor.page.getByRole('button', { name: '登录', exact: true }).click();
      await visitor.page.waitForFunction(() => location.hash.startsWith('#/user-info'));

      // Signed out for real: storage cleared and the page loaded afresh (a signed-in page is taken
      // from a login route to where its sign-in leads).
      await visitor.page.evaluate(() => localStorage.clear());
      await visitor.page.goto(`${suite.portal.url}/#/client-login`);
      await visitor.page.reload();
      await visitor.page.getByRole('tabpanel').getByLabel('验证码').waitFor();
      await visitor.page.getByRole('tab', { name: '子账号登录' }).click();
      await visitor.page.getByRole('tabpanel').getByLabel('验证码').waitFor();
      await screenshot(visitor.page, 'iam-login-security-client-login-sms');
    } finally {
      await visitor.close();
    }

    await page.getByRole('radio', { name: '不需要验证码' }).check();
    await page.getByRole('button', { name: '保存设置' }).click();
    await confirmStepUp(page);
    await expect(current.filter({ hasText: '不需要验证码' }).waitFor()).resolves.toBeUndefined();
    expect(realFailures(errors)).toEqual([]);
  });
});

describe('password strategy', () => {
  test('bounds are told under their fields, and the preview follows the form', async () => {
    const { page, errors } = await openSetting('/security/password?menu_code=iam_pwd_strategy', 'password-strategy');
    await screenshot(page, 'iam-password-strategy-zh-CN');
    const min = page.locator('input[name="pwdMinLength"]');
    await min.fill('5');
    await page.getByRole('button', { name: '保存策略' }).click();
    await page.getByRole('alert').filter({ hasText: '密码最小长度须为6~32' }).waitFor();
    await page.getByRole('switch', { name: '要求大写字母' }).check();
    await page.locator('input[name="upCharsLength"]').fill('0');
    await page.getByRole('button', { name: '保存策略' }).click();
    await page.getByRole('alert').filter({ hasText: '启用大写字母要求时，个数至少为1' }).waitFor();
    await page.getByText('请先修正标红的字段').waitFor();
    await screenshot(page, 'iam-password-strategy-errors-zh-CN');
    // What was typed stays.
    await expect(min.inputValue()).resolves.toBe('5');
    await min.fill('10');
    await page.locator('input[name="upCharsLength"]').fill('2');
    await expect(page.getByTestId('strategy-preview').textContent()).resolves.toContain('长度为 10~32 个字符');
    await expect(page.getByTestId('strategy-preview').textContent()).resolves.toContain('至少 2 个大写字母');
    await page.getByRole('button', { name: '重置' }).click();
    await expect(min.inputValue()).resolves.not.toBe('10');
    expect(realFailures(errors)).toEqual([]);
    await expect(seriousA11yFindings(page, '[data-page="password-strategy"]')).resolves.toEqual([]);
  });

  test('a longer minimum makes register and change password refuse a shorter password with 请输入N~32个字符', async () => {
    const { page } = await openSetting('/security/password?menu_code=iam_pwd_strategy', 'password-strategy');
    await page.locator('input[name="pwdMinLength"]').fill('12');
    await page.getByRole('button', { name: '保存策略' }).click();
    await confirmStepUp(page, { summary: '最小长度 12 位' });
    await toast(page, '密码策略已保存，立即生效').waitFor();
    await screenshot(page, 'iam-password-strategy-saved-zh-CN');

    const visitor = await newPage(suite.browser);
    try {
      await visitor.page.goto(`${suite.portal.url}/#/register`);
      await livePage(visitor.page);
      const password = visitor.page.locator('input[name="register-password"]');
      await password.fill('Short@2027a');
      await password.blur();
      await visitor.page.getByRole('alert').filter({ hasText: '请输入12~32个字符' }).waitFor();
      await screenshot(visitor.page, 'iam-password-strategy-register-refused');
      await password.fill('Longer@20270');
      await password.blur();
      await visitor.page.getByRole('alert').filter({ hasText: '请输入12~32个字符' }).waitFor({ state: 'detached' });
    } finally {
      await visitor.close();
    }

    const { page: demo2 } = await suite.signedInPage('demo2');
    await demo2.goto(`${suite.portal.url}/#/user-info`);
    await demo2.getByTestId('account-menu-trigger').click();
    await demo2.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = demo2.getByRole('dialog', { name: '修改密码' });
    await dialog.locator('input[name="oldPwd"]').fill(PASSWORD);
    await dialog.locator('input[name="newPwd"]').fill('Short@2027a');
    await dialog.locator('input[name="againPwd"]').fill('Short@2027a');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('请输入12~32个字符').waitFor();
    await screenshot(demo2, 'iam-password-strategy-change-password-refused');

    // The server refuses it too (a form bypassed).
    const at = await demo2.evaluate(() => localStorage.getItem('at')!);
    const { aesKey } = (await (await fetch(`${suite.portal.url}/portal-config.json`)).json()) as { aesKey: string };
    const body = { data: CryptoJS.AES.encrypt(JSON.stringify({ oldPwd: PASSWORD, newPwd: 'Short@2027a', againPwd: 'Short@2027a' }), aesKey).toString() };
    const answer = await apiPost(suite.portal, at, '/common/iam/v1/auth/updatePwd', body);
    expect(answer).toMatchObject({ success: false, message: '请输入12~32个字符' });
  });
});
