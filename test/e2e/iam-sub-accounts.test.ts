/**
 * A client primary account's sub-accounts (sub-app @cloud/common/iam, #/common/iam/sub-account/list)
 * in Chromium against the real server: added with a set-password link, signed in through the
 * client login's sub-account tab, disabled and enabled; sub-accounts get a no-access panel.
 */
import type { Page } from 'playwright-core';
import { screenshot } from './helpers/browser';
import { realFailures, signedInSuite } from './helpers/suite';
import type { DemoAccount } from './helpers/sign-in';
import { chineseInterfaceTexts, firstSignInByLink, listLoaded, openIam, PASSWORD, settled, signedInThroughForm, submitClientLogin } from './iam-kit';
import { seriousA11yFindings } from './portal-axe';

jest.setTimeout(120_000);

const suite = signedInSuite();
const ROUTE = '/sub-account/list?menu_code=iam_sub_account';
/** The data rows (the console table draws an empty list as a body row too). */
const rows = (page: Page) => page.locator('[data-page="sub-account-list"] tbody tr[data-user]');
const notice = (page: Page) => page.getByTestId('iam-notice');

async function openAs(account: DemoAccount, language?: 'en-US') {
  const recorded = await suite.signedInPage(account);
  if (language) await recorded.page.evaluate((l) => localStorage.setItem('language', l), language);
  await openIam(recorded.page, suite.portal, ROUTE, 'sub-account-list');
  await listLoaded(recorded.page, 'sub-account-list');
  return recorded;
}

describe('sub-accounts of a primary account', () => {
  test('the primary account demo adds a sub-account, which sets its password and signs in on the sub-account tab', async () => {
    const recorded = await suite.signedInPage('demo');
    const { page, errors } = recorded;
    // Reached from the client menu, as a user would.
    await page.goto(`${suite.portal.url}/#/application`);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '子账号管理' }).click();
    await listLoaded(page, 'sub-account-list');
    expect(new URL(page.url()).hash).toBe(`#/common/iam${ROUTE}`);
    await page.locator('[data-user="operator"]').waitFor();
    await screenshot(page, 'iam-sub-account-list-zh-CN');

    await page.getByRole('button', { name: '新增子账号' }).click();
    const add = page.getByRole('dialog', { name: '新增子账号' });
    await add.getByText('主账号用户名“demo”').waitFor();
    await add.locator('input[name="loginName"]').fill('e2e_zhaomin');
    await add.locator('input[name="userName"]').fill('赵敏');
    await add.locator('input[name="mobile"]').fill('1391234');
    await add.locator('input[name="email"]').fill('zhaomin@e2e.example');
    await add.getByRole('button', { name: '确定' }).click();
    await add.getByRole('alert').filter({ hasText: '只允许输入11位纯数字' }).waitFor();
    await settled(page.getByRole('dialog'));
    await screenshot(page, 'iam-sub-account-add-errors-zh-CN');
    await add.locator('input[name="mobile"]').fill('13912340009');
    await add.locator('select[name="roleId"] option', { hasText: '运维人员' }).waitFor({ state: 'attached' });
    await add.locator('select[name="roleId"]').selectOption({ label: '运维人员' });
    const before = suite.portal.outbox().length;
    await add.getByRole('button', { name: '确定' }).click();
    await add.waitFor({ state: 'hidden' });
    await notice(page)
      .filter({ hasText: /^用户“赵敏”已创建，已向 .+@e2e\.example 发送设置密码链接$/ })
      .waitFor();
    await listLoaded(page, 'sub-account-list');
    await expect(page.locator('[data-user="e2e_zhaomin"]').textContent()).resolves.toContain('运维人员');

    const newcomer = await firstSignInByLink(suite, 'zhaomin@e2e.example', before, { loginName: 'e2e_zhaomin', password: 'Zhaomin@2027', primary: 'demo' });
    await expect(newcomer.evaluate(() => localStorage.getItem('accountType'))).resolves.toBe('SUB_ACCOUNT');
    await expect(newcomer.evaluate(() => JSON.parse(localStorage.getItem('userInfo')!).userName)).resolves.toBe('赵敏');
    expect(realFailures(errors).filter((e) => !/HTTP 400/.test(e))).toEqual([]);
    await expect(seriousA11yFindings(page, '[data-page="sub-account-list"]')).resolves.toEqual([]);
  });

  test('a disabled sub-account is refused at sign-in until enabled again', async () => {
    const { page } = await openAs('demo');
    const row = page.locator('[data-user="operator"]');
    await row.getByRole('button', { name: '禁用' }).click();
    await page.getByRole('dialog', { name: '禁用用户' }).getByTestId('iam-confirm').click();
    await notice(page)
      .filter({ hasText: /已禁用$/ })
      .waitFor();
    await page.locator('[data-user="operator"][data-status="disabled"]').waitFor();
    await screenshot(page, 'iam-sub-account-disabled-zh-CN');

    const other = await suite.signedInPage('demo2');
    await other.page.evaluate(() => localStorage.clear());
    await submitClientLogin(other.page, suite.portal, { loginName: 'operator', password: PASSWORD, primary: 'demo' });
    await other.page.getByText('账号已被禁用，请联系管理员').waitFor();

    await row.getByRole('button', { name: '启用' }).click();
    await page.getByRole('dialog', { name: '启用用户' }).getByTestId('iam-confirm').click();
    await notice(page)
      .filter({ hasText: /已启用$/ })
      .waitFor();
    await submitClientLogin(other.page, suite.portal, { loginName: 'operator', password: PASSWORD, primary: 'demo' });
    await signedInThroughForm(other.page);
  });

  test('another primary account sees only its own sub-accounts, and a sub-account gets no access', async () => {
    const { page } = await openAs('demo2');
    await expect(page.locator('[data-user="operator"]').count()).resolves.toBe(0);
    await expect(rows(page).count()).resolves.toBe(0);
    await page.getByTestId('iam-empty').waitFor();

    const operator = await suite.signedInPage('operator');
    await operator.page.goto(`${suite.portal.url}/#/common/iam${ROUTE}`);
    await operator.page.getByTestId('iam-no-access').waitFor();
    await operator.page.getByText('子账号不能管理其他账号，请联系主账号管理员。').waitFor();
    await operator.page.getByTestId('account-menu-trigger').waitFor();
    await screenshot(operator.page, 'iam-sub-account-no-access-zh-CN');
    // The shell offers it no such menu either.
    await expect(operator.page.getByRole('navigation', { name: '主导航' }).getByText('子账号管理').count()).resolves.toBe(0);
  });

  test('in English, with the no-access panel in English too', async () => {
    const { page, errors } = await openAs('demo', 'en-US');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Sub-accounts');
    await expect(chineseInterfaceTexts(page, '[data-page="sub-account-list"]')).resolves.toEqual([]);
    await screenshot(page, 'iam-sub-account-list-en-US');
    await page.getByRole('button', { name: 'Add sub-account' }).click();
    const add = page.getByRole('dialog', { name: 'Add sub-account' });
    await add.getByRole('button', { name: 'OK' }).click();
    await add.getByRole('alert').filter({ hasText: 'Please enter the user name' }).waitFor();
    await expect(chineseInterfaceTexts(page, '[role="dialog"]')).resolves.toEqual([]);
    await settled(page.getByRole('dialog'));
    await screenshot(page, 'iam-sub-account-add-errors-en-US');
    expect(realFailures(errors)).toEqual([]);

    const operator = await suite.signedInPage('operator');
    await operator.page.evaluate(() => localStorage.setItem('language', 'en-US'));
    await operator.page.goto(`${suite.portal.url}/#/common/iam${ROUTE}`);
    await operator.page.getByRole('heading', { name: 'No access' }).waitFor();
    await operator.page.getByTestId('account-menu-trigger').waitFor();
    await screenshot(operator.page, 'iam-sub-account-no-access-en-US');
  });
});
