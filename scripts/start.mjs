#!/usr/bin/env node
// `npm start`: install the dependencies when node_modules is missing or stale, build the portal
// and the sample sub-apps when the build is missing or older than the sources, then serve portal,
// sub-apps and the reference API with demo data on one port.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './ensure-install.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureInstalled(root);
const stamp = path.join(root, 'dist', 'portal', 'importmap.json');
const sources = ['src', 'parcels', 'apps', 'contract', 'build', 'importmap.json', 'webpack.config.js', 'package.json'];

function newest(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(full).map((name) => newest(path.join(entry, name))));
}

const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
if (!built || Math.max(...sources.map(newest)) > built) {
  process.stdout.write('Building the portal (production)…\n');
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
