/**
 * The signed-in frame (issue 16): framer-motion as one shared module fetched with the signed-in
 * frame and never on the login route; the top nav's highlight moving, the content settling in
 * and the bell's notices leaving on 全部已读, and none of it under prefers-reduced-motion; the
 * bell as the `@portal/notice-bell` parcel in the header and inside the message centre sub-app;
 * a notice clicked in the bell opening in the message centre, read; menu icons, breadcrumbs, the
 * collapsible left nav; the top nav and the message table at a phone's width.
 */
import type { Page } from 'playwright-core';
import { newPage, screenshot, scriptsOf } from './helpers/browser';
import { clickBeforeOverlayCode, holdOverlayChunk } from './helpers/overlay-chunk';
import { realFailures, signedInSuite } from './helpers/suite';

jest.setTimeout(180_000);

// A busy machine may take more than a minute to start the server.
const suite = signedInSuite(undefined, { timeoutMs: 180_000 });
const STATION = '/common/msg/system/message/station';

async function frameReady(page: Page, route: string) {
  await page.goto(`${suite.portal.url}/#${route}`);
  await page.getByTestId('notice-bell').waitFor({ timeout: 30_000 });
  await page.getByTestId('top-nav-indicator').waitFor({ timeout: 30_000 });
}

/** Samples a value on every animation frame for `ms` while `act` runs (long enough for a busy machine's click). */
async function sample<T>(page: Page, probe: string, act: () => Promise<void>, ms = 2500): Promise<T[]> {
  await page.evaluate(
    ({ probe, ms }) => {
      const w = window as unknown as { __samples: unknown[] };
      w.__samples = [];
      const fn = new Function(`return (${probe})`) as () => unknown;
      const end = performance.now() + ms;
      const tick = () => {
        w.__samples.push(fn());
        if (performance.now() < end) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    { probe, ms },
  );
  await act();
  await page.waitForTimeout(ms + 100);
  return page.evaluate(() => (window as unknown as { __samples: T[] }).__samples);
}

const INDICATOR_X = `(() => { const el = document.querySelector('[data-testid="top-nav-indicator"]'); return el ? Math.round(el.getBoundingClientRect().left) : null; })()`;
const MAIN_OPACITY = `Number(getComputedStyle(document.getElementById('portal-main')).opacity)`;

describe('framer-motion, one shared module of the signed-in frame', () => {
  test('the login route never fetches framer-motion nor the bell parcel; the signed-in frame fetches each once', async () => {
    const recorded = await newPage(suite.browser);
    const scripts = scriptsOf(recorded.page);
    await recorded.page.goto(`${suite.portal.url}/#/client-login`);
    await recorded.page.locator('form').first().waitFor({ timeout: 30_000 });
    await recorded.page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /framer-motion|notice-bell/.test(s))).toEqual([]);
    await recorded.close();

    const { page, errors } = await suite.signedInPage('demo');
    const signedIn = scriptsOf(page);
    await frameReady(page, '/application-overview');
    expect(signedIn.filter((s) => s.includes('/shared/framer-motion.'))).toHaveLength(1);
    expect(signedIn.filter((s) => s.includes('/portal-notice-bell.'))).toHaveLength(1);
    await expect(page.locator('header [data-parcel="@portal/notice-bell"] [data-testid="notice-bell"]').count()).resolves.toBe(1);
    expect(realFailures(errors)).toEqual([]);
  });

  test("the top nav's highlight travels to the chosen item and the content settles in", async () => {
    const { page } = await suite.signedInPage('demo');
    await frameReady(page, '/application-overview');
    const from = await page.evaluate(INDICATOR_X);
    const xs = await sample<number | null>(page, INDICATOR_X, () => page.locator('[data-testid="top-nav"] [data-menu-code="portal-application"]').click());
    const to = xs.at(-1)!;
    expect(to).not.toBe(from);
    // Somewhere between the two items on the way: it moved, it did not jump.
    expect(xs.some((x) => x !== null && x !== from && x !== to)).toBe(true);
    await page.waitForFunction(() => location.hash.startsWith('#/application'));

    const opacities = await sample<number>(page, MAIN_OPACITY, () => page.locator('[data-testid="top-nav"] [data-menu-code="portal-overview"]').click());
    expect(Math.min(...opacities)).toBeLessThan(1);
    expect(opacities.at(-1)).toBe(1);
  });

  test('with prefers-reduced-motion nothing moves: the highlight jumps and the content shows at once', async () => {
    const { page } = await suite.signedInPage('demo', { prepare: async ({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }) });
    await frameReady(page, '/application-overview');
    const from = await page.evaluate(INDICATOR_X);
    const xs = await sample<number | null>(page, INDICATOR_X, () => page.locator('[data-testid="top-nav"] [data-menu-code="portal-application"]').click());
    const to = xs.at(-1)!;
    expect(to).not.toBe(from);
    expect(xs.filter((x) => x !== null && x !== from && x !== to)).toEqual([]);
    const opacities = await sample<number>(page, MAIN_OPACITY, () => page.locator('[data-testid="top-nav"] [data-menu-code="portal-overview"]').click());
    expect(Math.min(...opacities)).toBe(1);
    await expect(page.evaluate(() => document.getAnimations().length)).resolves.toBe(0);
  });
});

describe('the notice bell parcel', () => {
  test('a notice clicked in the bell opens in the message centre, marked read', async () => {
    const { page, errors } = await suite.signedInPage('demo');
    await frameReady(page, '/application-overview');
    const before = Number(
      await page
        .getByTestId('notice-badge')
        .innerText()
        .then((s) => s.replace('+', '')),
    );
    await page.getByTestId('notice-bell').click();
    const first = page.getByTestId('notice-item').first();
    await first.waitFor();
    const title = await first.locator('p').first().innerText();
    await first.getByRole('button').click();
    await page.waitForFunction(() => /#\/common\/msg\/system\/message\/detail\/\d+\?menu_code=msg_station$/.test(location.hash), null, { timeout: 20_000 });
    const detail = page.locator('[data-detail]');
    await page.locator('[data-page="notice"] [data-read]').waitFor({ timeout: 30_000 });
    await expect(detail.locator('h1').innerText()).resolves.toBe(title);
    await page.waitForFunction(() => document.querySelector('[data-detail]')?.textContent?.includes('已读'), null, { timeout: 20_000 });
    if (before < 99)
      await page.waitForFunction((n) => document.querySelector('[data-testid="notice-badge"]')?.textContent === String(n), before - 1, { timeout: 20_000 });
    await screenshot(page, 'bell-opens-notice');
    // Back to the list: the address no longer names the notice.
    await page.getByRole('link', { name: /返回列表/ }).click();
    await page.waitForFunction(() => /#\/common\/msg\/system\/message\/station\?menu_code=msg_station$/.test(location.hash));
    expect(realFailures(errors)).toEqual([]);
  });

  test('the bell is drawn before its popover’s code (the overlay chunk) is here; a click then opens the popover once it is, in the same place', async () => {
    const { page, errors } = await suite.signedInPage('demo', { viewport: { width: 1280, height: 800 } });
    const release = await holdOverlayChunk(page);
    await page.goto(`${suite.portal.url}/#/application-overview`);
    const bell = page.getByTestId('notice-bell');
    // The chunk is held: the bell is drawn all the same.
    await bell.waitFor({ timeout: 30_000 });
    const popover = page.getByTestId('notice-popover');
    // Nothing in the header moves when the popover's code arrives.
    await clickBeforeOverlayCode(bell, popover, popover.getByTestId('notice-item'), release);
    expect(realFailures(errors)).toEqual([]);
  });

  test('the message centre shows one bell, the header’s', async () => {
    const { page, errors } = await suite.signedInPage('demo');
    await frameReady(page, STATION);
    await page.locator('[data-page="station"] h1').waitFor({ timeout: 30_000 });
    await expect(page.locator('[data-parcel="@portal/notice-bell"]').count()).resolves.toBe(1);
    await expect(page.locator('[data-page="station"] [data-parcel="@portal/notice-bell"]').count()).resolves.toBe(0);
    expect(realFailures(errors)).toEqual([]);
  });

  test.each([
    ['moving', false],
    ['reduced motion', true],
  ])('on 全部已读 the notices leave the list (%s)', async (_name, reduce) => {
    const { page, errors } = await suite.signedInPage(reduce ? 'operator' : 'demo2', {
      prepare: async ({ page }) => (reduce ? page.emulateMedia({ reducedMotion: 'reduce' }) : undefined),
    });
    await frameReady(page, '/application-overview');
    await page.getByTestId('notice-bell').click();
    await page.getByTestId('notice-item').first().waitFor();
    const probe = `[...document.querySelectorAll('[data-testid="notice-item"]')].map((el) => Number(getComputedStyle(el).opacity))`;
    const frames = await sample<number[]>(page, probe, () => page.getByRole('button', { name: '全部已读' }).click());
    const fading = frames.some((ops) => ops.some((o) => o > 0 && o < 1));
    expect(fading).toBe(!reduce);
    await expect(page.getByTestId('notice-item').count()).resolves.toBe(0);
    await page.getByText('暂无未读消息').waitFor();
    expect(realFailures(errors)).toEqual([]);
  });
});

describe('the shell', () => {
  test('nav icons, the breadcrumb of a nested page, and a left nav that folds and stays folded', async () => {
    const { page, errors } = await suite.signedInPage('demo');
    await frameReady(page, `${STATION}?menu_code=msg_station`);
    const icons = await page.locator('[data-testid="top-nav"] svg').evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('data-icon')));
    expect(icons.length).toBeGreaterThan(3);
    expect(icons).not.toContain('default');
    const crumbs = page.getByTestId('breadcrumbs');
    await crumbs.waitFor();
    // The message centre's own crumbs only repeat the menu: inside the portal the shell's stand alone.
    await page.locator('[data-page="station"] h1').waitFor({ timeout: 30_000 });
    await expect(page.getByRole('navigation', { name: '菜单路径' }).count()).resolves.toBe(1);
    await expect(page.locator('[data-page="station"]').getByRole('navigation', { name: '当前位置' }).count()).resolves.toBe(0);
    await expect(crumbs.innerText()).resolves.toMatch(/消息中心\s*\/\s*站内信/);

    const toggle = page.getByTestId('left-nav-toggle');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.locator('#portal-left-nav-list').isVisible()).resolves.toBe(false);
    await page.reload();
    await page.getByTestId('left-nav-toggle').waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('left-nav-toggle').getAttribute('aria-expanded')).resolves.toBe('false');
    await screenshot(page, 'shell-left-nav-folded');
    await page.getByTestId('left-nav-toggle').press('Space');
    await expect(page.locator('#portal-left-nav-list').isVisible()).resolves.toBe(true);
    expect(realFailures(errors)).toEqual([]);
  });

  test('at 390 px the top nav puts what does not fit into 更多, and the message table keeps every column reachable', async () => {
    const { page, errors } = await suite.signedInPage('admin', { viewport: { width: 390, height: 844 } });
    await frameReady(page, '/user-info');
    await page.getByTestId('top-nav-more').click();
    await page.getByTestId('top-nav-more-menu').getByRole('menuitem').first().waitFor();
    await screenshot(page, 'shell-390-top-nav');
    await page.keyboard.press('Escape');

    await frameReady(page, `${STATION}?menu_code=msg_station`);
    const table = page.getByRole('region', { name: '消息列表' });
    await table.locator('table').waitFor({ timeout: 30_000 });
    await page.locator('[data-scroll-hint]').waitFor();
    await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(page.getByRole('columnheader', { name: '操作' }).isVisible()).resolves.toBe(true);
    const box = await page.getByRole('columnheader', { name: '操作' }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'station-390-table');
    expect(realFailures(errors)).toEqual([]);
  });
});
