/**
 * What the portal shows where nothing is deployed or nothing answers, and where a signed-in user
 * lands, in a real Chromium against the production build and the real server: the "not deployed"
 * notice of a spec prefix without an import-map entry, the not-found page of an unknown route, the
 * /cap/ page of the server (and CAP_URL's redirect), and the logo, / and a login page reached
 * signed in, in zh-CN and en-US.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { screenshot, type RecordedPage } from './helpers/browser';
import { startPortal, type Portal } from './helpers/portal';
import { pagesOnDemand } from './helpers/suite';
import { signInAs, type DemoAccount } from './helpers/sign-in';

const PASSWORD = process.env.DEMO_PASSWORD || 'Portal@2026';
const LANGUAGES = ['zh-CN', 'en-US'] as const;
type Language = (typeof LANGUAGES)[number];

const suite = pagesOnDemand();
let portal: Portal;
beforeAll(() => {
  ({ portal } = suite);
});

async function signedIn(account: DemoAccount, language: Language = 'zh-CN', target: Portal = portal): Promise<RecordedPage> {
  const current = await suite.newPage();
  await current.page.goto(`${target.url}/portal-config.json`);
  await signInAs(current.page, target, account);
  await current.page.evaluate((l) => localStorage.setItem('language', l), language);
  return current;
}

/** The text a user sees in an element, without what is folded into <details>. */
function visibleTextOutsideDetails(page: Page, testId: string): Promise<string> {
  return page.getByTestId(testId).evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('details').forEach((details) => details.remove());
    return copy.innerText;
  });
}

const hashOf = (page: Page) => page.evaluate(() => window.location.hash);

describe.each(LANGUAGES)('a spec prefix with no import-map entry, in %s', (language) => {
  const zh = language === 'zh-CN';

  test('shows a calm notice inside the frame naming the menu item, with no package name, no retry and the specifier folded away', async () => {
    const { page, errors } = await signedIn('admin', language);
    await page.goto(`${portal.url}/`);
    await page.waitForFunction(() => window.location.hash.startsWith('#/user-info'));
    // The menu click a manager makes: 配置中心 (Configuration) → its first page.
    const item = zh ? '配置中心' : 'Configuration';
    await page
      .getByRole('navigation')
      .getByRole('link', { name: item })
      .or(page.getByRole('navigation').getByRole('button', { name: item }))
      .first()
      .click();
    const notice = page.getByTestId('subapp-not-deployed');
    await notice.waitFor({ timeout: 15_000 });
    await expect(hashOf(page)).resolves.toMatch(/^#\/common\/config(\/|\?)/);

    // A top-nav click opens the left nav's first page (参数配置), which the notice names.
    await expect(notice.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      zh ? '「参数配置」未在当前环境部署' : 'Parameters is not deployed in this environment',
    );
    const visible = await visibleTextOutsideDetails(page, 'subapp-not-deployed');
    expect(visible).not.toContain('@cloud');
    expect(visible).not.toContain('importmap');
    if (zh) expect(visible).not.toMatch(/[A-Za-z]/);
    await expect(page.getByRole('button', { name: zh ? '重试' : 'Retry' }).count()).resolves.toBe(0);
    await expect(page.locator('#cloud-subapp').isVisible()).resolves.toBe(false);
    await expect(notice.locator('details').getAttribute('open')).resolves.toBeNull();
    await expect(notice.locator('details').textContent()).resolves.toContain('@cloud/common/config');
    // The frame stays: header, top nav and the left nav of 配置中心.
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
    await expect(
      page
        .getByTestId('left-nav')
        .getByRole('button', { name: zh ? '参数配置' : 'Parameters' })
        .or(page.getByTestId('left-nav').getByRole('link', { name: zh ? '参数配置' : 'Parameters' }))
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await screenshot(page, `shell-not-deployed-${language}`);

    await notice.getByRole('link', { name: zh ? '返回首页' : 'Back to home' }).click();
    await page.waitForFunction(() => window.location.hash.startsWith('#/user-info'));
    expect(errors).toEqual([]);
  });

  test('says the same for #/pm, #/cmp and the cbp prefixes an environment leaves out, without their menu', async () => {
    const { page } = await signedIn('demo', language);
    for (const route of ['/pm', '/cmp/dashboard', '/cbp/cms', '/cbp/provider/x', '/common/lica', '/common/licm']) {
      await page.goto(`${portal.url}/#${route}`);
      const notice = page.getByTestId('subapp-not-deployed');
      await notice.waitFor({ timeout: 15_000 });
      const visible = await visibleTextOutsideDetails(page, 'subapp-not-deployed');
      expect(visible).toContain(zh ? '未在当前环境部署' : 'is not deployed in this environment');
      expect(visible).not.toContain('@cloud');
      if (zh) expect(visible).not.toMatch(/[A-Za-z]/);
    }
  });
});

describe.each(LANGUAGES)('an unknown route while signed in, in %s', (language) => {
  const zh = language === 'zh-CN';

  test.each(['/does-not-exist', '/pmx'])('%s shows a not-found page inside the frame with a way back to where the sign-in led', async (route) => {
    const { page, errors } = await signedIn('demo2', language);
    await page.goto(`${portal.url}/#${route}`);
    const notFound = page.getByTestId('route-not-found');
    await notFound.waitFor({ timeout: 15_000 });
    await expect(notFound.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(zh ? '页面不存在' : 'Page not found');
    if (zh) expect(await notFound.innerText()).not.toMatch(/[A-Za-z]/);
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
    await expect(page.locator('#cloud-subapp').isVisible()).resolves.toBe(false);
    await page.waitForLoadState('networkidle');
    await screenshot(page, `shell-not-found-${route.slice(1)}-${language}`);

    // demo2's tenant has no 双碳平台: the sign-in led to the gateway page (/application).
    await notFound.getByRole('link', { name: zh ? '返回首页' : 'Back to home' }).click();
    await page.waitForFunction(() => window.location.hash.startsWith('#/application'));
    await page.waitForSelector('[data-parcel="@portal/application"]', { timeout: 15_000 });
    expect(errors).toEqual([]);
  });
});

describe('where a signed-in user lands', () => {
  async function signInThroughTheForm(kind: 'manager' | 'client', loginName: string): Promise<RecordedPage> {
    const current = await suite.newPage();
    const { page } = current;
    await page.goto(`${portal.url}/#/${kind}-login`);
    const prefix = kind === 'manager' ? 'manager-form' : 'client-PRIMARY_ACCOUNT';
    await page.locator(`input[name="${prefix}-loginName"]`).fill(loginName);
    await page.locator(`input[name="${prefix}-pwd"]`).fill(PASSWORD);
    await page.locator(`input[name="${prefix}-pwd"]`).press('Enter');
    return current;
  }

  // The logo carries the landing page's own menu_code (the nav follows the page).
  test.each([
    ['a client whose tenant has 双碳平台', 'client', 'demo', '#/application-overview', /^#\/application-overview\?menu_code=portal-overview$/],
    ['a client whose tenant has not', 'client', 'demo2', '#/application', /^#\/application(\?menu_code=[\w-]+)?$/],
    ['a manager', 'manager', 'admin', '#/user-info', /^#\/user-info\?menu_code=portal-user-info$/],
  ] as const)('%s: the logo, / and the login pages lead where the sign-in led (%s %s → %s)', async (_who, kind, loginName, landing, logoHref) => {
    const { page, errors } = await signInThroughTheForm(kind, loginName);
    const landed = (p: Page) =>
      p.waitForFunction((target) => window.location.hash === target || window.location.hash.startsWith(`${target}?`), landing, { timeout: 15_000 });
    await landed(page);

    await page.locator('[data-testid="subapp-region"], [data-parcel]').first().waitFor({ state: 'attached', timeout: 15_000 });
    // Once the menu has arrived (the top nav's items), the logo names the landing page's menu item.
    await page.locator('[data-testid="top-nav"] [data-menu-code]').first().waitFor({ timeout: 15_000 });
    const logo = page.getByRole('banner').getByRole('link').first();
    await expect(logo.getAttribute('href')).resolves.toMatch(logoHref);

    await page.goto(`${portal.url}/#/common/msg/system/message/station?menu_code=msg`);
    await page.getByRole('banner').waitFor();
    await logo.click();
    await landed(page);

    for (const route of ['/client-login', '/manager-login']) {
      await page.goto(`${portal.url}/#${route}`);
      await landed(page);
      await expect(page.getByRole('button', { name: '登录', exact: true }).count()).resolves.toBe(0);
    }

    await page.goto(`${portal.url}/#/user-info`);
    await page.goto(`${portal.url}/`);
    await landed(page);
    await page.locator('[data-parcel] .portal-page > *').first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await screenshot(page, `shell-landing-${loginName}`);
    expect(errors).toEqual([]);
  });

  test('signed out, / still goes to /toHome and the configured home address (the client login)', async () => {
    const { page } = await suite.newPage();
    await page.goto(`${portal.url}/`);
    await page.waitForFunction(() => window.location.hash === '#/client-login');
    await page.getByRole('heading', { name: '客户端登录' }).waitFor();
  });
});

describe.each(LANGUAGES)('/cap/ where no such application is deployed, in %s', (language) => {
  const zh = language === 'zh-CN';

  test('the top nav items 日志管理 and API商店 open a page in the portal’s look saying so, with a way back to the portal', async () => {
    const { page, errors } = await signedIn('demo', language);
    await page.goto(`${portal.url}/#/application-overview`);
    for (const [item, name] of zh
      ? [
          ['日志管理', '日志管理'],
          ['API商店', 'API商店'],
        ]
      : [
          ['Log management', 'Log management'],
          ['API store', 'API store'],
        ]) {
      // The item, in the bar or, where the bar has no room for it, in its More menu.
      const inBar = page.getByRole('banner').getByRole('button', { name: item, exact: true });
      if (!(await inBar.isVisible())) await page.getByTestId('top-nav-more').click();
      await page
        .getByRole('banner')
        .getByRole('button', { name: item, exact: true })
        .or(page.getByRole('menuitem', { name: item, exact: true }))
        .first()
        .click();
      await page.waitForURL(/\/cap\/#\//, { timeout: 15_000 });
      const card = page.getByTestId('outside-app-not-deployed');
      await card.waitFor();
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(language);
      await expect(card.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
        zh ? `「${name}」未在当前环境部署` : `${name} is not deployed in this environment`,
      );
      const text = await page.locator('body').innerText();
      expect(text).not.toContain('Not found');
      // The menu item's own name (API商店) aside, no English on a Chinese screen.
      if (zh) expect(text.replace(name, '')).not.toMatch(/[A-Za-z]/);
      else expect(text).toContain('Industrial Cloud Platform');
      await screenshot(page, `cap-not-deployed-${item === '日志管理' || item === 'Log management' ? 'logmanage' : 'apistore'}-${language}`);

      await card.getByRole('link', { name: zh ? '返回门户' : 'Back to the portal' }).click();
      // Signed in, / leads where the sign-in led.
      await page.waitForURL(new RegExp(`^${portal.url}/#/application`), { timeout: 15_000 });
      await page.getByRole('banner').waitFor();
    }
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });
});

describe('/cap/ with CAP_URL set', () => {
  let deployed: Portal;
  let cap: http.Server;
  const requested: string[] = [];

  beforeAll(async () => {
    // The real application, elsewhere: a server of its own.
    cap = http.createServer((request, response) => {
      // The browser asks the other application for its own icon; that is not our redirect.
      if (request.url !== '/favicon.ico') requested.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>CAP</title><p>能力开放平台</p>');
    });
    await new Promise<void>((resolve) => cap.listen(0, '127.0.0.1', resolve));
    const { port } = cap.address() as AddressInfo;
    deployed = await startPortal({ env: { CAP_URL: `http://127.0.0.1:${port}/cap/` } });
  });
  afterAll(async () => {
    await deployed?.stop();
    await new Promise((resolve) => cap?.close(resolve));
  });

  test('redirects to the real application, keeping the hash of the menu item', async () => {
    const { page } = await suite.newPage();
    const { port } = cap.address() as AddressInfo;
    await page.goto(`${deployed.url}/cap/#/logmanage-list`);
    await page.waitForURL(`http://127.0.0.1:${port}/cap/#/logmanage-list`);
    await expect(page.locator('p').innerText()).resolves.toBe('能力开放平台');
    expect(requested).toEqual(['/cap/']);
  });
});
