import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkImportMapText } from '../../../server/importmap/import-map.rules';
import { missingLifecycles, moduleFormatOf } from '../../../server/importmap/module-source.rules';
import { deployedMapWarnings } from '../../../server/importmap/deployed-map';

describe('checking an environment import map without a network', () => {
  it.each([
    ['a good map', '{"imports":{"@cloud/common/msg":"/common/msg/x.js","@org/people":"https://cdn.example/people.js"}}', []],
    ['a trailing comma', '{"imports":{"@cloud/pm":"/pm/pm.js",}}', ['not valid JSON (line 1, column']],
    ['a missing brace', '{"imports":{"@cloud/pm":"/pm/pm.js"}\n', ['not valid JSON']],
    ['no imports', '{"scopes":{}}', ['"imports" is missing or not an object']],
    ['an array at the top', '[]', ['the top level must be an object']],
    ['a number as address', '{"imports":{"@cloud/pm":3}}', ['"@cloud/pm" maps to 3, not to a string address']],
    ['a javascript: address', '{"imports":{"@cloud/pm":"javascript:alert(1)"}}', ['uses javascript:']],
    ['a bare word as address', '{"imports":{"@cloud/pm":"pm.js"}}', ['is neither a path']],
    ['a prefix without slash on one side', '{"imports":{"@cloud/pm/":"/pm/x.js"}}', ['must both end with "/"']],
    ['an unknown key', '{"imports":{},"portals":{}}', ['unknown top-level key "portals"']],
  ])('%s', (_name, text, expected) => {
    const { problems } = checkImportMapText(text);
    expect(problems).toHaveLength(expected.length);
    expected.forEach((fragment, i) => expect(problems[i]).toContain(fragment));
  });

  it('keeps the usable entries of a map with a bad one', () => {
    const { map } = checkImportMapText('{"imports":{"@cloud/pm":"/pm/pm.js","@cloud/cmp":42}}');
    expect(map?.imports).toEqual({ '@cloud/pm': '/pm/pm.js' });
  });

  it.each([
    ['System.register(["react"], function (e) { return { execute() {} } })', 'systemjs'],
    ['import React from "react";\nexport const mount = () => 1;', 'esm'],
    ['const a = 1, b = 2;\nexport { a as mount, b as unmount };', 'esm'],
    ['!function () { System.register([], function () { return {}; }); }();', 'systemjs'],
    ['(function (root, factory) { root.people = factory(); })(this, function () {});', 'script'],
    ["(function (r, f) { typeof define === 'function' && define.amd ? define([], f) : r.x = f(); })(this, function () {});", 'umd'],
    ["define(['react'], function (React) { return {}; });", 'amd'],
    ['<!doctype html><html></html>', 'invalid'],
    ['var s = "System.register(";', 'script'],
  ])('reads the module format of %s', (source, format) => {
    expect(moduleFormatOf(source)).toBe(format);
  });

  it.each([
    [['bootstrap', 'mount', 'unmount'], []],
    [['mount', 'unmount'], []],
    [['bootstrap', 'mount'], ['unmount']],
    [['default'], ['mount', 'unmount']],
  ])('names missing lifecycles of %j', (names, missing) => {
    expect(missingLifecycles(names)).toEqual(missing);
  });
});

describe('the server warning about the deployed map', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deployed-map-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('says the map is broken and that every sub-app will fail', () => {
    fs.writeFileSync(path.join(dir, 'importmap.json'), '{"imports": {"@cloud/pm": "/pm/pm.js",}}');
    const warnings = deployedMapWarnings(dir, [dir]);
    expect(warnings[0]).toMatch(/importmap\.json: not valid JSON \(line 1, column \d+\)/);
    expect(warnings[1]).toContain('Every sub-app of this environment will fail to load');
  });

  it('names a same-origin address no served file answers, and nothing for files that exist or other origins', () => {
    fs.mkdirSync(path.join(dir, 'pm'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'pm', 'pm.js'), 'System.register([], function () { return {}; })');
    fs.writeFileSync(
      path.join(dir, 'importmap.json'),
      JSON.stringify({ imports: { '@cloud/pm': '/pm/pm.js', '@cloud/cmp': '/cmp/cmp.js', '@org/x': 'http://localhost:9000/x.js' } }),
    );
    expect(deployedMapWarnings(dir, [dir])).toEqual([expect.stringContaining('"@cloud/cmp" points at /cmp/cmp.js, which this server does not serve')]);
  });

  it('is silent without a deployed map', () => {
    expect(deployedMapWarnings(path.join(dir, 'nowhere'), [dir])).toEqual([]);
  });
});

describe('the server started with a broken deployed map', () => {
  it('prints a clear warning once it listens', async () => {
    const { spawn } = await import('node:child_process');
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'broken-map-'));
    fs.writeFileSync(path.join(web, 'importmap.json'), '{\n  "imports": {\n    "@cloud/common/msg": "/common/msg/cloud-common-msg.js",\n  }\n}\n');
    const root = path.resolve(__dirname, '../../..');
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: path.join(web, 'data'),
        DATABASE_URL: '',
        WEB_ROOT: web,
        APPS_ROOT: path.join(web, 'apps'),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
      },
    });
    let stderr = '';
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no warning within 60 s; stderr: ${stderr}`)), 60_000);
        child.stderr.on('data', (chunk) => {
          stderr += chunk;
          if (stderr.includes('Every sub-app')) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.on('exit', (code) => reject(new Error(`server exited (${code}): ${stderr}`)));
      });
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(web, { recursive: true, force: true });
    }
    expect(stderr).toMatch(/WARNING: .*importmap\.json: not valid JSON \(line 4, column 3\)/);
    expect(stderr).toContain('WARNING: Every sub-app of this environment will fail to load until the import map is fixed (npm run check:importmap checks it).');
  }, 70_000);
});
