/**
 * Self-service access pages against the real server (spec 2 find password, set password,
 * register, legal pages; spec 4 registration; spec 5 rules; spec 8 messages). Codes and links
 * are read from the server's outbox.
 */
import type { Page } from 'playwright-core';
import { codeSentTo, resetLinkSent } from './account-kit';
import { livePage } from './iam-kit';
import { screenshot, type RecordedPage } from './helpers/browser';
import type { Portal } from './helpers/portal';
import { pagePerTest } from './helpers/suite';
import { signInAs } from './helpers/sign-in';
import { seriousA11yFindings } from './portal-axe';

const suite = pagePerTest({ portal: { env: { LOGIN_SECURITY_MODE: '2' } } });
let portal: Portal, recorded: RecordedPage, page: Page;
beforeEach(() => {
  ({ portal, recorded, page } = suite);
});

const field = (name: string) => page.locator(`input[name="${name}"]`);
const alertWith = (text: string) => page.getByRole('alert').filter({ hasText: text });
const storageOf = (key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Opens a sign-in page that is prerendered and waits until its code runs it (a blur or a click before is the page's, not the form's). */
async function openLive(route: '/client-login' | '/manager-login' | '/register' | '/find-password') {
  await page.goto(`${portal.url}/#${route}`);
  await livePage(page);
}

/** Signs in through the login form (mode 2) and waits until the page has left it. */
async function signInThroughForm(loginName: string, password: string) {
  await openLive('/client-login');
  await field('client-PRIMARY_ACCOUNT-loginName').fill(loginName);
  await field('client-PRIMARY_ACCOUNT-pwd').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForFunction(() => localStorage.getItem('at') !== null && !location.hash.startsWith('#/client-login'));
}

// Before find password: that one changes the administrator's password.
describe('set password', () => {
  test('sets a first password with the key from the administrator reset link, then goes to client login (type 2)', async () => {
    const demo2 = await signInAs(page, portal, 'demo2');
    const admin = await signInAs(page, portal, 'admin');
    await page.evaluate(() => localStorage.clear());
    const sent = await resetLinkSent(portal, admin.at, demo2.user.id);
    const link = /#\/set-password\?[^\s"']+/.exec(sent.text)![0];
    expect(link).toContain('type=2');

    await page.goto(`${portal.url}/${link}`);
    await page.getByRole('heading', { name: '设置密码' }).waitFor();
    await field('set-password').fill('abc');
    await field('set-password').blur();
    await alertWith('请输入8~32个字符').waitFor();
    await field('set-password').fill('First@2027');
    await field('set-password-confirm').fill('First@2027');
    await screenshot(page, 'access-set-password');
    await page.getByRole('button', { name: '提交' }).click();
    await page.getByText('密码设置成功').waitFor();
    await page.waitForFunction(() => location.hash.startsWith('#/client-login'), undefined, { timeout: 5000 });
    await signInThroughForm('demo2', 'First@2027');
  });

  test('without a key it says the link is not valid and cannot be submitted', async () => {
    await page.goto(`${portal.url}/#/set-password?type=1`);
    await page.getByText('链接无效或已过期，请联系管理员重新发送').waitFor();
    await expect(page.getByRole('button', { name: '提交' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: '返回登录' }).getAttribute('href')).resolves.toBe('#/manager-login');
  });
});

describe('find password', () => {
  test('by phone: checks the phone before sending, resets with the code from the outbox, and goes back to client login', async () => {
    await openLive('/find-password');
    await page.getByRole('heading', { name: '找回密码' }).waitFor();
    await page.getByText('+86').first().waitFor();
    const before = portal.outbox().length;
    await page.getByRole('button', { name: '获取验证码' }).first().click();
    await alertWith('请输入手机号').waitFor();
    await field('find-sms-mobile').fill('1380000');
    await page.getByRole('button', { name: '获取验证码' }).first().click();
    await alertWith('只允许输入11位纯数字').waitFor();
    expect(portal.outbox().length).toBe(before);

    await field('find-sms-mobile').fill('13800000002');
    await page.getByRole('button', { name: '获取验证码' }).first().click();
    await page.getByText('验证码已发送').waitFor();
    const code = await codeSentTo(portal, '13800000002', before);
    await field('find-sms-code').fill(code);
    await field('find-sms-new').fill('Phone@2027');
    await field('find-sms-again').fill('Phone@2028');
    await page.getByRole('button', { name: '完成' }).first().click();
    await alertWith('两次输入密码不一致').waitFor();
    await field('find-sms-again').fill('Phone@2027');
    await screenshot(page, 'access-find-password-phone');
    await page.getByRole('button', { name: '完成' }).first().click();
    await page.getByText('密码已重置').waitFor();
    await page.waitForFunction(() => location.hash.startsWith('#/client-login'), undefined, { timeout: 5000 });
    await signInThroughForm('demo', 'Phone@2027');
    expect(recorded.errors).toEqual([]);
  });

  test('by e-mail for a manager (from the manager login link) and back to manager login', async () => {
    await openLive('/manager-login');
    await page.getByRole('link', { name: '忘记密码' }).click();
    await page.getByRole('heading', { name: '找回密码' }).waitFor();
    await expect(page.getByRole('link', { name: '返回登录' }).getAttribute('href')).resolves.toBe('#/manager-login');
    await page.getByRole('tab', { name: '邮箱找回' }).click();
    await field('find-email-email').fill('admin@');
    await field('find-email-email').blur();
    await alertWith('请检查邮箱格式是否正确,且最长只能输入32个字符').waitFor();
    await field('find-email-email').fill('admin@portal.example');
    const before = portal.outbox().length;
    await page.getByRole('tabpanel').getByRole('button', { name: '获取验证码' }).click();
    const code = await codeSentTo(portal, 'admin@portal.example', before);
    await field('find-email-code').fill(code);
    await field('find-email-new').fill('Mail@2027x');
    await field('find-email-again').fill('Mail@2027x');
    await screenshot(page, 'access-find-password-email');
    await page.getByRole('tabpanel').getByRole('button', { name: '完成' }).click();
    await page.getByText('密码已重置').waitFor();
    await page.waitForFunction(() => location.hash.startsWith('#/manager-login'), undefined, { timeout: 5000 });
    await field('manager-form-loginName').fill('admin');
    await field('manager-form-pwd').fill('Mail@2027x');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/user-info'));
  });

  test('a wrong code shows the server message and keeps every field', async () => {
    await openLive('/find-password');
    await field('find-sms-mobile').fill('13800000004');
    await field('find-sms-code').fill('000000');
    await field('find-sms-new').fill('Phone@2029');
    await field('find-sms-again').fill('Phone@2029');
    await page.getByRole('button', { name: '完成' }).first().click();
    await page.getByRole('alert').last().waitFor();
    await expect(field('find-sms-mobile').inputValue()).resolves.toBe('13800000004');
    await expect(field('find-sms-new').inputValue()).resolves.toBe('Phone@2029');
  });
});

describe('register', () => {
  async function fillValid(suffix: string) {
    await field('register-tenantName').fill(`测试租户-${suffix}`);
    await field('register-userName').fill(`tester_${suffix}`);
    await field('register-mobile').fill(`139${suffix.padStart(8, '0').slice(-8)}`);
    await field('register-email').fill(`t${suffix}@example.com`);
    await field('register-password').fill('Regist@2027');
    await field('register-confirmPassword').fill('Regist@2027');
  }

  test('shows one message of each kind of field error under its field', async () => {
    await openLive('/register');
    await page.getByRole('heading', { name: '注册' }).waitFor();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await alertWith('请输入手机号').waitFor();
    await field('register-tenantName').fill('租户#1');
    await field('register-userName').fill('12345');
    await field('register-mobile').fill('1390000');
    await field('register-email').fill('bad@');
    await field('register-password').fill('abc');
    await field('register-confirmPassword').fill('abd');
    await page.getByRole('button', { name: '注册', exact: true }).click();
    for (const message of [
      '只允许输入2-32字符,允许的字符包括：中英文、数字、()、-',
      '仅支持中英文、数字、下划线,且不能为纯数字,长度2到32个字符',
      '只允许输入11位纯数字',
      '请输入验证码',
      '请检查邮箱格式是否正确,且最长只能输入32个字符',
      '请输入8~32个字符',
      '两次输入密码不一致',
      '请阅读并选择同意协议内容',
    ]) {
      await alertWith(message).first().waitFor();
    }
    await screenshot(page, 'access-register-errors');
    await field('register-email').fill('a-very-long-address-0123456789@example.com');
    await field('register-email').blur();
    await alertWith('长度不能超过32位').waitFor();
    // Nothing typed was lost.
    await expect(field('register-tenantName').inputValue()).resolves.toBe('租户#1');
  });

  test('says 租户名称重复 for a taken tenant name', async () => {
    await openLive('/register');
    await field('register-tenantName').fill('华东智造科技有限公司');
    await field('register-tenantName').blur();
    await alertWith('租户名称重复').waitFor();
  });

  test('refuses without the agreement, then registers with the code from the outbox', async () => {
    await openLive('/register');
    const suffix = String(Date.now()).slice(-6);
    await fillValid(suffix);
    const mobile = `139${suffix.padStart(8, '0').slice(-8)}`;
    const before = portal.outbox().length;
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('验证码已发送').waitFor();
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    await field('register-verificeCode').fill(await codeSentTo(portal, mobile, before));
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await alertWith('请阅读并选择同意协议内容').waitFor();
    await expect(page.getByRole('link', { name: '《用户服务协议》' }).getAttribute('href')).resolves.toBe('#/platform');
    await expect(page.getByRole('link', { name: '《法律声明及隐私政策》' }).getAttribute('href')).resolves.toBe('#/lap');

    await page.getByText('我已阅读并同意').click();
    await page.route('**/api/common/iam/v1/tenant/register', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await page.getByRole('button', { name: '注册中，请稍后' }).waitFor();
    await page.getByText('恭喜！您已注册成功。').waitFor();
    await screenshot(page, 'access-register-success');
    await page.waitForFunction(() => location.hash.startsWith('#/client-login'), undefined, { timeout: 5000 });
    await signInThroughForm(`tester_${suffix}`, 'Regist@2027');
    await expect(storageOf('userType')).resolves.toBe('CLIENT_USER');
  });

  test('says 数据异常 when the page is opened with an empty tenant reference', async () => {
    await page.goto(`${portal.url}/#/register?pid=`);
    await fillValid('77');
    await field('register-verificeCode').fill('123456');
    await page.getByText('我已阅读并同意').click();
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await alertWith('数据异常').waitFor();
  });

  test('fits a phone screen', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openLive('/register');
    await page.getByRole('heading', { name: '注册' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await screenshot(page, 'access-register-phone');
  });
});

describe('legal pages', () => {
  test('/lap holds the legal statement and the full privacy policy with the spec 9 commitments, and confirm goes back', async () => {
    await openLive('/client-login');
    await page.getByRole('tab', { name: '主账号登录' }).waitFor();
    await page.goto(`${portal.url}/#/lap`);
    await page.getByRole('heading', { name: '法律声明及隐私政策' }).waitFor();
    const text = await page.locator('body').innerText();
    for (const phrase of [
      '法律声明',
      '集团云服务隐私政策',
      '收集',
      '共享',
      '存储',
      '您的权利',
      'Cookie',
      '如何联系我们',
      '本政策如何更新',
      '争议解决',
      '三十天内答复',
      '不少于六个月',
      '不少于三年',
    ]) {
      expect(text).toContain(phrase);
    }
    await page.getByRole('navigation', { name: '目录' }).getByRole('button', { name: '九、争议解决' }).click();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('policy-disputes');
    await screenshot(page, 'access-legal-lap');
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/client-login'));
  });

  test('/platform is the user agreement with a go-to-login link, also in English', async () => {
    await page.goto(`${portal.url}/#/platform`);
    await page.getByRole('heading', { name: '用户服务协议', exact: true }).waitFor();
    await screenshot(page, 'access-legal-platform');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'User agreement', exact: true }).waitFor();
    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('link', { name: '去登录' }).first().click();
    await page.waitForFunction(() => location.hash.startsWith('#/client-login'));
  });
});

describe('accessibility of the access pages', () => {
  test.each(['/manager-login', '/client-login', '/register', '/find-password', '/set-password?key=k&type=2', '/lap', '/platform'])(
    '%s has no serious axe findings',
    async (route) => {
      await page.goto(`${portal.url}/#${route}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(300);
      expect(await seriousA11yFindings(page, '#portal-main')).toEqual([]);
    },
  );

  test('the keyboard alone fills and submits the register form in reading order', async () => {
    await openLive('/register');
    await field('register-tenantName').focus();
    const order: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      order.push(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name || document.activeElement?.textContent || ''));
      await page.keyboard.press('Tab');
    }
    expect(order).toEqual(['register-tenantName', 'register-userName', 'register-mobile', 'register-verificeCode', '获取验证码', 'register-email']);
    await field('register-email').press('Enter');
    await alertWith('请阅读并选择同意协议内容').waitFor();
  });
});
