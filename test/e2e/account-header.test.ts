import type { Browser, Page } from 'playwright-core';
import { newPage, screenshot, type RecordedPage } from './helpers/browser';
import type { Portal } from './helpers/portal';
import { pagePerTest } from './helpers/suite';
import { signInAs, type SignedIn } from './helpers/sign-in';
import { apiPost, storedKeys, unexpectedErrors } from './account-kit';

jest.setTimeout(120_000);

const suite = pagePerTest({ portal: { env: { LOGIN_SECURITY_MODE: '2' } }, startTimeoutMs: 120_000, httpErrors: true });
let portal: Portal, browser: Browser, recorded: RecordedPage, page: Page;
beforeEach(() => {
  ({ portal, browser, recorded, page } = suite);
});

async function openAs(account: 'demo' | 'admin' | 'operator' | 'demo2', route = '/user-info'): Promise<SignedIn> {
  const signed = await signInAs(page, portal, account);
  await page.goto(`${portal.url}/#${route}`);
  await page.getByTestId('account-menu-trigger').waitFor();
  return signed;
}

async function menuEntries(): Promise<string[]> {
  await page.getByTestId('account-menu-trigger').click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return menu.getByRole('menuitem').allInnerTexts();
}

/** A manager session for sending notices (the send route is managers only). */
async function managerToken(): Promise<string> {
  const other = await newPage(browser);
  try {
    return (await signInAs(other.page, portal, 'admin')).at;
  } finally {
    await other.close();
  }
}

describe('the avatar dropdown (spec 2, 6)', () => {
  test('a client user sees the account centre only with inner-user mark 1, and the application overview', async () => {
    await openAs('demo');
    const mark = (await storedKeys(page, ['innerUserMark'])).innerUserMark;
    const entries = await menuEntries();
    expect(entries).toEqual([...(String(mark) === '1' ? ['账号中心'] : []), '修改密码', '应用总览', '退出登录']);
    await screenshot(page, 'account-menu-client');
    await page.getByRole('menuitem', { name: '应用总览' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/application-overview'));
    expect(unexpectedErrors(recorded.errors)).toEqual([]);
  });

  test('a manager sees the account centre but no application overview, and logout goes to the manager login', async () => {
    const admin = await openAs('admin', '/application');
    expect(await menuEntries()).toEqual(['账号中心', '修改密码', '退出登录']);
    await page.getByRole('menuitem', { name: '账号中心' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/user-info'));
    await page.getByRole('heading', { name: '基本信息' }).waitFor();

    let polls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/queryMsgUnReadNum/')) polls += 1;
    });
    await page.getByTestId('account-menu-trigger').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/manager-login'));
    expect(await storedKeys(page, ['at', 'rt', 'userInfo', 'hrefPath', 'userType'])).toEqual({
      at: null,
      rt: null,
      userInfo: null,
      hrefPath: null,
      userType: 'MANAGER_USER',
    });
    // The bell is gone with the header: its poll stops.
    const afterLogout = polls;
    await page.waitForTimeout(6_000);
    expect(polls).toBe(afterLogout);
    // The server session ended too: the old access token is refused.
    const detail = await fetch(`${portal.url}/api/common/iam/v1/mgruser/detail`, {
      headers: { authorization: `Bearer ${admin.at}`, 'domain-name': '127.0.0.1' },
    });
    expect(detail.status).toBe(401);
    expect(unexpectedErrors(recorded.errors)).toEqual([]);
  });
});

describe('the notification bell (spec 2, 4)', () => {
  test('polls the count in the background, caps the badge at 99, pages to the end and marks all read', async () => {
    const demo = await openAs('demo');
    const polls: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/queryMsgUnReadNum/')) polls.push(request.headers()['x-background-request']);
    });
    const badge = page.getByTestId('notice-badge');
    await badge.waitFor();
    const first = Number(await badge.innerText());
    expect(first).toBeGreaterThan(0);

    const at = await managerToken();
    const sent = await apiPost<{ sent: number }>(portal, at, '/common/msgmgt/tmsgsend/send', {
      recipientType: 'USERS',
      userIds: [demo.user.id],
      title: '新的系统通知',
      content: '浏览器测试发送的通知',
      remark: '一条新通知',
    });
    expect(sent.success).toBe(true);
    await page.waitForFunction((n) => document.querySelector('[data-testid="notice-badge"]')?.textContent === String(n), first + 1, { timeout: 12_000 });
    expect(polls.length).toBeGreaterThan(0);
    expect(polls.every((header) => header === '1')).toBe(true);

    for (let i = 0; i < 100 - first; i += 1) {
      const more = await apiPost(portal, at, '/common/msgmgt/tmsgsend/send', {
        recipientType: 'USERS',
        userIds: [demo.user.id],
        title: `批量通知 ${i + 1}`,
        content: '用于测试分页',
        remark: `第 ${i + 1} 条`,
      });
      expect(more.success).toBe(true);
    }
    await page.waitForFunction(() => document.querySelector('[data-testid="notice-badge"]')?.textContent === '99+', undefined, { timeout: 12_000 });
    const total = first + 1 + (100 - first);
    await screenshot(page, 'account-bell-badge-99-plus');

    await page.getByTestId('notice-bell').click();
    const list = page.getByTestId('notice-list');
    await list.getByTestId('notice-item').nth(19).waitFor();
    expect(await list.getByTestId('notice-item').count()).toBe(20);
    await screenshot(page, 'account-bell-popover');

    for (let round = 0; round < 10; round += 1) {
      if (await page.getByTestId('notice-no-more').isVisible()) break;
      const before = await list.getByTestId('notice-item').count();
      await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid="notice-item"]').length > n || !!document.querySelector('[data-testid="notice-no-more"]'),
        before,
      );
    }
    await page.getByTestId('notice-no-more').waitFor();
    await expect(page.getByTestId('notice-no-more').innerText()).resolves.toBe('-没有更多了-');
    expect(await list.getByTestId('notice-item').count()).toBe(total);
    await screenshot(page, 'account-bell-no-more');

    await page.getByRole('button', { name: '全部已读' }).click();
    await list.getByText('暂无未读消息').waitFor();
    await badge.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '全部已读' }).click();
    await page.getByText('没有未读信息').first().waitFor();
    await screenshot(page, 'account-bell-nothing-to-mark');

    await page.getByRole('button', { name: '查看全部消息' }).click();
    await page.waitForFunction(() => location.hash.startsWith('#/common/msg/system/message/station'));
    expect(unexpectedErrors(recorded.errors)).toEqual([]);
  });

  test('sends no poll while the tab is hidden and asks again when it comes back', async () => {
    await openAs('operator');
    await page.getByTestId('notice-bell').waitFor();
    let polls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/queryMsgUnReadNum/')) polls += 1;
    });
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const hiddenFrom = polls;
    await page.waitForTimeout(6_000);
    expect(polls).toBe(hiddenFrom);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForFunction(() => true);
    await page.waitForTimeout(500);
    expect(polls).toBeGreaterThan(hiddenFrom);
    expect(unexpectedErrors(recorded.errors)).toEqual([]);
  });
});

describe('the change password dialog (spec 2, 5, 8)', () => {
  test('checks old, new and confirm, closes on Esc, and after 修改密码成功 logs out to the client login', async () => {
    await openAs('demo2');
    await page.getByTestId('account-menu-trigger').click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.waitFor();
    const width = await dialog.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(480);

    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('请输入原密码').waitFor();
    await screenshot(page, 'account-dialog-change-password-errors');

    await dialog.locator('input[name="oldPwd"]').fill('Portal@2026');
    await dialog.locator('input[name="newPwd"]').fill('Portal@2026');
    await dialog.locator('input[name="againPwd"]').fill('Portal@2026');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('新密码与原密码不能一致').waitFor();

    await dialog.locator('input[name="newPwd"]').fill('Better#Pass2027');
    await dialog.locator('input[name="againPwd"]').fill('Better#Pass2028');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('两次输入密码不一致').waitFor();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByTestId('account-menu-trigger').click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    await dialog.waitFor();
    await expect(dialog.locator('input[name="oldPwd"]').inputValue()).resolves.toBe('');

    await dialog.locator('input[name="oldPwd"]').fill('Wrong#Pass2026');
    await dialog.locator('input[name="newPwd"]').fill('Better#Pass2027');
    await dialog.locator('input[name="againPwd"]').fill('Better#Pass2027');
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.locator('[data-scope="toast"][data-part="root"]').first().waitFor();
    await expect(dialog.locator('input[name="newPwd"]').inputValue()).resolves.toBe('Better#Pass2027');

    await dialog.locator('input[name="oldPwd"]').fill('Portal@2026');
    await screenshot(page, 'account-dialog-change-password');
    const changed = page.waitForResponse((response) => response.url().includes('/auth/updatePwd'));
    await page.keyboard.press('Enter');
    await changed;
    const answeredAt = Date.now();
    await page.getByText('修改密码成功').first().waitFor();
    await page.waitForFunction(() => location.hash.startsWith('#/client-login'), undefined, { timeout: 5000 });
    // Spec 8, 9: the success message stays 1.5 s before the logout.
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(1300);
    expect(await storedKeys(page, ['at', 'rt', 'userInfo', 'hrefPath'])).toEqual({ at: null, rt: null, userInfo: null, hrefPath: null });

    const again = await newPage(browser);
    try {
      await expect(signInAs(again.page, portal, 'demo2', 'Better#Pass2027')).resolves.toMatchObject({ user: { loginName: 'demo2' } });
    } finally {
      await again.close();
    }
    expect(unexpectedErrors(recorded.errors, [/^4\d\d .*\/auth\/updatePwd$/])).toEqual([]);
  });
});
