// `npm run look:walk`: a screenshot of every page a demo account can reach (the menu tree's pages,
// the spec's own pages, the signed-out pages), in zh-CN and en-US, at 1440 and 390 px wide, written
// to test-artifacts/look/ with an index.html contact sheet to look through after a change to the
// look (issue 16). A walk, not a test: it prints what it shot and any page that was blank or raised
// an error. Needs a production build (`npx webpack --mode production`); starts its own server.
//   npm run look:walk -- --accounts admin,demo --langs zh-CN --widths 390
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, newPage } from '../../test/e2e/helpers/browser';
import { startPortal } from '../../test/e2e/helpers/portal';
import { signInAs, type DemoAccount } from '../../test/e2e/helpers/sign-in';

interface MenuNode {
  menuCode: string;
  path: string | null;
  children?: MenuNode[];
}

const OUT = path.resolve(__dirname, '..', '..', 'test-artifacts', 'look');
const SIGNED_OUT = ['/client-login', '/manager-login', '/register', '/find-password', '/set-password?key=unknown&type=2', '/platform', '/lap'];

function option(name: string, fallback: string): string[] {
  const at = process.argv.indexOf(`--${name}`);
  return (at > 0 ? process.argv[at + 1] : fallback).split(',').filter(Boolean);
}

/** Every node with a route of its own (detail pages need an id and are left out), with its menu code as the shell adds it. */
function menuRoutes(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((node) => [
    ...(node.path?.startsWith('/') && node.path !== '/index' && !/detail/i.test(node.path)
      ? [`${node.path}${node.path.includes('?') ? '&' : '?'}menu_code=${node.menuCode}`]
      : []),
    ...menuRoutes(node.children ?? []),
  ]);
}

const fileName = (who: string, route: string, lang: string, width: number) =>
  `${who}-${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${lang}-${width}.png`;

async function main() {
  const accounts = option('accounts', 'admin,demo,operator') as DemoAccount[];
  const langs = option('langs', 'zh-CN,en-US');
  const widths = option('widths', '1440,390').map(Number);
  fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT, { recursive: true });
  const [portal, browser] = await Promise.all([startPortal({ env: { LOGIN_SECURITY_MODE: '2' } }), launchBrowser()]);
  const shots: { file: string; note: string }[] = [];
  try {
    const visits: { who: string; routes: string[] }[] = [{ who: 'signed-out', routes: SIGNED_OUT }];
    for (const account of accounts) {
      const probe = await newPage(browser);
      const session = await signInAs(probe.page, portal, account);
      const tree = await probe.page.evaluate(async (at) => {
        const response = await fetch('/api/common/iam/v1/menu/login/user/tree', { headers: { authorization: `Bearer ${at}` } });
        return ((await response.json()) as { data: MenuNode[] }).data;
      }, session.at);
      await probe.close();
      const home = account === 'admin' ? '/user-info' : '/application-overview';
      visits.push({ who: account, routes: [...new Set([home, '/application', ...menuRoutes(tree), '/does-not-exist'])] });
    }
    for (const { who, routes } of visits)
      for (const lang of langs)
        for (const width of widths) {
          const recorded = await newPage(browser, { viewport: { width, height: width < 600 ? 844 : 900 } });
          const { page } = recorded;
          await page.goto(`${portal.url}/portal-config.json`);
          if (who !== 'signed-out') await signInAs(page, portal, who as DemoAccount);
          await page.evaluate((language) => localStorage.setItem('language', language), lang);
          for (const route of routes) {
            const before = recorded.errors.length;
            // The log and API-store items leave the portal for the server's /cap/ page (spec 2).
            const cap = /^\/cap\/([^?]+)/.exec(route);
            await page.goto(cap ? `${portal.url}/cap/#/${cap[1]}` : `${portal.url}/#${route}`);
            await page.waitForLoadState('networkidle').catch(() => undefined);
            // Skeletons and the content's settle-in have finished.
            await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
            await page.waitForTimeout(400);
            const file = fileName(who, route, lang, width);
            await page.screenshot({ path: path.join(OUT, file) });
            const blank = await page.evaluate(() => (document.body.innerText ?? '').trim().length < 10);
            const errors = recorded.errors.slice(before).filter((e) => e.startsWith('page:'));
            const note = [blank ? 'BLANK' : '', ...errors].filter(Boolean).join('; ');
            shots.push({ file, note });
            process.stdout.write(`${note ? 'LOOK' : 'ok  '} ${file}${note ? `  ${note}` : ''}\n`);
          }
          await recorded.close();
        }
  } finally {
    await browser.close();
    await portal.stop();
  }
  const figures = shots
    .map(
      ({ file, note }) =>
        `<figure><a href="${file}"><img src="${file}" loading="lazy" alt=""></a><figcaption>${file}${note ? ` — <b>${note}</b>` : ''}</figcaption></figure>`,
    )
    .join('\n');
  fs.writeFileSync(
    path.join(OUT, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>Portal walk-through</title><style>body{font:12px sans-serif;display:grid;grid-template-columns:repeat(auto-fill,minmax(360px,1fr));gap:8px}img{width:100%;border:1px solid #ccc}</style>\n${figures}\n`,
  );
  const flagged = shots.filter((s) => s.note).length;
  process.stdout.write(`\n${shots.length} screenshots in ${path.relative(process.cwd(), OUT)}/ (index.html); ${flagged} to look at first\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
