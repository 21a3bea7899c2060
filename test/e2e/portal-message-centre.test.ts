import type { Page } from 'playwright-core';
import { screenshot } from './helpers/browser';
import type { DemoAccount } from './helpers/sign-in';
import { realFailures, signedInSuite } from './helpers/suite';
import { seriousA11yFindings } from './portal-axe';

// Jest reads testTimeout from the root config only, so the e2e project's 90 s does not reach the hooks.
jest.setTimeout(90_000);

const suite = signedInSuite();

async function openStation(account: DemoAccount, viewport?: { width: number; height: number }) {
  const recorded = await suite.signedInPage(account, { viewport });
  await recorded.page.goto(`${suite.portal.url}/#/common/msg/system/message/station`);
  await loaded(recorded.page);
  return recorded;
}

async function loaded(page: Page) {
  await page.locator('[data-page="station"] [data-total]').waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => !document.querySelector('[data-page="station"]')?.textContent?.includes('加载中'));
}

const rows = (page: Page) => page.locator('[data-page="station"] tbody tr');
const total = (page: Page) => page.locator('[data-total]').textContent();
const pageOf = (page: Page) => page.locator('[data-page-of]').textContent();
const badge = (page: Page) => page.getByTestId('notice-badge').textContent();

describe('the message centre (sub-app @cloud/common/msg)', () => {
  test('lists 20 notices a page and pages to the end', async () => {
    const { page, errors } = await openStation('demo');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('站内信');
    await expect(total(page)).resolves.toBe('共 53 条');
    await expect(pageOf(page)).resolves.toBe('第 1 / 3 页');
    expect(await rows(page).count()).toBe(20);
    await screenshot(page, 'message-centre');

    await page.getByRole('button', { name: '下一页' }).click();
    await loaded(page);
    await expect(pageOf(page)).resolves.toBe('第 2 / 3 页');
    expect(await rows(page).count()).toBe(20);
    await page.getByRole('button', { name: '下一页' }).click();
    await loaded(page);
    await expect(pageOf(page)).resolves.toBe('第 3 / 3 页');
    expect(await rows(page).count()).toBe(13);
    await expect(page.getByRole('button', { name: '下一页' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: '上一页' }).click();
    await loaded(page);
    await expect(pageOf(page)).resolves.toBe('第 2 / 3 页');
    expect(realFailures(errors)).toEqual([]);
    await expect(seriousA11yFindings(page, '[data-page="station"]')).resolves.toEqual([]);
  });

  test('filters by read state and keyword', async () => {
    const { page } = await openStation('demo');
    await page.getByRole('button', { name: '未读', exact: true }).click();
    await loaded(page);
    await expect(total(page)).resolves.toBe('共 45 条');
    expect(await rows(page).evaluateAll((trs) => trs.every((tr) => tr.getAttribute('data-read') === '0'))).toBe(true);
    await page.getByRole('button', { name: '已读', exact: true }).click();
    await loaded(page);
    await expect(total(page)).resolves.toBe('共 8 条');
    expect(await rows(page).evaluateAll((trs) => trs.every((tr) => tr.getAttribute('data-read') === '1'))).toBe(true);
    await screenshot(page, 'message-centre-read-filter');

    await page.getByRole('button', { name: '全部', exact: true }).click();
    const firstTitle = (await rows(page).first().locator('td').first().textContent())!.replace(/（\d+）$/, '');
    await page.getByLabel('关键字').fill(firstTitle);
    await page.getByLabel('关键字').press('Enter');
    await loaded(page);
    const titles = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.querySelector('td')?.textContent ?? ''));
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toContain(firstTitle);
    // What the user typed stays in the field.
    await expect(page.getByLabel('关键字').inputValue()).resolves.toBe(firstTitle);
  });

  test('marking read keeps the header bell in step without waiting for its poll', async () => {
    const { page, context } = await openStation('demo');
    await page.getByTestId('notice-badge').waitFor();
    await expect(badge(page)).resolves.toBe('45');
    // Silence the bell's 5-second poll: only the shared unreadCountAtom can move the badge now.
    await context.route('**/queryMsgUnReadNum/**', (route) => route.abort());

    await page.getByRole('button', { name: '未读', exact: true }).click();
    await loaded(page);
    await rows(page)
      .first()
      .getByRole('button', { name: /^标为已读/ })
      .click();
    await page.waitForFunction(() => document.querySelector('[data-testid="notice-badge"]')?.textContent === '44', null, { timeout: 3000 });
    // Results are toasts.
    await page.getByRole('status').filter({ hasText: '已标为已读' }).first().waitFor();
    await loaded(page);
    await expect(total(page)).resolves.toBe('共 44 条');

    await page.getByRole('button', { name: '本页标为已读' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="notice-badge"]')?.textContent === '24', null, { timeout: 3000 });
    await loaded(page);
    await expect(total(page)).resolves.toBe('共 24 条');
    await screenshot(page, 'message-centre-marked');
  });

  test('details show the full text and mark an unread notice read', async () => {
    const { page } = await openStation('operator');
    await expect(total(page)).resolves.toBe('共 4 条');
    await page.getByTestId('notice-badge').waitFor();
    await expect(badge(page)).resolves.toBe('3');
    const unread = rows(page).and(page.locator('[data-read="0"]')).first();
    const title = (await unread.locator('td').first().textContent())!;
    await unread.getByRole('button', { name: `详情：${title}` }).click();
    const detail = page.locator('[data-detail]');
    await detail.waitFor();
    await expect(detail.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);
    expect((await detail.textContent())!.length).toBeGreaterThan(title.length + 10);
    await page.waitForFunction(() => document.querySelector('[data-testid="notice-badge"]')?.textContent === '2', null, { timeout: 6000 });
    await expect(detail.textContent()).resolves.toContain('已读');
    await screenshot(page, 'message-centre-detail');
    await page.getByRole('link', { name: /返回列表/ }).click();
    await loaded(page);
    expect(await rows(page).and(page.locator('[data-read="0"]')).count()).toBe(2);
  });

  test("the bell's link opens the message centre, and a mark-all-read in the bell shows in it", async () => {
    const { page } = await suite.signedInPage('demo2');
    await page.goto(`${suite.portal.url}/#/application-overview`);
    await page.getByTestId('notice-badge').waitFor();
    await page.getByTestId('notice-bell').click();
    await page.getByTestId('notice-popover').waitFor();
    await page
      .getByRole('button', { name: '查看全部消息' })
      .or(page.getByRole('link', { name: '查看全部消息' }))
      .click();
    await page.waitForURL(/#\/common\/msg\/system\/message\/station/);
    await loaded(page);
    await page.getByRole('button', { name: '未读', exact: true }).click();
    await loaded(page);
    const unreadBefore = await total(page);
    expect(unreadBefore).toMatch(/^共 [1-9]\d* 条$/);
    await page.getByTestId('notice-bell').click();
    await page.getByTestId('notice-popover').waitFor();
    await page.getByRole('button', { name: '全部已读' }).click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="notice-badge"]'), null, { timeout: 6000 });
    await page.keyboard.press('Escape');
    // The open list follows the shared count by itself.
    await page.waitForFunction(() => document.querySelector('[data-total]')?.textContent === '共 0 条', null, { timeout: 6000 });
    await expect(page.locator('[data-page="station"]').textContent()).resolves.toContain('暂无消息');
    await screenshot(page, 'message-centre-empty');
  });

  test('marking a page with nothing unread says so', async () => {
    const { page } = await openStation('demo2');
    await page.getByRole('button', { name: '已读', exact: true }).click();
    await loaded(page);
    await page.getByRole('button', { name: '本页标为已读' }).click();
    await page.getByRole('status').filter({ hasText: '没有未读信息' }).first().waitFor();
  });

  test('a failed list shows the server message and a retry', async () => {
    const { page, context } = await openStation('demo2');
    await context.route('**/statistics/queryMsgNumMoreCriteria', (route) =>
      route.fulfill({ status: 503, json: { success: false, data: null, message: '消息服务暂不可用', code: 'UNAVAILABLE' } }),
    );
    await page.getByRole('button', { name: '已读', exact: true }).click();
    const alert = page.locator('[data-page="station"] [role="alert"]');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain('消息服务暂不可用');
    await screenshot(page, 'message-centre-error');
    await context.unroute('**/statistics/queryMsgNumMoreCriteria');
    await alert.getByRole('button', { name: '重试' }).click();
    await loaded(page);
    await expect(total(page)).resolves.toMatch(/^共 [1-9]\d* 条$/);
    expect(await rows(page).count()).toBeGreaterThan(0);
  });

  test('fits a phone screen: the table scrolls inside its frame, the page does not', async () => {
    const { page } = await openStation('demo', { width: 390, height: 844 });
    // Judged once the layout has settled after the list arrived (a rehearsal once measured 38 px in between).
    const widthOver = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;
    await page
      .waitForFunction(() => document.documentElement.scrollWidth - document.documentElement.clientWidth <= 1, null, { timeout: 5_000 })
      .catch(() => undefined);
    const overflow = await page.evaluate(widthOver);
    expect(overflow).toBeLessThanOrEqual(1);
    await screenshot(page, 'message-centre-phone');
  });
});
