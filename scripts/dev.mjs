#!/usr/bin/env node
// `npm run dev`: the development loop. webpack rebuilds the portal and the sample sub-apps on every
// change (development mode: unminified, unhashed, with source maps) and tsx restarts the server on
// every server change. PORTAL_DEV=true lets sub-app dev servers on this machine
// (`npm run dev:subapp`) serve scripts without editing CSP variables.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './ensure-install.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureInstalled(root);
const bin = (pkg, file) => path.join(root, 'node_modules', pkg, file);
const children = [];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const webpack = spawn(process.execPath, [bin('webpack-cli', 'bin/cli.js'), '--mode', 'development', '--watch'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
});
children.push(webpack);
let server;
webpack.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  // The server starts after the first build has written the import maps it serves.
  if (!server && fs.existsSync(path.join(root, 'dist', 'portal', 'index.html'))) {
    server = spawn(process.execPath, [bin('tsx', 'dist/cli.mjs'), 'watch', '--clear-screen=false', '--include', 'contract/**/*.ts', 'server/main.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { PORTAL_DEV: 'true', LOG_LEVEL: 'warn', ...process.env },
    });
    children.push(server);
    server.on('exit', (code) => code && process.stderr.write(`server stopped (${code}); it restarts on the next change\n`));
  }
});
webpack.on('exit', (code) => {
  process.stderr.write(`webpack stopped (${code})\n`);
  stop();
});
