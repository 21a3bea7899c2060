/**
 * Identity administration for managers (sub-app @cloud/common/iam, issue 10 item 1) in Chromium
 * against the real server: tenants with detail, users added with a set-password link, disabled
 * and enabled, passwords reset, roles; routing under #/common/iam; both languages.
 */
import type { Page } from 'playwright-core';
import { screenshot } from './helpers/browser';
import { realFailures, signedInSuite } from './helpers/suite';
import {
  chineseInterfaceTexts,
  confirmStepUp,
  firstSignInByLink,
  listLoaded,
  openIam,
  PASSWORD,
  passwordLinkSentTo,
  settled,
  signedInThroughForm,
  submitClientLogin,
} from './iam-kit';
import { seriousA11yFindings } from './portal-axe';

jest.setTimeout(120_000);

const suite = signedInSuite();

/** The data rows of a list (the console table draws skeletons and an empty list as body rows too). */
const ROW_HOOK = { 'tenant-list': 'data-tenant', 'user-list': 'data-user' } as const;
const rows = (page: Page, name: keyof typeof ROW_HOOK) => page.locator(`[data-page="${name}"] tbody tr[${ROW_HOOK[name]}]`);
const notice = (page: Page) => page.getByTestId('iam-notice');
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

async function adminAt(route: string, name: string, options: { language?: 'en-US'; width?: number } = {}) {
  const recorded = await suite.signedInPage('admin', options.width ? { viewport: { width: options.width, height: 800 } } : {});
  if (options.language) await recorded.page.evaluate((language) => localStorage.setItem('language', language), options.language);
  await openIam(recorded.page, suite.portal, route, name);
  return recorded;
}

describe('tenants', () => {
  test('pages and searches the tenants, opens one with its organisation and users, and survives a reload', async () => {
    const { page, errors } = await adminAt('/tenant/list?menu_code=iam_tenant', 'tenant-list');
    await listLoaded(page, 'tenant-list');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('租户管理');
    const total = Number((await page.locator('[data-total]').textContent())!.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(10);
    expect(await rows(page, 'tenant-list').count()).toBe(10);
    await expect(page.locator('[data-page-of]').textContent()).resolves.toBe(`第 1 / ${Math.ceil(total / 10)} 页`);
    await screenshot(page, 'iam-tenant-list-zh-CN');

    await page.getByRole('button', { name: '下一页' }).click();
    await listLoaded(page, 'tenant-list');
    await expect(page.locator('[data-page-of]').textContent()).resolves.toMatch(/^第 2 \//);
    await page.getByLabel('每页条数').selectOption('50');
    await listLoaded(page, 'tenant-list');
    expect(await rows(page, 'tenant-list').count()).toBe(Math.min(total, 50));

    const name = (await rows(page, 'tenant-list').first().locator('td').first().textContent())!;
    const part = name.slice(0, 3);
    await page.getByLabel('租户名称').fill(part);
    await page.getByLabel('租户名称').press('Enter');
    await listLoaded(page, 'tenant-list');
    const names = await rows(page, 'tenant-list').evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent ?? ''));
    expect(names.length).toBeGreaterThan(0);
    for (const found of names) expect(found.toLowerCase()).toContain(part.toLowerCase());

    await rows(page, 'tenant-list').first().getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    expect(new URL(page.url()).hash).toMatch(/^#\/common\/iam\/tenant\/detail\?id=\d+&menu_code=iam_tenant$/);
    await page.locator('[data-org]').first().waitFor();
    expect(await page.locator('[data-page="tenant-detail"] tbody tr[data-user]').count()).toBeGreaterThan(0);
    await page.locator('[data-user-total]').waitFor();
    // The left nav keeps the tenant item lit on its detail page.
    await expect(page.getByRole('navigation', { name: '二级导航' }).locator('[aria-current="page"]').textContent()).resolves.toContain('租户管理');
    await screenshot(page, 'iam-tenant-detail-zh-CN');

    await page.reload();
    await page.locator('[data-page="tenant-detail"] [data-org]').first().waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();

    await page.getByRole('link', { name: /返回租户列表/ }).click();
    await listLoaded(page, 'tenant-list');
    await page.goBack();
    await page.locator('[data-page="tenant-detail"] [data-org]').first().waitFor();
    expect(realFailures(errors)).toEqual([]);
    await expect(seriousA11yFindings(page, '[data-page="tenant-detail"]')).resolves.toEqual([]);
  });

  test('an unknown or broken tenant id says so instead of a blank page', async () => {
    const { page } = await adminAt('/tenant/detail?id=99999999&menu_code=iam_tenant', 'tenant-detail');
    await page.getByText('租户不存在或已被删除').waitFor();
    await openIam(page, suite.portal, '/tenant/detail?id=abc&menu_code=iam_tenant', 'tenant-detail');
    await page.getByText('链接中的租户 ID 无效').waitFor();
  });

  test('adds a tenant; the name rule and a taken name are told under the field', async () => {
    const { page, errors } = await adminAt('/tenant/list?menu_code=iam_tenant', 'tenant-list');
    await listLoaded(page, 'tenant-list');
    const taken = (await rows(page, 'tenant-list').first().locator('td').first().textContent())!;
    await page.getByRole('button', { name: '新增租户' }).click();
    const add = dialog(page, '新增租户');
    await add.waitFor();
    await add.getByRole('button', { name: '确定' }).click();
    await add.getByRole('alert').filter({ hasText: '请输入租户名称' }).waitFor();
    await add.getByLabel('租户名称').fill('租户#1');
    await add.getByRole('button', { name: '确定' }).click();
    await add.getByRole('alert').filter({ hasText: '只允许输入2-32字符' }).waitFor();
    await add.getByLabel('租户名称').fill(taken);
    await add.getByRole('button', { name: '确定' }).click();
    await add.getByRole('alert').filter({ hasText: '租户名称重复' }).waitFor();
    await expect(add.getByLabel('租户名称').inputValue()).resolves.toBe(taken);
    await settled(page.getByRole('dialog'));
    await screenshot(page, 'iam-tenant-add-errors-zh-CN');

    await add.getByLabel('租户名称').fill('华东测试(一期)-租户');
    await add.getByRole('radio', { name: '内部租户' }).check();
    await add.getByRole('button', { name: '确定' }).click();
    await add.waitFor({ state: 'hidden' });
    await page.getByText('租户“华东测试(一期)-租户”已创建').waitFor();
    await listLoaded(page, 'tenant-list');
    await expect(rows(page, 'tenant-list').first().locator('td').first().textContent()).resolves.toBe('华东测试(一期)-租户');
    await expect(rows(page, 'tenant-list').first().textContent()).resolves.toContain('内部租户');
    expect(realFailures(errors).filter((e) => !/HTTP (400|409)/.test(e))).toEqual([]);
  });
});

describe('failures', () => {
  test('a lost network keeps the dialog and what was typed, says so, and the same press works once it is back', async () => {
    const { page, context } = await adminAt('/tenant/list?menu_code=iam_tenant', 'tenant-list');
    await listLoaded(page, 'tenant-list');
    await page.getByRole('button', { name: '新增租户' }).click();
    const add = dialog(page, '新增租户');
    await add.getByLabel('租户名称').fill('断网测试租户');
    await context.route('**/api/common/iam/v1/admin/tenant/add', (route) => route.abort('internetdisconnected'));
    await add.getByRole('button', { name: '确定' }).click();
    await add.getByRole('alert').filter({ hasText: '网络异常，请检查网络连接' }).waitFor();
    await expect(add.getByLabel('租户名称').inputValue()).resolves.toBe('断网测试租户');
    await settled(page.getByRole('dialog'));
    await screenshot(page, 'iam-tenant-add-network-failure-zh-CN');
    await context.unroute('**/api/common/iam/v1/admin/tenant/add');
    await add.getByRole('button', { name: '确定' }).click();
    await add.waitFor({ state: 'hidden' });
    await page.getByText('租户“断网测试租户”已创建').waitFor();
  });

  test('a list that fails to load shows the message with a retry, and the retry loads it', async () => {
    const recorded = await suite.signedInPage('admin');
    const { page, context } = recorded;
    await context.route('**/api/common/iam/v1/admin/role/list**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, data: null, code: 'SERVICE_UNAVAILABLE', message: '服务暂不可用，请稍后重试' }),
      }),
    );
    await openIam(page, suite.portal, '/role/list?menu_code=iam_role', 'role-list');
    await page.getByTestId('iam-load-failed').filter({ hasText: '加载失败：服务暂不可用，请稍后重试' }).waitFor();
    await screenshot(page, 'iam-role-list-load-failed-zh-CN');
    await context.unroute('**/api/common/iam/v1/admin/role/list**');
    await page.getByTestId('iam-load-failed').getByRole('button', { name: '重试' }).click();
    await listLoaded(page, 'role-list');
    await page.locator('[data-role="超级管理员"]').waitFor();
  });
});

describe('users', () => {
  test('a manager adds a user, who sets a password at the link from the outbox and signs in', async () => {
    const { page, errors } = await adminAt('/user/list?menu_code=iam_user', 'user-list');
    await listLoaded(page, 'user-list');
    await screenshot(page, 'iam-user-list-zh-CN');
    await page.getByRole('button', { name: '新增用户' }).click();
    const add = dialog(page, '新增用户');
    await add.waitFor();
    await add.getByRole('button', { name: '确定' }).click();
    for (const message of ['请输入用户名', '请输入姓名', '请输入手机号', '请输入邮箱', '请选择租户', '请选择角色']) {
      await add.getByRole('alert').filter({ hasText: message }).waitFor();
    }
    await settled(page.getByRole('dialog'));
    await screenshot(page, 'iam-user-add-errors-zh-CN');

    await add.locator('input[name="loginName"]').fill('e2e_liwei');
    await add.locator('input[name="userName"]').fill('李伟');
    await add.locator('input[name="mobile"]').fill('13912340001');
    await add.locator('input[name="email"]').fill('liwei@e2e.example');
    const tenantName = await add.locator('select[name="tenantId"] option').nth(1).textContent();
    await add.locator('select[name="tenantId"]').selectOption({ label: tenantName! });
    await add.locator('select[name="roleId"] option', { hasText: '租户管理员' }).waitFor({ state: 'attached' });
    await add.locator('select[name="roleId"]').selectOption({ label: '租户管理员' });
    const before = suite.portal.outbox().length;
    await add.getByRole('button', { name: '确定' }).click();
    await add.waitFor({ state: 'hidden' });
    await expect(notice(page).textContent()).resolves.toMatch(/^用户“李伟”已创建，已向 .+@e2e\.example 发送设置密码链接$/);
    await listLoaded(page, 'user-list');
    const row = page.locator('[data-user="e2e_liwei"]');
    await expect(row.textContent()).resolves.toContain(tenantName!);
    await screenshot(page, 'iam-user-added-zh-CN');

    const newcomer = await firstSignInByLink(suite, 'liwei@e2e.example', before, { loginName: 'e2e_liwei', password: 'First@2027' });
    await expect(newcomer.evaluate(() => JSON.parse(localStorage.getItem('userInfo')!).userName)).resolves.toBe('李伟');
    expect(realFailures(errors).filter((e) => !/HTTP 400/.test(e))).toEqual([]);
  });

  test('a taken login name is told under its field and what was typed stays', async () => {
    const { page } = await adminAt('/user/list?menu_code=iam_user', 'user-list');
    await page.getByRole('button', { name: '新增用户' }).click();
    const add = dialog(page, '新增用户');
    await add.getByRole('radio', { name: '管理端用户' }).check();
    await add.locator('input[name="loginName"]').fill('admin');
    await add.locator('input[name="userName"]').fill('重名管理员');
    await add.locator('input[name="mobile"]').fill('13912340002');
    await add.locator('input[name="email"]').fill('dup-admin@e2e.example');
    await expect(add.locator('select[name="tenantId"]').count()).resolves.toBe(0);
    await add.locator('select[name="roleId"] option', { hasText: '客服专员' }).waitFor({ state: 'attached' });
    await add.locator('select[name="roleId"]').selectOption({ label: '客服专员' });
    await add.getByRole('button', { name: '确定' }).click();
    // A new manager is a security change: the current password first (issue 22 item 2).
    await confirmStepUp(page, { summary: '角色为“客服专员”' });
    await add.getByRole('alert').filter({ hasText: '用户名已存在' }).waitFor();
    await expect(add.locator('input[name="email"]').inputValue()).resolves.toBe('dup-admin@e2e.example');
  });

  test('a manager disables a user, whose sign-in is then refused, and enables them again', async () => {
    const { page, errors } = await adminAt('/user/list?menu_code=iam_user', 'user-list');
    await listLoaded(page, 'user-list');
    await page.getByLabel('关键字').fill('demo2');
    await page.getByLabel('状态').selectOption('enabled');
    await page.getByRole('button', { name: '查询' }).click();
    await listLoaded(page, 'user-list');
    const row = page.locator('[data-user="demo2"]');
    await row.getByRole('button', { name: '禁用' }).click();
    const confirm = dialog(page, '禁用用户');
    await confirm.getByText('禁用后该用户会立即退出登录').waitFor();
    await settled(confirm);
    await screenshot(page, 'iam-user-disable-confirm-zh-CN');
    await confirm.getByTestId('iam-confirm').click();
    await confirm.waitFor({ state: 'hidden' });
    await notice(page)
      .filter({ hasText: /已禁用$/ })
      .waitFor();
    await listLoaded(page, 'user-list');
    // The list still filters on 正常: the disabled user has left it.
    await expect(row.count()).resolves.toBe(0);
    await page.getByLabel('状态').selectOption('disabled');
    await page.getByRole('button', { name: '查询' }).click();
    await listLoaded(page, 'user-list');
    await expect(row.getAttribute('data-status')).resolves.toBe('disabled');

    const other = await suite.signedInPage('operator');
    await other.page.evaluate(() => localStorage.clear());
    await submitClientLogin(other.page, suite.portal, { loginName: 'demo2', password: PASSWORD });
    await other.page.getByText('账号已被禁用，请联系管理员').waitFor();
    await screenshot(other.page, 'iam-disabled-user-login-refused');

    await row.getByRole('button', { name: '启用' }).click();
    await dialog(page, '启用用户').getByTestId('iam-confirm').click();
    await notice(page)
      .filter({ hasText: /已启用$/ })
      .waitFor();
    await submitClientLogin(other.page, suite.portal, { loginName: 'demo2', password: PASSWORD });
    await signedInThroughForm(other.page);
    expect(realFailures(errors)).toEqual([]);
  });

  test('resetting a password asks first and sends a new set-password link', async () => {
    const { page } = await adminAt('/user/list?menu_code=iam_user', 'user-list');
    await page.getByLabel('关键字').fill('operator');
    await page.getByLabel('关键字').press('Enter');
    await listLoaded(page, 'user-list');
    const before = suite.portal.outbox().length;
    await page.locator('[data-user="operator"]').getByRole('button', { name: '重置密码' }).click();
    const confirm = dialog(page, '重置密码');
    await confirm.getByText('设置密码链接').waitFor();
    await confirm.getByRole('button', { name: '取消' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(suite.portal.outbox().length).toBe(before);
    await page.locator('[data-user="operator"]').getByRole('button', { name: '重置密码' }).click();
    await confirm.getByTestId('iam-confirm').click();
    await expect(notice(page).textContent()).resolves.toMatch(/^已向 .+ 发送设置密码链接，24 小时内有效$/);
    await passwordLinkSentTo(suite.portal, 'operator@portal.example', before);
  });

  test('the tenant detail leads to the user list of that tenant', async () => {
    const { page } = await adminAt('/tenant/list?menu_code=iam_tenant', 'tenant-list');
    await listLoaded(page, 'tenant-list');
    await rows(page, 'tenant-list').first().getByRole('link').first().click();
    await page.locator('[data-page="tenant-detail"] [data-org]').first().waitFor();
    const tenantName = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await page.getByRole('link', { name: /在用户管理中查看全部/ }).click();
    await listLoaded(page, 'user-list');
    expect(new URL(page.url()).hash).toContain('menu_code=iam_user');
    const tenants = await rows(page, 'user-list').evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[3]?.textContent ?? ''));
    expect(tenants.length).toBeGreaterThan(0);
    for (const name of tenants) expect(name).toBe(tenantName);
    await expect(page.locator('#user-tenant option:checked').textContent()).resolves.toBe(tenantName);
  });
});

describe('roles', () => {
  test('adds a role by the name rule (spec 5), edits it, and tells a taken name', async () => {
    const { page, errors } = await adminAt('/role/list?menu_code=iam_role', 'role-list');
    await listLoaded(page, 'role-list');
    await screenshot(page, 'iam-role-list-zh-CN');
    await page.getByRole('button', { name: '新增角色' }).click();
    const add = dialog(page, '新增角色');
    await add.locator('input[name="roleName"]').fill('运维 管理');
    await add.getByRole('button', { name: '确定' }).click();
    await add.getByRole('alert').filter({ hasText: '角色名称仅支持中文、字母或数字，长度2到20个字符' }).waitFor();
    await add.locator('input[name="roleName"]').fill('超级管理员');
    await add.getByRole('radio', { name: '管理端用户' }).check();
    await add.getByRole('button', { name: '确定' }).click();
    await add.getByRole('alert').filter({ hasText: '角色名称重复' }).waitFor();
    await settled(page.getByRole('dialog'));
    await screenshot(page, 'iam-role-add-errors-zh-CN');
    await add.locator('input[name="roleName"]').fill('审计专员');
    await add.locator('textarea[name="remark"]').fill('只读查看审计记录');
    await add.getByRole('button', { name: '确定' }).click();
    await add.waitFor({ state: 'hidden' });
    await listLoaded(page, 'role-list');
    const row = page.locator('[data-role="审计专员"]');
    await expect(row.textContent()).resolves.toContain('只读查看审计记录');

    await row.getByRole('button', { name: '编辑角色 审计专员' }).click();
    const edit = dialog(page, '编辑角色');
    await expect(edit.locator('input[name="roleName"]').inputValue()).resolves.toBe('审计专员');
    await edit.getByText('创建后不能更改').waitFor();
    await edit.locator('input[name="roleName"]').fill('Audit2');
    await edit.getByRole('button', { name: '确定' }).click();
    await edit.waitFor({ state: 'hidden' });
    await listLoaded(page, 'role-list');
    await page.locator('[data-role="Audit2"]').waitFor();
    expect(realFailures(errors).filter((e) => !/HTTP 409/.test(e))).toEqual([]);
  });
});

describe('routing under #/common/iam', () => {
  test('the left nav moves between pages, Back returns, and leaving the prefix unmounts the sub-app', async () => {
    const { page, errors } = await adminAt('/tenant/list?menu_code=iam_tenant', 'tenant-list');
    await listLoaded(page, 'tenant-list');
    const leftNav = page.getByRole('navigation', { name: '二级导航' });
    await leftNav.getByRole('button', { name: '用户管理' }).click();
    await listLoaded(page, 'user-list');
    expect(new URL(page.url()).hash).toBe('#/common/iam/user/list?menu_code=iam_user');
    await leftNav.getByRole('button', { name: '密码策略' }).click();
    await page.locator('[data-page="password-strategy"] input[name="pwdMinLength"]').waitFor();
    await page.goBack();
    await listLoaded(page, 'user-list');

    await page.goto(`${suite.portal.url}/#/user-info`);
    await page.locator('[data-page]').first().waitFor({ state: 'detached' });
    // single-spa unmounted the React root: its mount point is empty (and hidden by the root config).
    await expect(page.locator('[data-subapp="@cloud/common/iam"]').evaluate((el) => el.childElementCount)).resolves.toBe(0);
    await page.goBack();
    await listLoaded(page, 'user-list');
    // #/common/iam alone leads a manager to the tenants.
    await page.goto(`${suite.portal.url}/#/common/iam`);
    await listLoaded(page, 'tenant-list');
    expect(new URL(page.url()).hash).toBe('#/common/iam/tenant/list?menu_code=iam_tenant');
    await page.goto(`${suite.portal.url}/#/common/iam/no/such/page?menu_code=iam_tenant`);
    await page.getByTestId('iam-not-found').waitFor();
    expect(realFailures(errors)).toEqual([]);
  });

  test('a manager landing on the sub-account page gets a calm no-access panel', async () => {
    const { page } = await suite.signedInPage('admin');
    await page.goto(`${suite.portal.url}/#/common/iam/sub-account/list`);
    await page.getByTestId('iam-no-access').waitFor();
    await expect(page.getByRole('heading', { name: '暂无访问权限' }).count()).resolves.toBe(1);
  });
});

describe('in English', () => {
  test.each([
    ['/tenant/list?menu_code=iam_tenant', 'tenant-list', 'Tenants'],
    ['/user/list?menu_code=iam_user', 'user-list', 'Users'],
    ['/role/list?menu_code=iam_role', 'role-list', 'Roles'],
    ['/security/password?menu_code=iam_pwd_strategy', 'password-strategy', 'Password policy'],
    ['/security/login?menu_code=iam_login_security', 'login-security', 'Login security'],
  ])('%s shows no Chinese interface text', async (route, name, title) => {
    const { page, errors } = await adminAt(route, name, { language: 'en-US' });
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);
    if (name.endsWith('list')) await listLoaded(page, name);
    else await page.locator(`[data-page="${name}"] form`).waitFor();
    await expect(chineseInterfaceTexts(page, `[data-page="${name}"]`)).resolves.toEqual([]);
    await screenshot(page, `iam-${name}-en-US`);
    await expect(seriousA11yFindings(page, `[data-page="${name}"]`)).resolves.toEqual([]);
    expect(realFailures(errors)).toEqual([]);
  });

  test('the tenant detail and the add-user dialog speak English, with field errors in English', async () => {
    const { page } = await adminAt('/tenant/list?menu_code=iam_tenant', 'tenant-list', { language: 'en-US' });
    await listLoaded(page, 'tenant-list');
    await rows(page, 'tenant-list').first().getByRole('link').first().click();
    await page.locator('[data-page="tenant-detail"] [data-org]').first().waitFor();
    await expect(chineseInterfaceTexts(page, '[data-page="tenant-detail"]')).resolves.toEqual([]);
    await screenshot(page, 'iam-tenant-detail-en-US');

    await openIam(page, suite.portal, '/user/list?menu_code=iam_user', 'user-list');
    await page.getByRole('button', { name: 'Add user' }).click();
    const add = dialog(page, 'Add user');
    await add.locator('input[name="mobile"]').fill('123');
    await add.getByRole('button', { name: 'OK' }).click();
    await add.getByRole('alert').filter({ hasText: 'Enter exactly 11 digits' }).waitFor();
    await add.getByRole('alert').filter({ hasText: 'Please choose a tenant' }).waitFor();
    await expect(chineseInterfaceTexts(page, '[role="dialog"]')).resolves.toEqual([]);
    await settled(page.getByRole('dialog'));
    await screenshot(page, 'iam-user-add-errors-en-US');
    await expect(seriousA11yFindings(page, '[role="dialog"]')).resolves.toEqual([]);
  });

  test('at a phone width the user table scrolls inside its frame and its actions stay reachable', async () => {
    const { page } = await adminAt('/user/list?menu_code=iam_user', 'user-list', { width: 390 });
    await listLoaded(page, 'user-list');
    const frame = page.locator('[data-page="user-list"] [role="region"][aria-label="用户列表"]');
    const { scroll, client } = await frame.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(scroll).toBeGreaterThan(client);
    const bodyScroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(bodyScroll).toBeLessThanOrEqual(1);
    const action = rows(page, 'user-list').first().getByRole('button', { name: '重置密码' });
    const box = (await action.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'iam-user-list-phone-zh-CN');
  });
});
