// The README's two commands start from a fresh clone: install the dependencies when node_modules
// is missing or older than the lock file, and refuse a Node older than the one package.json names.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const MIN_NODE_MAJOR = 20;

/** Installs with npm when node_modules is missing or older than package.json / package-lock.json. */
export function ensureInstalled(root) {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < MIN_NODE_MAJOR) {
    process.stderr.write(`This project needs Node ${MIN_NODE_MAJOR} or newer; this is Node ${process.versions.node}.\n`);
    process.exit(1);
  }
  // npm writes node_modules/.package-lock.json at the end of every install.
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const installed = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
  const wanted = Math.max(
    ...['package.json', 'package-lock.json'].map((f) => (fs.existsSync(path.join(root, f)) ? fs.statSync(path.join(root, f)).mtimeMs : 0)),
  );
  if (installed >= wanted) return;
  process.stdout.write(installed ? 'package-lock.json is newer than node_modules: installing…\n' : 'First run: installing the dependencies (npm install)…\n');
  // Not `npm ci`: the registry mirror lacks some other platforms' optional packages, which npm ci
  // reports as a lock file out of sync.
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write('npm install failed: see the messages above.\n');
    process.exit(result.status ?? 1);
  }
  // npm may rewrite package-lock.json after the marker: mark this install as the newest.
  const now = new Date();
  if (fs.existsSync(marker)) fs.utimesSync(marker, now, now);
}
