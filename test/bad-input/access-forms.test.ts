/**
 * Bad input, browser (issue 6 item 2, part 1): every field of the access pages (manager login,
 * client login both tabs, find password by phone and e-mail, set password, register) given
 * over-long, whitespace-only, full-width, emoji, non-BMP and script/SQL input. The spec 5
 * message or the server's 4xx message shows, nothing typed is lost, maxlength is the spec's,
 * and nothing crashes, errs or runs. One portal in login security mode 3 (code fields shown).
 */
import type { Page } from 'playwright-core';
import { screenshot, type RecordedPage } from '../e2e/helpers/browser';
import type { Portal } from '../e2e/helpers/portal';
import { pagePerTest } from '../e2e/helpers/suite';
import { report } from '../helpers/report';
import { blur, probeFields, TWIN_CLASSES, type FieldCase } from './form-kit';
import { logIfServerDied, recordDialogs, settled } from './kit';

const table: string[] = [];
/** HTTP statuses of the answers the forms provoked, by path. */
const answers = new Map<string, Map<number, number>>();

const suite = pagePerTest({
  portal: { env: { LOGIN_SECURITY_MODE: '3' } },
  async beforeStop({ portal }) {
    report('bad-input', 'Access forms: field × input class → outcome', table.length ? table : ['(nothing checked)']);
    report(
      'bad-input',
      'Access forms: API answers provoked (path: status×count)',
      [...answers].map(([path, byStatus]) => `${path.padEnd(60)} ${[...byStatus].map(([s, n]) => `${s}×${n}`).join(' ')}`),
    );
    await logIfServerDied(portal);
  },
});
let portal: Portal, recorded: RecordedPage, page: Page, dialogs: string[];
beforeEach(async () => {
  ({ portal, recorded, page } = suite);
  dialogs = recordDialogs(page);
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    if (response.status() >= 400) recorded.errors.push(`HTTP ${response.status()} ${url.pathname}`);
    const byStatus = answers.get(url.pathname) ?? new Map<number, number>();
    byStatus.set(response.status(), (byStatus.get(response.status()) ?? 0) + 1);
    answers.set(url.pathname, byStatus);
  });
});

const input = (name: string) => `input[name="${name}"]`;

/** Presses a button and, when it sends `path`, waits for the answer and the message it leaves. */
async function pressAndAwaitServer(button: string, path: RegExp, scope = page.locator('body')) {
  const answered = page.waitForResponse((r) => path.test(new URL(r.url()).pathname));
  await scope.getByRole('button', { name: button, exact: true }).click();
  const response = await answered;
  expect(response.status()).toBeGreaterThanOrEqual(400);
  expect(response.status()).toBeLessThan(500);
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[role="alert"]')).some((el) => !el.closest('[data-scope="field"]') && el.textContent?.trim()),
  );
}

/** A login form's fields: the account name is sent and the server answers (blank is checked on blur); the others are checked on blur. */
function loginCases(where: string, prefix: string, path: RegExp, scope: () => ReturnType<Page['locator']>): FieldCase[] {
  const selector = (field: string) => input(`${prefix}-${field}`);
  const onBlur = (field: string, maxLength: number, required: string, restore: string): FieldCase => ({
    where,
    field,
    selector: selector(field),
    maxLength,
    required,
    check: () => blur(page, selector(field)),
    restore,
  });
  // The sub-account tab's own first field is its primary account's name.
  const [account, required, restore] = prefix.includes('SUB')
    ? ['priLoginName', '请输入主账号用户名', 'demo']
    : ['loginName', '请输入手机号/邮箱/用户名', 'admin'];
  return [
    {
      ...onBlur(account, 64, required, restore),
      check: async (p, kind) => {
        if (kind === 'whitespace-only') return blur(p, selector(account));
        await pressAndAwaitServer('登录', path, scope());
      },
      asksServer: (k) => k !== 'whitespace-only',
    },
    onBlur('pwd', 32, '请输入密码', 'Wrong@2026x'),
    onBlur('verificeCode', 6, '请输入验证码', '123456'),
  ];
}

test('manager login', async () => {
  await page.goto(`${portal.url}/#/manager-login`);
  await page.locator(input('manager-form-loginName')).waitFor();
  await page.locator(input('manager-form-loginName')).fill('admin');
  await page.locator(input('manager-form-pwd')).fill('Wrong@2026x');
  await page.locator(input('manager-form-verificeCode')).fill('123456');
  const run = await probeFields(
    page,
    recorded.errors,
    dialogs,
    loginCases('manager login', 'manager-form', /\/manager\/login$/, () => page.locator('form')),
  );
  table.push(...run.lines);
  await screenshot(page, 'bad-input-manager-login');
});

test('client login, primary and sub-account tabs', async () => {
  await page.goto(`${portal.url}/#/client-login`);
  await page.locator(input('client-PRIMARY_ACCOUNT-loginName')).waitFor();
  await page.locator(input('client-PRIMARY_ACCOUNT-loginName')).fill('demo');
  await page.locator(input('client-PRIMARY_ACCOUNT-pwd')).fill('Wrong@2026x');
  await page.locator(input('client-PRIMARY_ACCOUNT-verificeCode')).fill('123456');
  const panel = () => page.getByRole('tabpanel');
  // The same login form as the manager's: its password and code take a few classes.
  const primary = loginCases('client login (primary)', 'client-PRIMARY_ACCOUNT', /\/client\/login$/, panel).map((c) =>
    c.field === 'loginName' ? c : { ...c, classes: TWIN_CLASSES },
  );
  let run = await probeFields(page, recorded.errors, dialogs, primary);
  table.push(...run.lines);
  await page.getByRole('tab', { name: '子账号登录' }).click();
  await page.locator(input('client-SUB_ACCOUNT-priLoginName')).fill('demo');
  await page.locator(input('client-SUB_ACCOUNT-loginName')).fill('operator');
  await page.locator(input('client-SUB_ACCOUNT-pwd')).fill('Wrong@2026x');
  await page.locator(input('client-SUB_ACCOUNT-verificeCode')).fill('123456');
  // The sub-account tab is the same form: its password and code take a few classes.
  const sub = loginCases('client login (sub)', 'client-SUB_ACCOUNT', /\/client\/login$/, panel).map((c) =>
    c.field === 'priLoginName' ? c : { ...c, classes: TWIN_CLASSES },
  );
  sub.push({
    where: 'client login (sub)',
    field: 'loginName',
    selector: input('client-SUB_ACCOUNT-loginName'),
    maxLength: 64,
    required: '请输入手机号/邮箱/用户名',
    check: () => blur(page, input('client-SUB_ACCOUNT-loginName')),
    restore: 'operator',
  });
  run = await probeFields(page, recorded.errors, dialogs, sub);
  table.push(...run.lines);
  await screenshot(page, 'bad-input-client-login-sub');
});

/** Find password: every field checked by the Done button of its tab (the server is asked only when all pass). */
function findCases(where: string, tab: 'sms' | 'email'): FieldCase[] {
  const done = async (p: Page) => {
    await p.getByRole('tabpanel').getByRole('button', { name: '完成' }).click();
    await settled(p);
  };
  const contact: FieldCase =
    tab === 'sms'
      ? {
          where,
          field: 'mobile',
          selector: input('find-sms-mobile'),
          maxLength: 11,
          required: '请输入手机号',
          strict: true,
          check: done,
          restore: '13800000004',
        }
      : {
          where,
          field: 'email',
          selector: input('find-email-email'),
          maxLength: 64,
          overLong: '长度不能超过32位',
          required: '请输入邮箱',
          strict: true,
          check: done,
          restore: 'nobody@portal.example',
        };
  const twin = tab === 'email' ? { classes: TWIN_CLASSES } : {};
  return [
    contact,
    {
      ...twin,
      where,
      field: 'code',
      selector: input(`find-${tab}-code`),
      maxLength: 6,
      required: '请输入验证码',
      check: done,
      asksServer: (k) => k !== 'whitespace-only',
      restore: '000000',
    },
    {
      ...twin,
      where,
      field: 'newPwd',
      selector: input(`find-${tab}-new`),
      maxLength: 32,
      required: '请输入密码',
      strict: true,
      check: done,
      restore: 'Phone@2029',
    },
    {
      where,
      field: 'againPwd',
      selector: input(`find-${tab}-again`),
      maxLength: 32,
      required: '请输入确认密码',
      strict: true,
      check: done,
      restore: 'Phone@2029',
      classes: TWIN_CLASSES,
    },
  ];
}

test('find password by phone and by e-mail', async () => {
  await page.goto(`${portal.url}/#/find-password`);
  await page.locator(input('find-sms-mobile')).waitFor();
  for (const [name, value] of [
    ['find-sms-mobile', '13800000004'],
    ['find-sms-code', '000000'],
    ['find-sms-new', 'Phone@2029'],
    ['find-sms-again', 'Phone@2029'],
  ])
    await page.locator(input(name)).fill(value);
  let run = await probeFields(page, recorded.errors, dialogs, findCases('find password (phone)', 'sms'));
  table.push(...run.lines);
  await screenshot(page, 'bad-input-find-password-phone');
  await page.getByRole('tab', { name: '邮箱找回' }).click();
  for (const [name, value] of [
    ['find-email-email', 'nobody@portal.example'],
    ['find-email-code', '000000'],
    ['find-email-new', 'Phone@2029'],
    ['find-email-again', 'Phone@2029'],
  ])
    await page.locator(input(name)).fill(value);
  run = await probeFields(page, recorded.errors, dialogs, findCases('find password (e-mail)', 'email'));
  table.push(...run.lines);
});

test('set password', async () => {
  await page.goto(`${portal.url}/#/set-password?key=not-a-real-key&type=2`);
  await page.locator(input('set-password')).waitFor();
  const submit = async (p: Page) => {
    await p.getByRole('button', { name: '提交' }).click();
    await settled(p);
  };
  await page.locator(input('set-password')).fill('First@2027');
  await page.locator(input('set-password-confirm')).fill('First@2027');
  const run = await probeFields(page, recorded.errors, dialogs, [
    {
      where: 'set password',
      field: 'password',
      selector: input('set-password'),
      maxLength: 32,
      required: '请输入密码',
      strict: true,
      check: submit,
      restore: 'First@2027',
    },
    {
      where: 'set password',
      field: 'confirmPassword',
      selector: input('set-password-confirm'),
      maxLength: 32,
      required: '请输入确认密码',
      strict: true,
      check: submit,
      restore: 'First@2027',
      classes: TWIN_CLASSES,
    },
  ]);
  table.push(...run.lines);
});

test('register', async () => {
  await page.goto(`${portal.url}/#/register`);
  await page.locator(input('register-tenantName')).waitFor();
  const valid: Record<string, string> = {
    tenantName: '坏输入测试租户',
    userName: 'bad_input_user',
    mobile: '13912345678',
    verificeCode: '123456',
    email: 'bad@portal.example',
    password: 'Regist@2027',
    confirmPassword: 'Regist@2027',
  };
  for (const [name, value] of Object.entries(valid)) await page.locator(input(`register-${name}`)).fill(value);
  // The agreement stays unticked: a form that passes is stopped by its message, never sent.
  const submit = async (p: Page) => {
    await p.getByRole('button', { name: '注册', exact: true }).click();
    await settled(p);
  };
  const tenantCheck = async (p: Page) => {
    await blur(p, input('register-tenantName'));
    await submit(p);
  };
  const field = (name: string, maxLength: number, required: string, check = submit): FieldCase => ({
    where: 'register',
    field: name,
    selector: input(`register-${name}`),
    maxLength,
    required,
    strict: name !== 'verificeCode',
    check,
    restore: valid[name],
  });
  const run = await probeFields(page, recorded.errors, dialogs, [
    field('tenantName', 32, '请输入租户名称', tenantCheck),
    field('userName', 32, '请输入用户名'),
    field('mobile', 11, '请输入手机号'),
    field('verificeCode', 6, '请输入验证码'),
    { ...field('email', 64, '请输入邮箱'), overLong: '长度不能超过32位' },
    field('password', 32, '请输入密码'),
    { ...field('confirmPassword', 32, '请输入确认密码'), classes: TWIN_CLASSES },
  ]);
  table.push(...run.lines);
  await page.getByRole('alert').filter({ hasText: '请阅读并选择同意协议内容' }).waitFor();
  await screenshot(page, 'bad-input-register');
});
