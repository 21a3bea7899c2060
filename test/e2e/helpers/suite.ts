import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, newPage, type RecordedPage } from './browser';
import { startPortal, type Portal, type StartPortalOptions } from './portal';
import { signInAs, type DemoAccount } from './sign-in';

export interface PagesOnDemand {
  portal: Portal;
  browser: Browser;
  /**
   * A new page in a fresh context (empty storage), closed after its test (one made in a
   * `beforeAll`, shared by the tests of a block, after the file).
   */
  newPage(options?: BrowserContextOptions): Promise<RecordedPage>;
}

/**
 * A real portal for the tests of the enclosing describe block: started before them, stopped after
 * them. The object is filled in by that beforeAll hook, so its fields are read in tests and hooks,
 * not while the block is being declared.
 */
export function portalForBlock(options: StartPortalOptions): Portal {
  const portal = {} as Portal;
  beforeAll(async () => {
    Object.assign(portal, await startPortal(options));
  });
  afterAll(async () => {
    await portal.stop?.();
  });
  return portal;
}

/**
 * One real portal (fresh database, demo data) and one Chromium for a test file: started before
 * its tests, stopped after them; pages are made by the tests that need them.
 */
export function pagesOnDemand(portalOptions: StartPortalOptions = {}): PagesOnDemand {
  const pages: RecordedPage[] = [];
  const suite = {
    async newPage(options = {}) {
      const recorded = await newPage(suite.browser, options);
      pages.push(recorded);
      return recorded;
    },
  } as PagesOnDemand;

  beforeAll(
    async () => {
      [suite.portal, suite.browser] = await Promise.all([startPortal(portalOptions), launchBrowser()]);
    },
    (portalOptions.timeoutMs ?? 60_000) + 30_000,
  );
  // A test's pages close when it ends: left open, every signed-in page of the file keeps polling
  // and rendering in the one browser, and the file's last tests ran several times slower on a
  // loaded CI machine than its first (a 30 s page load timing out, seen with E2E_CPU_SLOWDOWN).
  let firstOfTest = -1;
  beforeEach(() => {
    firstOfTest = pages.length;
  });
  afterEach(async () => {
    if (firstOfTest < 0) return;
    for (const recorded of pages.splice(firstOfTest)) await recorded.close();
    firstOfTest = -1;
  });
  afterAll(async () => {
    for (const recorded of pages) await recorded.close();
    await suite.browser?.close();
    await suite.portal?.stop();
  });
  return suite;
}

export interface SignedInSuite extends PagesOnDemand {
  /**
   * A new page signed in as `account` that also counts HTTP answers of 400 and up among its
   * errors; `prepare` runs before sign-in (e.g. to route requests). Closed as `newPage` says.
   */
  signedInPage(
    account: DemoAccount,
    options?: { viewport?: { width: number; height: number }; prepare?: (recorded: RecordedPage) => Promise<void> },
  ): Promise<RecordedPage>;
}

/** `pagesOnDemand` with pages signed in through the API, the portal in login security mode 2 unless `env` says otherwise. */
export function signedInSuite(env: Record<string, string> = { LOGIN_SECURITY_MODE: '2' }, options: { timeoutMs?: number } = {}): SignedInSuite {
  const suite = pagesOnDemand({ env, timeoutMs: options.timeoutMs }) as SignedInSuite;
  suite.signedInPage = async (account, options = {}) => {
    const recorded = await suite.newPage(options.viewport ? { viewport: options.viewport } : {});
    recorded.page.on('response', (response) => {
      if (response.status() >= 400) recorded.errors.push(`HTTP ${response.status()} ${new URL(response.url()).pathname}`);
    });
    await options.prepare?.(recorded);
    await signInAs(recorded.page, suite.portal, account);
    return recorded;
  };
  return suite;
}

export interface PagePerTest {
  /** Undefined when the file starts its portals itself (one per block). */
  portal: Portal;
  browser: Browser;
  /** The current test's page and what it recorded. */
  recorded: RecordedPage;
  page: Page;
}

/**
 * One Chromium (and, with `portal`, one real portal) for a test file, and a fresh page in a fresh
 * context for each of its tests, closed after it. The hooks fill the fields in (portal and browser
 * before the file, recorded and page before each test), so they are read in tests and hooks only.
 * `httpErrors` also counts every answer of 400 and up among the page's errors, as
 * "<status> <url>".
 */
export function pagePerTest(
  options: {
    portal?: StartPortalOptions;
    startTimeoutMs?: number;
    context?: BrowserContextOptions;
    httpErrors?: boolean;
    /** Runs after the file's tests, before the browser and the portal stop (a report, a look at the server). */
    beforeStop?: (suite: PagePerTest) => Promise<void> | void;
  } = {},
): PagePerTest {
  const suite = {} as PagePerTest;
  beforeAll(async () => {
    [suite.portal, suite.browser] = (await Promise.all([options.portal ? startPortal(options.portal) : undefined, launchBrowser()])) as [Portal, Browser];
  }, options.startTimeoutMs);
  afterAll(async () => {
    await options.beforeStop?.(suite);
    await suite.browser?.close();
    await suite.portal?.stop();
  });
  beforeEach(async () => {
    suite.recorded = await newPage(suite.browser, options.context);
    suite.page = suite.recorded.page;
    if (options.httpErrors)
      suite.page.on('response', (response) => {
        if (response.status() >= 400) suite.recorded.errors.push(`${response.status()} ${response.url()}`);
      });
  });
  afterEach(async () => {
    await suite.recorded?.close();
  });
  return suite;
}

/**
 * Real failures: page errors, console errors and HTTP answers of 400 and up seen by the page. The
 * browser's own favicon request is invisible to the page but logs "Failed to load resource",
 * so that console line is left to the HTTP check.
 */
export const realFailures = (errors: string[]) => errors.filter((e) => !e.startsWith('console: Failed to load resource'));
