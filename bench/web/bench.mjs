#!/usr/bin/env node
// `npm run bench:web`: serves the production build with the real server, cold-loads the client
// login route in headless Chromium (fresh context, cache disabled) and prints what it costs:
// gzipped JS per module and in all, requests, duplicate modules, modules of pages not on screen,
// first contentful paint, and the time from a hash change to the cached sample sub-app mounted;
// the first-screen table (first-screen.mjs) adds CLS, TBT and when the login form is usable.
// Figures, not a test. Writes the "Portal web" section of BENCHMARKS.md.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { firstScreenTable, writeFloors } from './first-screen.mjs';
import { CHROMIUM_LAUNCH } from '../../test/e2e/helpers/chromium.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const CryptoJS = require('crypto-js');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** ADR 007: 200 KB was the aim; 207 KB is what the login route was brought to without a design change (see there). */
const BUDGET_GZIP_BYTES = 207 * 1024;
const LOGIN_ROUTE = '#/client-login';
/** Portal modules the login route needs; any other @portal/* module loaded there is a page not on screen. */
const LOGIN_MODULES = new Set(['@portal/root-config', '@portal/shell', '@portal/utils', '@portal/ui', '@portal/client-login']);
const SWITCH_RUNS = 7;
/** `--runs N`: cold loads per route, condition and build for the first-screen table. */
const RUNS = Number(option('--runs') ?? 5);
/** `--compare <dir> [--compare-label <text>]`: another checkout, built, measured in turn with this one. */
const COMPARE = option('--compare');
const COMPARE_LABEL = option('--compare-label') ?? 'compared';
/** `--reference <dir>`: a static folder (the react-microfrontends example, bench/web/reference/build.sh) measured in turn on the login route. */
const REFERENCE = option('--reference');
/** `--js-only`: the login route's JavaScript table alone, printed, BENCHMARKS.md left as it is. */
const JS_ONLY = process.argv.includes('--js-only');

function option(name) {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function ensureBuild() {
  if (fs.existsSync(path.join(root, 'dist/portal/portal.importmap.json')) && !process.argv.includes('--build')) return;
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function startServer(dir = root) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const child = spawn(process.execPath, [path.join(dir, 'node_modules/tsx/dist/cli.mjs'), path.join(dir, 'server/main.ts')], {
    cwd: dir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn', DATABASE_URL: '', FAST_HASHING: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const match = /Portal: (http:\/\/[^\s/]+)\//.exec(output);
    if (
      match &&
      (await fetch(`${match[1]}/api/health`)
        .then((r) => r.ok)
        .catch(() => false))
    ) {
      return {
        url: match[1],
        stop: async () => {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      };
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not start:\n${output}`);
}

/** Serves a static folder (unknown paths get index.html), gzipped as a CDN would send it. */
async function startStatic(dir) {
  const folder = path.resolve(dir);
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/importmap+json', '.css': 'text/css' };
  const server = http.createServer((request, response) => {
    let file = path.join(folder, decodeURIComponent(new URL(request.url, 'http://x').pathname));
    if (!file.startsWith(folder) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(folder, 'index.html');
    const body = fs.readFileSync(file);
    const gzip = /gzip/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(gzip ? zlib.gzipSync(body, { level: 6 }) : body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, stop: () => new Promise((resolve) => server.close(resolve)) };
}

async function signIn(page, url) {
  const { aesKey } = await (await fetch(`${url}/portal-config.json`)).json();
  const data = CryptoJS.AES.encrypt(
    JSON.stringify({ loginName: 'demo', pwd: process.env.DEMO_PASSWORD || 'Portal@2026', accountType: 'PRIMARY_ACCOUNT' }),
    aesKey,
  ).toString();
  const response = await fetch(`${url}/api/common/iam/v1/client/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'domain-name': '127.0.0.1' },
    body: JSON.stringify({ data }),
  });
  const envelope = await response.json();
  if (!envelope.success) throw new Error(`login failed: ${envelope.message}`);
  await page.evaluate((result) => {
    localStorage.setItem('at', result.at);
    localStorage.setItem('rt', result.rt);
    localStorage.setItem('userInfo', JSON.stringify(result.user));
    localStorage.setItem('userType', 'CLIENT_USER');
    localStorage.setItem('loginName', 'demo');
    localStorage.setItem('accountType', 'PRIMARY_ACCOUNT');
    localStorage.setItem('innerUserMark', String(result.mark ?? 1));
  }, envelope.data);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

async function measureColdLogin(browser, url) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  const requests = [];
  const scripts = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && !response.url().endsWith('.js')) return;
    try {
      const body = await response.body();
      const sizes = await response.request().sizes();
      scripts.push({
        url: response.url(),
        raw: body.length,
        gzip: zlib.gzipSync(body, { level: 6 }).length,
        sent: sizes.responseBodySize,
        encoding: response.headers()['content-encoding'] ?? 'identity',
      });
    } catch {
      // A response without a body (redirect) carries no code.
    }
  });

  await page.goto(`${url}/${LOGIN_ROUTE}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('[data-parcel="@portal/client-login"], form', { timeout: 30_000 });
  await page.waitForTimeout(500);
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  const map = await page.evaluate(() => window.System.getImportMap().imports);
  await context.close();

  const nameOf = new Map(Object.entries(map).map(([name, address]) => [address, name]));
  const modules = scripts.map((s) => ({ ...s, name: nameOf.get(s.url) ?? new URL(s.url).pathname })).sort((a, b) => b.gzip - a.gzip);
  const byUrl = new Map();
  for (const s of scripts) byUrl.set(s.url, (byUrl.get(s.url) ?? 0) + 1);
  const duplicateUrls = [...byUrl].filter(([, count]) => count > 1).map(([u]) => u);
  const offScreen = modules.filter((m) => m.name.startsWith('@portal/') && !LOGIN_MODULES.has(m.name)).map((m) => m.name);
  const encodings = [...new Set(modules.map((m) => m.encoding))].join('/');
  return {
    fcp,
    requests: requests.length,
    modules,
    duplicateUrls,
    offScreen,
    encodings,
    totalGzip: modules.reduce((sum, m) => sum + m.gzip, 0),
    totalRaw: modules.reduce((sum, m) => sum + m.raw, 0),
    totalSent: modules.reduce((sum, m) => sum + m.sent, 0),
  };
}

/** Code of one library present in two modules (e.g. React bundled into a page) is a duplicate too. */
function duplicatedLibraries(modules, bodies) {
  const markers = {
    react: /react\.production|__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=/,
    'react-dom': /__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=/,
    // A message the store's code throws, present only where that code is.
    jotai: /atom not writable/,
  };
  const found = [];
  for (const [library, marker] of Object.entries(markers)) {
    const holders = modules.filter((m) => marker.test(bodies.get(m.url) ?? ''));
    if (holders.length > 1) found.push(`${library} in ${holders.map((m) => m.name).join(', ')}`);
  }
  return found;
}

async function fetchBodies(modules) {
  const bodies = new Map();
  for (const m of modules) bodies.set(m.url, await (await fetch(m.url)).text());
  return bodies;
}

async function measureSubAppSwitch(browser, url) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  // Signed in before the portal boots: storage written behind a running portal's back is not read.
  await page.goto(`${url}/portal-config.json`);
  await signIn(page, url);
  await page.goto(`${url}/#/common/msg`);
  await page.waitForSelector('#cloud-subapp[data-state="mounted"]', { timeout: 30_000 });
  const times = [];
  for (let i = 0; i < SWITCH_RUNS; i++) {
    await page.evaluate(() => (window.location.hash = '#/user-info'));
    await page.waitForSelector('#cloud-subapp[data-state="idle"]', { state: 'attached', timeout: 30_000 });
    await page.waitForTimeout(300);
    const ms = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const el = document.getElementById('cloud-subapp');
          const started = performance.now();
          const observer = new MutationObserver(() => {
            if (el.dataset.state === 'mounted' && el.querySelector('[data-subapp="@cloud/common/msg"]')?.childElementCount) {
              observer.disconnect();
              resolve(performance.now() - started);
            }
          });
          observer.observe(el, { attributes: true, childList: true, subtree: true });
          window.location.hash = '#/common/msg';
        }),
    );
    times.push(ms);
  }
  await context.close();
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], min: times[0], max: times.at(-1) };
}

function writeBenchmarks(section) {
  const file = path.join(root, 'BENCHMARKS.md');
  let text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = text.indexOf('\n## Portal web');
  if (start >= 0) {
    const next = text.indexOf('\n## ', start + 1);
    text = text.slice(0, start) + (next >= 0 ? text.slice(next) : '\n');
  }
  text = `${text.trimEnd()}\n\n${section.trim()}\n`;
  fs.writeFileSync(file, text);
}

async function main() {
  ensureBuild();
  const server = await startServer();
  const compared = COMPARE ? await startServer(path.resolve(COMPARE)) : null;
  const reference = REFERENCE ? await startStatic(REFERENCE) : null;
  const removeFloors = writeFloors(root);
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const cold = await measureColdLogin(browser, server.url);
    if (JS_ONLY) {
      const table = cold.modules.map((m) => `| ${m.name} | ${kb(m.raw)} | ${kb(m.gzip)} |`).join('\n');
      process.stdout.write(`${kb(cold.totalGzip)} KB gzipped JS in ${cold.modules.length} modules (${kb(cold.totalRaw)} KB raw)\n\n${table}\n`);
      return;
    }
    const bodies = await fetchBodies(cold.modules);
    const libraries = duplicatedLibraries(cold.modules, bodies);
    const switchTimes = await measureSubAppSwitch(browser, server.url);
    const targets = [{ label: 'this build', url: server.url }, ...(compared ? [{ label: COMPARE_LABEL, url: compared.url }] : [])];
    const firstScreen = await firstScreenTable(browser, targets, {
      runs: RUNS,
      signIn,
      log: (line) => process.stdout.write(`${line}\n`),
      reference: reference?.url,
    });
    const withinBudget = cold.totalGzip <= BUDGET_GZIP_BYTES;

    const rows = cold.modules.map((m) => `| ${m.name} | ${kb(m.raw)} | ${kb(m.gzip)} |`).join('\n');
    const lines = [
      `Cold load of ${LOGIN_ROUTE} (fresh context, cache disabled): ${kb(cold.totalGzip)} KB gzipped JS in ${cold.modules.length} modules (${kb(cold.totalRaw)} KB raw); budget ${kb(BUDGET_GZIP_BYTES)} KB: ${withinBudget ? 'within' : 'OVER'}`,
      ...(withinBudget
        ? []
        : [
            `Over budget by ${kb(cold.totalGzip - BUDGET_GZIP_BYTES)} KB; the largest modules: ${cold.modules
              .slice(0, 3)
              .map((m) => `${m.name} ${kb(m.gzip)} KB`)
              .join(', ')}`,
          ]),
      `JS bytes as the server sent them (${cold.encodings}): ${kb(cold.totalSent)} KB`,
      `Requests: ${cold.requests}`,
      `First contentful paint: ${cold.fcp === null ? 'n/a' : `${cold.fcp.toFixed(0)} ms`}`,
      `Duplicate modules: ${cold.duplicateUrls.length || libraries.length ? [...cold.duplicateUrls, ...libraries].join('; ') : 'none'}`,
      `Modules of pages not on screen: ${cold.offScreen.length ? cold.offScreen.join(', ') : 'none'}`,
      `Hash change → cached @cloud/common/msg mounted: median ${switchTimes.median.toFixed(1)} ms (min ${switchTimes.min.toFixed(1)}, max ${switchTimes.max.toFixed(1)}, ${SWITCH_RUNS} runs)`,
    ];
    process.stdout.write(`\n${lines.join('\n')}\n\n| module | raw KB | gzip KB |\n|---|---:|---:|\n${rows}\n`);
    const section = `## Portal web

Measured by \`npm run bench:web\` (bench/web/bench.mjs) on ${new Date().toISOString().slice(0, 10)}: production build served by the
real server, headless Debian Chromium, loopback network. Gzip sizes are zlib level 6 of each body,
as the server's on-the-fly compression sends them.

${lines.map((l) => `- ${l}`).join('\n')}

First screen (median of ${RUNS} cold loads each, fresh context, cache disabled; the builds and the
floor, a static page of the same look served by the same server, loaded in turn). The first useful
element is the login button, or the overview's first card (as index.html draws it, loading, when
the build has the signed-in frame). Waves are counted on the throttled link only, where they
separate in time; index.html is wave 1. "Usable", login: a scripted user types a name and password
as soon as the fields show and presses Enter as soon as the button allows, until the sign-in
request leaves (the floor: when its form submits); overview: the live page's first card shows.
CLS counts every layout shift of the load; TBT is what long tasks after FCP spent beyond 50 ms,
until the sign-in request (login) or the live card (overview).${
      REFERENCE
        ? `
With \`--reference\`, single-spa's reference app (react-microfrontends, built by
bench/web/reference/build.sh, served gzipped from a static server) is loaded in turn on the login
route's loop; its element is its navbar's first link.`
        : ''
    }

${firstScreen}

| module (login route) | raw KB | gzip KB |
|---|---:|---:|
${rows}
`;
    writeBenchmarks(section);
    process.stdout.write('\nWrote the "Portal web" section of BENCHMARKS.md\n');
  } finally {
    await browser.close();
    removeFloors();
    await server.stop();
    await compared?.stop();
    await reference?.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
