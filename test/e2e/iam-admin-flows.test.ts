/**
 * Administration that finishes its flows (issue 23 item 2) in Chromium against the real server:
 * a tenant and a user edited, a closure request rejected (the user signs in again and reads the
 * reason in the message centre) and one approved (the account and its sub-account no longer sign
 * in). Both languages; every new screen is photographed.
 */
import CryptoJS from 'crypto-js';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from './helpers/browser';
import { newPage } from './helpers/browser';
import { signInAs, type DemoAccount } from './helpers/sign-in';
import { realFailures, signedInSuite } from './helpers/suite';
import { codeSentTo } from './account-kit';
import { chineseInterfaceTexts, confirmStepUp, listLoaded, openIam, PASSWORD, settled, signedInThroughForm, submitClientLogin } from './iam-kit';

jest.setTimeout(240_000);

const suite = signedInSuite({ LOGIN_SECURITY_MODE: '2' }, { timeoutMs: 180_000 });
const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });
const notice = (page: Page) => page.getByTestId('iam-notice');

async function adminAt(route: string, name: string, language?: 'en-US') {
  const recorded = await suite.signedInPage('admin');
  if (language) await recorded.page.evaluate((l) => localStorage.setItem('language', l), language);
  await openIam(recorded.page, suite.portal, route, name);
  await listLoaded(recorded.page, name);
  return recorded;
}

/**
 * Opens a list's edit dialog on the English page (`edit` finds the button in the list) and
 * expects no Chinese in it but its title, which names data and starts with `title`.
 */
async function expectEnglishEditDialog(route: string, name: string, edit: (page: Page) => Locator, title: string, shot: string) {
  const english = await adminAt(route, name, 'en-US');
  await edit(english.page).click();
  const en = dialog(english.page, new RegExp(`^${title}`));
  await en.waitFor();
  await settled(en);
  await screenshot(english.page, shot);
  const texts = await chineseInterfaceTexts(english.page, '[role="dialog"]');
  expect(texts.filter((text) => !text.startsWith(title))).toEqual([]);
}

/** The account asks to close itself through the API, with the code sent to its phone (spec 7 user/logout). */
async function requestClosure(account: DemoAccount) {
  const { page, close } = await newPage(suite.browser);
  const signed = await signInAs(page, suite.portal, account);
  await close();
  const api = (path: string, body: unknown) =>
    fetch(`${suite.portal.url}/api/common/iam/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${signed.at}`, 'domain-name': '127.0.0.1' },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ success: boolean; message: string }>);
  const since = suite.portal.outbox().length;
  await api('/auth/client/verifice-code/mobile', { id: signed.user.id, mobile: signed.user.mobile });
  const code = await codeSentTo(suite.portal, String(signed.user.mobile), since);
  const closed = await api('/user/logout', { id: signed.user.id, verificeCode: code });
  expect(closed).toMatchObject({ success: true });
}

describe('editing', () => {
  test('a tenant: name, contacts, parent and status, in Chinese; the English dialog has no Chinese', async () => {
    const { page, errors } = await adminAt('/tenant/list?menu_code=iam_tenant', 'tenant-list');
    const row = page.locator('[data-page="tenant-list"] tbody tr[data-tenant]').first();
    const name = (await row.locator('td').first().textContent())!;
    await row.getByRole('button', { name: `编辑租户 ${name}` }).click();
    const form = dialog(page, `编辑租户：${name}`);
    await form.waitFor();
    await form.locator('input[name="name"]').fill('x');
    await form.locator('input[name="contactMobile"]').fill('123');
    await form.getByRole('button', { name: '保存' }).click();
    await form.getByText('只允许输入2-32字符,允许的字符包括：中英文、数字、()、-').waitFor();
    await form.locator('input[name="name"]').fill('编辑后的租户(测试)');
    await form.locator('input[name="contactName"]').fill('王敏');
    await form.locator('input[name="contactMobile"]').fill('13911112222');
    await form.locator('input[name="contactEmail"]').fill('wangmin@edited.cn');
    await form.locator('select[name="parentTenantId"]').selectOption({ label: '西南能源集团' });
    await form.getByText('已停用').click();
    await form.getByTestId('tenant-disable-warning').waitFor();
    await settled(form);
    await screenshot(page, 'iam-tenant-edit-zh-CN');
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'detached' });
    const saved = page.locator('[data-page="tenant-list"] tbody tr[data-tenant]').filter({ hasText: '编辑后的租户(测试)' });
    await saved.locator('[data-status="disabled"]').waitFor();
    await expect(saved.textContent()).resolves.toContain('西南能源集团');
    await screenshot(page, 'iam-tenant-list-edited-zh-CN');
    expect(realFailures(errors)).toEqual([]);

    // The title names the tenant (data a user typed); the rest is interface text.
    await expectEnglishEditDialog(
      '/tenant/list?menu_code=iam_tenant',
      'tenant-list',
      (page) =>
        page
          .locator('[data-page="tenant-list"] tbody tr[data-tenant]')
          .first()
          .getByRole('button', { name: /^Edit tenant / }),
      'Edit tenant: ',
      'iam-tenant-edit-en-US',
    );
  });

  test('a tenant from its detail page: 编辑 opens the same dialog and the page shows what was saved, in both languages', async () => {
    const { page, errors } = await adminAt('/tenant/list?menu_code=iam_tenant', 'tenant-list');
    await page.locator('#tenant-name').fill('西南能源集团');
    await page.getByRole('button', { name: '查询' }).click();
    await listLoaded(page, 'tenant-list');
    const id = await page
      .locator('[data-page="tenant-list"] tbody tr[data-tenant]')
      .filter({ has: page.locator('td:first-child', { hasText: /^西南能源集团$/ }) })
      .getAttribute('data-tenant');
    await openIam(page, suite.portal, `/tenant/detail?id=${id}&menu_code=iam_tenant`, 'tenant-detail');
    await page.getByRole('button', { name: '编辑租户 西南能源集团' }).click();
    const form = dialog(page, '编辑租户：西南能源集团');
    await form.locator('input[name="contactName"]').fill('赵磊');
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'detached' });
    await page.locator('[data-page="tenant-detail"] dd').filter({ hasText: '赵磊' }).waitFor();
    await screenshot(page, 'iam-tenant-detail-edited-zh-CN');
    expect(realFailures(errors)).toEqual([]);

    const english = await suite.signedInPage('admin');
    await english.page.evaluate(() => localStorage.setItem('language', 'en-US'));
    await openIam(english.page, suite.portal, `/tenant/detail?id=${id}&menu_code=iam_tenant`, 'tenant-detail');
    await english.page.getByRole('button', { name: 'Edit tenant 西南能源集团' }).click();
    const en = english.page.getByRole('dialog', { name: 'Edit tenant: 西南能源集团' });
    await en.waitFor();
    await settled(en);
    await screenshot(english.page, 'iam-tenant-detail-edit-en-US');
    await en.getByRole('button', { name: 'Cancel' }).click();
    await en.waitFor({ state: 'detached' });
    await screenshot(english.page, 'iam-tenant-detail-en-US');
    await expect(chineseInterfaceTexts(english.page, '[data-page="tenant-detail"]')).resolves.toEqual([]);
  });

  test('a user: name and role (with the step-up), in Chinese; the English dialog has no Chinese', async () => {
    const { page, errors } = await adminAt('/user/list?menu_code=iam_user', 'user-list');
    await page.getByLabel('关键字').fill('demo2');
    await page.getByRole('button', { name: '查询' }).click();
    await listLoaded(page, 'user-list');
    const row = page.locator('[data-page="user-list"] tbody tr[data-user="demo2"]');
    await row.getByRole('button', { name: '编辑' }).click();
    const form = page.getByRole('dialog', { name: /^编辑用户：/ });
    await form.waitFor();
    await form.locator('input[name="mobile"]').fill('1380000');
    await form.getByRole('button', { name: '保存' }).click();
    await form.locator('[aria-invalid="true"]').first().waitFor();
    await form.locator('input[name="mobile"]').fill('13800000004');
    await form.locator('input[name="userName"]').fill('西南管理员');
    await form.locator('select[name="roleId"]').selectOption({ label: '财务人员' });
    await settled(form);
    await screenshot(page, 'iam-user-edit-zh-CN');
    await form.getByRole('button', { name: '保存' }).click();
    await confirmStepUp(page, { summary: '财务人员' });
    await notice(page).filter({ hasText: '西南管理员' }).waitFor();
    await page.locator('[data-page="user-list"] tbody tr[data-user="demo2"]', { hasText: '财务人员' }).waitFor();
    await expect(row.textContent()).resolves.toContain('西南管理员');
    expect(realFailures(errors)).toEqual([]);

    // The title names the user (data); role names are data until they carry both languages.
    await expectEnglishEditDialog(
      '/user/list?menu_code=iam_user',
      'user-list',
      (page) => page.locator('[data-page="user-list"] tbody tr[data-user]').first().getByRole('button', { name: 'Edit' }),
      'Edit user: ',
      'iam-user-edit-en-US',
    );
  });
});

describe('a permission taken away while signed in', () => {
  test('a page the browser still opens but the server refuses (403) shows the no-access panel, not 加载失败 / 重试', async () => {
    const { page: apiPage, close } = await newPage(suite.browser);
    const signed = await signInAs(apiPage, suite.portal, 'admin');
    await close();
    const api = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${suite.portal.url}/api/common/iam/v1${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${signed.at}`, 'domain-name': '127.0.0.1' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const envelope = (await response.json()) as { success: boolean; data: T; message: string };
      if (!envelope.success) throw new Error(`${method} ${path}: ${envelope.message}`);
      return envelope.data;
    };
    const managers = await api<{ data: Array<{ loginName: string; roleName: string | null }> }>(
      'GET',
      '/admin/user/page?userType=MANAGER_USER&status=enabled&pageNum=1&pageSize=50',
    );
    const ops = managers.data.find((user) => user.roleName === '运营管理员')!;

    // The manager signs in and opens the tenant list: the browser holds iam_tenant_detail.
    const recorded = await newPage(suite.browser);
    const { page } = recorded;
    await page.goto(`${suite.portal.url}/#/manager-login`);
    await page.locator('input[name="manager-form-loginName"]').fill(ops.loginName);
    await page.locator('input[name="manager-form-pwd"]').fill(PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await signedInThroughForm(page);
    await openIam(page, suite.portal, '/tenant/list?menu_code=iam_tenant', 'tenant-list');
    await listLoaded(page, 'tenant-list');

    // Meanwhile the super administrator takes the tenant detail away from the role.
    const roles = await api<Array<{ id: number; roleName: string; menuCodes: string[] }>>('GET', '/admin/role/list?userType=MANAGER_USER');
    const role = roles.find((r) => r.roleName === '运营管理员')!;
    const { aesKey } = (await (await fetch(`${suite.portal.url}/portal-config.json`)).json()) as { aesKey: string };
    const proof = await api<{ stepUpToken: string }>('POST', '/admin/step-up', {
      data: CryptoJS.AES.encrypt(JSON.stringify({ password: PASSWORD }), aesKey).toString(),
    });
    await api('POST', `/admin/role/${role.id}/edit`, {
      roleName: role.roleName,
      menuCodes: role.menuCodes.filter((code) => code !== 'iam_tenant_detail'),
      stepUpToken: proof.stepUpToken,
    });

    await page
      .locator('[data-page="tenant-list"] tbody tr[data-tenant]')
      .first()
      .getByRole('link', { name: /^查看租户/ })
      .click();
    const panel = page.locator('[data-page="tenant-detail"] [data-calm-panel="no-access"]');
    await panel.waitFor({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: '重试' }).count()).resolves.toBe(0);
    await expect(page.getByText('加载失败').count()).resolves.toBe(0);
    await screenshot(page, 'iam-tenant-detail-no-access-zh-CN');

    // In English (switched in the header, the page not reloaded): the server's reason in English too.
    await page.getByRole('link', { name: /返回租户列表/ }).click();
    await listLoaded(page, 'tenant-list');
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await page
      .locator('[data-page="tenant-list"] tbody tr[data-tenant]')
      .first()
      .getByRole('link', { name: /^Details of tenant/ })
      .click();
    await panel.getByText('iam_tenant_detail').waitFor({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Retry' }).count()).resolves.toBe(0);
    await expect(chineseInterfaceTexts(page, '[data-page="tenant-detail"]')).resolves.toEqual([]);
    await screenshot(page, 'iam-tenant-detail-no-access-en-US');
    await recorded.close();
  });
});

describe('closure requests', () => {
  beforeAll(async () => {
    await requestClosure('demo2');
    await requestClosure('demo');
  });

  test('rejected with a reason: the user signs in again and reads the reason in the message centre', async () => {
    const { page, errors } = await adminAt('/closure/list?menu_code=iam_closure', 'closure-list');
    const row = page.locator('[data-page="closure-list"] tbody tr[data-closure="demo2"]');
    await row.waitFor();
    await screenshot(page, 'iam-closure-list-zh-CN');
    await row.getByRole('button', { name: '驳回' }).click();
    const form = page.getByRole('dialog', { name: '驳回注销申请：demo2' });
    await form.getByRole('button', { name: '驳回' }).click();
    await form.getByText('请填写驳回原因').waitFor();
    await form.locator('textarea[name="reason"]').fill('账号下仍有未结清的订单，请结清后再申请');
    await settled(form);
    await screenshot(page, 'iam-closure-reject-zh-CN');
    await form.getByRole('button', { name: '驳回' }).click();
    await form.waitFor({ state: 'detached' });
    await notice(page).filter({ hasText: '已驳回“demo2”的注销申请' }).waitFor();
    expect(realFailures(errors)).toEqual([]);

    const user = await newPage(suite.browser);
    await submitClientLogin(user.page, suite.portal, { loginName: 'demo2', password: PASSWORD });
    await signedInThroughForm(user.page);
    await user.page.goto(`${suite.portal.url}/#/common/msg/system/message/station`);
    await user.page.getByText('您的注销申请未通过', { exact: false }).first().waitFor({ timeout: 20_000 });
    await user.page.getByText('您的注销申请未通过', { exact: false }).first().click();
    await user.page.getByText('账号下仍有未结清的订单，请结清后再申请', { exact: false }).first().waitFor();
    await screenshot(user.page, 'iam-closure-rejected-notice-zh-CN');
    await user.close();
  });

  test('approved: the account and its sub-account can no longer sign in', async () => {
    const { page, errors } = await adminAt('/closure/list?menu_code=iam_closure', 'closure-list');
    const row = page.locator('[data-page="closure-list"] tbody tr[data-closure="demo"]');
    await row.getByRole('button', { name: '通过' }).click();
    const confirm = page.getByRole('dialog', { name: '通过注销申请' });
    await confirm.getByText('该主账号下的 1 个子账号将一并注销。', { exact: false }).waitFor();
    await settled(confirm);
    await screenshot(page, 'iam-closure-approve-zh-CN');
    await confirm.getByRole('button', { name: '确认注销' }).click();
    await confirm.waitFor({ state: 'detached' });
    await notice(page).filter({ hasText: '账号“demo”已注销' }).waitFor();
    await page.getByLabel('审核状态').selectOption('');
    await page.getByRole('button', { name: '查询' }).click();
    await listLoaded(page, 'closure-list');
    await page.locator('tbody tr[data-closure="demo"][data-status="approved"]').waitFor();
    await screenshot(page, 'iam-closure-list-reviewed-zh-CN');
    expect(realFailures(errors)).toEqual([]);

    // The user list finds the closed accounts by their status (已注销).
    await openIam(page, suite.portal, '/user/list?menu_code=iam_user', 'user-list');
    await page.getByLabel('状态').selectOption({ label: '已注销' });
    await page.getByRole('button', { name: '查询' }).click();
    await listLoaded(page, 'user-list');
    const closed = page.locator('[data-page="user-list"] tbody tr[data-user]');
    await expect(closed.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status')))).resolves.toEqual(['closed', 'closed']);
    await screenshot(page, 'iam-user-list-closed-zh-CN');

    const user = await newPage(suite.browser);
    await submitClientLogin(user.page, suite.portal, { loginName: 'demo', password: PASSWORD });
    await user.page.getByText('用户名或密码错误').first().waitFor();
    await user.close();
    const sub = await newPage(suite.browser);
    await submitClientLogin(sub.page, suite.portal, { loginName: 'operator', password: PASSWORD, primary: 'demo' });
    await sub.page.getByRole('tabpanel').getByText('用户名或密码错误').waitFor();
    await expect(sub.page.evaluate(() => localStorage.getItem('at'))).resolves.toBeNull();
    await sub.close();
  });

  test('speaks English on the closure page', async () => {
    const { page } = await adminAt('/closure/list?menu_code=iam_closure', 'closure-list', 'en-US');
    await page.getByLabel('Review status').selectOption('');
    await page.getByRole('button', { name: 'Search' }).click();
    await listLoaded(page, 'closure-list');
    await page.locator('tbody tr[data-closure]').first().waitFor();
    await screenshot(page, 'iam-closure-list-en-US');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Account closures');
    await expect(chineseInterfaceTexts(page, '[data-page="closure-list"]')).resolves.toEqual([]);
    await expect(page.locator('tbody tr[data-closure="demo"]').textContent()).resolves.toContain('Primary (1 sub-account)');

    // The English columns are wider: at 1280 and 1440 px no column lies under the pinned actions.
    const headers = page.locator('[data-page="closure-list"] thead th');
    const overlaps: Array<{ width: number; px: number }> = [];
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await settled(page.locator('[data-page="closure-list"]'));
      await screenshot(page, `iam-closure-list-${width}-en-US`);
      const boxes = await headers.evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().toJSON() as DOMRect));
      const actions = boxes[boxes.length - 1];
      const px = Math.round(boxes[boxes.length - 2].right - actions.left);
      if (px > 1) overlaps.push({ width, px });
    }
    expect(overlaps).toEqual([]);

    // The user list's status filter offers Closed.
    await openIam(page, suite.portal, '/user/list?menu_code=iam_user', 'user-list');
    await page.getByLabel('Status').selectOption({ label: 'Closed' });
    await page.getByRole('button', { name: 'Search' }).click();
    await listLoaded(page, 'user-list');
    await page.locator('[data-page="user-list"] tbody tr[data-status="closed"]').first().waitFor();
    await screenshot(page, 'iam-user-list-closed-en-US');
    await expect(page.locator('[data-page="user-list"] tbody tr[data-status="closed"] td:nth-child(2)').allInnerTexts()).resolves.toEqual([
      'Closed account',
      'Closed account',
    ]);
    await expect(chineseInterfaceTexts(page, '[data-page="user-list"]')).resolves.toEqual([]);
  });
});
