import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** `npm run check:importmap` against a small server of real module files. */
const root = path.resolve(__dirname, '../../..');

// What webpack writes for a sub-app (output.library.type 'system'), minus the bundle itself.
const systemApp = `System.register(["react","single-spa-react"], function (__export, __context) {
  var React, singleSpaReact;
  return {
    setters: [function (m) { React = m; }, function (m) { singleSpaReact = m.default; }],
    execute: function () {
      var lifecycles = singleSpaReact({ React: React, rootComponent: function () { return React.createElement("div"); } });
      __export({ bootstrap: lifecycles.bootstrap, mount: lifecycles.mount, unmount: lifecycles.unmount });
    }
  };
});`;
const systemWithoutUnmount = `System.register([], function (e) { return { execute: function () { e("mount", function () {}); } }; });`;
const esmApp = `import React from "react";\nconst lifecycles = {};\nexport const { bootstrap, mount, unmount } = lifecycles;\n`;
const umd = `(function (root, factory) { root.people = factory(); })(this, function () { return {}; });`;

const files: Record<string, [string, string]> = {
  '/good/system.js': ['text/javascript', systemApp],
  '/good/esm.js': ['text/javascript', esmApp],
  '/good/utils.js': ['application/javascript', 'System.register([], function () { return { execute: function () {} }; });'],
  '/bad/no-unmount.js': ['text/javascript', systemWithoutUnmount],
  '/bad/umd.js': ['text/javascript', umd],
  '/bad/page.js': ['text/html', '<!doctype html><p>Not found</p>'],
};

let server: Server;
let base = '';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-importmap-'));

beforeAll(async () => {
  server = createServer((req, res) => {
    const file = files[req.url ?? ''];
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs the checker as a child process (asynchronously: the module server lives in this process). */
function check(map: unknown): Promise<{ status: number; out: string }> {
  const file = path.join(dir, `map-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, typeof map === 'string' ? map : JSON.stringify(map));
  const args = [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/check-importmap.ts'), file, '--base', base];
  return new Promise((resolve) => {
    execFile(process.execPath, args, { encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ status: error ? Number(error.code ?? 1) : 0, out: stdout + stderr });
    });
  });
}

describe('npm run check:importmap', () => {
  it('passes a map whose entries answer with System.register and ES modules that export the lifecycles', async () => {
    const { status, out } = await check({ imports: { '@cloud/pm': '/good/system.js', '@cloud/cmp': '/good/esm.js', '@portal/utils': '/good/utils.js' } });
    expect(out).toContain('✓ @cloud/pm');
    expect(out).toContain('systemjs, exports bootstrap, mount, unmount');
    expect(out).toContain('✓ @cloud/cmp');
    expect(out).toContain('esm, exports bootstrap, mount, unmount');
    expect(out).toContain('3 entries, no problems');
    expect(status).toBe(0);
  });

  it('names every broken entry: a 404, HTML, a UMD script, a missing lifecycle', async () => {
    const { status, out } = await check({
      imports: { '@cloud/a': '/missing.js', '@cloud/b': '/bad/page.js', '@cloud/c': '/bad/umd.js', '@cloud/d': '/bad/no-unmount.js' },
    });
    expect(out).toMatch(/✗ @cloud\/a .*answered 404/);
    expect(out).toMatch(/✗ @cloud\/b .*served as "text\/html", not JavaScript/);
    expect(out).toMatch(/✗ @cloud\/c .*neither System.register nor a native ES module/);
    expect(out).toMatch(/✗ @cloud\/d .*does not export unmount/);
    expect(out).toContain('4 entries, 4 problems');
    expect(status).toBe(1);
  });

  it('reports a syntax error with its place and exits 1', async () => {
    const { status, out } = await check('{"imports": {"@cloud/pm": "/good/system.js",}}');
    expect(out).toMatch(/✗ not valid JSON \(line 1, column \d+\)/);
    expect(status).toBe(1);
  });
});
