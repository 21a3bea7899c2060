import type { Page } from 'playwright-core';
import { screenshot } from './helpers/browser';
import { signInAs, type DemoAccount } from './helpers/sign-in';
import { realFailures, signedInSuite } from './helpers/suite';
import { seriousA11yFindings } from './portal-axe';

// Jest reads testTimeout from the root config only, so the e2e project's 90 s does not reach the hooks.
jest.setTimeout(90_000);

const suite = signedInSuite();

async function openOverview(account: DemoAccount, viewport?: { width: number; height: number }) {
  const recorded = await suite.signedInPage(account, { viewport });
  await recorded.page.goto(`${suite.portal.url}/#/application-overview`);
  await recorded.page.locator('[data-page="overview"]').waitFor();
  return recorded;
}

const card = (page: Page, id: string) => page.locator(`[data-card="${id}"]`);

async function waitForCards(page: Page) {
  // Every card has left its loading state.
  await page.waitForFunction(
    () => {
      const overview = document.querySelector('[data-page="overview"]');
      return Boolean(overview) && overview!.querySelectorAll('[data-card]').length === 6 && !overview!.textContent!.includes('加载中');
    },
    null,
    { timeout: 20_000 },
  );
}

describe('the overview home for the demo accounts', () => {
  test('greets the primary account by name and shows its six cards with the spec limits', async () => {
    const { page, errors } = await openOverview('demo');
    await waitForCards(page);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Hi, 张明');
    await expect(page.locator('[data-greeting]').textContent()).resolves.toMatch(/^(早上好|中午好|下午好|晚上好)$/);

    const side = page.locator('[data-side]');
    await expect(side.locator('[data-side-value="overview.side.loginName"]').textContent()).resolves.toBe('demo');
    await expect(side.locator('[data-side-value="overview.side.userName"]').textContent()).resolves.toBe('张明');
    await expect(side.locator('[data-side-value="overview.side.roleName"]').textContent()).resolves.toBe('租户管理员');

    const applications = card(page, 'resource-applications');
    expect(await applications.locator('li').count()).toBe(5);
    for (const button of await applications.getByRole('button', { name: /^(查看|删除)$/ }).all()) await expect(button.isDisabled()).resolves.toBe(true);
    const statuses = await applications.locator('li').allTextContents();
    expect(statuses.join(' ')).toMatch(/待审核|已完成|已驳回|已终止|审核中/);

    const goods = card(page, 'purchased-goods');
    expect(await goods.locator('[data-goods]').count()).toBe(3);

    const apps = card(page, 'my-applications');
    expect(await apps.locator('[data-app]').count()).toBe(4);
    await expect(apps.getByRole('button', { name: '更多' }).isVisible()).resolves.toBe(true);

    expect(await card(page, 'message-replies').locator('li').count()).toBeGreaterThan(0);
    expect(await card(page, 'partner-plans').locator('li').count()).toBe(5); // OVERVIEW_LIMITS.partnerPlans of parcels/overview/overview.rules.ts;

    await screenshot(page, 'overview-demo');
    expect(realFailures(errors)).toEqual([]);
    await expect(seriousA11yFindings(page, '[data-page="overview"]')).resolves.toEqual([]);
  });

  test('the more links go to the spec pages', async () => {
    const { page } = await openOverview('demo');
    await waitForCards(page);
    await card(page, 'my-applications').getByRole('button', { name: '更多' }).click();
    await page.waitForURL(/#\/application(\?|$)/);
    await page.goBack();
    await page.locator('[data-page="overview"]').waitFor();
    await waitForCards(page);
    await card(page, 'resource-applications').getByRole('button', { name: '更多' }).click();
    await page.waitForURL(/#\/cbp\/client\/project\/application\?menu_code=cbp_order_apply$/);
    await page.goBack();
    await waitForCards(page);
    await card(page, 'purchased-goods').getByRole('button', { name: '更多' }).click();
    await page.waitForURL(/#\/cbp\/client\/application\/app-service\/goods\?menu_code=cbp_user_purchase_goods$/);
    await page.goBack();
    await waitForCards(page);
    await card(page, 'partner-plans').getByRole('button', { name: '详情' }).first().click();
    await page.waitForURL(/#\/cbp\/partner\/plan\/channelPlanApply\?menu_code=cbp_user_partner_plan_applied$/);
    await page.goBack();
    await waitForCards(page);
    // The plan itself is a button too, so a click on it works from the keyboard as well.
    await card(page, 'partner-plans').locator('button[data-plan]').first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/cbp\/partner\/plan\/channelPlanApply\?menu_code=cbp_user_partner_plan_applied$/);
  });

  test('purchased goods show the trial tag, the amber trial status and hide expiry while provisioning', async () => {
    const { page } = await openOverview('demo');
    await waitForCards(page);
    const goods = card(page, 'purchased-goods').locator('[data-goods]');
    const rows = await goods.evaluateAll((items) =>
      items.map((item) => ({
        text: item.textContent ?? '',
        trialTag: Boolean(item.querySelector('[data-trial-tag]')),
        tone: item.querySelector('[data-tone]')?.getAttribute('data-tone'),
        expiry: item.querySelector('[data-expiry]')?.textContent ?? null,
      })),
    );
    for (const row of rows) {
      if (row.text.includes('开通中')) expect(row.expiry).toBeNull();
      else expect(row.expiry).toMatch(/^(长期有效|\d{4}-\d{2}-\d{2} 到期)$/);
      if (row.text.includes('试用中')) expect(row.tone).toBe('trial');
    }
  });

  test('the sub-account sees its own four applications and no more link', async () => {
    const { page, errors } = await openOverview('operator');
    await waitForCards(page);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Hi, 李华');
    const apps = card(page, 'my-applications');
    expect(await apps.locator('[data-app]').allTextContents()).toHaveLength(4);
    await expect(apps.getByRole('button', { name: '更多' }).count()).resolves.toBe(0);
    await screenshot(page, 'overview-operator');
    expect(realFailures(errors)).toEqual([]);
  });

  test('tenant B (inner mark 1) gets its applications from the identity service, without 双碳平台', async () => {
    const { page, errors } = await openOverview('demo2');
    await waitForCards(page);
    const names = await card(page, 'my-applications').locator('[data-app]').allTextContents();
    expect(names).toHaveLength(4);
    expect(names.join()).not.toContain('双碳平台');
    expect(await card(page, 'resource-applications').locator('li').count()).toBe(5);
    await screenshot(page, 'overview-demo2');
    expect(realFailures(errors)).toEqual([]);
  });

  test('a failing card shows its error with a retry, and the others still load', async () => {
    const { page, context } = await openOverview('demo');
    await waitForCards(page);
    await context.route('**/api/cbp/bpm-service/cloudServices/getAllApply', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, data: null, message: '服务暂不可用', code: 'UNAVAILABLE' }),
      }),
    );
    await page.reload();
    await waitForCards(page);
    const applications = card(page, 'resource-applications');
    await expect(applications.getByRole('alert').textContent()).resolves.toContain('服务暂不可用');
    expect(await card(page, 'purchased-goods').locator('[data-goods]').count()).toBe(3);
    await screenshot(page, 'overview-card-error');
    await context.unroute('**/api/cbp/bpm-service/cloudServices/getAllApply');
    await applications.getByRole('button', { name: '重试' }).click();
    await applications.locator('li').first().waitFor();
    expect(await applications.locator('li').count()).toBe(5);
  });

  test('an empty list shows the empty state', async () => {
    const { page, context } = await openOverview('demo');
    await context.route('**/api/cooperative-console-service/**', (route) => route.continue());
    await context.route('**/api/cbp/cooperative-console-service/api/v1/partnerapplyplan/partnerapplyplanlist', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: true, data: { total: 0, data: [], pageNum: 1, pageSize: 20 }, message: 'ok', code: 'OK' }),
      }),
    );
    await page.reload();
    await waitForCards(page);
    await expect(card(page, 'partner-plans').textContent()).resolves.toContain('暂无数据');
  });

  test('edit opens the profile as a dialog with cancel and confirm, and cancel closes it', async () => {
    const { page, errors } = await openOverview('demo');
    await waitForCards(page);
    await card(page, 'personal-information').getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.getByRole('heading', { name: '基本信息' }).isVisible()).resolves.toBe(true);
    await dialog.getByRole('button', { name: '确定' }).waitFor({ timeout: 15_000 });
    await expect(dialog.getByRole('button', { name: '取消' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'overview-profile-dialog');
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(realFailures(errors)).toEqual([]);
  });

  test('confirming the profile dialog saves, closes it and greets the user by the new name', async () => {
    const { page, errors } = await openOverview('demo2');
    await waitForCards(page);
    await card(page, 'personal-information').getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog');
    const name = dialog.getByLabel('姓名');
    await name.waitFor({ timeout: 15_000 });
    await page.waitForFunction(() => (document.querySelector('[role="dialog"] input') as HTMLInputElement | null)?.value === '王芳');
    await name.fill('王芳芳');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Hi, 王芳芳');
    await expect(page.locator('[data-side-value="overview.side.userName"]').textContent()).resolves.toBe('王芳芳');
    await expect(card(page, 'personal-information').textContent()).resolves.toContain('王芳芳');
    expect(realFailures(errors)).toEqual([]);
  });

  test('the manager sees the overview without an application list of a tenant', async () => {
    const { page, errors } = await openOverview('admin');
    await waitForCards(page);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Hi, 平台管理员');
    await expect(page.locator('[data-side-value="overview.side.roleName"]').textContent()).resolves.toBe('超级管理员');
    await expect(card(page, 'my-applications').textContent()).resolves.toContain('暂无数据');
    await screenshot(page, 'overview-admin');
    expect(realFailures(errors)).toEqual([]);
  });

  test('speaks English when the stored language is en-US', async () => {
    const recorded = await suite.signedInPage('demo');
    await recorded.page.evaluate(() => localStorage.setItem('language', 'en-US'));
    await recorded.page.goto(`${suite.portal.url}/#/application-overview`);
    await recorded.page.locator('[data-page="overview"]').waitFor();
    await recorded.page.waitForFunction(
      () => document.querySelectorAll('[data-card]').length === 6 && !document.querySelector('[data-page="overview"]')!.textContent!.includes('Loading'),
    );
    await expect(recorded.page.locator('[data-greeting]').textContent()).resolves.toMatch(/^Good (morning|noon|afternoon|evening)$/);
    await expect(card(recorded.page, 'purchased-goods').getByRole('heading').textContent()).resolves.toBe('Purchased goods');
    await screenshot(recorded.page, 'overview-en-US');
  });

  test('fits a phone screen', async () => {
    const { page } = await openOverview('demo', { width: 390, height: 844 });
    await waitForCards(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await screenshot(page, 'overview-phone');
  });
});

describe('polite prefetch of the sub-apps the menu leads to', () => {
  test('the message centre is fetched ahead once the overview is idle, and then opens from the cache', async () => {
    // Its entry file has a stable name and `no-cache`, so opening it revalidates (304): the file itself comes from the cache.
    // A context of its own: the shared pages route requests, and routing switches the HTTP cache off.
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await signInAs(page, suite.portal, 'demo');
      await page.goto(`${suite.portal.url}/#/application-overview`);
      const prefetched = page.locator('link[rel="prefetch"][data-portal-prefetch="@cloud/common/msg"]');
      await prefetched.waitFor({ state: 'attached', timeout: 20_000 });
      const href = (await prefetched.getAttribute('href'))!;
      expect(href).toMatch(new RegExp(`^${suite.portal.url}/common/msg/`));
      await page.waitForFunction((url) => performance.getEntriesByName(url).length > 0, href);

      await page.evaluate(() => (window.location.hash = '/common/msg/system/message/station'));
      await page.locator('#cloud-subapp[data-state="mounted"]').waitFor();
      const loads = await page.evaluate(
        (url) =>
          performance.getEntriesByName(url).map((e) => ({
            by: (e as PerformanceResourceTiming).initiatorType,
            transfer: (e as PerformanceResourceTiming).transferSize,
            body: (e as PerformanceResourceTiming).encodedBodySize,
          })),
        href,
      );
      expect(loads.map((load) => load.by)).toEqual(['link', 'script']);
      // The prefetch carried the file; the sub-app's load carried headers only (less than the body).
      expect(loads[0].transfer).toBeGreaterThan(loads[0].body);
      expect(loads[1].transfer).toBeLessThan(loads[1].body);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
