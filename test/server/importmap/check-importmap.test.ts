import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { checkImportMapText, type ImportMap } from '../../../server/importmap/import-map.rules';
import { networkLoader } from '../../../server/importmap/loaders';
import { judgeMap, settingFromBuild, type EntryReport } from '../../../server/importmap/portal-setting';
import { runForExports } from '../../../scripts/importmap-sandbox';

/**
 * The map check (`npm run check:importmap`, server/importmap/module-check.ts) against third-party
 * builds of each format, served by a small HTTP server, judged against a built portal folder
 * (index.html with its native import map, portal.importmap.json) as the browser would.
 */
const root = path.resolve(__dirname, '../../..');
jest.setTimeout(60_000);

const lifecycles = '{ bootstrap: function () {}, mount: function () {}, unmount: function () {} }';
const files: Record<string, [string, string]> = {
  // rollup / Vite `format: 'system'`: literal export calls.
  '/rollup/system.js': [
    'text/javascript',
    `System.register(['react'], (function (exports) {
  'use strict';
  var React;
  return {
    setters: [function (module) { React = module.default; }],
    execute: (function () {
      const l = ${lifecycles};
      exports('bootstrap', l.bootstrap); exports('mount', l.mount); exports('unmount', l.unmount);
    })
  };
}));`,
  ],
  // Exports through a variable, and a top level that needs TextEncoder (the repository's own bundles do).
  '/system/variable.js': [
    'application/javascript',
    `System.register([], function (e) { var bytes = new TextEncoder().encode('x'); var l = ${lifecycles}; return { execute: function () { if (!bytes.length) throw new Error('no'); e(l); } }; });`,
  ],
  '/system/lodash.js': [
    'text/javascript',
    `System.register(['lodash'], function (e) { return { setters: [function () {}], execute: function () { e(${lifecycles}); } }; });`,
  ],
  '/system/no-unmount.js': ['text/javascript', `System.register([], function (e) { return { execute: function () { e('mount', function () {}); } }; });`],
  '/system/cut.js': ['text/javascript', `System.register([], function (e) { return { execute: function () { e('mount', `],
  // Vite's ES build: an entry re-exporting from a chunk that imports shared modules.
  '/vite/entry.js': [
    'text/javascript',
    `import { l } from './assets/chunk-1a2b.js';\nconst { bootstrap, mount, unmount } = l;\nexport { bootstrap, mount, unmount };\n`,
  ],
  '/vite/assets/chunk-1a2b.js': [
    'text/javascript',
    `import React from 'react';\nimport { createRoot } from 'react-dom/client';\nexport const l = ${lifecycles};\nexport default React;\n`,
  ],
  '/esm/star.js': ['text/javascript', `export * from './parts/lifecycles.js';\n`],
  '/esm/parts/lifecycles.js': [
    'text/javascript',
    `export const bootstrap = async () => {};\nexport async function mount() {}\nexport async function unmount() {}\n`,
  ],
  '/esm/lodash.js': ['text/javascript', `import _ from 'lodash';\nexport const mount = async () => _;\nexport const unmount = async () => {};\n`],
  '/esm/default-only.js': ['text/javascript', `const mount = async () => {};\nconst unmount = async () => {};\nexport default { mount, unmount };\n`],
  '/esm/missing-chunk.js': ['text/javascript', `import { l } from './assets/gone.js';\nexport const { mount, unmount } = l;\n`],
  // webpack's UMD library output, and a plain AMD module.
  '/umd/people.js': [
    'text/javascript',
    `(function (root, factory) { if (typeof exports === 'object' && typeof module === 'object') module.exports = factory(require('react')); else if (typeof define === 'function' && define.amd) define(['react'], factory); else root.people = factory(root.React); })(this, function (React) { return ${lifecycles}; });`,
  ],
  '/amd/orders.js': [
    'text/javascript',
    `define(['react', 'exports'], function (React, exports) { exports.bootstrap = function () {}; exports.mount = function () {}; exports.unmount = function () {}; });`,
  ],
  '/util/helpers.js': ['text/javascript', `System.register([], function (e) { return { execute: function () { e('format', function () {}); } }; });`],
  '/bad/page.js': ['text/html', '<!doctype html><p>Not found</p>'],
};

let server: Server;
let other: Server;
let base = '';
let otherBase = '';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-importmap-'));

/** A built portal folder: index.html with the native map of bridges (and the amd extra when asked), portal.importmap.json. */
function builtPortal(name: string, withAmd: boolean): string {
  const web = path.join(dir, name);
  fs.mkdirSync(web, { recursive: true });
  const native = {
    imports: { react: './bridges/react.js', 'react-dom/client': './bridges/react-dom-client.js', '@portal/utils': './bridges/portal-utils.js' },
  };
  fs.writeFileSync(
    path.join(web, 'index.html'),
    `<!doctype html><html><head><script type=importmap>${JSON.stringify(native)}</script>${withAmd ? '<link rel=preload as=script href=vendor/amd.min.3f2a9c1b0d.js>' : ''}</head><body></body></html>`,
  );
  fs.writeFileSync(
    path.join(web, 'portal.importmap.json'),
    JSON.stringify({ imports: { react: './react.1a2b3c4d5e.js', '@portal/utils': './portal-utils.js' } }),
  );
  return web;
}

const serve = (routes: Record<string, [string, string]>) =>
  createServer((req, res) => {
    const file = routes[(req.url ?? '').split('?')[0]];
    if (!file) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><p>Not found</p>');
    res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });

beforeAll(async () => {
  server = serve(files);
  other = serve(files);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await Promise.all([server, other].map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Judges `imports` in-process, as the command does, against a portal without or with the amd extra. */
async function judge(imports: Record<string, string>, options: { amd?: boolean; scriptSrc?: string[]; portal?: ImportMap['portal'] } = {}) {
  const map: ImportMap = { imports, ...(options.portal ? { portal: options.portal } : {}) };
  const webRoot = builtPortal(options.amd ? 'with-amd' : 'plain', !!options.amd);
  const { setting } = settingFromBuild(map, {
    webRoot,
    appsRoot: webRoot,
    scriptSources: ["'self'", ...(options.scriptSrc ?? [])],
    pageUrl: base,
    load: networkLoader(5_000),
    run: runForExports,
  });
  const reports = await judgeMap(map, setting);
  return Object.fromEntries(reports.map((r) => [r.specifier, r])) as Record<string, EntryReport>;
}

describe('judging each entry as the browser will', () => {
  it('passes System.register builds: literal exports, exports through a variable (run with TextEncoder), a library that is no sub-app', async () => {
    const r = await judge({ '@cloud/pm': '/rollup/system.js', '@cloud/cmp': '/system/variable.js', '@org/helpers': '/util/helpers.js' });
    expect(r['@cloud/pm'].verdict).toMatchObject({ ok: true, summary: expect.stringContaining('System.register'), warnings: [] });
    expect(r['@cloud/pm'].verdict.summary).toContain('exports bootstrap, mount, unmount');
    expect(r['@cloud/cmp'].verdict).toMatchObject({ ok: true, warnings: [] });
    expect(r['@cloud/cmp'].verdict.summary).toContain('exports bootstrap, mount, unmount');
    expect(r['@org/helpers'].verdict.ok).toBe(true);
  });

  it('passes native ES modules whose chunks import only shared modules, and follows export * to the lifecycles', async () => {
    const r = await judge({ '@org/people': '/vite/entry.js', '@org/star': '/esm/star.js' }, { portal: { apps: { '@org/people': {}, '@org/star': {} } } });
    expect(r['@org/people'].verdict).toMatchObject({ ok: true, problems: [] });
    expect(r['@org/people'].verdict.summary).toMatch(/native ES module.*exports bootstrap, mount, unmount/);
    expect(r['@org/star'].verdict).toMatchObject({ ok: true, problems: [] });
  });

  it('refuses a bare import the native map does not resolve, a default-only export and a missing chunk, saying what to do', async () => {
    const r = await judge({ '@cloud/a': '/esm/lodash.js', '@cloud/b': '/esm/default-only.js', '@cloud/c': '/esm/missing-chunk.js' });
    expect(r['@cloud/a'].verdict.problems).toEqual([
      expect.stringMatching(/imports "lodash", which the portal's native import map does not resolve: bundle it/),
    ]);
    expect(r['@cloud/b'].verdict.problems).toEqual([
      expect.stringMatching(/does not export mount and unmount \(exports: default\): export single-spa's lifecycles/),
    ]);
    expect(r['@cloud/c'].verdict.problems[0]).toMatch(/its import .*assets\/gone\.js answers 404/);
  });

  it('refuses UMD and AMD builds on a portal without the amd extra, and passes them (lifecycles run) on one that ships it', async () => {
    const without = await judge({ '@cloud/people': '/umd/people.js', '@cloud/orders': '/amd/orders.js' });
    expect(without['@cloud/people'].verdict.problems).toEqual([
      expect.stringMatching(/is a UMD bundle, which this portal cannot load .*build it as System.register/),
    ]);
    expect(without['@cloud/orders'].verdict.problems).toEqual([expect.stringMatching(/is an AMD module, which this portal cannot load/)]);
    const withAmd = await judge({ '@cloud/people': '/umd/people.js', '@cloud/orders': '/amd/orders.js' }, { amd: true });
    expect(withAmd['@cloud/people'].verdict).toMatchObject({ ok: true, warnings: [] });
    expect(withAmd['@cloud/people'].verdict.summary).toContain('UMD bundle');
    expect(withAmd['@cloud/people'].verdict.summary).toContain('exports bootstrap, mount, unmount');
    expect(withAmd['@cloud/orders'].verdict).toMatchObject({ ok: true, warnings: [] });
  });

  it('names every broken entry: 404, HTML, a cut file, a missing lifecycle, an unmapped dependency', async () => {
    const r = await judge({
      '@cloud/a': '/missing.js',
      '@cloud/b': '/bad/page.js',
      '@cloud/c': '/system/cut.js',
      '@cloud/d': '/system/no-unmount.js',
      '@cloud/e': '/system/lodash.js',
    });
    expect(r['@cloud/a'].verdict.problems).toEqual([expect.stringMatching(/answers 404: deploy the file at this address, or correct the address/)]);
    expect(r['@cloud/b'].verdict.problems).toEqual([expect.stringMatching(/is served as "text\/html", not JavaScript/)]);
    expect(r['@cloud/c'].verdict.problems).toEqual([expect.stringMatching(/is not valid JavaScript \(Unexpected token .*\): the file is damaged/)]);
    expect(r['@cloud/d'].verdict.problems).toEqual([expect.stringMatching(/does not export unmount \(exports: mount\)/)]);
    expect(r['@cloud/e'].verdict.problems).toEqual([expect.stringMatching(/depends on "lodash", which no import map entry names/)]);
  });

  it("refuses an origin the portal's CSP does not allow, and passes it once CSP_SCRIPT_SRC names it", async () => {
    const address = `${otherBase}rollup/system.js`;
    const refused = await judge({ '@cloud/pm': address });
    expect(refused['@cloud/pm'].verdict.problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `its origin ${otherBase.slice(0, -1)} is refused by the portal's Content-Security-Policy \\(script-src 'self'\\): add the origin to CSP_SCRIPT_SRC`,
        ),
      ),
    ]);
    const allowed = await judge({ '@cloud/pm': address }, { scriptSrc: [otherBase.slice(0, -1)] });
    expect(allowed['@cloud/pm'].verdict).toMatchObject({ ok: true, problems: [] });
  });
});

/** Runs the command as a child process against the fixture server and a built portal folder. */
function check(map: unknown, env: Record<string, string> = {}): Promise<{ status: number; out: string }> {
  const file = path.join(dir, `map-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, typeof map === 'string' ? map : JSON.stringify(map));
  const webRoot = builtPortal('cli', false);
  const args = [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/check-importmap.ts'), file, '--base', base];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { encoding: 'utf8', timeout: 60_000, env: { ...process.env, WEB_ROOT: webRoot, APPS_ROOT: webRoot, CSP_SCRIPT_SRC: '', ...env } },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

describe('npm run check:importmap', () => {
  it('exits 0 on a good map and 1 with one line per problem on a broken one', async () => {
    const [good, bad] = await Promise.all([
      check({ imports: { '@cloud/pm': '/rollup/system.js', '@cloud/cmp': '/system/variable.js' } }),
      check({
        imports: {
          '@cloud/pm': '/rollup/system.js',
          '@cloud/a': '/missing.js',
          '@cloud/d': '/system/no-unmount.js',
          '@cloud/x': `${otherBase}rollup/system.js`,
        },
      }),
    ]);
    expect(good.out).toContain('2 entries, no problems');
    expect(good.status).toBe(0);
    expect(bad.out).toMatch(/✓ @cloud\/pm → .*exports bootstrap, mount, unmount/);
    expect(bad.out).toMatch(/ {2}✗ @cloud\/a answers 404/);
    expect(bad.out).toMatch(/ {2}✗ @cloud\/d does not export unmount/);
    expect(bad.out).toMatch(/ {2}✗ @cloud\/x its origin .* is refused by the portal's Content-Security-Policy/);
    expect(bad.out).toContain('4 entries, 3 problems');
    expect(bad.status).toBe(1);
  });

  it('reads the CSP of this environment from CSP_SCRIPT_SRC', async () => {
    const { status, out } = await check({ imports: { '@cloud/x': `${otherBase}rollup/system.js` } }, { CSP_SCRIPT_SRC: otherBase.slice(0, -1) });
    expect(out).toContain('1 entries, no problems');
    expect(status).toBe(0);
  });

  it('reports a syntax error with its place and exits 1', async () => {
    const { status, out } = await check('{"imports": {"@cloud/pm": "/rollup/system.js",}}');
    expect(out).toMatch(/✗ not valid JSON \(line 1, column \d+\)/);
    expect(status).toBe(1);
  });
});

describe('the offline part of the check', () => {
  it('keeps the usable entries of a map with a bad one', () => {
    expect(checkImportMapText('{"imports":{"@cloud/pm":"/pm/pm.js","@cloud/cmp":42}}').map?.imports).toEqual({ '@cloud/pm': '/pm/pm.js' });
  });
});
