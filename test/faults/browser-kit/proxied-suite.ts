/**
 * One real portal behind a fault proxy and one Chromium for a test file. Pages load the portal
 * from the proxy's origin and sign in through it, so the proxy can slow or cut everything the
 * browser sends while the real server (and its database) stays as it was.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, type RecordedPage } from '../../e2e/helpers/browser';
import { startPortal, type Portal } from '../../e2e/helpers/portal';
import { signInAs, type DemoAccount } from '../../e2e/helpers/sign-in';
import { startFaultProxy, type FaultProxy } from './fault-proxy';

/** `FAULTS_FULL=1`: the longer run (forms one after another, every sub-app prefix, both languages). */
export const FULL = process.env.FAULTS_FULL === '1';

export interface ProxiedSuite {
  portal: Portal;
  proxy: FaultProxy;
  browser: Browser;
  /** A fresh page (signed in as `account` through the proxy when given), closed after the file. */
  openPage(account?: DemoAccount): Promise<RecordedPage>;
}

export function proxiedSuite(env: Record<string, string> = { LOGIN_SECURITY_MODE: '2' }): ProxiedSuite {
  const pages: RecordedPage[] = [];
  const suite = {
    async openPage(account?: DemoAccount) {
      const recorded = await newPage(suite.browser);
      pages.push(recorded);
      // The portal as the browser sees it: the proxy's origin in front of the real server.
      if (account) await signInAs(recorded.page, { ...suite.portal, url: suite.proxy.url }, account);
      return recorded;
    },
  } as ProxiedSuite;

  beforeAll(async () => {
    [suite.portal, suite.browser] = await Promise.all([startPortal({ env }), launchBrowser()]);
    suite.proxy = await startFaultProxy(suite.portal.url);
  });
  afterAll(async () => {
    for (const recorded of pages) await recorded.close().catch(() => undefined);
    await suite.browser?.close();
    await suite.proxy?.close();
    await suite.portal?.stop();
  });
  return suite;
}
