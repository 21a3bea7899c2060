import type { Locator, Page } from 'playwright-core';
import { newPage, screenshot, type RecordedPage } from './helpers/browser';
import { signedInSuite } from './helpers/suite';
import { unexpectedErrors } from './account-kit';

jest.setTimeout(180_000);

const suite = signedInSuite();
const CJK_RUN = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]+/g;

/** The Chinese in a region's visible text that is not one of the data strings (names, menus). */
async function chineseOutside(region: Locator, data: readonly string[]): Promise<string[]> {
  const text = await region.innerText();
  return (text.match(CJK_RUN) ?? []).filter((run) => !data.some((value) => value.includes(run)));
}

/** The signed-in user's own values as the server stored them: data, shown as it is. */
async function userData(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('userInfo') ?? '{}') as Record<string, unknown>;
    return Object.values(user).filter((v): v is string => typeof v === 'string');
  });
}

const toast = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

describe('the portal in English, switched in the signed-in header', () => {
  let recorded: RecordedPage;
  let page: Page;

  beforeAll(async () => {
    recorded = await suite.signedInPage('demo');
    page = recorded.page;
  });

  test('the header switches to English: the title, the page and the choice kept over a reload', async () => {
    await page.goto(`${suite.portal.url}/#/user-info`);
    await page.getByRole('heading', { name: '基本信息' }).waitFor();
    await page.waitForFunction(() => document.title === '基本信息 - 云平台门户');
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('favicon.svg');
    expect((await page.request.get(`${suite.portal.url}/favicon.svg`)).headers()['content-type']).toContain('image/svg+xml');

    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Basic information' }).waitFor();
    await page.waitForFunction(() => document.title === 'Basic information - Cloud Portal' && document.documentElement.lang === 'en-US');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en-US');

    await page.reload();
    await page.getByRole('heading', { name: 'Basic information' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: '中文' }).waitFor();
    expect(await chineseOutside(page.getByRole('main'), await userData(page))).toEqual([]);
    await screenshot(page, 'en-US-user-info');
  });

  test('the profile, phone and e-mail forms check in English', async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    const name = page.locator('input[name="userName"]');
    await name.fill('');
    await name.blur();
    await page.getByRole('alert').filter({ hasText: 'Please enter your name' }).waitFor();
    await name.fill('1');
    await name.blur();
    await page.getByText('Use at least 2 Chinese characters, letters, digits or underscores, not only digits').waitFor();
    await page.locator('input[name="empNumber"]').fill('x'.repeat(20));
    expect(await chineseOutside(page.getByRole('main'), await userData(page))).toEqual([]);
    await screenshot(page, 'en-US-user-info-errors');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.locator('dd[data-row="mobile"]').getByRole('button', { name: 'Change' }).click();
    const mobile = page.getByRole('dialog', { name: 'Change mobile' });
    await mobile.getByRole('button', { name: 'Get code' }).click();
    await mobile.getByText('Please enter the phone number').waitFor();
    await mobile.locator('input[name="mobile"]').fill('1390000');
    await mobile.getByRole('button', { name: 'Confirm' }).click();
    await mobile.getByText('Enter exactly 11 digits').waitFor();
    await mobile.getByText('Please enter the verification code').waitFor();
    await mobile.getByText('Please enter your current password').waitFor();
    await mobile.getByLabel('Current password').waitFor();
    expect(await chineseOutside(mobile, [])).toEqual([]);
    await screenshot(page, 'en-US-mobile-dialog');
    await mobile.getByRole('button', { name: 'Cancel' }).click();

    await page.locator('dd[data-row="email"]').getByRole('button', { name: 'Change' }).click();
    const email = page.getByRole('dialog', { name: 'Change e-mail' });
    await email.locator('input[name="email"]').fill('someone@example');
    await email.getByRole('button', { name: 'Get code' }).click();
    await email.getByText('Please check the e-mail address; it has at most 32 characters').waitFor();
    expect(await chineseOutside(email, [])).toEqual([]);
    await email.getByRole('button', { name: 'Cancel' }).click();
  });

  test('the change password dialog checks in English and the server answers in English', async () => {
    await page.getByTestId('account-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('Please enter the old password').waitFor();
    await dialog.getByText('Please enter the password', { exact: true }).waitFor();
    await dialog.getByText('Please enter the password again').waitFor();
    await dialog.locator('input[name="oldPwd"]').fill('Portal@2026');
    await dialog.locator('input[name="newPwd"]').fill('Portal@2026');
    await dialog.locator('input[name="againPwd"]').fill('Portal@2027');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('The new password must differ from the old one').waitFor();
    await dialog.getByText('The two passwords do not match').waitFor();
    expect(await chineseOutside(dialog, [])).toEqual([]);
    await screenshot(page, 'en-US-change-password');

    // The form passes; the server refuses the old password in the language of the call.
    await dialog.locator('input[name="oldPwd"]').fill('Wrong#Pass2026');
    await dialog.locator('input[name="newPwd"]').fill('Better#Pass2027');
    await dialog.locator('input[name="againPwd"]').fill('Better#Pass2027');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page).filter({ hasText: 'The old password is wrong' }).first().waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await toast(page)
      .first()
      .waitFor({ state: 'detached', timeout: 15_000 })
      .catch(() => undefined);
  });

  test('the overview and applications pages have English titles', async () => {
    await page.goto(`${suite.portal.url}/#/application-overview`);
    await page.waitForFunction(() => document.title === 'Application overview - Cloud Portal');
    await page.getByRole('heading', { name: 'Personal information' }).waitFor();
    await screenshot(page, 'en-US-overview');
    await page.goto(`${suite.portal.url}/#/application`);
    await page.waitForFunction(() => document.title === 'Applications - Cloud Portal');
    await screenshot(page, 'en-US-application');
  });

  test('switching back in the header gives Chinese again', async () => {
    await page.goto(`${suite.portal.url}/#/user-info`);
    await page.getByRole('banner').getByRole('button', { name: '中文' }).click();
    await page.getByRole('heading', { name: '基本信息' }).waitFor();
    await page.waitForFunction(() => document.title === '基本信息 - 云平台门户' && document.documentElement.lang === 'zh-CN');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh-CN');
    expect(unexpectedErrors(recorded.errors, [/HTTP 400 .*updatePwd/])).toEqual([]);
  });
});

describe('the signed-out pages in English', () => {
  test('register and sign-in say the form rules and the server answers in English', async () => {
    const { page, errors, close } = await newPage(suite.browser);
    try {
      await page.goto(`${suite.portal.url}/#/register`);
      await page.getByRole('button', { name: 'English' }).click();
      await page.waitForFunction(() => document.title === 'Register - Cloud Portal');
      await page.getByRole('button', { name: 'Register' }).click();
      for (const message of [
        'Please enter the tenant name',
        'Please enter the user name',
        'Please enter the phone number',
        'Please enter the verification code',
        'Please enter the e-mail address',
        'Please enter the password',
        'Please enter the password again',
        'Please read and accept the agreements',
      ]) {
        await page.getByText(message, { exact: true }).first().waitFor();
      }
      await page.locator('input[name="register-tenantName"]').fill('华东智造科技有限公司');
      await page.locator('input[name="register-tenantName"]').blur();
      await page.getByText('This tenant name is already taken').waitFor();
      expect(await chineseOutside(page.getByRole('main'), ['华东智造科技有限公司', '中文'])).toEqual([]);
      await screenshot(page, 'en-US-register');

      await page.goto(`${suite.portal.url}/#/client-login`);
      await page.waitForFunction(() => document.title === 'Client sign-in - Cloud Portal');
      await page.locator('input[name="client-PRIMARY_ACCOUNT-loginName"]').fill('demo');
      await page.locator('input[name="client-PRIMARY_ACCOUNT-pwd"]').fill('Wrong#Pass2026');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('Wrong user name or password').waitFor();
      expect(await chineseOutside(page.getByRole('main'), ['中文'])).toEqual([]);
      await screenshot(page, 'en-US-client-login');
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
