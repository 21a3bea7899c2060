/**
 * The forms the fault suite submits while the API is late or down: the access pages (client and
 * manager login, find password, register) and two signed-in forms (profile save, change
 * password). Each says how to open it, what to type, which button sends it, which API path the
 * submit hits, and what a successful submit leaves on screen.
 */
import type { Locator, Page } from 'playwright-core';
import { codeSentTo } from '../../e2e/account-kit';
import type { Portal } from '../../e2e/helpers/portal';
import type { DemoAccount } from '../../e2e/helpers/sign-in';

export interface FormContext {
  page: Page;
  /** The origin the browser uses (the fault proxy). */
  origin: string;
  /** The real server behind it (outbox codes). */
  portal: Portal;
}

export interface FormCase {
  /** Row name in the report. */
  where: string;
  /** Signed in as this account before the page opens. */
  account?: DemoAccount;
  /** The path of the API call the submit sends. */
  submitPath: RegExp;
  /** Opens the form and types into it; returns input selector → what was typed. */
  openAndType(ctx: FormContext): Promise<Record<string, string>>;
  /** The button that sends the form (as it reads when the form is not busy). */
  button(page: Page): Locator;
  /** Waits until the page shows that the submit went through; returns what it showed. */
  succeeded(page: Page): Promise<string>;
}

const input = (name: string) => `input[name="${name}"]`;

async function type(page: Page, values: Record<string, string>): Promise<Record<string, string>> {
  const typed: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    await page.locator(input(name)).fill(value);
    typed[input(name)] = value;
  }
  return typed;
}

async function waitForText(page: Page, text: string, timeout = 20_000): Promise<string> {
  await page.getByText(text).first().waitFor({ timeout });
  return `'${text}'`;
}

async function waitForHash(page: Page, prefix: RegExp): Promise<string> {
  await page.waitForFunction((source) => new RegExp(source).test(location.hash) && localStorage.getItem('at') !== null, prefix.source, { timeout: 20_000 });
  return `signed in, now at ${new URL(page.url()).hash.split('?')[0]}`;
}

/** Each form's cases use their own account, so the matrix can run them side by side. */
export const FORMS: FormCase[] = [
  {
    where: 'client login',
    submitPath: /\/common\/iam\/v1\/client\/login$/,
    async openAndType({ page, origin }) {
      await page.goto(`${origin}/#/client-login`);
      return type(page, { 'client-PRIMARY_ACCOUNT-loginName': 'demo', 'client-PRIMARY_ACCOUNT-pwd': 'Portal@2026' });
    },
    button: (page) => page.getByRole('tabpanel').getByRole('button', { name: '登录', exact: true }),
    succeeded: (page) => waitForHash(page, /^#\/application/),
  },
  {
    where: 'manager login',
    submitPath: /\/common\/iam\/v1\/manager\/login$/,
    async openAndType({ page, origin }) {
      await page.goto(`${origin}/#/manager-login`);
      return type(page, { 'manager-form-loginName': 'admin', 'manager-form-pwd': 'Portal@2026' });
    },
    button: (page) => page.getByRole('button', { name: '登录', exact: true }),
    succeeded: (page) => waitForHash(page, /^#\/user-info/),
  },
  {
    where: 'find password (phone)',
    submitPath: /\/common\/iam\/v1\/auth\/resetPwd$/,
    async openAndType({ page, origin, portal }) {
      await page.goto(`${origin}/#/find-password`);
      await page.locator(input('find-sms-mobile')).fill('13800000004');
      const before = portal.outbox().length;
      await page.getByRole('tabpanel').getByRole('button', { name: '获取验证码' }).click();
      await page.getByText('验证码已发送').waitFor();
      const code = await codeSentTo(portal, '13800000004', before);
      return {
        [input('find-sms-mobile')]: '13800000004',
        ...(await type(page, { 'find-sms-code': code, 'find-sms-new': 'Fault#Reset2027', 'find-sms-again': 'Fault#Reset2027' })),
      };
    },
    button: (page) => page.getByRole('tabpanel').getByRole('button', { name: '完成', exact: true }),
    succeeded: (page) => waitForText(page, '密码已重置'),
  },
  {
    where: 'register',
    submitPath: /\/common\/iam\/v1\/tenant\/register$/,
    async openAndType({ page, origin, portal }) {
      const suffix = String(Date.now() % 1e8).padStart(8, '0');
      const mobile = `137${suffix}`;
      await page.goto(`${origin}/#/register`);
      const typed = await type(page, {
        'register-tenantName': `故障租户-${suffix.slice(-4)}`,
        'register-userName': `fault_${suffix}`,
        'register-mobile': mobile,
        'register-email': `f${suffix}@example.com`,
        'register-password': 'Fault#Reg2027',
        'register-confirmPassword': 'Fault#Reg2027',
      });
      const before = portal.outbox().length;
      await page.getByRole('button', { name: '获取验证码' }).click();
      await page.getByText('验证码已发送').waitFor();
      Object.assign(typed, await type(page, { 'register-verificeCode': await codeSentTo(portal, mobile, before) }));
      await page.getByText('我已阅读并同意').click();
      return typed;
    },
    button: (page) => page.getByRole('button', { name: '注册', exact: true }),
    succeeded: (page) => waitForText(page, '恭喜！您已注册成功。'),
  },
  {
    where: 'profile save',
    account: 'demo',
    submitPath: /\/common\/iam\/v1\/user\/self\/update\/info$/,
    async openAndType({ page, origin }) {
      await page.goto(`${origin}/#/user-info`);
      await page.getByRole('button', { name: '编辑' }).click();
      return type(page, { userName: '故障演练员', empNumber: 'F-0042' });
    },
    button: (page) => page.getByRole('button', { name: '保存', exact: true }),
    async succeeded(page) {
      await waitForText(page, '保存成功');
      await page.getByTestId('user-info').getByText('故障演练员').waitFor();
      return `'保存成功', the page shows the new name`;
    },
  },
  {
    where: 'change password',
    account: 'operator',
    submitPath: /\/common\/iam\/v1\/auth\/updatePwd$/,
    async openAndType({ page, origin }) {
      await page.goto(`${origin}/#/user-info`);
      await page.getByTestId('account-menu-trigger').click();
      await page.getByRole('menuitem', { name: '修改密码' }).click();
      const dialog = page.getByRole('dialog', { name: '修改密码' });
      await dialog.waitFor();
      const typed: Record<string, string> = {};
      for (const [name, value] of Object.entries({ oldPwd: 'Portal@2026', newPwd: 'Fault#Change2027', againPwd: 'Fault#Change2027' })) {
        await dialog.locator(input(name)).fill(value);
        typed[input(name)] = value;
      }
      return typed;
    },
    button: (page) => page.getByRole('dialog', { name: '修改密码' }).getByRole('button', { name: '确定', exact: true }),
    async succeeded(page) {
      await waitForText(page, '修改密码成功');
      await page.waitForFunction(() => location.hash.startsWith('#/client-login'), undefined, { timeout: 20_000 });
      return `'修改密码成功', then signed out to client login`;
    },
  },
];
