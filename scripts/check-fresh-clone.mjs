#!/usr/bin/env node
// CI step (issue 14): clone the committed repository into an empty folder and run the README's
// start command there, as a newcomer would, until the portal and its API answer.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LIMIT_MS = Number(process.env.FRESH_CLONE_LIMIT_MS ?? 15 * 60_000);
const port = 20000 + Math.floor(Math.random() * 20000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-fresh-'));
const clone = path.join(dir, 'portal');

const started = Date.now();
const cloned = spawnSync('git', ['clone', '--quiet', root, clone], { stdio: 'inherit' });
if (cloned.status !== 0) process.exit(1);
process.stdout.write(`cloned ${root} (HEAD) into ${clone}; running npm start on port ${port}\n`);

const log = fs.openSync(path.join(dir, 'start.log'), 'w');
// A fresh environment too: no node_modules, no dist/, no data/, only the README's command.
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', DATA_DIR: path.join(dir, 'data') };
const child = spawn('npm', ['start'], { cwd: clone, env, detached: true, stdio: ['ignore', log, log] });

async function answers(url, check) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    return response.ok && check(await response.text());
  } catch {
    return false;
  }
}

let ok = false;
while (Date.now() - started < LIMIT_MS && child.exitCode === null) {
  const portal = await answers(`http://127.0.0.1:${port}/`, (text) => text.includes('data-environment-map') && text.includes('importmap.json'));
  const api = await answers(`http://127.0.0.1:${port}/api/health`, (text) => JSON.parse(text).success === true);
  if (portal && api) {
    ok = true;
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
}
try {
  process.kill(-child.pid, 'SIGTERM');
} catch {}
const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (!ok) {
  process.stdout.write(
    `The fresh clone did not start within ${seconds} s. Its output:\n${fs.readFileSync(path.join(dir, 'start.log'), 'utf8').slice(-6000)}\n`,
  );
  process.exit(1);
}
process.stdout.write(`A fresh clone answered on / and /api/health after ${seconds} s of \`npm start\` (install, build, serve).\n`);
fs.rmSync(dir, { recursive: true, force: true });
