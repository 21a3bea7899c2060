/**
 * Faults, browser (issue 6): sub-apps under spec prefixes (#/pm, #/cbp/client) that 404, throw
 * while their module is evaluated, throw on mount, or never arrive (the request hangs in the
 * proxy). For each: the container names the sub-app and offers 重试 (for the hang: the loader
 * gives way to "still loading" after 3700 ms, then the timeout panel), the shell around it keeps
 * working (header, navs, the #/user-info page parcel), and once the fault is fixed 重试 mounts
 * it. The environment map is a copied importmap.json naming the sub-apps; the real server
 * answers 404 for their absent files, and page.route serves the broken and the fixed modules.
 * test/e2e/root-config.test.ts covers the loader and panel of the sample sub-app; this is the
 * fault × what-must-hold matrix.
 */
import type { Page, Route } from 'playwright-core';
import { screenshot } from '../e2e/helpers/browser';
import { fixtureSubApp } from '../e2e/helpers/subapp-fixtures';
import { report } from '../helpers/report';
import { FULL, proxiedSuite } from './browser-kit/proxied-suite';
import {
  moduleUrl,
  panelText,
  shellFailed,
  shellStillWorks,
  SUBAPPS,
  throwingModule,
  waitForState,
  webRootWithSubApps,
  type SubAppUnderTest,
} from './browser-kit/subapp-faults';

jest.setTimeout(120_000);

const web = webRootWithSubApps();
const suite = proxiedSuite({ LOGIN_SECURITY_MODE: '2', WEB_ROOT: web.dir });
const rows: string[] = [];

afterAll(() => {
  report('faults', 'Faults, browser: sub-app fault × what held (panel, shell, retry)', rows.length ? rows : ['(nothing ran)']);
  web.remove();
});

const serve = (body: string) => (route: Route) => route.fulfill({ status: 200, contentType: 'application/javascript', body });

/** Answers the app's module requests with `handler`; returns what stops that. */
async function answerModule(page: Page, app: SubAppUnderTest, handler: (route: Route) => Promise<void>): Promise<() => Promise<void>> {
  await page.route(moduleUrl(app), handler);
  return () => page.unroute(moduleUrl(app), handler);
}

interface SubAppFault {
  name: string;
  /** The panel's sentence for this kind of failure (src/kernel/subapp.messages.ts). */
  reason: string;
  /** Text the panel's details must carry, when the fault has a message of its own. */
  detail?: string;
  /** Breaks the sub-app for this page; returns what lifts the fault's own plumbing. */
  inject(page: Page, app: SubAppUnderTest): Promise<() => Promise<void> | void>;
  /** The module request never answers: the 3700 ms fallback and the 15 s timeout apply. */
  hangs?: boolean;
  /** An uncaught error the browser itself reports for this fault (a script that does not parse). */
  pageError?: RegExp;
}

const FAULTS: SubAppFault[] = [
  {
    // @cloud/pm's file is absent, so the server's own 404 answers; the sample sub-apps are served from
    // dist/apps whatever the web root, so for them the same answer comes from page.route.
    name: 'answers 404',
    reason: '子应用的模块无法获取或内容有误。',
    inject: async (page, app) => {
      if (app.name === '@cloud/pm') return () => undefined;
      return answerModule(page, app, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
    },
  },
  {
    name: 'throws while loading',
    reason: '子应用的模块无法获取或内容有误。',
    detail: 'boom while loading',
    inject: (page, app) => answerModule(page, app, serve(throwingModule('boom while loading'))),
  },
  {
    // A server that answers every unknown path with its index page (a common misconfiguration).
    name: 'answers an HTML page',
    reason: '子应用的模块无法获取或内容有误。',
    pageError: /Unexpected token '<'/,
    inject: (page, app) =>
      answerModule(page, app, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html><body><div id="app"></div></body></html>' }),
      ),
  },
  {
    name: 'throws on mount',
    reason: '子应用启动时出错。',
    detail: 'boom on mount',
    inject: (page, app) => answerModule(page, app, serve(fixtureSubApp({ mountError: 'boom on mount' }))),
  },
  {
    name: 'never arrives',
    reason: '子应用加载超时。',
    hangs: true,
    inject: async (_page, app) => suite.proxy.slow(moduleUrl(app)),
  },
];

// The hang costs 15 s of real time per sub-app: once by default, on every prefix with FAULTS_FULL=1.
const CASES = FAULTS.flatMap((fault) =>
  SUBAPPS.filter((app, i) => FULL || !fault.hangs || i === 0).map((app) => [fault.name, `#/${app.name.slice('@cloud/'.length)}`, fault, app] as const),
);

test.each(CASES)(
  'a sub-app whose module %s (%s) gets a panel naming it with 重试, the shell keeps working, and 重试 mounts it once fixed',
  async (_fault, _route, fault, app) => {
    const { page, errors } = await suite.openPage('demo');
    const lift = await fault.inject(page, app);
    await page.goto(`${suite.proxy.url}/${app.route}`);
    const seen: string[] = [];

    let slow = { loaderHidden: false, text: '' };
    let shell: Awaited<ReturnType<typeof shellStillWorks>>;
    if (fault.hangs) {
      await waitForState(page, 'loading');
      await waitForState(page, 'slow');
      slow = { loaderHidden: !(await page.getByTestId('subapp-loader').isVisible()), text: await page.getByTestId('subapp-status').innerText() };
      await screenshot(page, `faults-subapp-still-loading-${app.name}`);
      seen.push(`after 3700 ms: loader ${slow.loaderHidden ? 'hidden' : 'STILL SHOWN'}, '${slow.text}'`);
      // The shell works while the sub-app is still on its way.
      shell = await shellStillWorks(page, app.route);
      await waitForState(page, 'error', 40_000);
    } else {
      await waitForState(page, 'error');
    }
    const panel = await panelText(page);
    const retryShown = await page.getByTestId('subapp-retry').isVisible();
    await screenshot(page, `faults-subapp-${fault.name}-${app.name}`);
    seen.push(
      `panel '${app.title}加载失败' ${panel.includes(`${app.title}加载失败`) && panel.includes(fault.reason) ? 'with its reason' : `WRONG: '${panel}'`}, 重试 ${retryShown ? 'shown' : 'MISSING'}`,
    );

    if (!fault.hangs) {
      shell = await shellStillWorks(page, app.route);
      await waitForState(page, 'error');
    }
    seen.push(
      `shell: header ${shell!.header ? 'kept' : 'GONE'}, ${shell!.navItems} nav items, #/user-info ${shell!.pageRendered ? 'rendered' : 'NOT RENDERED'}${shell!.containerIdle ? '' : ' (container NOT idle)'}; back → panel`,
    );

    // The fault is fixed: the deployed file is now a good module.
    await lift();
    await page.route(moduleUrl(app), serve(fixtureSubApp({ text: `${app.name} 已修复` })));
    await page.getByTestId('subapp-retry').click();
    const mounted = await waitForState(page, 'mounted', 20_000).then(
      () => true,
      () => false,
    );
    const shown = mounted ? await page.getByTestId('fixture-subapp').innerText() : '';
    seen.push(
      mounted
        ? `fixed → 重试 → mounted ('${shown}')`
        : `fixed → 重试 → NOT MOUNTED (state ${await page.evaluate(() => document.getElementById('cloud-subapp')?.dataset.state)})`,
    );
    const frameBroke = await shellFailed(page);
    rows.push(
      `${`#/${app.name.slice('@cloud/'.length)}`.padEnd(13)} × ${fault.name.padEnd(20)} → ${seen.join('; ')}${frameBroke ? '; SHELL PANEL SHOWN' : ''}`,
    );

    if (fault.hangs) {
      expect(slow.loaderHidden).toBe(true);
      expect(slow.text).toContain(`${app.title}仍在加载`);
    }
    expect(panel).toContain(`${app.title}加载失败`);
    expect(panel).toContain(fault.reason);
    if (fault.detail) expect(panel).toContain(fault.detail);
    expect(retryShown).toBe(true);
    expect(shell!).toEqual({ header: true, navItems: expect.any(Number), pageRendered: true, containerIdle: true });
    expect(shell!.navItems).toBeGreaterThan(0);
    expect(mounted).toBe(true);
    expect(shown).toBe(`${app.name} 已修复`);
    expect(frameBroke).toBe(false);
    // Nothing escaped to the page beyond the fault itself.
    expect(errors.filter((e) => e.startsWith('page:') && !e.includes('boom') && !fault.pageError?.test(e))).toEqual([]);
  },
);
