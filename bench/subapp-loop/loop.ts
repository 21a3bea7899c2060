/**
 * `npm run bench:subapp-loop`: how long a team outside this repository waits in the override loop
 * against a production-mode portal (issue 20). Serves the production build with the real server
 * (the dev server's origin allowed by configuration at start), then times each step as
 * a team meets it:
 *
 *   scaffold     npm run new:subapp -- reports --out <tmp>  (the project, the preset, the types)
 *   install      npm install --prefer-offline --no-audit --no-fund  (warm npm cache)
 *   dev server   npm start until the first build is served
 *   mounted      override stored in the browser → the portal's page at #/reports shows the app
 *   edit (×N)    a source file saved → the edit visible in the portal's page (live reload)
 *
 * Figures, not a test (BENCHMARKS.md, "Sub-app loop"). Needs `npx webpack --mode production`
 * first (the portal and its types tarball in dist/).
 *
 * @example
 * npx webpack --mode production && npm run bench:subapp-loop
 * EDITS=5 npm run bench:subapp-loop
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser, newPage } from '../../test/e2e/helpers/browser';
import { startPortal } from '../../test/e2e/helpers/portal';
import { signInAs } from '../../test/e2e/helpers/sign-in';
import { freePort } from '../../test/e2e/helpers/subapp-project';

const root = path.resolve(__dirname, '..', '..');
const EDITS = Number(process.env.EDITS ?? 3);
const SPECIFIER = '@cloud/reports';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function timed(label: string, command: string, args: string[], cwd: string): number {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${label}: ${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return performance.now() - started;
}

async function main() {
  const types = path.join(root, 'dist', 'portal', 'types', 'portal-types.tgz');
  if (!fs.existsSync(types)) throw new Error(`${types} is missing: run npx webpack --mode production first`);
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const rows: [string, number][] = [];
  const portal = await startPortal({ env: { LOGIN_SECURITY_MODE: '2', DEV_ORIGINS: origin } });
  const browser = await launchBrowser();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-subapp-loop-'));
  const project = path.join(work, 'reports');
  let dev: ReturnType<typeof spawn> | undefined;
  try {
    rows.push([
      'scaffold (new:subapp --out)',
      timed(
        'scaffold',
        process.execPath,
        [path.join(root, 'scripts/new-subapp.mjs'), 'reports', '--out', project, '--port', String(port), '--types', types],
        root,
      ),
    ]);
    rows.push(['npm install (warm cache)', timed('install', 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], project)]);

    let started = performance.now();
    dev = spawn('npx', ['webpack', 'serve', '--mode', 'development'], { cwd: project, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    dev.stdout!.on('data', (chunk) => (output += chunk));
    dev.stderr!.on('data', (chunk) => (output += chunk));
    while (!/compiled successfully/.test(output)) {
      if (dev.exitCode !== null || performance.now() - started > 120_000) throw new Error(`the dev server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    rows.push(['dev server up (npm start, first build)', performance.now() - started]);

    const { page } = await newPage(browser);
    const { user } = await signInAs(page, portal, 'demo');
    const name = user.userName || user.loginName;
    started = performance.now();
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [`import-map-override:${SPECIFIER}`, `${origin}/cloud-reports.js`]);
    await page.goto(`${portal.url}/#/reports`);
    const greeting = '#cloud-subapp[data-state="mounted"] [data-testid="reports-greeting"]';
    await page.locator(greeting).waitFor({ timeout: 60_000 });
    rows.push(['override set → mounted in the portal', performance.now() - started]);

    const rules = path.join(project, 'src', 'reports.rules.ts');
    const original = fs.readFileSync(rules, 'utf8');
    const edits: number[] = [];
    for (let i = 1; i <= EDITS; i += 1) {
      const hello = `Edit ${i}: `;
      started = performance.now();
      fs.writeFileSync(rules, original.replace("hello: '你好，'", `hello: '${hello}'`));
      await page.waitForFunction(([selector, text]) => document.querySelector(selector)?.textContent === text, [greeting, `${hello}${name}`], {
        timeout: 60_000,
      });
      edits.push(performance.now() - started);
    }
    edits.sort((a, b) => a - b);
    rows.push([`edit → visible (live reload, median of ${EDITS})`, edits[Math.floor(edits.length / 2)]]);
    const loop = rows.reduce((sum, [, ms]) => sum + ms, 0) - rows[rows.length - 1][1] + edits[0];
    rows.push(['whole loop, scaffold → first edit visible', loop]);

    process.stdout.write(`\nSub-app loop against the production portal (${os.cpus().length} cores, node ${process.version})\n\n`);
    process.stdout.write('| step | time |\n| --- | ---: |\n');
    for (const [label, ms] of rows) process.stdout.write(`| ${label} | ${seconds(ms)} |\n`);
    process.stdout.write(`\nedits: ${edits.map(seconds).join(', ')}\n`);
  } finally {
    if (dev?.pid && dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM');
    await browser.close();
    await portal.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
