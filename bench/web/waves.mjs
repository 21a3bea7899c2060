#!/usr/bin/env node
// `npm run bench:waves`: the request waves before the first useful element. Serves the production
// build with the real server, cold-loads a route in headless Chromium on a slow link (300 ms
// added latency per request, 10 Mbit/s, cache disabled) and prints each request with the wave it
// starts in: a new wave begins when a request starts more than 200 ms after the previous one, i.e.
// only after an earlier answer arrived. Figures, not a test (BENCHMARKS.md, "First screen").
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const route = process.argv[2] ?? '#/client-login';
const LATENCY_MS = 300;

if (!fs.existsSync(path.join(root, 'dist/portal/index.html'))) {
  process.stderr.write('No production build: run `npm run build` first.\n');
  process.exit(2);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-waves-'));
const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'server/main.ts')], {
  cwd: root,
  env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = await new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (chunk) => {
    out += chunk;
    const match = /Portal: (http:\/\/[^/\s]+)\//.exec(out);
    if (match) resolve(match[1]);
  });
  server.on('exit', (code) => reject(new Error(`server exited (${code})`)));
});

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: 1.25e6, uploadThroughput: 1.25e6 });
  const starts = [];
  const t0 = Date.now();
  page.on('request', (request) => starts.push([Date.now() - t0, new URL(request.url()).pathname]));
  await page.goto(`${base}/${route}`);
  await page
    .getByRole('button', { name: /登录|Sign in/ })
    .first()
    .waitFor({ timeout: 60_000 });
  const visible = Date.now() - t0;
  let wave = 0;
  let last = -Infinity;
  for (const [time, pathname] of starts.filter(([time]) => time <= visible)) {
    if (time - last > 200) wave += 1;
    last = time;
    process.stdout.write(`wave ${wave}  ${String(time).padStart(5)} ms  ${pathname}\n`);
  }
  process.stdout.write(
    `\n${route}: login button visible after ${visible} ms; ${wave} request waves, ${wave - 1} after index.html (${LATENCY_MS} ms latency per request)\n`,
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
