/**
 * The cloud business sub-apps (@cloud/cbp/client, @cloud/cbp/partner) in Chromium against the real
 * server: the overview's 'more' links and 成为开发者 land on pages with rows, the developer request
 * shows as pending review, filters live in the route, both languages (an English name finds its
 * row), narrow widths, failures, and
 * the shared react-router-dom module fetched once.
 */
import type { Page, Request, Route } from 'playwright-core';
import { newPage, screenshot } from './helpers/browser';
import { chineseAmong, pageReady, pageWords } from './helpers/console-pages';
import { signInAs, type DemoAccount } from './helpers/sign-in';
import { realFailures, signedInSuite } from './helpers/suite';
import { seriousA11yFindings } from './portal-axe';

// Jest reads testTimeout from the root config only, so the e2e project's 90 s does not reach the hooks.
jest.setTimeout(120_000);

const suite = signedInSuite();

const APPLICATIONS = '/cbp/client/project/application?menu_code=cbp_order_apply';
const GOODS = '/cbp/client/application/app-service/goods?menu_code=cbp_user_purchase_goods';
const PLANS = '/cbp/partner/plan/channelPlanApply?menu_code=cbp_user_partner_plan_applied';

const card = (page: Page, id: string) => page.locator(`[data-card="${id}"]`);

async function openOverview(account: DemoAccount) {
  const recorded = await suite.signedInPage(account);
  await recorded.page.goto(`${suite.portal.url}/#/application-overview`);
  await recorded.page.waitForFunction(
    () => {
      const overview = document.querySelector('[data-page="overview"]');
      return Boolean(overview) && overview!.querySelectorAll('[data-card]').length === 6 && !overview!.textContent!.includes('加载中');
    },
    null,
    { timeout: 20_000 },
  );
  return recorded;
}

async function open(page: Page, route: string, id: string) {
  await page.goto(`${suite.portal.url}/#${route}`);
  await pageReady(page, id);
}

const hash = (page: Page) => page.evaluate(() => location.hash);

const unavailable = (route: Route) =>
  route.fulfill({
    status: 503,
    contentType: 'application/json',
    body: JSON.stringify({ success: false, code: 'SERVICE_UNAVAILABLE', message: '服务暂时不可用，请稍后重试', data: null }),
  });

describe("the overview's links into the cloud business pages", () => {
  test("each 'more' link lands on a page with rows, and each row opens its detail", async () => {
    const { page, errors } = await openOverview('demo');

    await card(page, 'resource-applications').getByRole('button', { name: '更多' }).click();
    await page.waitForFunction((route) => location.hash === `#${route}`, APPLICATIONS);
    await pageReady(page, 'cbp-applications');
    const applications = page.locator('[data-page="cbp-applications"] tbody tr[data-apply]');
    expect(await applications.count()).toBe(20);
    await expect(page.locator('[data-page="cbp-applications"] [data-total]').innerText()).resolves.toMatch(/^共 \d+ 条$/);
    for (const status of await applications.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status'))))
      expect(['1', '2', '3', '5', '6']).toContain(status);
    await screenshot(page, 'cbp-applications-zh-CN');
    const number = (await applications.first().getAttribute('data-apply'))!;
    await applications.first().getByRole('link', { name: number, exact: true }).click();
    await pageReady(page, 'cbp-application-detail');
    await expect(page.locator('[data-field="id"] dd').innerText()).resolves.toBe(number);
    expect(await hash(page)).toBe(`#/cbp/client/project/application/detail/${number}?menu_code=cbp_order_apply`);
    await screenshot(page, 'cbp-application-detail-zh-CN');

    await page.goto(`${suite.portal.url}/#/application-overview`);
    await card(page, 'purchased-goods').getByRole('button', { name: '更多' }).click();
    await page.waitForFunction((route) => location.hash === `#${route}`, GOODS);
    await pageReady(page, 'cbp-goods');
    const goods = page.locator('[data-page="cbp-goods"] tbody tr[data-goods]');
    expect(await goods.count()).toBeGreaterThan(0);
    // Spec 4: order type '6' carries the trial tag; a provisioning instance shows no expiry date.
    expect(await page.locator('[data-page="cbp-goods"] [data-trial-tag]').count()).toBeGreaterThan(0);
    for (const row of await page.locator('[data-page="cbp-goods"] tr[data-status="2"]').all()) expect(await row.locator('[data-expiry]').count()).toBe(0);
    await screenshot(page, 'cbp-goods-zh-CN');
    await page.locator('[data-page="cbp-goods"] tr[data-status="2"]').first().getByRole('link').click();
    await pageReady(page, 'cbp-goods-detail');
    await expect(page.locator('[data-field="status"]').innerText()).resolves.toContain('开通中');
    expect(await page.locator('[data-field="expiry"]').count()).toBe(0);
    await screenshot(page, 'cbp-goods-detail-provisioning-zh-CN');
    await page.getByRole('link', { name: '← 返回列表' }).click();
    await pageReady(page, 'cbp-goods');
    await page.locator('[data-page="cbp-goods"] tr[data-status="3"]').first().getByRole('link').click();
    await pageReady(page, 'cbp-goods-detail');
    await expect(page.locator('[data-field="expiry"] dd').innerText()).resolves.toMatch(/^(长期有效|\d{4}-\d{2}-\d{2} 到期)$/);

    await page.goto(`${suite.portal.url}/#/application-overview`);
    await card(page, 'partner-plans').getByRole('button', { name: '详情' }).first().click();
    await page.waitForFunction((route) => location.hash === `#${route}`, PLANS);
    await pageReady(page, 'partner-plans');
    const plans = page.locator('[data-page="partner-plans"] tbody tr[data-plan]');
    expect(await plans.count()).toBeGreaterThan(0);
    await screenshot(page, 'cbp-partner-plans-zh-CN');
    await plans.first().getByRole('link', { name: '详情' }).click();
    await pageReady(page, 'partner-plan-detail');
    await expect(page.locator('[data-field="status"]').innerText()).resolves.toMatch(/审核中|审核通过|审核驳回/);
    await screenshot(page, 'cbp-partner-plan-detail-zh-CN');

    expect(realFailures(errors)).toEqual([]);
  });

  // Before the request below is filed: demo may still ask then.
  test('a refused developer request keeps what was typed, and an over-long one is caught before sending', async () => {
    const { page, errors } = await suite.signedInPage('demo');
    await open(page, '/cbp/client/project/application/developer?menu_code=cbp_order_apply', 'cbp-developer-apply');
    await page.route('**/api/cbp/bpm-service/cloudServices/developerApply', unavailable);
    await page.getByLabel('申请说明').fill('保留我输入的内容');
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.locator('[data-failure]').waitFor();
    await expect(page.locator('[data-failure]').innerText()).resolves.toContain('服务暂时不可用，请稍后重试');
    await expect(page.getByLabel('申请说明').inputValue()).resolves.toBe('保留我输入的内容');
    await page.getByLabel('申请说明').fill('字'.repeat(201));
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByText('申请说明不能超过 200 个字').waitFor();
    await expect(page.getByLabel('申请说明').inputValue()).resolves.toBe('字'.repeat(201));
    await screenshot(page, 'cbp-developer-apply-errors-zh-CN');
    expect(realFailures(errors).filter((e) => !e.includes('503'))).toEqual([]);
  });

  test('成为开发者 in the profile dialog leads to the applications, where the request is filed and shows as pending review', async () => {
    const { page, errors } = await openOverview('demo');
    await card(page, 'personal-information').getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '成为开发者' }).click();
    await page.waitForFunction((route) => location.hash === `#${route}`, APPLICATIONS);
    await pageReady(page, 'cbp-applications');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('[data-page="cbp-applications"] tbody tr[data-apply]').count()).toBeGreaterThan(0);

    const offer = page.locator('[data-developer="offer"]');
    await offer.getByRole('button', { name: '申请成为开发者' }).click();
    await pageReady(page, 'cbp-developer-apply');
    await screenshot(page, 'cbp-developer-apply-zh-CN');
    const reason = page.getByLabel('申请说明');
    await reason.fill('计划在云市场发布设备运维 SaaS');
    await page.getByRole('button', { name: '提交申请' }).click();

    await page.waitForFunction((route) => location.hash === `#${route}`, APPLICATIONS);
    await pageReady(page, 'cbp-applications');
    const created = (await page.locator('[data-created]').getAttribute('data-created'))!;
    expect(created).toMatch(/^SQ\d+/);
    const row = page.locator(`tr[data-apply="${created}"]`);
    await expect(row.getAttribute('data-status')).resolves.toBe('1');
    await expect(row.innerText()).resolves.toMatch(/开发者申请[\s\S]*待审核/);
    await expect(page.locator('[data-developer="pending"]').innerText()).resolves.toContain(created);
    expect(await page.locator('[data-developer="offer"]').count()).toBe(0);
    await screenshot(page, 'cbp-developer-pending-zh-CN');

    // The pending filter finds it too, and its detail says what was written.
    await page.getByRole('group', { name: '申请状态' }).getByRole('button', { name: '待审核' }).click();
    await pageReady(page, 'cbp-applications');
    expect(await hash(page)).toContain('status=1');
    await expect(page.locator(`tr[data-apply="${created}"]`).count()).resolves.toBe(1);
    await page.locator(`tr[data-apply="${created}"]`).getByRole('link', { name: created, exact: true }).click();
    await pageReady(page, 'cbp-application-detail');
    await expect(page.locator('[data-field="description"] dd').innerText()).resolves.toBe('计划在云市场发布设备运维 SaaS');
    await expect(page.locator('[data-field="status"]').innerText()).resolves.toContain('待审核');

    // A second request is not offered: the form says one is pending.
    await open(page, '/cbp/client/project/application/developer?menu_code=cbp_order_apply', 'cbp-developer-apply');
    await expect(page.locator('[data-developer="unavailable"]').innerText()).resolves.toContain(created);
    expect(await page.getByRole('button', { name: '提交申请' }).count()).toBe(0);

    // The overview's card lists it first.
    await page.goto(`${suite.portal.url}/#/application-overview`);
    await card(page, 'resource-applications').getByText(created).waitFor({ timeout: 20_000 });
    expect(realFailures(errors)).toEqual([]);
  });

  test('a sub-account is not offered the developer request, and the API says why', async () => {
    const { page, errors } = await suite.signedInPage('operator');
    await open(page, APPLICATIONS, 'cbp-applications');
    expect(await page.locator('[data-developer]').count()).toBe(0);
    await open(page, '/cbp/client/project/application/developer?menu_code=cbp_order_apply', 'cbp-developer-apply');
    await expect(page.locator('[data-developer="unavailable"]').innerText()).resolves.toContain('子账号不能申请成为开发者');
    expect(realFailures(errors)).toEqual([]);
  });
});

describe('routing inside the prefixes', () => {
  test('filters and the page live in the route: a reload and the way back from a detail keep them; leaving the prefix and coming back works', async () => {
    const { page, errors } = await suite.signedInPage('demo');
    await open(page, APPLICATIONS, 'cbp-applications');
    await page.getByRole('button', { name: '第 2 页' }).click();
    // The click changes the route first; wait for the page that names page 2 before reading its rows.
    await page.locator('[data-page="cbp-applications"] button[aria-current="page"]', { hasText: /^2$/ }).waitFor();
    await pageReady(page, 'cbp-applications');
    expect(await hash(page)).toBe(`#${APPLICATIONS}&page=2`);
    const second = await page.locator('tbody tr[data-apply]').first().getAttribute('data-apply');
    await page.reload();
    await pageReady(page, 'cbp-applications');
    await expect(page.locator('tbody tr[data-apply]').first().getAttribute('data-apply')).resolves.toBe(second);
    await expect(page.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).resolves.toBe('page');

    await page.getByLabel('关键字').fill('云主机');
    await page.getByLabel('关键字').press('Enter');
    await pageReady(page, 'cbp-applications');
    expect(await hash(page)).toContain('keyword=');
    expect(await hash(page)).not.toContain('page=');
    const names = await page.locator('tbody tr[data-apply] td:nth-child(2)').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toContain('云主机');
    const listRoute = await hash(page);
    await page.locator('tbody tr[data-apply]').first().getByRole('link', { name: '详情' }).click();
    await pageReady(page, 'cbp-application-detail');
    await page.reload();
    await pageReady(page, 'cbp-application-detail');
    // One trail: the shell's menu path goes on with the sub-app's page, and no second row of crumbs.
    const trail = page.getByRole('navigation', { name: '菜单路径' });
    await trail.getByText('申请详情').waitFor();
    await expect(trail.innerText()).resolves.toMatch(/云业务\s*\/\s*订单管理\s*\/\s*资源申请\s*\/\s*申请详情/);
    expect(await page.getByRole('navigation').filter({ hasText: '申请详情' }).count()).toBe(1);
    expect(await page.locator('[data-page="cbp-application-detail"] nav').count()).toBe(0);
    await trail.getByRole('link', { name: '资源申请' }).click();
    await pageReady(page, 'cbp-applications');
    expect(await hash(page)).toBe(listRoute);
    await expect(page.getByLabel('关键字').inputValue()).resolves.toBe('云主机');

    // Back on the list, the trail ends at the menu page again.
    await expect(trail.innerText()).resolves.not.toContain('申请详情');

    // Reached from the top nav, the route's menu_code names only 云业务: the trail takes the list's name from the sub-app.
    await page.goto(`${suite.portal.url}/#/cbp/client/project/application?menu_code=cbp_client`);
    await pageReady(page, 'cbp-applications');
    await page.locator('tbody tr[data-apply]').first().getByRole('link', { name: '详情' }).click();
    await pageReady(page, 'cbp-application-detail');
    await trail.getByText('申请详情').waitFor();
    await expect(trail.innerText()).resolves.toMatch(/云业务\s*\/\s*资源申请\s*\/\s*申请详情/);
    await page.goto(`${suite.portal.url}/${listRoute}`);
    await pageReady(page, 'cbp-applications');

    // Leaving the prefix unmounts the sub-app; Back mounts it again on the same route.
    await page.evaluate(() => (location.hash = '#/user-info'));
    await page.getByRole('heading', { name: '基本信息' }).waitFor();
    expect(await page.locator('[data-page="cbp-applications"]').count()).toBe(0);
    await page.goBack();
    await pageReady(page, 'cbp-applications');
    expect(await hash(page)).toBe(listRoute);

    // The bare prefix goes to the first page, with its menu_code; an unknown path is a not-found inside the sub-app.
    await page.goto(`${suite.portal.url}/#/cbp/client`);
    await pageReady(page, 'cbp-applications');
    expect(await hash(page)).toBe(`#${APPLICATIONS}`);
    await page.goto(`${suite.portal.url}/#/cbp/partner/plan/nothing?menu_code=cbp_user_partner_plan_applied`);
    await pageReady(page, 'not-found');
    await expect(page.locator('[data-page="not-found"]').innerText()).resolves.toContain('/cbp/partner/plan/nothing');
    await screenshot(page, 'cbp-not-found-zh-CN');
    await page.getByRole('link', { name: '返回已加入计划' }).click();
    await pageReady(page, 'partner-plans');
    expect(realFailures(errors)).toEqual([]);
  });

  test('react-router-dom is one shared module: not fetched on the login route, fetched once for two sub-apps', async () => {
    const recorded = await newPage(suite.browser);
    const { page, errors } = recorded;
    const routerFetches: string[] = [];
    const subApps: string[] = [];
    page.on('request', (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (/\/shared\/react-router-dom[.-]/.test(path)) routerFetches.push(path);
      if (/^\/(cbp|common)\//.test(path) && path.endsWith('.js')) subApps.push(path);
    });
    try {
      await page.goto(`${suite.portal.url}/#/client-login`);
      await page.getByRole('button', { name: '登录', exact: true }).first().waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      expect(routerFetches).toEqual([]);

      await signInAs(page, suite.portal, 'demo');
      // A new document: the portal reads the stored session as it starts.
      await page.goto('about:blank');
      await page.goto(`${suite.portal.url}/#${APPLICATIONS}`);
      await pageReady(page, 'cbp-applications');
      await page.evaluate(() => (location.hash = '#/common/msg/system/message/station'));
      await page.locator('[data-page="station"] [data-total]').waitFor({ timeout: 20_000 });
      await page.evaluate(() => (location.hash = '#/cbp/partner/plan/channelPlanApply'));
      await pageReady(page, 'partner-plans');
      // Three sub-apps loaded (the shell may also prefetch some of them into the HTTP cache) …
      for (const file of ['/cbp/client/cbp-client.js', '/common/msg/cloud-common-msg.js', '/cbp/partner/cbp-partner.js']) expect(subApps).toContain(file);
      // … and one react-router-dom for all of them.
      expect(routerFetches).toHaveLength(1);
      expect(realFailures(errors)).toEqual([]);
    } finally {
      await recorded.close();
    }
  });
});

describe('look and behaviour', () => {
  test('in en-US every cloud business page speaks English apart from its data', async () => {
    const { page, errors } = await suite.signedInPage('demo');
    await page.evaluate(() => localStorage.setItem('language', 'en-US'));
    const pages: [string, string, string][] = [
      [APPLICATIONS, 'cbp-applications', 'cbp-applications-en-US'],
      ['/cbp/client/project/application/developer?menu_code=cbp_order_apply', 'cbp-developer-apply', 'cbp-developer-apply-en-US'],
      [GOODS, 'cbp-goods', 'cbp-goods-en-US'],
      [PLANS, 'partner-plans', 'cbp-partner-plans-en-US'],
      ['/cbp/client/nothing?menu_code=cbp_order_apply', 'not-found', 'cbp-not-found-en-US'],
    ];
    for (const [route, id, shot] of pages) {
      await open(page, route, id);
      const words = await pageWords(page, id);
      expect(words.length).toBeGreaterThan(0);
      expect(chineseAmong(words)).toEqual([]);
      await screenshot(page, shot);
      await expect(seriousA11yFindings(page, `[data-page="${id}"]`)).resolves.toEqual([]);
    }
    // The details, reached from their lists.
    for (const [route, list, id, shot] of [
      [APPLICATIONS, 'cbp-applications', 'cbp-application-detail', 'cbp-application-detail-en-US'],
      [GOODS, 'cbp-goods', 'cbp-goods-detail', 'cbp-goods-detail-en-US'],
      [PLANS, 'partner-plans', 'partner-plan-detail', 'cbp-partner-plan-detail-en-US'],
    ]) {
      await open(page, route, list);
      await page.locator(`[data-page="${list}"] tbody tr`).first().getByRole('link', { name: 'Details' }).click();
      await pageReady(page, id);
      const data = await page.locator(`[data-page="${id}"] h1`).innerText();
      expect(chineseAmong(await pageWords(page, id), [data])).toEqual([]);
      await screenshot(page, shot);
      await expect(seriousA11yFindings(page, `[data-page="${id}"]`)).resolves.toEqual([]);
    }
    expect(realFailures(errors)).toEqual([]);
  });

  test('in en-US the catalogue data the platform seeded reads in English: what was applied for, goods and plans, lists and details', async () => {
    const { page, errors } = await suite.signedInPage('demo');
    await page.evaluate(() => localStorage.setItem('language', 'en-US'));
    /** The texts of the given columns (1-based) of every row of a page's table. */
    const cells = (id: string, row: string, columns: number[]) =>
      page
        .locator(`[data-page="${id}"] tbody tr[${row}]`)
        .evaluateAll((rows, nth) => rows.flatMap((tr) => nth.map((n) => (tr.children[n - 1] as HTMLElement | undefined)?.innerText ?? '')), columns);
    const field = (id: string, name: string) => page.locator(`[data-page="${id}"] [data-field="${name}"] dd`).innerText();

    await open(page, APPLICATIONS, 'cbp-applications');
    const applied = await cells('cbp-applications', 'data-apply', [2]);
    expect(applied).toHaveLength(20);
    expect(chineseAmong(applied)).toEqual([]);
    // Developer requests, named by their kind (an earlier test may have filed one more).
    await open(page, `${APPLICATIONS}&kind=DEVELOPER`, 'cbp-applications');
    const developer = await cells('cbp-applications', 'data-apply', [2]);
    expect(developer.length).toBeGreaterThan(0);
    expect(new Set(developer)).toEqual(new Set(['Become a developer']));
    await page.locator('[data-page="cbp-applications"] tbody tr').first().getByRole('link', { name: 'Details' }).click();
    await pageReady(page, 'cbp-application-detail');
    await expect(field('cbp-application-detail', 'service')).resolves.toBe('Become a developer');
    // The newest resource application of the seed: the catalogue's English.
    await open(page, `${APPLICATIONS}&kind=RESOURCE`, 'cbp-applications');
    await expect(cells('cbp-applications', 'data-apply', [2]).then((texts) => texts[0])).resolves.toBe('Cloud server 8 vCPU, 16 GB ×2');
    await page.locator('[data-page="cbp-applications"] tbody tr').first().getByRole('link', { name: 'Details' }).click();
    await pageReady(page, 'cbp-application-detail');
    await expect(field('cbp-application-detail', 'service')).resolves.toBe('Cloud server 8 vCPU, 16 GB ×2');
    await screenshot(page, 'cbp-application-detail-catalogue-en-US');

    // Goods: name, category and provider; plans: name and description.
    await open(page, GOODS, 'cbp-goods');
    const goods = await cells('cbp-goods', 'data-goods', [1, 3]);
    expect(goods.length).toBeGreaterThan(20);
    expect(chineseAmong(goods)).toEqual([]);
    await page.locator('[data-page="cbp-goods"] tbody tr').first().getByRole('link', { name: 'Details' }).click();
    await pageReady(page, 'cbp-goods-detail');
    for (const name of ['name', 'category', 'provider', 'spec']) expect(chineseAmong([await field('cbp-goods-detail', name)])).toEqual([]);
    // A good found by its English name, typed in another case (the server matches both languages).
    await open(page, GOODS, 'cbp-goods');
    await page.getByLabel('Goods name').fill('redis CACHE');
    await page.getByLabel('Goods name').press('Enter');
    await page.waitForFunction(() => location.hash.includes('keyword='));
    await pageReady(page, 'cbp-goods');
    const found = await cells('cbp-goods', 'data-goods', [1]);
    expect(found.length).toBeGreaterThan(0);
    for (const name of found) expect(name).toContain('Redis cache');
    await open(page, PLANS, 'partner-plans');
    const plans = await cells('partner-plans', 'data-plan', [1, 2]);
    expect(plans.length).toBeGreaterThan(20);
    expect(chineseAmong(plans)).toEqual([]);
    await screenshot(page, 'cbp-partner-plans-catalogue-en-US');
    expect(realFailures(errors)).toEqual([]);
  });

  test("in en-US the manager's review list and detail name what was applied for in English", async () => {
    const { page, errors } = await suite.signedInPage('admin');
    await page.evaluate(() => localStorage.setItem('language', 'en-US'));
    await open(page, '/cbp/admin/review?menu_code=cbp_admin_review', 'cbp-admin-review');
    const applied = await page
      .locator('[data-page="cbp-admin-review"] tbody tr[data-apply]')
      .evaluateAll((rows) => rows.map((tr) => (tr.children[1] as HTMLElement).innerText));
    expect(applied).toHaveLength(20);
    expect(chineseAmong(applied)).toEqual([]);
    await screenshot(page, 'cbp-admin-review-catalogue-en-US');
    await page.locator('[data-page="cbp-admin-review"] tbody tr[data-apply]').first().getByRole('link').first().click();
    await pageReady(page, 'cbp-admin-review-detail');
    expect(chineseAmong([await page.locator('[data-page="cbp-admin-review-detail"] [data-field="service"] dd').innerText()])).toEqual([]);
    expect(realFailures(errors)).toEqual([]);
  });

  test('at a phone width the table scrolls inside its frame with the name and the actions in view', async () => {
    const { page, errors } = await suite.signedInPage('demo', { viewport: { width: 375, height: 800 } });
    await open(page, GOODS, 'cbp-goods');
    const region = page.locator('[role="region"][aria-label="已购商品"]');
    const frame = (await region.boundingBox())!;
    expect(frame.x + frame.width).toBeLessThanOrEqual(375);
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const action = page.locator('tbody tr[data-goods]').first().getByRole('link', { name: '详情' });
    const first = (await action.boundingBox())!;
    expect(first.x + first.width).toBeLessThanOrEqual(frame.x + frame.width);
    await screenshot(page, 'cbp-goods-phone-zh-CN');
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await screenshot(page, 'cbp-goods-phone-scrolled-zh-CN');
    await action.click();
    await pageReady(page, 'cbp-goods-detail');
    await screenshot(page, 'cbp-goods-detail-phone-zh-CN');
    expect(realFailures(errors)).toEqual([]);
  });

  test("a failing list shows the API's message and a retry that loads it", async () => {
    const { page, errors } = await suite.signedInPage('demo2');
    await page.route('**/api/cbp/bpm-service/cloudServices/applyPage', unavailable);
    await page.goto(`${suite.portal.url}/#${APPLICATIONS}`);
    const alert = page.locator('[data-page="cbp-applications"] [data-error]');
    await alert.waitFor({ timeout: 20_000 });
    await expect(alert.innerText()).resolves.toContain('服务暂时不可用，请稍后重试');
    await screenshot(page, 'cbp-applications-error-zh-CN');
    await page.unroute('**/api/cbp/bpm-service/cloudServices/applyPage', unavailable);
    await alert.getByRole('button', { name: '重试' }).click();
    await pageReady(page, 'cbp-applications');
    expect(await page.locator('tbody tr[data-apply]').count()).toBeGreaterThan(0);
    expect(realFailures(errors).filter((e) => !e.includes('503'))).toEqual([]);
  });
});
