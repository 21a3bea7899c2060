/**
 * Notice sending in @cloud/common/msg (issue 10 item 2) in Chromium against the real server: a
 * manager sends to a chosen user and to one tenant, the recipients' bells show it within a poll,
 * the sent list counts recipients and reads, the form keeps what was typed, client users get no
 * send button, both languages, and the sub-app's own routes (station, not-found).
 */
import type { Page, Route } from 'playwright-core';
import { screenshot } from './helpers/browser';
import { chineseAmong, pageReady, pageWords } from './helpers/console-pages';
import type { DemoAccount } from './helpers/sign-in';
import { realFailures, signedInSuite } from './helpers/suite';
import { seriousA11yFindings } from './portal-axe';

// Jest reads testTimeout from the root config only, so the e2e project's 90 s does not reach the hooks.
jest.setTimeout(120_000);

const suite = signedInSuite();

const SEND = '/common/msg/system/message/send?menu_code=msg_send';
const COMPOSE = '/common/msg/system/message/send/new?menu_code=msg_send';

async function open(page: Page, route: string, id: string) {
  await page.goto(`${suite.portal.url}/#${route}`);
  await pageReady(page, id);
}

/** A recipient's page with the bell showing its unread count. */
async function recipient(account: DemoAccount) {
  const recorded = await suite.signedInPage(account);
  // The bell (a parcel) shows before its first count arrives: read the count it was answered.
  const counted = recorded.page.waitForResponse((r) => r.url().includes('/queryMsgUnReadNum/') && r.ok(), { timeout: 20_000 });
  await recorded.page.goto(`${suite.portal.url}/#/user-info`);
  const unread = Number(((await (await counted).json()) as { data: number }).data);
  await recorded.page.getByTestId('notice-bell').waitFor({ timeout: 20_000 });
  if (unread > 0) await recorded.page.getByTestId('notice-badge').waitFor({ timeout: 20_000 });
  return { ...recorded, unread };
}

async function bellShows(page: Page, unread: number, title: string, shot?: string) {
  // The bell polls every 5 s: the new count arrives within one poll (and a little slack).
  await page.waitForFunction((n) => document.querySelector('[data-testid="notice-badge"]')?.textContent === String(n), unread, { timeout: 12_000 });
  await page.getByTestId('notice-bell').click();
  await page.getByTestId('notice-list').getByText(title).waitFor();
  if (shot) await screenshot(page, shot);
  await page.keyboard.press('Escape');
}

async function compose(page: Page, title: string, content: string) {
  await open(page, COMPOSE, 'msg-compose');
  await page.getByLabel('标题').fill(title);
  await page.getByLabel('正文').fill(content);
}

async function sendAndConfirm(page: Page) {
  await page.getByRole('button', { name: '发送', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: '确定发送' }).click();
  await pageReady(page, 'msg-sent-detail');
}

describe('a manager sends notices', () => {
  test('to a chosen user found by search: the user sees it in the bell within a poll', async () => {
    const demo = await recipient('demo');
    const { page, errors } = await suite.signedInPage('admin');
    await open(page, SEND, 'msg-send');
    await screenshot(page, 'msg-sent-list-zh-CN');
    await page.getByRole('button', { name: '+ 发送通知' }).click();
    await pageReady(page, 'msg-compose');
    await page.getByLabel('标题').fill('设备巡检通知');
    await page.getByLabel('摘要').fill('本周五前完成');
    await page.getByLabel('正文').fill('请于本周五前完成设备巡检。\n巡检记录请上传到设备台账。');
    await page.getByRole('radio', { name: '指定用户' }).check();
    await page.getByLabel('查找用户').fill('张明');
    await page.getByLabel('查找用户').press('Enter');
    const found = page.locator('tr[data-user="demo"]');
    await found.waitFor();
    await found.getByRole('button', { name: '添加' }).click();
    await expect(page.locator('[data-chosen="demo"]').count()).resolves.toBe(1);
    await expect(found.innerText()).resolves.toContain('已添加');
    await screenshot(page, 'msg-compose-users-zh-CN');

    await page.getByRole('button', { name: '发送', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.innerText()).resolves.toContain('已选择的 1 位用户');
    await screenshot(page, 'msg-compose-confirm-zh-CN');
    await dialog.getByRole('button', { name: '确定发送' }).click();
    await pageReady(page, 'msg-sent-detail');
    await expect(page.locator('[data-sent-count]').innerText()).resolves.toBe('已发送给 1 位用户');
    await expect(page.locator('[data-stat="recipients"] [data-value]').innerText()).resolves.toBe('1');
    await expect(page.locator('[data-content]').innerText()).resolves.toBe('请于本周五前完成设备巡检。\n巡检记录请上传到设备台账。');
    await expect(page.locator('tr[data-recipient="demo"]').getAttribute('data-read')).resolves.toBe('0');
    await screenshot(page, 'msg-sent-detail-zh-CN');

    await bellShows(demo.page, demo.unread + 1, '设备巡检通知', 'msg-recipient-bell-zh-CN');

    // The recipient reads it in the message centre; the sender's detail counts the read.
    await demo.page.goto(`${suite.portal.url}/#/common/msg/system/message/station`);
    await demo.page.locator('[data-page="station"] [data-total]').waitFor({ timeout: 20_000 });
    const row = demo.page.locator('[data-page="station"] tbody tr').filter({ hasText: '设备巡检通知' });
    await row.getByRole('button', { name: /^详情/ }).click();
    await demo.page.locator('[data-detail]').waitFor();
    await page.reload();
    await pageReady(page, 'msg-sent-detail');
    await expect(page.locator('[data-stat="read"] [data-value]').innerText()).resolves.toBe('1');
    await expect(page.locator('tr[data-recipient="demo"]').getAttribute('data-read')).resolves.toBe('1');
    expect(realFailures(errors)).toEqual([]);
    expect(realFailures(demo.errors)).toEqual([]);
  });

  test('to one tenant chosen from the list: its users see it, another tenant does not', async () => {
    const demo2 = await recipient('demo2');
    const demo = await recipient('demo');
    const { page, errors } = await suite.signedInPage('admin');
    await compose(page, '西南区域停电检修', '周六 8:00-12:00 西南园区停电检修。');
    await page.getByRole('radio', { name: '指定租户' }).check();
    const select = page.getByLabel('接收租户');
    await select.waitFor();
    const tenant = await select.locator('option', { hasText: '西南能源集团' }).getAttribute('value');
    await select.selectOption(tenant!);
    const members = Number((await select.locator(`option[value="${tenant}"]`).innerText()).match(/（(\d+) 人）/)![1]);
    await screenshot(page, 'msg-compose-tenant-zh-CN');
    await sendAndConfirm(page);
    await expect(page.locator('[data-sent-count]').innerText()).resolves.toBe(`已发送给 ${members} 位用户`);
    await expect(page.locator('[data-field="audience"] dd').innerText()).resolves.toBe('租户：西南能源集团');

    await bellShows(demo2.page, demo2.unread + 1, '西南区域停电检修');
    await demo.page.waitForTimeout(6_000);
    const badge = demo.page.getByTestId('notice-badge');
    expect((await badge.count()) ? Number(await badge.innerText()) : 0).toBe(demo.unread);

    // The sent list shows both kinds of send with their counts.
    await open(page, SEND, 'msg-send');
    const sent = page.locator('tbody tr[data-sent]').filter({ hasText: '西南区域停电检修' });
    await expect(sent.innerText()).resolves.toContain('租户：西南能源集团');
    await expect(sent.locator('[data-recipient-count]').innerText()).resolves.toBe(String(members));
    await expect(sent.locator('[data-read-count]').innerText()).resolves.toBe(`0 / ${members}`);
    await page.getByLabel('接收对象').selectOption({ label: '指定租户' });
    await pageReady(page, 'msg-send');
    expect(await page.evaluate(() => location.hash)).toContain('type=TENANT');
    for (const text of await page.locator('tbody tr[data-sent]').allInnerTexts()) expect(text).toContain('租户：');
    await expect(seriousA11yFindings(page, '[data-page="msg-send"]')).resolves.toEqual([]);
    expect(realFailures(errors)).toEqual([]);
  });

  test('the form says what is missing, and keeps what was typed when the API refuses it', async () => {
    const { page, errors } = await suite.signedInPage('admin');
    await open(page, COMPOSE, 'msg-compose');
    await page.getByRole('radio', { name: '指定用户' }).check();
    await page.getByRole('button', { name: '发送', exact: true }).click();
    await page.getByText('请输入标题').waitFor();
    await page.getByText('请输入内容').waitFor();
    await page.getByText('请至少选择一个接收人').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'msg-compose-errors-zh-CN');
    await expect(seriousA11yFindings(page, '[data-page="msg-compose"]')).resolves.toEqual([]);

    await page.getByRole('radio', { name: '全部用户' }).check();
    await page.getByLabel('标题').fill('平台升级公告');
    await page.getByLabel('正文').fill('平台将于今晚升级。');
    const refused = (route: Route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, code: 'VALIDATION_FAILED', message: '部分接收人不存在，请重新选择', data: null }),
      });
    await page.route('**/api/common/msgmgt/tmsgsend/send', refused);
    await page.getByRole('button', { name: '发送', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定发送' }).click();
    await page.locator('[data-failure]').waitFor();
    await expect(page.locator('[data-failure]').innerText()).resolves.toContain('部分接收人不存在，请重新选择');
    await expect(page.getByLabel('标题').inputValue()).resolves.toBe('平台升级公告');
    await expect(page.getByLabel('正文').inputValue()).resolves.toBe('平台将于今晚升级。');
    await page.unroute('**/api/common/msgmgt/tmsgsend/send', refused);
    expect(realFailures(errors).filter((e) => !e.includes('400'))).toEqual([]);
  });

  test('a client user gets no send button, and the sent list says why it is not shown', async () => {
    const { page, errors } = await suite.signedInPage('demo');
    await page.goto(`${suite.portal.url}/#${SEND}`);
    // A page a client user may not open: the access-denied panel with the server's reason, no 重试.
    const alert = page.locator('[data-page="msg-send"] [data-calm-panel="no-access"]');
    await alert.waitFor({ timeout: 20_000 });
    await expect(alert.innerText()).resolves.toContain('只有管理员可以查看已发送消息');
    expect(await page.getByRole('button', { name: '重试' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '+ 发送通知' }).count()).toBe(0);
    await open(page, COMPOSE, 'msg-compose');
    await page.locator('[data-no-permission]').waitFor();
    expect(await page.getByRole('button', { name: '发送', exact: true }).count()).toBe(0);
    expect(realFailures(errors).filter((e) => !e.includes('403'))).toEqual([]);
  });
});

describe('the message sub-app routes and languages', () => {
  test('the bare prefix opens the message centre with its menu_code; an unknown path is a not-found inside the sub-app', async () => {
    const { page, errors } = await suite.signedInPage('admin');
    await page.goto(`${suite.portal.url}/#/common/msg`);
    await page.locator('[data-page="station"] [data-total]').waitFor({ timeout: 20_000 });
    await screenshot(page, 'msg-station-zh-CN');
    expect(await page.evaluate(() => location.hash)).toBe('#/common/msg/system/message/station?menu_code=msg_station');
    await expect(page.getByRole('navigation', { name: '菜单路径' }).innerText()).resolves.toContain('站内消息');
    await page.goto(`${suite.portal.url}/#/common/msg/system/nothing?menu_code=msg_station`);
    await pageReady(page, 'not-found');
    await screenshot(page, 'msg-not-found-zh-CN');
    await page.getByRole('link', { name: '返回站内消息' }).click();
    await page.locator('[data-page="station"] [data-total]').waitFor();
    expect(realFailures(errors)).toEqual([]);
  });

  test('in en-US the sending pages speak English apart from their data', async () => {
    const { page, errors } = await suite.signedInPage('admin');
    await page.evaluate(() => localStorage.setItem('language', 'en-US'));
    await page.goto(`${suite.portal.url}/#/common/msg/system/message/station?menu_code=msg_station`);
    await page.locator('[data-page="station"] [data-total]').waitFor({ timeout: 20_000 });
    await screenshot(page, 'msg-station-en-US');
    await open(page, SEND, 'msg-send');
    const titles = await page.locator('tbody tr[data-sent] td:first-child').allInnerTexts();
    const tenants = ['华东智造科技有限公司', '西南能源集团', '平台管理员'];
    expect(chineseAmong(await pageWords(page, 'msg-send'), [...titles, ...tenants])).toEqual([]);
    await screenshot(page, 'msg-sent-list-en-US');
    await page
      .locator('tbody tr[data-sent]')
      .first()
      .getByRole('link', { name: /^Details/ })
      .click();
    await pageReady(page, 'msg-sent-detail');
    const title = await page.locator('[data-page="msg-sent-detail"] h1').innerText();
    expect(chineseAmong(await pageWords(page, 'msg-sent-detail'), [title, ...tenants])).toEqual([]);
    await screenshot(page, 'msg-sent-detail-en-US');
    await expect(seriousA11yFindings(page, '[data-page="msg-sent-detail"]')).resolves.toEqual([]);

    await open(page, COMPOSE, 'msg-compose');
    await page.getByRole('radio', { name: 'Chosen users' }).check();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Enter a title').waitFor();
    await page.getByText('Choose at least one recipient').waitFor();
    expect(chineseAmong(await pageWords(page, 'msg-compose'))).toEqual([]);
    await screenshot(page, 'msg-compose-errors-en-US');
    await page.getByRole('radio', { name: 'One tenant' }).check();
    await page.getByLabel('Tenant', { exact: true }).waitFor();
    const options = await page.getByLabel('Tenant', { exact: true }).locator('option').allInnerTexts();
    const names = options.map((option) => option.replace(/ \(\d+ users\)$/, ''));
    expect(options.slice(1).every((option) => / \(\d+ users\)$/.test(option))).toBe(true);
    expect(chineseAmong(await pageWords(page, 'msg-compose'), names)).toEqual([]);
    await screenshot(page, 'msg-compose-tenant-en-US');
    expect(realFailures(errors)).toEqual([]);
  });
});
