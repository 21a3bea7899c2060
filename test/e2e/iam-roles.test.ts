/**
 * Roles that carry permissions and the step-up (issue 22), in Chromium against the real server:
 * the role editor's tree of check boxes narrows a role, and its user's menus shrink at their next
 * sign-in; the step-up dialog says what changes, refuses a wrong password and, cancelled, changes
 * nothing. Screenshots in zh-CN and en-US.
 */
import type { Page } from 'playwright-core';
import { screenshot } from './helpers/browser';
import { realFailures, signedInSuite } from './helpers/suite';
import { confirmStepUp, listLoaded, openIam, settled } from './iam-kit';
import { seriousA11yFindings } from './portal-axe';

jest.setTimeout(120_000);

const suite = signedInSuite();
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const topNav = (page: Page) => page.getByRole('navigation', { name: '主导航' });

async function adminAt(route: string, name: string, language?: 'en-US') {
  const recorded = await suite.signedInPage('admin');
  if (language) await recorded.page.evaluate((value) => localStorage.setItem('language', value), language);
  await openIam(recorded.page, suite.portal, route, name);
  return recorded;
}

describe('the role editor', () => {
  test('a role narrowed in the tree takes its menus away from its users at their next sign-in', async () => {
    const before = await suite.signedInPage('operator');
    await before.page.goto(`${suite.portal.url}/#/index`);
    await topNav(before.page).getByRole('button', { name: '项目管理' }).waitFor({ timeout: 20_000 });

    const { page, errors } = await adminAt('/role/list?menu_code=iam_role', 'role-list');
    await listLoaded(page, 'role-list');
    await page.locator('[data-role="超级管理员"]').getByText('全部权限').waitFor();
    await page.locator('[data-role="运维人员"]').getByRole('button', { name: '编辑角色 运维人员' }).click();
    const edit = dialog(page, '编辑角色');
    const tree = edit.locator('[data-permission-tree]');
    const pm = tree.getByRole('checkbox', { name: '项目管理', exact: true });
    await expect(pm.isChecked()).resolves.toBe(true);
    // A page held without one of its buttons shows as mixed.
    const create = tree.getByRole('checkbox', { name: '新建项目' });
    await create.focus();
    await page.keyboard.press('Space');
    await expect(create.isChecked()).resolves.toBe(false);
    await expect(tree.getByRole('checkbox', { name: '项目列表' }).evaluate((el) => (el as HTMLInputElement).indeterminate)).resolves.toBe(true);
    await settled(page.getByRole('dialog'));
    await screenshot(page, 'iam-role-editor-zh-CN');
    // The nav, now mixed, is completed by a first press and taken away with everything under it by a second.
    await pm.focus();
    await page.keyboard.press('Space');
    await expect(create.isChecked()).resolves.toBe(true);
    await page.keyboard.press('Space');
    await expect(pm.isChecked()).resolves.toBe(false);
    await expect(tree.getByRole('checkbox', { name: '项目分组' }).isChecked()).resolves.toBe(false);
    await expect(seriousA11yFindings(page, '[role="dialog"]')).resolves.toEqual([]);
    await edit.getByRole('button', { name: '确定' }).click();
    await confirmStepUp(page, { summary: /角色“运维人员”的权限将新增 0 项、收回 \d+ 项/ });
    await edit.waitFor({ state: 'hidden' });
    await listLoaded(page, 'role-list');

    const after = await suite.signedInPage('operator');
    await after.page.goto(`${suite.portal.url}/#/index`);
    await topNav(after.page).getByRole('button', { name: '消息中心' }).waitFor({ timeout: 20_000 });
    await expect(topNav(after.page).getByRole('button', { name: '项目管理' }).count()).resolves.toBe(0);
    await screenshot(after.page, 'iam-role-narrowed-operator-nav');
    expect(realFailures(errors)).toEqual([]);
  });

  test('in English: the tree, its hint, the role and the button permissions read in English', async () => {
    const { page, errors } = await adminAt('/role/list?menu_code=iam_role', 'role-list', 'en-US');
    await listLoaded(page, 'role-list');
    await page.locator('[data-role="客服专员"]').getByRole('button', { name: 'Edit role Customer service agent' }).click();
    const edit = dialog(page, 'Edit role');
    await edit.getByText('You can only grant or take away permissions you hold yourself').waitFor();
    await edit.locator('[data-permission="iam_user_reset_pwd"]').getByText('Button').waitFor();
    await expect(edit.getByRole('checkbox', { name: 'Reset password', exact: true }).isChecked()).resolves.toBe(true);
    // The role's names: its English one shown, both editable (docs/decisions/016).
    await expect(edit.locator('input[name="roleNameEn"]').inputValue()).resolves.toBe('Customer service agent');
    await settled(page.getByRole('dialog'));
    await screenshot(page, 'iam-role-editor-en-US');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    expect(realFailures(errors)).toEqual([]);
  });
});

describe('the step-up dialog', () => {
  test('says what changes for whom, keeps a wrong password in the dialog, and when cancelled changes nothing', async () => {
    const { page, errors } = await adminAt('/security/login?menu_code=iam_login_security', 'login-security');
    const current = page.getByTestId('login-security-current');
    await expect(current.textContent()).resolves.toBe('当前生效：不需要验证码');
    await page.getByRole('radio', { name: /^邮箱验证码/ }).check();
    await page.getByRole('button', { name: '保存设置' }).click();
    const stepUp = dialog(page, '确认安全变更');
    await stepUp.getByText('登录安全模式将由“不需要验证码”改为“邮箱验证码”，对所有用户的下次登录立即生效。').waitFor();
    await stepUp.getByRole('button', { name: '确认变更' }).click();
    await stepUp.getByRole('alert').filter({ hasText: '请输入当前密码' }).waitFor();
    await stepUp.getByLabel('当前密码').fill('Wrong@2026x');
    await stepUp.getByRole('button', { name: '确认变更' }).click();
    await stepUp.getByText('当前密码错误').waitFor();
    await settled(stepUp);
    await screenshot(page, 'iam-step-up-zh-CN');
    await expect(seriousA11yFindings(page, '[role="dialog"]')).resolves.toEqual([]);
    await stepUp.getByRole('button', { name: '取消' }).click();
    await page.getByText('未完成身份确认，没有做任何更改').waitFor();
    await page.reload();
    await expect(page.getByTestId('login-security-current').textContent()).resolves.toBe('当前生效：不需要验证码');
    expect(realFailures(errors).filter((e) => !/HTTP 400 .*step-up/.test(e))).toEqual([]);
  });

  test('in English, and with the right password the change is made', async () => {
    const { page, errors } = await adminAt('/security/password?menu_code=iam_pwd_strategy', 'password-strategy', 'en-US');
    await page.locator('input[name="pwdMinLength"]').fill('9');
    await page.locator('[data-page="password-strategy"] form button[type="submit"]').click();
    const stepUp = dialog(page, 'Confirm a security change');
    await stepUp.getByText('The password policy becomes at least 9 characters').waitFor();
    await stepUp.getByText('The other super administrators are told').waitFor();
    await settled(stepUp);
    await screenshot(page, 'iam-step-up-en-US');
    await confirmStepUp(page, { confirm: 'Confirm change' });
    await page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Password policy saved' }).waitFor();
    expect(realFailures(errors)).toEqual([]);
  });
});
