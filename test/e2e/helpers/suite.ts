import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, type RecordedPage } from './browser';
import { startPortal, type Portal } from './portal';
import { signInAs, type DemoAccount } from './sign-in';

export interface SignedInSuite {
  portal: Portal;
  browser: Browser;
  /**
   * A new page signed in as `account` that also counts HTTP answers of 400 and up among its
   * errors; `prepare` runs before sign-in (e.g. to route requests). Closed after its test (one
   * made in a `beforeAll`, shared by the tests of a block, after the file).
   */
  signedInPage(
    account: DemoAccount,
    options?: { viewport?: { width: number; height: number }; prepare?: (recorded: RecordedPage) => Promise<void> },
  ): Promise<RecordedPage>;
}

/**
 * One real portal (fresh database, demo data) and one Chromium for a test file: started before
 * its tests, stopped after them.
 */
export function signedInSuite(env: Record<string, string> = { LOGIN_SECURITY_MODE: '2' }, options: { timeoutMs?: number } = {}): SignedInSuite {
  const pages: RecordedPage[] = [];
  const suite = {
    async signedInPage(account, options = {}) {
      const recorded = await newPage(suite.browser, options.viewport ? { viewport: options.viewport } : {});
      pages.push(recorded);
      recorded.page.on('response', (response) => {
        if (response.status() >= 400) recorded.errors.push(`HTTP ${response.status()} ${new URL(response.url()).pathname}`);
      });
      await options.prepare?.(recorded);
      await signInAs(recorded.page, suite.portal, account);
      return recorded;
    },
  } as SignedInSuite;

  beforeAll(
    async () => {
      [suite.portal, suite.browser] = await Promise.all([startPortal({ env, timeoutMs: options.timeoutMs }), launchBrowser()]);
    },
    (options.timeoutMs ?? 60_000) + 30_000,
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

/**
 * Real failures: page errors, console errors and HTTP answers of 400 and up seen by the page. The
 * browser's own favicon request is invisible to the page but logs "Failed to load resource",
 * so that console line is left to the HTTP check.
 */
export const realFailures = (errors: string[]) => errors.filter((e) => !e.startsWith('console: Failed to load resource'));
