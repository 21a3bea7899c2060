/**
 * `npm run bench:idle`: what a signed-in page costs while the user does nothing. Serves the
 * production build with the real server, signs in, opens each route, waits for it to settle and
 * then reads Chromium's own counters (Performance.getMetrics) over a quiet window: task, script,
 * layout and style time per second, layouts and style recalculations. An idle page should be
 * near zero apart from the bell's poll; an endless animation or a render loop shows here.
 * Figures, not a test (BENCHMARKS.md, "Idle pages").
 *
 * @example
 * npm run build && npm run bench:idle            # every route, 10 s each
 * npm run bench:idle -- '#/application-overview' # one route
 */
import type { CDPSession } from 'playwright-core';
import { launchBrowser, newPage } from '../../test/e2e/helpers/browser';
import { startPortal } from '../../test/e2e/helpers/portal';
import { signInAs, type DemoAccount } from '../../test/e2e/helpers/sign-in';

const WINDOW_MS = Number(process.env.IDLE_WINDOW_MS ?? 10_000);
const SETTLE_MS = 4_000;
const ROUTES: [DemoAccount, string][] = process.argv[2]
  ? [['demo', process.argv[2]]]
  : [
      ['demo', '#/application-overview'],
      ['demo', '#/application'],
      ['demo', '#/user-info'],
      ['demo', '#/common/msg/station/message'],
      ['demo', '#/cbp/client/project/application?menu_code=cbp_order_apply'],
      ['admin', '#/common/iam/user'],
      ['admin', '#/common/msg/system/message/send'],
    ];

type Metrics = Record<string, number>;

async function metrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map((m) => [m.name, m.value]));
}

async function main() {
  const portal = await startPortal();
  const browser = await launchBrowser();
  const rows: string[] = [];
  try {
    for (const [account, route] of ROUTES) {
      const recorded = await newPage(browser);
      const { page } = recorded;
      await signInAs(page, portal, account);
      await page.goto(`${portal.url}/${route}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(SETTLE_MS);
      const cdp = await recorded.context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const before = await metrics(cdp);
      await page.waitForTimeout(WINDOW_MS);
      const after = await metrics(cdp);
      const perSecond = (name: string) => ((after[name] - before[name]) / (WINDOW_MS / 1000)) * 1000;
      const count = (name: string) => after[name] - before[name];
      rows.push(
        [
          `${account} ${route}`.padEnd(72),
          `${perSecond('TaskDuration').toFixed(1).padStart(7)} ms/s`,
          `${perSecond('ScriptDuration').toFixed(1).padStart(7)} ms/s`,
          `${perSecond('LayoutDuration').toFixed(1).padStart(6)} ms/s`,
          `${perSecond('RecalcStyleDuration').toFixed(1).padStart(6)} ms/s`,
          `${String(count('LayoutCount')).padStart(6)}`,
          `${String(count('RecalcStyleCount')).padStart(6)}`,
        ].join(' '),
      );
      await recorded.close();
    }
  } finally {
    await browser.close();
    await portal.stop();
  }
  process.stdout.write(
    `\nIdle signed-in pages, ${WINDOW_MS / 1000} s window after ${SETTLE_MS / 1000} s to settle (busy time per second of the window; counts over the window)\n` +
      `${'page'.padEnd(72)} ${'task'.padStart(12)} ${'script'.padStart(12)} ${'layout'.padStart(11)} ${'style'.padStart(11)} ${'layouts'.padStart(6)} ${'styles'.padStart(6)}\n` +
      `${rows.join('\n')}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
