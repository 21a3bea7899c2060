/**
 * The prerendered sign-in pages (docs/decisions/017, issue 24) against the real server: with the
 * portal's JavaScript held back (every script request waits), index.html alone shows the page of
 * the hash route and language, typeable and never submitting; released, the parcel hydrates that
 * markup (no mismatch reported) and the shell takes it over with what was typed, the focus and
 * the caret, and the sign-in works.
 */
import CryptoJS from 'crypto-js';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, newPage, screenshot, type RecordedPage } from './helpers/browser';
import { startPortal, type Portal } from './helpers/portal';
import { signInAs } from './helpers/sign-in';
import { portalForBlock } from './helpers/suite';

const PASSWORD = process.env.DEMO_PASSWORD || 'Portal@2026';

let browser: Browser;
let portal: Portal;
let recorded: RecordedPage;
let page: Page;
/** Lets the held script requests through. */
let release: () => void;
let requests: Request[];
let warnings: string[];
let navigations: number;

beforeAll(async () => {
  browser = await launchBrowser();
  portal = await startPortal({ env: { LOGIN_SECURITY_MODE: '2' } });
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});
beforeEach(async () => {
  recorded = await newPage(browser);
  page = recorded.page;
  requests = [];
  warnings = [];
  navigations = 0;
  page.on('request', (request) => requests.push(request));
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  release = open;
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
});
afterEach(async () => {
  release();
  await recorded.close();
});

async function open(route: string, language: 'zh-CN' | 'en-US', storage: Record<string, string> = {}, at: Portal = portal) {
  await page.addInitScript((entries) => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value)), { language, ...storage });
  await page.goto(`${at.url}/#${route}`, { waitUntil: 'commit' });
}

/** What the page sent since the `from`th request, other than scripts and the login security mode (a login page asks for it with the page). */
const sentSince = (from: number) =>
  requests.slice(from).filter((request) => !/\.js(\?|$)/.test(request.url()) && !new URL(request.url()).pathname.endsWith('/queryPwdConfig'));

const prerendered = () => page.locator('#portal-prerender [data-prerendered]');
/** The page once the shell has taken it over. */
const live = () => page.locator('#portal-shell [data-parcel] [data-prerendered]');
const hydrationReports = () => [...recorded.errors, ...warnings].filter((text) => /hydrat|#418|#423|#425|did not match|didn't match/i.test(text));

/**
 * A page's text without the space its form keeps for the login security mode's code fields
 * (shown or not by `<html data-login-code>`, gone once the mode is known).
 */
const textOf = (locator: ReturnType<Page['locator']>) =>
  locator.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[data-code-slot]').forEach((slot) => slot.remove());
    return copy.textContent;
  });

/** Records every layout shift from the first paint on (`window.shifts`: when and how much). */
async function recordShifts() {
  await page.addInitScript(() => {
    const shifts: Array<{ at: number; value: number }> = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => shifts.push({ at: entry.startTime, value: (entry as PerformanceEntry & { value: number }).value })),
    ).observe({ type: 'layout-shift', buffered: true });
  });
}
/** The layout shifts recorded until `until` (a `performance.now()`), two frames from now. */
const shifts = async (until = Infinity) => {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(
    (time) => (window as unknown as { shifts: Array<{ at: number; value: number }> }).shifts.filter((shift) => shift.at <= time).map((shift) => shift.value),
    until,
  );
};

async function takenOver() {
  await page.waitForFunction(() => !document.getElementById('portal-prerender') && !document.getElementById('portal-shell')?.hidden);
}

describe.each(['zh-CN', 'en-US'] as const)('client login in %s', (language) => {
  const texts =
    language === 'en-US'
      ? { button: 'Sign in', user: 'Phone/e-mail/user name', heading: 'Client sign-in' }
      : { button: '登录', user: '手机号/邮箱/用户名', heading: '客户端登录' };

  test('shows before any script runs, typeable; a native submit sends nothing and does not navigate; released, it keeps values, focus and caret and signs in', async () => {
    await open('/client-login', language);
    await prerendered().getByRole('heading', { name: texts.heading }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    // Nothing of the portal's code has run: the shell is hidden and empty.
    expect(await page.locator('#portal-shell').evaluate((shell: HTMLElement) => shell.hidden && shell.childElementCount === 0)).toBe(true);
    await screenshot(page, `prerendered-client-login-${language}-before-scripts`);

    const name = page.locator('input[name="client-PRIMARY_ACCOUNT-loginName"]');
    const password = page.locator('input[name="client-PRIMARY_ACCOUNT-pwd"]');
    await name.fill('demo');
    await password.fill(PASSWORD);
    const before = { requests: requests.length, navigations, url: page.url() };
    // A submit the browser would carry out (as if the button were enabled): stopped, and not
    // carried out later (Enter and the button are, see below).
    await page.evaluate(() => document.querySelector<HTMLFormElement>('#portal-prerender form')?.requestSubmit());
    expect(page.url()).toBe(before.url);
    expect(page.url()).not.toContain(PASSWORD);
    expect(navigations).toBe(before.navigations);
    expect(sentSince(before.requests)).toEqual([]);

    await password.focus();
    await password.evaluate((input: HTMLInputElement) => input.setSelectionRange(2, 5));
    const text = await textOf(prerendered());
    release();
    await takenOver();
    expect(await textOf(live())).toBe(text);
    expect(await name.inputValue()).toBe('demo');
    expect(await password.inputValue()).toBe(PASSWORD);
    expect(
      await page.evaluate(() => [
        (document.activeElement as HTMLInputElement).name,
        (document.activeElement as HTMLInputElement).selectionStart,
        (document.activeElement as HTMLInputElement).selectionEnd,
      ]),
    ).toEqual(['client-PRIMARY_ACCOUNT-pwd', 2, 5]);
    // The loader of the shell never showed over the page; exactly one main landmark.
    expect(await page.locator('main').count()).toBe(1);
    await screenshot(page, `prerendered-client-login-${language}-hydrated`);

    const button = page.getByRole('button', { name: texts.button, exact: true });
    await page.waitForFunction((label) => [...document.querySelectorAll('button')].some((b) => b.textContent === label && !b.disabled), texts.button);
    await button.click();
    await page.waitForFunction(() => !location.hash.startsWith('#/client-login'));
    expect(page.url()).not.toContain(PASSWORD);
    expect(hydrationReports()).toEqual([]);
    expect(recorded.errors).toEqual([]);
  });
});

/** The sign-in requests sent (`/common/iam/v1/<side>/login`), each with its decrypted body. */
async function signInRequests(side: 'client' | 'manager') {
  const { aesKey } = (await (await fetch(`${portal.url}/portal-config.json`)).json()) as { aesKey: string };
  return requests
    .filter((request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith(`/iam/v1/${side}/login`))
    .map(
      (request) =>
        JSON.parse(CryptoJS.AES.decrypt((request.postDataJSON() as { data: string }).data, aesKey).toString(CryptoJS.enc.Utf8)) as Record<string, string>,
    );
}

describe.each([
  ['client', 'zh-CN', 'Enter', '/client-login', 'demo'],
  ['manager', 'en-US', 'the login button', '/manager-login', 'admin'],
] as const)('%s login in %s: %s pressed before any script runs', (side, language, press, route, account) => {
  test('sends nothing and stays on the page; released, the form signs in once with what was typed', async () => {
    await open(route, language);
    const form = prerendered().locator('form:visible');
    await form.waitFor();
    await form.locator('input[name$="-loginName"]').fill(account);
    await form.locator('input[name$="-pwd"]').fill(PASSWORD);
    const before = { requests: requests.length, navigations, url: page.url() };
    if (press === 'Enter') await form.locator('input[name$="-pwd"]').press('Enter');
    // The button is still disabled (the login security mode is not known): a press of it all the same.
    else await form.locator('button[type="submit"]').click({ force: true });
    expect(await form.locator('button[type="submit"]').isDisabled()).toBe(true);
    expect(page.url()).toBe(before.url);
    expect(navigations).toBe(before.navigations);
    expect(sentSince(before.requests)).toEqual([]);

    release();
    await page.waitForFunction(() => !!localStorage.getItem('at') && !/^#\/(client|manager)-login/.test(location.hash));
    // Signed in: the page after the login shows; no second request came after the first.
    await page.locator('#portal-shell header [data-testid="account-menu-trigger"]').waitFor();
    await page.waitForTimeout(300);
    expect(await signInRequests(side)).toEqual([expect.objectContaining({ loginName: account, pwd: PASSWORD })]);
    expect(page.url()).not.toContain(PASSWORD);
    expect(requests.some((request) => request.url().includes(encodeURIComponent(PASSWORD)) || request.url().includes(PASSWORD))).toBe(false);
    expect(hydrationReports()).toEqual([]);
    expect(recorded.errors).toEqual([]);
  });
});

test('client login, live while the login security mode still loads: Enter waits for it, then signs in once', async () => {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(/\/queryPwdConfig(\?|$)/, async (request) => {
    await answered;
    await request.continue();
  });
  await open('/client-login', 'en-US');
  await prerendered().locator('form:visible').waitFor();
  release();
  await takenOver();
  const form = page.locator('#portal-shell form:visible');
  await form.locator('input[name$="-loginName"]').fill('demo');
  await form.locator('input[name$="-pwd"]').fill(PASSWORD);
  await form.locator('input[name$="-pwd"]').press('Enter');
  await page.waitForTimeout(300);
  expect(await form.locator('button[type="submit"]').isDisabled()).toBe(true);
  expect(await signInRequests('client')).toEqual([]);
  answer();
  await page.waitForFunction(() => !!localStorage.getItem('at') && !location.hash.startsWith('#/client-login'));
  await page.waitForTimeout(300);
  expect(await signInRequests('client')).toEqual([expect.objectContaining({ loginName: 'demo', pwd: PASSWORD })]);
  expect(recorded.errors).toEqual([]);
});

test.each(['/client-login', '/manager-login'])(
  '%s asks for the login security mode with the page, before any script runs; the live form takes that answer',
  async (route) => {
    const asked = () => requests.filter((request) => new URL(request.url()).pathname.endsWith('/passwordStrategy/queryPwdConfig'));
    await open(route, 'zh-CN');
    await prerendered().locator('form:visible').waitFor();
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/queryPwdConfig')));
    expect(asked()).toHaveLength(1);
    expect(await page.locator('#portal-shell').evaluate((shell: HTMLElement) => shell.childElementCount)).toBe(0);
    release();
    await takenOver();
    // Filled in, the button is enabled: the form knows the mode.
    const form = page.locator('#portal-shell form:visible');
    await form.locator('input[name$="-loginName"]').fill('someone');
    await form.locator('input[name$="-pwd"]').fill(PASSWORD);
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLButtonElement>('#portal-shell form button[type="submit"]')].some((b) => !b.disabled));
    // One request in all: the form did not ask again.
    expect(asked()).toHaveLength(1);
    expect(recorded.errors).toEqual([]);
  },
);

test('client login: the sub-account tab chosen, typed into and its password shown before any script runs are the state of the hydrated form, and it signs in', async () => {
  await open('/client-login', 'en-US', { loginName: 'someone' });
  await prerendered().locator('form').first().waitFor();
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  await tab('Sub-account').click();
  expect(await tab('Sub-account').getAttribute('aria-selected')).toBe('true');
  expect(await tab('Primary account').getAttribute('aria-selected')).toBe('false');
  const input = (name: string) => page.locator(`input[name="client-SUB_ACCOUNT-${name}"]`);
  await input('priLoginName').fill('demo');
  await input('loginName').fill('operator');
  await input('pwd').fill(PASSWORD);
  // Show password works before the scripts too, and stays shown through hydration.
  await prerendered().getByRole('button', { name: 'Show password' }).click();
  expect(await input('pwd').getAttribute('type')).toBe('text');
  expect(await page.locator('input[name="client-PRIMARY_ACCOUNT-loginName"]').isVisible()).toBe(false);
  // The primary tab keeps its remembered name behind the switch.
  expect(await page.locator('input[name="client-PRIMARY_ACCOUNT-loginName"]').inputValue()).toBe('someone');
  await screenshot(page, 'prerendered-client-login-en-US-sub-account-before-scripts');
  const text = await textOf(prerendered());
  release();
  await takenOver();
  expect(await textOf(live())).toBe(text);
  expect(await tab('Sub-account').getAttribute('aria-selected')).toBe('true');
  expect(await input('priLoginName').isVisible()).toBe(true);
  expect([await input('priLoginName').inputValue(), await input('loginName').inputValue(), await input('pwd').inputValue()]).toEqual([
    'demo',
    'operator',
    PASSWORD,
  ]);
  expect(await input('pwd').getAttribute('type')).toBe('text');
  await page.locator('#portal-shell').getByRole('button', { name: 'Hide password', pressed: true }).click();
  expect(await input('pwd').getAttribute('type')).toBe('password');
  // Live: the tabs are React's now, and switch back and forth keeping both forms.
  await tab('Primary account').click();
  expect(await page.locator('input[name="client-PRIMARY_ACCOUNT-loginName"]').inputValue()).toBe('someone');
  await tab('Sub-account').click();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#portal-shell form button[type="submit"]')].some((b) => b.checkVisibility() && !(b as HTMLButtonElement).disabled),
  );
  await input('pwd').press('Enter');
  await page.waitForFunction(() => !location.hash.startsWith('#/client-login'));
  expect(await page.evaluate(() => localStorage.getItem('accountType'))).toBe('SUB_ACCOUNT');
  expect(hydrationReports()).toEqual([]);
  expect(recorded.errors).toEqual([]);
});

describe.each(['zh-CN', 'en-US'] as const)('the signed-in first screen in %s', (language) => {
  test('a reload on the overview shows the header and the cards loading before any script runs, nothing of the user; released, the shell replaces them without a shift', async () => {
    const user = await signInAs(page, portal, 'demo');
    await recordShifts();
    await page.evaluate((value) => localStorage.setItem('language', value), language);
    await page.goto(`${portal.url}/#/application-overview`, { waitUntil: 'commit' });
    const frame = page.locator('#portal-prerender [data-static-frame="overview"]');
    await frame.waitFor();
    expect(await page.locator('#portal-shell').evaluate((shell: HTMLElement) => shell.hidden && shell.childElementCount === 0)).toBe(true);
    expect(await frame.locator('[data-frame-testid="top-nav-skeleton"]').isVisible()).toBe(true);
    expect(await frame.locator('[data-frame-card]').count()).toBe(6);
    // A picture: no landmark, test id or page marker of the shell's, inert and hidden from assistive technology.
    expect(
      await frame.evaluate((element) => [
        element.getAttribute('aria-hidden'),
        element.hasAttribute('inert'),
        element.querySelectorAll('header, main, [data-testid], [data-page], [data-card]').length,
      ]),
    ).toEqual(['true', true, 0]);
    // Nothing of the user in the static HTML.
    const html = await frame.evaluate((element) => element.outerHTML);
    for (const value of [user.user.userName, user.user.loginName]) expect(html).not.toContain(value);
    // The frame's header (its first child: a div in the frame, which carries no landmark).
    const header = await frame.locator(':scope > div').first().boundingBox();
    const card = await frame.locator('[data-frame-card]').first().boundingBox();
    await screenshot(page, `signed-in-frame-overview-${language}-before-scripts`);
    // When the static frame goes: the shifts until then, and in the frame that shows the shell, are its.
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if (document.getElementById('portal-prerender')) return;
        observer.disconnect();
        (window as unknown as { tookOver: number }).tookOver = performance.now();
      });
      observer.observe(document.body, { childList: true });
    });
    // The API's answers wait until the handover is judged: a card's data arriving moves the page
    // below it, which is the shell's own shift, not the handover's.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`${portal.url}/api/**`, async (route) => {
      await answered;
      await route.continue();
    });
    release();
    await takenOver();
    const shell = page.locator('#portal-shell');
    expect(await shell.locator('header').boundingBox()).toEqual(header);
    expect(await shell.locator('[data-card]').first().boundingBox()).toMatchObject({ x: card?.x, y: card?.y, width: card?.width });
    expect(await shell.locator('[data-testid="account-menu-trigger"]').isVisible()).toBe(true);
    expect(await shell.locator('[data-testid="notice-bell"]').isVisible()).toBe(true);
    // The shifts until the handover and in the frames after it, while no data has arrived.
    const tookOver = await page.evaluate(() => (window as unknown as { tookOver: number }).tookOver);
    expect(await shifts(tookOver + 50)).toEqual([]);
    answer();
    await page.waitForFunction(
      (loading) => [...document.querySelectorAll('#portal-shell [data-card]')].every((card) => !card.textContent?.includes(loading)),
      language === 'zh-CN' ? '加载中…' : 'Loading…',
    );
    await screenshot(page, `signed-in-frame-overview-${language}-live`);
    expect(recorded.errors).toEqual([]);
  });
});

describe.each(['zh-CN', 'en-US'] as const)('register and find password in %s', (language) => {
  test('register: typed before any script runs, nothing submits; released, values, the agreement, focus and caret are kept and are the form state', async () => {
    await open('/register', language);
    await prerendered().locator('form').waitFor();
    const input = (name: string) => page.locator(`input[name="register-${name}"]`);
    await input('tenantName').fill('测试租户-prerender');
    await input('userName').fill('tester_pre');
    await input('password').fill(PASSWORD);
    await prerendered().locator('input[name="register-agreement"]').check();
    const before = { requests: requests.length, navigations, url: page.url() };
    await input('password').press('Enter');
    await page.evaluate(() => document.querySelector<HTMLFormElement>('#portal-prerender form')?.requestSubmit());
    expect(page.url()).toBe(before.url);
    expect(navigations).toBe(before.navigations);
    expect(sentSince(before.requests)).toEqual([]);
    await input('userName').focus();
    await input('userName').evaluate((field: HTMLInputElement) => field.setSelectionRange(1, 4));
    await screenshot(page, `prerendered-register-${language}-before-scripts`);
    release();
    await takenOver();
    expect(await input('tenantName').inputValue()).toBe('测试租户-prerender');
    expect(await input('userName').inputValue()).toBe('tester_pre');
    expect(await input('password').inputValue()).toBe(PASSWORD);
    expect(await page.locator('input[name="register-agreement"]').isChecked()).toBe(true);
    expect(
      await page.evaluate(() => {
        const active = document.activeElement as HTMLInputElement;
        return [active.name, active.selectionStart, active.selectionEnd];
      }),
    ).toEqual(['register-userName', 1, 4]);
    // The state has them: a submit now flags only the fields left empty (and no agreement message).
    await page.locator('#portal-shell form button[type="submit"]').click();
    await page.locator('input[name="register-mobile"][aria-invalid="true"]').waitFor();
    for (const name of ['tenantName', 'userName', 'password']) expect(await input(name).getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('input[name="register-agreement"]').getAttribute('aria-invalid')).toBeNull();
    await screenshot(page, `prerendered-register-${language}-hydrated`);
    expect(hydrationReports()).toEqual([]);
    expect(recorded.errors).toEqual([]);
  });

  test('find password: typed before any script runs; released, values, focus and caret are kept and are the form state', async () => {
    await open('/find-password', language);
    await prerendered().locator('form').first().waitFor();
    const mobile = page.locator('input[name="find-sms-mobile"]');
    await mobile.fill('13800000000');
    await page.locator('input[name="find-sms-new"]').fill(PASSWORD);
    await page.locator('input[name="find-sms-new"]').press('Enter');
    expect(requests.filter((request) => !/\.js(\?|$)/.test(request.url()) && request.url().includes('/api/'))).toEqual([]);
    await mobile.focus();
    await mobile.evaluate((field: HTMLInputElement) => field.setSelectionRange(3, 3));
    release();
    await takenOver();
    expect(await mobile.inputValue()).toBe('13800000000');
    expect(await page.locator('input[name="find-sms-new"]').inputValue()).toBe(PASSWORD);
    expect(await page.evaluate(() => [(document.activeElement as HTMLInputElement).name, (document.activeElement as HTMLInputElement).selectionStart])).toEqual(
      ['find-sms-mobile', 3],
    );
    await page.locator('#portal-shell form button[type="submit"]').first().click();
    await page.locator('input[name="find-sms-code"][aria-invalid="true"]').waitFor();
    expect(await mobile.getAttribute('aria-invalid')).toBeNull();
    expect(hydrationReports()).toEqual([]);
    expect(recorded.errors).toEqual([]);
  });
});

describe('the login security mode with a code (mode 0)', () => {
  const codePortal = portalForBlock({ env: { LOGIN_SECURITY_MODE: '0' } });

  test.each(['zh-CN', 'en-US'] as const)(
    '%s: the code field appears in the space kept for it from the first paint, no layout shift until it is live',
    async (language) => {
      await recordShifts();
      await open('/client-login', language, {}, codePortal);
      await prerendered().locator('form:visible').waitFor();
      // The server said how many code fields the mode asks for; the prerendered form keeps their space.
      expect(await page.evaluate(() => document.documentElement.dataset.loginCode)).toBe('one');
      const slot = prerendered().locator('form:visible [data-code-slot]');
      expect((await slot.boundingBox())?.height).toBeGreaterThan(0);
      const button = page.locator('form:visible button[type="submit"]');
      const before = await button.boundingBox();
      await screenshot(page, `prerendered-client-login-code-${language}-before-scripts`);
      release();
      await takenOver();
      const code = page.locator('input[name="client-PRIMARY_ACCOUNT-verificeCode"]');
      await code.waitFor();
      expect(await page.locator('form:visible [data-code-slot]').count()).toBe(0);
      expect(await button.boundingBox()).toEqual(before);
      // Every shift the browser reported, from the first paint until the mode is known and the page live.
      expect(await shifts()).toEqual([]);
      await screenshot(page, `prerendered-client-login-code-${language}-hydrated`);
      expect(hydrationReports()).toEqual([]);
      expect(recorded.errors).toEqual([]);
    },
  );

  test('mode 2 (no code): the kept space is not shown', async () => {
    await open('/client-login', 'zh-CN');
    await prerendered().locator('form:visible').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.loginCode)).toBe('none');
    expect(await prerendered().locator('[data-code-slot]').first().isVisible()).toBe(false);
  });
});

describe('each prerendered page', () => {
  const cases = [
    ['/client-login', 'zh-CN', {}],
    ['/client-login', 'en-US', {}],
    ['/client-login', 'zh-CN', { accountType: 'SUB_ACCOUNT', priLoginName: 'demo', childLoginName: 'operator' }],
    ['/client-login', 'en-US', { accountType: 'SUB_ACCOUNT' }],
    ['/manager-login', 'zh-CN', { loginName: 'admin' }],
    ['/manager-login', 'en-US', {}],
    ['/register', 'zh-CN', {}],
    ['/register', 'en-US', { loginName: 'demo' }],
    ['/find-password', 'zh-CN', {}],
    ['/find-password', 'en-US', { userType: 'MANAGER_USER' }],
  ] as const;

  test.each(cases)('%s in %s (%j): the hydrated DOM has the prerendered text, no mismatch reported', async (route, language, storage) => {
    // What the server says later (the password strategy's lengths, the login security mode) changes
    // the page after hydration: held until the hydrated DOM is compared.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(/\/(queryStrategy|queryPwdConfig)(\?|$)/, async (request) => {
      await answered;
      await request.continue();
    });
    await open(route, language, storage);
    await prerendered().locator('form:visible').first().waitFor();
    const text = await textOf(prerendered());
    const values = await prerendered()
      .locator('input:not([data-code-slot] input)')
      .evaluateAll((inputs: HTMLInputElement[]) => inputs.map((input) => (input.type === 'checkbox' ? input.checked : input.value)));
    release();
    await takenOver();
    expect(await textOf(live())).toBe(text);
    expect(
      await live()
        .locator('input:not([data-code-slot] input)')
        .evaluateAll((inputs: HTMLInputElement[]) => inputs.map((input) => (input.type === 'checkbox' ? input.checked : input.value))),
    ).toEqual(values);
    answer();
    if ('loginName' in storage && route !== '/register') expect(values[0]).toBe(storage.loginName);
    // A remembered login name fills no register field and ticks no agreement.
    if (route === '/register') expect(values.every((value) => value === '' || value === false)).toBe(true);
    // Find password's way back follows the stored user type.
    if (route === '/find-password')
      expect(await live().locator('a[href^="#/"][href$="-login"]').getAttribute('href')).toBe('userType' in storage ? '#/manager-login' : '#/client-login');
    if ('childLoginName' in storage) expect(values).toEqual(expect.arrayContaining([storage.priLoginName, storage.childLoginName]));
    expect(hydrationReports()).toEqual([]);
    expect(recorded.errors).toEqual([]);
  });

  test('a signed-in visitor, a route with a query or another route get no prerendered page', async () => {
    /** What index.html's script decided, once the document is parsed up to the boot script. */
    const shown = async () => {
      await page.locator('script[data-bridges]').waitFor({ state: 'attached' });
      return page.evaluate(() => ({
        prerender: document.getElementById('portal-prerender')?.hidden === false,
        shell: !document.getElementById('portal-shell')?.hidden,
      }));
    };
    // A hash change alone is no new load: each case loads the page afresh.
    const load = async (route: string) => {
      await page.goto('about:blank');
      await page.goto(`${portal.url}/#${route}`, { waitUntil: 'commit' });
    };
    await open('/client-login?reason=expired', 'zh-CN');
    expect(await shown()).toEqual({ prerender: false, shell: true });
    // Register's query (referral references) is the page's to read: the portal renders it.
    await load('/register?pid=1');
    expect(await shown()).toEqual({ prerender: false, shell: true });
    await load('/platform');
    expect(await shown()).toEqual({ prerender: false, shell: true });
    await page.evaluate(() => {
      localStorage.setItem('at', 'x');
      localStorage.setItem('rt', 'y');
    });
    await load('/client-login');
    expect(await shown()).toEqual({ prerender: false, shell: true });
    await page.evaluate(() => localStorage.clear());
    await load('/client-login');
    expect(await shown()).toEqual({ prerender: true, shell: false });
  });

  test('a link followed before the scripts run leaves the prerendered page for the shell', async () => {
    await open('/client-login', 'zh-CN');
    await prerendered().locator('a[href="#/register"]').click();
    expect(await page.locator('#portal-prerender').count()).toBe(0);
    release();
    await page.locator('#portal-shell').getByRole('heading', { level: 1 }).waitFor();
    expect(page.url()).toContain('#/register');
    expect(recorded.errors).toEqual([]);
  });
});
