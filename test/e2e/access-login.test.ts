/**
 * Sign-in pages against the real server (spec 2 manager and client login, spec 4 login security
 * mode, login button and code buttons): one portal per login security mode.
 */
import type { Browser, Page } from 'playwright-core';
import { codeSentTo } from './account-kit';
import { launchBrowser, newPage, screenshot, type RecordedPage } from './helpers/browser';
import type { Portal } from './helpers/portal';
import { portalForBlock } from './helpers/suite';

const PASSWORD = process.env.DEMO_PASSWORD || 'Portal@2026';
const ADMIN = { phone: '13800000001', email: 'admin@portal.example' };

let browser: Browser;
let recorded: RecordedPage;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  recorded = await newPage(browser);
  page = recorded.page;
});
afterEach(async () => {
  await recorded.close();
});

const field = (name: string) => page.locator(`input[name="${name}"]`);
const loginButton = () => page.getByRole('button', { name: '登录', exact: true });
const storageOf = (key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function openManagerLogin(portal: Portal, query = '') {
  await page.goto(`${portal.url}/#/manager-login${query}`);
  await page.getByRole('heading', { name: '管理端登录' }).waitFor();
  await field('manager-form-loginName').waitFor();
}

describe('manager login with the code off (mode 2)', () => {
  const portal = portalForBlock({ env: { LOGIN_SECURITY_MODE: '2' } });

  test('offers no code field, keeps the button disabled while a required field is blank, signs in to /user-info and clears stored countdowns', async () => {
    await openManagerLogin(portal);
    const later = String(Date.now() + 50_000);
    await page.evaluate((end) => ['closeCountdownEnd', 'mobileCountdownEnd', 'emailCountdownEnd'].forEach((key) => localStorage.setItem(key, end)), later);
    // No code field to see or reach: until the mode is known the form may hold an inert, hidden
    // copy of it that keeps its space (ADR 017); in this mode it never shows.
    await expect(page.getByLabel('验证码').isVisible()).resolves.toBe(false);
    await expect(page.getByRole('textbox', { name: '验证码' }).count()).resolves.toBe(0);
    await expect(loginButton().isDisabled()).resolves.toBe(true);
    await page.getByLabel('手机号/邮箱/用户名').fill('admin');
    await expect(loginButton().isDisabled()).resolves.toBe(true);
    await field('manager-form-pwd').fill(PASSWORD);
    await expect(loginButton().isEnabled()).resolves.toBe(true);
    await screenshot(page, 'access-manager-login-mode2');
    await field('manager-form-pwd').press('Enter');
    await page.waitForFunction(() => location.hash.startsWith('#/user-info'));
    await expect(storageOf('at')).resolves.toBeTruthy();
    await expect(storageOf('rt')).resolves.toBeTruthy();
    await expect(storageOf('userType')).resolves.toBe('MANAGER_USER');
    await expect(storageOf('userInfo').then((v) => JSON.parse(v!).loginName)).resolves.toBe('admin');
    // Remember was not ticked: no login name kept.
    await expect(storageOf('loginName')).resolves.toBeNull();
    // Spec 4: a successful login clears the stored countdowns.
    for (const key of ['closeCountdownEnd', 'mobileCountdownEnd', 'emailCountdownEnd']) await expect(storageOf(key)).resolves.toBeNull();
    expect(recorded.errors).toEqual([]);
  });

  test('a wrong password shows the server message, keeps what was typed, and blank fields are named on blur', async () => {
    await openManagerLogin(portal);
    await field('manager-form-loginName').focus();
    await field('manager-form-loginName').blur();
    await page.getByRole('alert').filter({ hasText: '请输入手机号/邮箱/用户名' }).waitFor();
    await field('manager-form-loginName').fill('admin');
    await field('manager-form-pwd').fill('Wrong@2026x');
    await loginButton().click();
    const alert = page.getByRole('alert').last();
    await alert.waitFor();
    await expect(alert.innerText()).resolves.not.toBe('');
    await expect(field('manager-form-loginName').inputValue()).resolves.toBe('admin');
    await expect(field('manager-form-pwd').inputValue()).resolves.toBe('Wrong@2026x');
    await expect(storageOf('at')).resolves.toBeNull();
    await screenshot(page, 'access-manager-login-error');
  });

  test('a second submit while one is in flight is ignored', async () => {
    await openManagerLogin(portal);
    let logins = 0;
    await page.route('**/api/common/iam/v1/manager/login', async (route) => {
      logins += 1;
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await field('manager-form-loginName').fill('admin');
    await field('manager-form-pwd').fill(PASSWORD);
    await field('manager-form-pwd').press('Enter');
    await field('manager-form-pwd')
      .press('Enter')
      .catch(() => undefined);
    await page.evaluate(() => document.querySelector('form')?.requestSubmit());
    await page.waitForFunction(() => location.hash.startsWith('#/user-info'));
    expect(logins).toBe(1);
  });

  test('remember login name keeps it for the next visit', async () => {
    await openManagerLogin(portal);
    await field('manager-form-loginName').fill('  admin  ');
    await field('manager-form-pwd').fill(PASSWORD);
    await page.getByText('记住登录名').click();
    await loginButton().click();
    await page.waitForFunction(() => location.hash.startsWith('#/user-info'));
    await expect(storageOf('loginName')).resolves.toBe('admin');
    await page.evaluate(() => {
      localStorage.removeItem('at');
      localStorage.removeItem('rt');
      localStorage.removeItem('userInfo');
    });
    // The next visit is a fresh page load.
    await page.goto('about:blank');
    await openManagerLogin(portal);
    await expect(field('manager-form-loginName').inputValue()).resolves.toBe('admin');
  });

  test('goes to a same-origin callback (decoded) and reloads', async () => {
    const target = `${portal.url}/#/lap`;
    await openManagerLogin(portal, `?callback=${encodeURIComponent(target)}`);
    await field('manager-form-loginName').fill('admin');
    await field('manager-form-pwd').fill(PASSWORD);
    const reloaded = page.waitForEvent('load', { timeout: 10_000 });
    await loginButton().click();
    await reloaded;
    expect(page.url()).toBe(target);
    await page.getByRole('heading', { name: '法律声明及隐私政策' }).waitFor();
  });

  test('ignores a callback to another origin and goes to /user-info', async () => {
    await openManagerLogin(portal, `?callback=${encodeURIComponent('https://evil.example.net/#/steal')}`);
    await field('manager-form-loginName').fill('admin');
    await field('manager-form-pwd').fill(PASSWORD);
    await loginButton().click();
    await page.waitForFunction(() => location.hash.startsWith('#/user-info'));
    expect(new URL(page.url()).origin).toBe(portal.url);
  });

  test('client primary account with 双碳平台 goes to the carbon page and stores the target app', async () => {
    await page.goto(`${portal.url}/#/client-login`);
    await page.getByRole('tab', { name: '主账号登录' }).waitFor();
    await screenshot(page, 'access-client-login');
    await field('client-PRIMARY_ACCOUNT-loginName').fill('demo');
    await field('client-PRIMARY_ACCOUNT-pwd').fill(PASSWORD);
    await loginButton().click();
    await page.waitForFunction(() => localStorage.getItem('targetApp') !== null);
    const config = (await (await fetch(`${portal.url}/portal-config.json`)).json()) as { carbonUrl: string };
    await page.waitForFunction((url) => location.href.endsWith(url.replace(/^\//, '')), config.carbonUrl);
    await expect(storageOf('targetApp').then((v) => JSON.parse(v!).appName)).resolves.toBe('双碳平台');
    await expect(storageOf('accountType')).resolves.toBe('PRIMARY_ACCOUNT');
    await expect(storageOf('userType')).resolves.toBe('CLIENT_USER');
    await expect(storageOf('innerUserMark')).resolves.not.toBeNull();
  });

  test('client primary account without 双碳平台 goes to the gateway page', async () => {
    await page.goto(`${portal.url}/#/client-login`);
    await field('client-PRIMARY_ACCOUNT-loginName').fill('demo2');
    await field('client-PRIMARY_ACCOUNT-pwd').fill(PASSWORD);
    await loginButton().click();
    const config = (await (await fetch(`${portal.url}/portal-config.json`)).json()) as { gatewayUrl: string };
    await page.waitForFunction((url) => location.href.endsWith(url.replace(/^\//, '')), config.gatewayUrl);
    await expect(storageOf('targetApp')).resolves.toBeNull();
    await expect(storageOf('at')).resolves.toBeTruthy();
  });

  test('a sub-account signs in with its primary account name and is told who resets its password', async () => {
    await page.goto(`${portal.url}/#/client-login`);
    // The prerendered page's tabs switch once it is live (ADR 017: before hydration only typing works).
    await page.waitForFunction(() => !document.getElementById('portal-prerender') && !document.getElementById('portal-shell')?.hidden, null, {
      timeout: 30_000,
    });
    await page.getByRole('tab', { name: '子账号登录' }).click();
    await page.getByText('子账号忘记密码请联系账号管理员重置密码').waitFor();
    await field('client-SUB_ACCOUNT-loginName').fill('operator');
    await field('client-SUB_ACCOUNT-pwd').fill(PASSWORD);
    const subButton = page.getByRole('tabpanel').getByRole('button', { name: '登录', exact: true });
    await expect(subButton.isDisabled()).resolves.toBe(true);
    await field('client-SUB_ACCOUNT-priLoginName').fill('demo');
    await screenshot(page, 'access-client-login-sub-account');
    await subButton.click();
    await page.waitForFunction(() => localStorage.getItem('at') !== null && !location.hash.startsWith('#/client-login'));
    await expect(storageOf('accountType')).resolves.toBe('SUB_ACCOUNT');
    await expect(storageOf('priLoginName')).resolves.toBe('demo');
    await expect(storageOf('childLoginName')).resolves.toBe('operator');
  });

  test('the login page in English, and at a phone width', async () => {
    await openManagerLogin(portal);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Manager sign-in' }).waitFor();
    await expect(storageOf('language')).resolves.toBe('en-US');
    await screenshot(page, 'access-manager-login-en-US');
    await page.getByRole('button', { name: '中文' }).click();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('heading', { name: '管理端登录' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await screenshot(page, 'access-manager-login-phone');
  });
});

describe.each([
  { mode: '0', channels: ['SMS'], destination: ADMIN.phone },
  { mode: '1', channels: ['EMAIL'], destination: ADMIN.email },
])('manager login with security mode $mode', ({ mode, destination }) => {
  const portal = portalForBlock({ env: { LOGIN_SECURITY_MODE: mode } });

  test('asks for the code of its one channel, counts down, and signs in with the code from the outbox', async () => {
    await openManagerLogin(portal);
    const code = page.getByLabel('验证码');
    await code.waitFor();
    await expect(page.getByRole('radiogroup').count()).resolves.toBe(0);
    await field('manager-form-loginName').fill('admin');
    await field('manager-form-pwd').fill(PASSWORD);
    await expect(loginButton().isDisabled()).resolves.toBe(true);
    const before = portal.outbox().length;
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('验证码已发送').waitFor();
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    const sent = await codeSentTo(portal, destination, before);
    await code.fill(sent);
    await screenshot(page, `access-manager-login-mode${mode}`);
    await loginButton().click();
    await page.waitForFunction(() => location.hash.startsWith('#/user-info'));
  });
});

describe('manager login with both channels (mode 3)', () => {
  const portal = portalForBlock({ env: { LOGIN_SECURITY_MODE: '3' } });

  test('offers SMS first, then e-mail, with separate countdowns', async () => {
    await openManagerLogin(portal);
    const sms = page.getByRole('radio', { name: '短信验证码' });
    const email = page.getByRole('radio', { name: '邮箱验证码' });
    await expect(sms.getAttribute('aria-checked')).resolves.toBe('true');
    await field('manager-form-loginName').fill('admin');
    await field('manager-form-pwd').fill(PASSWORD);
    const before = portal.outbox().length;
    await page.getByRole('button', { name: '获取验证码' }).click();
    await codeSentTo(portal, ADMIN.phone, before);
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    // E-mail keeps its own countdown, still at zero.
    await email.click();
    await page.getByRole('button', { name: '获取验证码' }).waitFor();
    await screenshot(page, 'access-manager-login-mode3');
    const beforeEmail = portal.outbox().length;
    await page.getByRole('button', { name: '获取验证码' }).click();
    const emailCode = await codeSentTo(portal, ADMIN.email, beforeEmail);
    await field('manager-form-verificeCode').fill(emailCode);
    await loginButton().click();
    await page.waitForFunction(() => location.hash.startsWith('#/user-info'));
  });

  test('a failed code request resets the countdown to zero and shows why', async () => {
    await openManagerLogin(portal);
    await field('manager-form-loginName').fill('admin');
    await field('manager-form-pwd').fill('Wrong@2026x');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('alert').last().waitFor();
    await page.getByRole('button', { name: '获取验证码' }).waitFor();
    await expect(page.getByRole('button', { name: '获取验证码' }).isEnabled()).resolves.toBe(true);
  });
});
