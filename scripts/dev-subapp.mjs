#!/usr/bin/env node
// `npm run dev:subapp -- <apps folder> [--port N]`: how a sub-app team works. Builds one sub-app
// in watch mode (development, with source maps) and serves it with CORS from its own port, then
// prints the one line to paste into the portal's browser console to use it there.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './ensure-install.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureInstalled(root);
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const portIndex = args.indexOf('--port');
const port = portIndex >= 0 ? Number(args[portIndex + 1]) : 9101;
const folder = args.find((arg, i) => !arg.startsWith('--') && i !== portIndex + 1);
const { sampleSubApps } = require('../build/modules.js');
const apps = sampleSubApps(root);
const app = apps.find((a) => path.basename(path.dirname(path.dirname(a.file))) === folder);
if (!app) {
  process.stderr.write(
    `Usage: npm run dev:subapp -- <folder> [--port N]\nFolders: ${apps.map((a) => path.basename(path.dirname(path.dirname(a.file)))).join(', ')}\n`,
  );
  process.exit(2);
}

const webpack = require('webpack');
const out = path.join(root, 'dist', 'dev-subapps', folder);
const appsConfig = require('../webpack.config.js')({}, { mode: 'development' }).find((c) => c.name === (app.format === 'esm' ? 'apps-esm' : 'apps'));
const config = {
  ...appsConfig,
  entry: { [app.outName]: appsConfig.entry[app.outName] },
  output: { ...appsConfig.output, path: out },
  plugins: appsConfig.plugins.filter((plugin) => plugin.constructor.name !== 'LimitChunkCountPlugin'),
};
const url = `http://localhost:${port}${app.url}`;
let announced = false;
webpack(config).watch({ aggregateTimeout: 200 }, (error, stats) => {
  if (error || stats.hasErrors()) {
    process.stderr.write(`${error ?? stats.toString('errors-only')}\n`);
    return;
  }
  process.stdout.write(`built ${app.specifier} in ${stats.endTime - stats.startTime} ms\n`);
  if (announced) return;
  announced = true;
  process.stdout.write(
    [
      '',
      `${app.specifier} is served at ${url}`,
      'Open the portal (npm run dev allows this origin; elsewhere its server needs DEV_ORIGINS=' +
        `http://localhost:${port}), then paste in the browser console:`,
      '',
      `  localStorage.setItem('import-map-override:${app.specifier}', '${url}'); location.reload();`,
      '',
      `Undo: localStorage.removeItem('import-map-override:${app.specifier}'); location.reload();`,
      '',
    ].join('\n'),
  );
});

const types = { '.js': 'text/javascript; charset=utf-8', '.map': 'application/json', '.css': 'text/css' };
http
  .createServer((request, response) => {
    const file = path.join(out, decodeURIComponent(new URL(request.url, 'http://x').pathname));
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Cache-Control', 'no-store');
    if (!file.startsWith(out) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  })
  .listen(port, '127.0.0.1', () => process.stdout.write(`dev server for ${folder} on http://localhost:${port}/ (CORS on)\n`));
