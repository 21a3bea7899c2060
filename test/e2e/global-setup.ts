/**
 * Before the browser tests: a production build in dist/ (npm test builds first; a missing or stale
 * one is built here) and Debian's Chromium (installed with apt-get when missing, as .ci/run does).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH } from './helpers/browser';

const root = path.resolve(__dirname, '..', '..');

function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  process.stdout.write('\nInstalling Debian chromium for the browser tests…\n');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const result = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (result.status !== 0 || !fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH} and apt-get could not install it (run: apt-get install -y chromium)`);
  }
}

function ensureBuild() {
  const built = ['dist/portal/index.html', 'dist/portal/portal.importmap.json', 'dist/portal/importmap.json'].every((file) =>
    fs.existsSync(path.join(root, file)),
  );
  if (built) return;
  process.stdout.write('\nNo production build in dist/: building…\n');
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The production build failed; the browser tests need dist/');
}

export default async function globalSetup() {
  ensureChromium();
  ensureBuild();
  fs.mkdirSync(path.join(root, 'test-artifacts', 'screenshots'), { recursive: true });
  // Test workers inherit this: the servers of this run register here (helpers/portal.ts).
  process.env.PORTAL_E2E_PID_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-run-'));
}
