import type { Page } from 'playwright-core';
import { screenshot, type RecordedPage } from './helpers/browser';
import type { DemoAccount } from './helpers/sign-in';
import { realFailures, signedInSuite } from './helpers/suite';
import { seriousA11yFindings } from './portal-axe';

// Jest reads testTimeout from the root config only, so the e2e project's 90 s does not reach the hooks.
jest.setTimeout(90_000);

const suite = signedInSuite();

async function openApplications(account: DemoAccount, prepare?: (recorded: RecordedPage) => Promise<void>, viewport?: { width: number; height: number }) {
  // The demo applications live on hosts that do not exist here: answer them in the browser.
  const answerDemoApps = async (recorded: RecordedPage) => {
    await recorded.context.route(/portal\.example/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>app</title>ok' }));
    await prepare?.(recorded);
  };
  const recorded = await suite.signedInPage(account, { viewport, prepare: answerDemoApps });
  await recorded.page.goto(`${suite.portal.url}/#/application`);
  await recorded.page.locator('[data-page="application"]').waitFor();
  await recorded.page.locator('[data-app], [data-page="application"] [role="alert"], [data-page="application"] p').first().waitFor();
  await recorded.page.waitForFunction(() => {
    const root = document.querySelector('[data-page="application"]');
    return Boolean(root) && !root!.textContent!.includes('加载中');
  });
  return recorded;
}

const visibleApps = (page: Page) =>
  page.locator('[role="tabpanel"]:not([hidden]) [data-app]').evaluateAll((items) => items.map((i) => i.getAttribute('data-app')));

describe('the application page', () => {
  test('in en-US no logo has Chinese in it: the seeded logos are pictures without words', async () => {
    const { page, errors } = await openApplications('demo', async ({ page: p }) => {
      await p.addInitScript(() => localStorage.setItem('language', 'en-US'));
    });
    // openApplications waits for 加载中 to go; in English, wait for the tiles.
    await page.locator('[data-app]').first().waitFor();
    const tabs = await page.getByRole('tab').allTextContents();
    expect(tabs).toEqual(['Production and operations', 'Platform applications', 'Personal']);
    const logos: string[] = [];
    for (const tab of tabs) {
      await page.getByRole('tab', { name: tab }).click();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('[role="tabpanel"]:not([hidden]) [data-app] img')].every((img) => img.complete),
      );
      logos.push(
        ...(await page.locator('[role="tabpanel"]:not([hidden]) [data-app] img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src))),
      );
      if (tab === tabs[0]) await screenshot(page, 'application-demo-en-US');
    }
    expect(logos.length).toBeGreaterThan(8);
    const drawn = await page.evaluate(
      (sources) =>
        Promise.all(
          sources.map(async (src) => {
            const r = await fetch(src);
            return (r.headers.get('content-type') ?? '').startsWith('image/svg') ? r.text() : '';
          }),
        ),
      logos,
    );
    expect(drawn.filter((svg) => /<text|[\u3400-\u9fff]/.test(svg))).toEqual([]);
    expect(realFailures(errors)).toEqual([]);
  });

  test('the primary account of tenant A sees its tenant list in the three category tabs', async () => {
    const { page, errors } = await openApplications('demo');
    const tabs = await page.getByRole('tab').allTextContents();
    expect(tabs).toEqual(['生产运营', '平台应用', '个人板块']);
    expect(await visibleApps(page)).toEqual(['双碳平台', '设备管理', '能耗监测', '安全生产']);
    await screenshot(page, 'application-demo');

    await page.getByRole('tab', { name: '平台应用' }).click();
    expect(await visibleApps(page)).toEqual(['项目管理', '消息中心', '云业务平台', 'API商店']);
    await page.getByRole('tab', { name: '个人板块' }).click();
    expect(await visibleApps(page)).toEqual(['个人信息', '我的订单', '合作伙伴计划']);
    await screenshot(page, 'application-demo-personal-tab');

    // Each card carries an abbreviation or a logo, its name and its category, on one of eight accents.
    const accents = await page.locator('[data-accent]').evaluateAll((items) => items.map((i) => Number(i.getAttribute('data-accent'))));
    expect(accents.length).toBeGreaterThan(0);
    for (const accent of accents) {
      expect(accent).toBeGreaterThanOrEqual(0);
      expect(accent).toBeLessThanOrEqual(7);
    }
    // An application keeps its colour: after a reload every card has the accent it had.
    const accentsByApp = () =>
      page
        .locator('[data-app]')
        .evaluateAll((items) => items.map((i) => `${i.getAttribute('data-app')}:${i.querySelector('[data-accent]')?.getAttribute('data-accent')}`));
    const before = await accentsByApp();
    await page.reload();
    // Each tab's panel renders once it is first opened: open the same ones as before.
    await page.getByRole('tab', { name: '平台应用' }).click();
    await page.getByRole('tab', { name: '个人板块' }).click();
    expect(await accentsByApp()).toEqual(before);
    // Logos come from the logo call and load as images.
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('img[data-logo]')].some((img) => img.complete && img.naturalWidth > 0));
    expect(realFailures(errors)).toEqual([]);
    await expect(seriousA11yFindings(page, '[data-page="application"]')).resolves.toEqual([]);
  });

  test('the tabs work from the keyboard', async () => {
    const { page } = await openApplications('demo');
    await page.getByRole('tab', { name: '生产运营' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.activeElement?.textContent === '平台应用');
    await page.keyboard.press('Enter');
    expect(await visibleApps(page)).toContain('消息中心');
  });

  test('a flag 3 application opens in a new tab with its redirect parameter URL-encoded', async () => {
    const { page, context } = await openApplications('demo');
    const link = page.locator('[data-app="双碳平台"]');
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expect(link.getAttribute('rel')).resolves.toContain('noopener');
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://sso.portal.example/login?redirect=https%3A%2F%2Fcarbon.portal.example%2F%23%2Foverview');
    // rel=noopener: the application cannot reach back into the portal window.
    await expect(popup.evaluate(() => window.opener)).resolves.toBeNull();
    await popup.close();
  });

  test('a plain application opens its URL unchanged in a new tab', async () => {
    const { page, context } = await openApplications('demo');
    const [popup] = await Promise.all([context.waitForEvent('page'), page.locator('[data-app="设备管理"]').click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://equipment.portal.example/');
    await popup.close();
  });

  test('the sub-account sees only its own applications', async () => {
    const { page, errors } = await openApplications('operator');
    const all: string[] = [];
    for (const tab of await page.getByRole('tab').all()) {
      await tab.click();
      all.push(...((await visibleApps(page)) as string[]));
    }
    expect(all.sort()).toEqual(['个人信息', '消息中心', '设备管理', '项目管理'].sort());
    await screenshot(page, 'application-operator');
    expect(realFailures(errors)).toEqual([]);
  });

  test('tenant B (inner mark 1) gets the identity service groups, without 双碳平台', async () => {
    const { page, errors } = await openApplications('demo2');
    expect(await page.getByRole('tab').allTextContents()).toEqual(['生产运营', '平台应用', '个人板块']);
    expect(await visibleApps(page)).toEqual(['设备管理', '能耗监测', '安全生产']);
    await screenshot(page, 'application-demo2');
    expect(realFailures(errors)).toEqual([]);
  });

  test('a javascript: or protocol-relative application URL is never opened', async () => {
    const { page, context } = await openApplications('demo', async ({ context }) => {
      await context.route('**/api/common/iam/v1/apps/auth/tenant-app-list**', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        body.data.records[0].url = body.data.records[0].appUrl = 'javascript:alert(document.cookie)';
        body.data.records[1].url = body.data.records[1].appUrl = '//evil.example/';
        await route.fulfill({ response, json: body });
      });
    });
    let opened = 0;
    context.on('page', () => (opened += 1));
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    const bad = page.locator('[data-app="双碳平台"]');
    await expect(bad.evaluate((el) => el.tagName)).resolves.toBe('BUTTON');
    await bad.click();
    await page.locator('[data-app="设备管理"]').click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe('该应用地址不安全，已阻止打开');
    await page.waitForTimeout(300);
    expect(opened).toBe(0);
    expect(dialogs).toBe(0);
    await screenshot(page, 'application-blocked-url');
  });

  test('a failed list shows the server message and a retry that loads it', async () => {
    const { page, context } = await openApplications('demo', async ({ context }) => {
      await context.route('**/api/common/iam/v1/apps/auth/tenant-app-list**', (route) =>
        route.fulfill({ status: 503, json: { success: false, data: null, message: '应用服务暂不可用', code: 'UNAVAILABLE' } }),
      );
    });
    await expect(page.getByRole('alert').textContent()).resolves.toContain('应用服务暂不可用');
    await screenshot(page, 'application-error');
    await context.unroute('**/api/common/iam/v1/apps/auth/tenant-app-list**');
    await page.getByRole('button', { name: '重试' }).click();
    await page.locator('[data-app="双碳平台"]').waitFor();
  });

  test('fits a phone screen', async () => {
    const { page } = await openApplications('demo', undefined, { width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await screenshot(page, 'application-phone');
  });
});
