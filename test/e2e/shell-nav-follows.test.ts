/**
 * Issue 23 items 3–6, against the real server: the navs follow the page (every link to a menu page
 * carries that page's own menu_code: the logo, an overview card, a bell notice; a top-nav click
 * opens the left nav's first page; a route nothing answers shows no trail of the page before; the
 * title is never stale); the message centre's notice route (Back and the back link return to the
 * list with its filter and page, the left nav leads out of a notice opened from the bell, one
 * bell); the top nav never cuts an item (a More menu) at 1280, 1440 and 390 px in both languages
 * for the manager and a tenant; and the header shows the nav's shape before the menu arrives, and
 * its More button before the menu's code.
 */
import type { Page } from 'playwright-core';
import { holdRequests, screenshot } from './helpers/browser';
import type { DemoAccount } from './helpers/sign-in';
import { clickBeforeOverlayCode, holdOverlayChunk } from './helpers/overlay-chunk';
import { realFailures, signedInSuite } from './helpers/suite';

jest.setTimeout(180_000);

const suite = signedInSuite(undefined, { timeoutMs: 180_000 });
const STATION = '/common/msg/system/message/station';
const SUB_ACCOUNTS = '/common/iam/sub-account/list?menu_code=iam_sub_account';

async function open(page: Page, route: string) {
  await page.goto(`${suite.portal.url}/#${route}`);
  await page.getByTestId('notice-bell').waitFor({ timeout: 30_000 });
  await page.locator('[data-testid="top-nav"] ul').waitFor({ timeout: 30_000 });
  // The avatar and the More button are drawn once the overlay chunk (Chakra's menus) is here.
  await page.getByTestId('account-menu-trigger').waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => {
    const nav = document.querySelector('[data-testid="top-nav"]');
    return nav !== null && (!nav.hasAttribute('data-overflow') || nav.querySelector('[data-testid="top-nav-more"]') !== null);
  });
}

const menuCode = (page: Page) => page.evaluate(() => new URLSearchParams(location.hash.split('?')[1] ?? '').get('menu_code'));
const activeTop = (page: Page) => page.getByTestId('top-nav').getAttribute('data-active-code');
const activeLeft = (page: Page) => page.locator('[data-testid="left-nav"] [aria-current="page"]').getAttribute('data-menu-code');
const crumbs = (page: Page) => page.getByTestId('breadcrumbs').innerText();

/** The menu_code in the address, the lit top item, the lit left item and the title, once the route has settled on `path`. */
async function settledOn(page: Page, path: RegExp) {
  await page.waitForFunction((source) => new RegExp(source).test(location.hash), path.source, { timeout: 20_000 });
  await page.waitForFunction(() => /menu_code=/.test(location.hash), null, { timeout: 20_000 });
}

describe('the nav follows the page', () => {
  test('the logo leads to the landing page with its own menu_code: its top item lit, the title its own', async () => {
    const { page, errors } = await suite.signedInPage('demo');
    await open(page, SUB_ACCOUNTS);
    await expect(activeTop(page)).resolves.toBe('iam_sub_account_nav');
    await page.getByRole('link', { name: '工业云平台首页' }).click();
    await settledOn(page, /^#\/application\?/);
    expect(await menuCode(page)).toBe('portal-application');
    await page.waitForFunction(() => document.querySelector('[data-testid="top-nav"]')?.getAttribute('data-active-code') === 'portal-application');
    await page.waitForFunction(() => document.title === '应用 - 云平台门户');
    await expect(page.getByTestId('breadcrumbs').count()).resolves.toBe(0);
    await screenshot(page, 'nav-follows-logo');
    expect(realFailures(errors)).toEqual([]);
  });

  test('an overview card’s link lights its page in the top nav, left nav and breadcrumb', async () => {
    const { page, errors } = await suite.signedInPage('demo');
    await open(page, SUB_ACCOUNTS);
    await open(page, '/application-overview');
    await page.locator('[data-card="resource-applications"]').getByRole('button', { name: /更多/ }).click();
    await settledOn(page, /^#\/cbp\/client\/project\/application\?/);
    expect(await menuCode(page)).toBe('cbp_order_apply');
    await page.getByTestId('left-nav').waitFor({ timeout: 30_000 });
    await expect(activeTop(page)).resolves.toBe('cbp_client');
    await expect(activeLeft(page)).resolves.toBe('cbp_order_apply');
    await page.waitForFunction(() => document.title === '资源申请 - 云平台门户');
    await expect(crumbs(page)).resolves.toMatch(/云业务\s*\/\s*订单管理\s*\/\s*资源申请/);
    expect(realFailures(errors)).toEqual([]);
  });

  test('a top-nav click opens the left nav’s first page, selected, with its breadcrumb', async () => {
    const { page, errors } = await suite.signedInPage('demo', { viewport: { width: 1440, height: 900 } });
    await open(page, '/application-overview');
    await page.locator('[data-testid="top-nav"] ul [data-menu-code="cbp_client"]').click();
    await settledOn(page, /^#\/cbp\/client\/project\/application\?/);
    expect(await menuCode(page)).toBe('cbp_order_apply');
    await page.getByTestId('left-nav').waitFor({ timeout: 30_000 });
    await expect(activeLeft(page)).resolves.toBe('cbp_order_apply');
    await page.getByTestId('breadcrumbs').waitFor();
    await expect(crumbs(page)).resolves.toMatch(/云业务\s*\/\s*订单管理\s*\/\s*资源申请/);

    await page.locator('[data-testid="top-nav"] ul [data-menu-code="msg_center"]').click();
    await settledOn(page, /^#\/common\/msg\/system\/message\/station\?/);
    expect(await menuCode(page)).toBe('msg_station');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="left-nav"] [aria-current="page"]')?.getAttribute('data-menu-code') === 'msg_station',
    );
    await expect(crumbs(page)).resolves.toMatch(/消息中心\s*\/\s*站内信\s*\/\s*站内消息/);
    await page.waitForFunction(() => document.title === '站内消息 - 云平台门户');
    await screenshot(page, 'nav-follows-top-nav-click');
    expect(realFailures(errors)).toEqual([]);
  });

  test('a route nothing answers shows no breadcrumb, left-nav selection or title of the page before', async () => {
    const { page, errors } = await suite.signedInPage('demo');
    await open(page, SUB_ACCOUNTS);
    await page.getByTestId('breadcrumbs').waitFor({ timeout: 30_000 });
    await page.goto(`${suite.portal.url}/#/no-such-page`);
    await page.getByTestId('route-not-found').waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('breadcrumbs').count()).resolves.toBe(0);
    await expect(page.locator('[data-testid="left-nav"] [aria-current="page"]').count()).resolves.toBe(0);
    await expect(page.getByTestId('top-nav').getAttribute('data-active-code')).resolves.toBeNull();
    await page.waitForFunction(() => document.title === '页面不存在 - 云平台门户');
    // Its way back carries the landing page's own menu_code.
    await expect(page.getByTestId('route-not-found').getByRole('link').getAttribute('href')).resolves.toBe('#/application?menu_code=portal-application');
    await screenshot(page, 'nav-follows-not-found');
    expect(realFailures(errors)).toEqual([]);
  });

  test("a sub-app's own no-such-page shows no breadcrumb or title of the page before, and Back brings them again", async () => {
    const { page, errors } = await suite.signedInPage('demo');
    await open(page, SUB_ACCOUNTS);
    await page.getByTestId('breadcrumbs').waitFor({ timeout: 30_000 });
    // Inside the identity app's prefix, without a menu_code: the carried-over one names the page before.
    await page.evaluate(() => (window.location.hash = '#/common/iam/no-such-page'));
    await page.getByTestId('iam-not-found').waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => document.title === '页面不存在 - 云平台门户');
    await expect(page.getByTestId('breadcrumbs').count()).resolves.toBe(0);
    await expect(page.locator('[data-testid="left-nav"] [aria-current="page"]').count()).resolves.toBe(0);
    await screenshot(page, 'nav-follows-subapp-not-found');

    await page.goBack();
    await page.getByTestId('breadcrumbs').waitFor({ timeout: 30_000 });
    await expect(crumbs(page)).resolves.toMatch(/子账号/);
    await page.waitForFunction(() => document.title !== '页面不存在 - 云平台门户');
    expect(realFailures(errors)).toEqual([]);
  });
});

describe('message centre routes', () => {
  const rows = (page: Page) => page.locator('[data-page="station"] tbody tr');
  const listLoaded = async (page: Page) => {
    await page.locator('[data-page="station"] [data-total]').waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => !document.querySelector('[data-page="station"]')?.textContent?.includes('加载中'));
  };

  test('a notice has its own address; Back and the back link return to the list with its filter and page', async () => {
    const { page, errors } = await suite.signedInPage('demo');
    await open(page, `${STATION}?menu_code=msg_station`);
    await listLoaded(page);
    await page.getByRole('button', { name: '未读', exact: true }).click();
    await listLoaded(page);
    await page.getByRole('button', { name: '下一页' }).click();
    await listLoaded(page);
    await expect(page.locator('[data-page-of]').textContent()).resolves.toMatch(/^第 2 \//);
    await page.waitForFunction(() => /read=unread/.test(location.hash) && /page=2/.test(location.hash));
    const title = (await rows(page).first().locator('td').first().innerText()).trim();

    await rows(page).first().getByRole('button', { name: /^详情/ }).click();
    await page.waitForFunction(() => /^#\/common\/msg\/system\/message\/detail\/\d+\?.*read=unread.*page=2/.test(location.hash));
    await page.locator('[data-page="notice"] [data-read="1"]').waitFor({ timeout: 20_000 });
    await expect(page.locator('#notice-title').innerText()).resolves.toBe(title);
    await expect(activeLeft(page)).resolves.toBe('msg_station');
    await expect(crumbs(page)).resolves.toMatch(/站内消息\s*\/\s*消息详情/);
    await screenshot(page, 'message-detail-zh-CN');

    await page.goBack();
    await page.waitForFunction(() => /^#\/common\/msg\/system\/message\/station\?/.test(location.hash));
    await listLoaded(page);
    await expect(page.locator('[data-page-of]').textContent()).resolves.toMatch(/^第 2 \//);
    await expect(page.getByRole('button', { name: '未读', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');

    await rows(page).first().getByRole('button', { name: /^详情/ }).click();
    await page.locator('[data-page="notice"] [data-detail]').waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: /返回列表/ }).click();
    await page.waitForFunction(() => /^#\/common\/msg\/system\/message\/station\?.*read=unread.*page=2/.test(location.hash));
    await listLoaded(page);
    await expect(page.locator('[data-page-of]').textContent()).resolves.toMatch(/^第 2 \//);
    expect(realFailures(errors)).toEqual([]);
  });

  test('a notice opened from the bell can be left through the left nav; one bell only, in the header', async () => {
    const { page, errors } = await suite.signedInPage('demo');
    await open(page, SUB_ACCOUNTS);
    await page.getByTestId('notice-bell').click();
    const first = page.getByTestId('notice-item').first();
    await first.waitFor();
    const title = await first.locator('p').first().innerText();
    await first.getByRole('button').click();
    await page.waitForFunction(() => /^#\/common\/msg\/system\/message\/detail\/\d+\?menu_code=msg_station$/.test(location.hash), null, { timeout: 20_000 });
    await page.locator('[data-page="notice"] [data-read="1"]').waitFor({ timeout: 30_000 });
    await expect(page.locator('#notice-title').innerText()).resolves.toBe(title);
    await expect(activeTop(page)).resolves.toBe('msg_center');
    await expect(activeLeft(page)).resolves.toBe('msg_station');
    await page.waitForFunction(() => document.title === '站内消息 - 云平台门户');
    await screenshot(page, 'message-detail-from-bell');

    await page.locator('[data-testid="left-nav"] [data-menu-code="msg_station"]').click();
    await page.waitForFunction(() => /^#\/common\/msg\/system\/message\/station\?menu_code=msg_station$/.test(location.hash));
    await listLoaded(page);
    await expect(page.locator('[data-parcel="@portal/notice-bell"]').count()).resolves.toBe(1);
    await expect(page.locator('header [data-parcel="@portal/notice-bell"]').count()).resolves.toBe(1);
    expect(realFailures(errors)).toEqual([]);
  });

  test('in English the notice page and its way back speak English', async () => {
    const { page, errors } = await suite.signedInPage('demo');
    await page.evaluate(() => localStorage.setItem('language', 'en-US'));
    await open(page, `${STATION}?menu_code=msg_station&read=unread`);
    await listLoaded(page);
    await rows(page)
      .first()
      .getByRole('button', { name: /^Details/ })
      .click();
    await page.locator('[data-page="notice"] [data-read="1"]').waitFor({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: /Back to the list/ }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'message-detail-en-US');
    expect(realFailures(errors)).toEqual([]);
  });
});

describe('the top nav never cuts an item', () => {
  const cases: [DemoAccount, 'zh-CN' | 'en-US', number][] = [];
  for (const account of ['admin', 'demo'] as DemoAccount[])
    for (const language of ['zh-CN', 'en-US'] as const) for (const width of [1280, 1440, 390]) cases.push([account, language, width]);

  test.each(cases)('%s, %s, %i px: every item visible whole inside the header, or in the More menu', async (account, language, width) => {
    const { page, errors } = await suite.signedInPage(account, { viewport: { width, height: 800 } });
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await open(page, '/user-info');
    const codes = await page.locator('[data-top-nav-measure] [data-measure-code]').evaluateAll((els) => els.map((el) => el.getAttribute('data-measure-code')!));
    expect(codes.length).toBeGreaterThan(4);
    // Read what the user sees: a frame painted after the last change of the page's width (the
    // page's scroll bar comes with its content, and the bar re-measures in the next frame), not
    // the layout between a change and that frame.
    const settled = async () => {
      let last = '';
      for (let i = 0; i < 20; i++) {
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        const now = await page.evaluate(
          () => `${document.documentElement.clientWidth}|${document.querySelectorAll('[data-testid="top-nav"] [data-menu-code]').length}`,
        );
        if (now === last) return;
        last = now;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    await settled();
    const shown = await page.locator('[data-testid="top-nav"] [data-menu-code]').evaluateAll((buttons) => {
      const header = document.querySelector('header')!.getBoundingClientRect();
      const nav = document.querySelector('[data-testid="top-nav"]')!.getBoundingClientRect();
      return buttons.map((button) => {
        const box = button.getBoundingClientRect();
        const inside =
          box.left >= nav.left - 0.5 && box.right <= nav.right + 0.5 && box.top >= header.top && box.bottom <= header.bottom && box.right <= innerWidth;
        const whole = [...button.querySelectorAll('span')].every((span) => span.scrollWidth <= span.clientWidth + 1);
        return { code: button.getAttribute('data-menu-code')!, inside, whole };
      });
    });
    for (const item of shown) expect(item).toEqual({ code: item.code, inside: true, whole: true });
    let inMore: string[] = [];
    const more = page.getByTestId('top-nav-more');
    if (await more.count()) {
      const box = (await more.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await more.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByTestId('top-nav-more-menu');
      await menu.getByRole('menuitem').first().waitFor();
      inMore = await menu.locator('[data-menu-code]').evaluateAll((els) => els.map((el) => el.getAttribute('data-menu-code')!));
      await expect(menu.getByRole('menuitem').first().isVisible()).resolves.toBe(true);
      await expect(more.innerText()).resolves.toContain(language === 'en-US' ? 'More' : '更多');
    }
    expect([...shown.map((item) => item.code), ...inMore]).toEqual(codes);
    await screenshot(page, `top-nav-${account}-${language}-${width}`);
    if (inMore.length) await page.keyboard.press('Escape');
    expect(realFailures(errors)).toEqual([]);
  });

  test('an item in the More menu opens by keyboard, and the More button is lit while its page shows', async () => {
    const { page, errors } = await suite.signedInPage('admin', { viewport: { width: 390, height: 800 } });
    await open(page, '/user-info');
    const more = page.getByTestId('top-nav-more');
    await more.waitFor();
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByTestId('top-nav-more-menu');
    await menu.waitFor();
    await menu.getByRole('menuitem').first().waitFor();
    // Opened by keyboard, the menu highlights its first item; the arrows move to the wanted one.
    const codes = await menu.locator('[data-menu-code]').evaluateAll((els) => els.map((el) => el.getAttribute('data-menu-code')));
    expect(codes).toContain('cbp_admin');
    await page.waitForFunction(() => document.querySelector('[data-testid="top-nav-more-menu"] [data-highlighted]') !== null);
    for (let step = 0; step < codes.indexOf('cbp_admin'); step++) await page.keyboard.press('ArrowDown');
    await expect(menu.locator('[data-highlighted]').getAttribute('data-menu-code')).resolves.toBe('cbp_admin');
    await page.keyboard.press('Enter');
    await settledOn(page, /^#\/cbp\/admin\//);
    await page.waitForFunction(() => document.querySelector('[data-testid="top-nav"]')?.getAttribute('data-active-code') === 'cbp_admin');
    await expect(more.locator('[data-testid="top-nav-indicator"]').count()).resolves.toBe(1);
    expect(realFailures(errors)).toEqual([]);
  });
});

describe('the header before the menu arrives', () => {
  test('the More button is drawn before the menu code (the overlay chunk) is here; a click then opens the menu once it is, in the same place', async () => {
    const { page, errors } = await suite.signedInPage('admin', { viewport: { width: 390, height: 800 } });
    const release = await holdOverlayChunk(page);
    await page.goto(`${suite.portal.url}/#/user-info`);
    const more = page.getByTestId('top-nav-more');
    const avatar = page.getByTestId('account-menu-trigger');
    await more.waitFor({ timeout: 30_000 });
    // The chunk is held: the avatar and the More button are drawn all the same.
    await avatar.waitFor();
    const menu = page.getByTestId('top-nav-more-menu');
    // Nothing in the header moves when the menus' code arrives.
    await clickBeforeOverlayCode(more, menu, menu.getByRole('menuitem'), release, [more, avatar]);
    expect(realFailures(errors)).toEqual([]);
  });

  test('the avatar is drawn before its menu code is here; a click then opens the account menu once it is', async () => {
    const { page, errors } = await suite.signedInPage('admin', { viewport: { width: 1280, height: 800 } });
    const release = await holdOverlayChunk(page);
    await page.goto(`${suite.portal.url}/#/user-info`);
    const avatar = page.getByTestId('account-menu-trigger');
    await avatar.waitFor({ timeout: 30_000 });
    const menu = page.getByTestId('account-menu');
    await clickBeforeOverlayCode(avatar, menu, menu.getByRole('menuitem'), release);
    expect(realFailures(errors)).toEqual([]);
  });

  test.each(['zh-CN', 'en-US'])('shows the logo and the shape of the nav, then the nav (%s)', async (language) => {
    let release = () => {};
    const { page, errors } = await suite.signedInPage('demo', {
      prepare: async ({ page }) => {
        release = await holdRequests(page, '**/menu/login/user/tree');
      },
    });
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.goto(`${suite.portal.url}/#/application-overview`);
    const skeleton = page.getByTestId('top-nav-skeleton');
    await skeleton.waitFor({ timeout: 30_000 });
    await expect(skeleton.getAttribute('aria-busy')).resolves.toBe('true');
    await expect(page.locator('header').getByRole('link').first().isVisible()).resolves.toBe(true);
    await screenshot(page, `header-before-menu-${language}`);
    release();
    await page.locator('[data-testid="top-nav"] ul').waitFor({ timeout: 30_000 });
    await expect(skeleton.count()).resolves.toBe(0);
    expect(realFailures(errors)).toEqual([]);
  });
});
