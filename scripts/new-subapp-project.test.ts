import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: a plain .mjs script without types
import { createProject, parseArgs, projectNames } from './new-subapp-project.mjs';

const repo = path.resolve(__dirname, '..');
const PLACEHOLDERS = /__(SPECIFIER|ROUTE|FILE|NAME|COMPONENT|TITLE|TYPES|PORT|PORTAL_URL)__/;

/** A package tarball as `npm pack` makes it (package/package.json inside). */
function tarball(dir: string, name: string): string {
  fs.mkdirSync(path.join(dir, 'package'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'package', 'package.json'), JSON.stringify({ name, version: '1.0.0', types: 'index.d.ts' }));
  fs.writeFileSync(path.join(dir, 'package', 'index.d.ts'), "declare module '@portal/utils' {}\n");
  const file = path.join(dir, 'types.tgz');
  spawnSync('tar', ['-czf', file, '-C', dir, 'package']);
  return file;
}

describe('npm run new:subapp -- NAME --out DIR', () => {
  let work: string;
  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'new-subapp-project-'));
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  it.each([
    ['reports', undefined, { specifier: '@cloud/reports', route: '/reports', file: 'cloud-reports.js', component: 'ReportsApp', npmName: 'cloud-reports' }],
    ['cbp/reports', undefined, { specifier: '@cloud/cbp/reports', route: '/cbp/reports', file: 'cloud-cbp-reports.js', component: 'CbpReportsApp' }],
    ['@cloud/reports/', undefined, { specifier: '@cloud/reports', route: '/reports' }],
    ['@org/people', undefined, { specifier: '@org/people', route: '/people', file: 'org-people.js', component: 'PeopleApp', npmName: '@org/people' }],
    ['@org/people', '/org/people', { specifier: '@org/people', route: '/org/people' }],
  ])('names %j (route %j)', (name, route, expected) => {
    expect(projectNames(name, route)).toMatchObject(expected);
  });

  it.each([[''], ['Reports'], ['../x'], ['a b'], ['@org/'], ['@Org/x']])('refuses the name %j with a message', (name) => {
    expect(() => projectNames(name)).toThrow('is not a sub-app name');
  });

  it('refuses a route that is not a path', () => {
    expect(() => projectNames('@org/people', 'people')).toThrow('"people" is not a route');
  });

  it('reads the options', () => {
    expect(parseArgs(['reports', '--out', 'x', '--port=9200', '--esm', '--title', '报表'])).toEqual({
      positional: ['reports'],
      out: 'x',
      port: '9200',
      format: 'esm',
      title: '报表',
    });
    expect(() => parseArgs(['reports', '--out'])).toThrow('--out needs a value');
    expect(() => parseArgs(['reports', '--port', 'abc', '--out', 'x'])).toThrow('--port abc is not a port number');
    expect(() => parseArgs(['reports', '--outdir', 'x'])).toThrow('unknown option --outdir');
    expect(parseArgs(['orders', '--framework', 'vue', '--out', 'x'])).toMatchObject({ framework: 'vue' });
    expect(() => parseArgs(['orders', '--framework', 'angular', '--out', 'x'])).toThrow('--framework angular: one of react, vue');
  });

  it('writes a project that names the app, its route and the types tarball it carries', () => {
    const types = tarball(work, '@portal/types');
    const dir = path.join(work, 'project');
    const made = createProject(repo, 'reports', { out: dir, title: '报表', port: '9200', types });
    expect(made).toMatchObject({ specifier: '@cloud/reports', dir, port: 9200, typesSpec: 'file:portal/portal-types.tgz', typesPackage: '@portal/types' });

    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    expect(pkg.devDependencies['@portal/types']).toBe('file:portal/portal-types.tgz');
    expect(pkg.dependencies.react).toMatch(/^\^19\./);
    expect(pkg.scripts).toMatchObject({ start: 'webpack serve --mode development', build: 'webpack --mode production', test: 'jest' });
    expect(fs.readFileSync(path.join(dir, 'portal', 'portal-types.tgz'))).toEqual(fs.readFileSync(types));
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'subapp.json'), 'utf8'))).toEqual({
      specifier: '@cloud/reports',
      file: 'cloud-reports.js',
      route: '/reports',
      format: 'systemjs',
      framework: 'react',
      port: 9200,
      portalUrl: 'http://localhost:8080',
    });
    const shared = JSON.parse(fs.readFileSync(path.join(dir, 'portal', 'shared-modules.json'), 'utf8'));
    expect(shared).toEqual(
      expect.arrayContaining(['react', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'single-spa-react', 'jotai', 'react-router-dom']),
    );

    const app = fs.readFileSync(path.join(dir, 'src', 'reports.app.tsx'), 'utf8');
    expect(app).toContain('export function ReportsApp()');
    expect(app).toContain('<HashRouter basename="/reports">');
    expect(fs.readFileSync(path.join(dir, 'src', 'reports.rules.ts'), 'utf8')).toContain("title: '报表'");
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'tsconfig.json'), 'utf8')).compilerOptions.types).toEqual(['@portal/types', 'jest']);
    expect(fs.existsSync(path.join(dir, '.gitignore'))).toBe(true);
    for (const file of made.written) {
      if (file.endsWith('.tgz')) continue;
      expect([file, PLACEHOLDERS.test(fs.readFileSync(path.join(dir, file), 'utf8'))]).toEqual([file, false]);
    }
  });

  it('writes a Vue 3 project with --framework vue: single-spa-vue, vue-router and Vue from the map', () => {
    const dir = path.join(work, 'orders');
    const made = createProject(repo, 'orders', { out: dir, title: '订单', framework: 'vue', types: tarball(work, '@portal/types') });
    expect(made.framework).toBe('vue');
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    expect(Object.keys(pkg.dependencies).sort()).toEqual(['single-spa-vue', 'vue', 'vue-router']);
    expect(pkg.devDependencies).toMatchObject({ 'vue-loader': expect.any(String), 'style-loader': expect.any(String), 'css-loader': expect.any(String) });
    expect(pkg.devDependencies['@types/react']).toBeUndefined();
    expect(pkg.scripts).toMatchObject({
      start: 'webpack serve --mode development',
      build: 'webpack --mode production',
      'build:esm': 'webpack --mode production --env esm',
      test: 'jest',
    });
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'subapp.json'), 'utf8'))).toMatchObject({
      specifier: '@cloud/orders',
      route: '/orders',
      framework: 'vue',
    });
    expect(fs.readFileSync(path.join(dir, 'src', 'main.ts'), 'utf8')).toContain("export const ROUTE = '/orders';");
    expect(fs.readFileSync(path.join(dir, 'src', 'orders.rules.ts'), 'utf8')).toContain("title: '订单'");
    expect(fs.existsSync(path.join(dir, 'src', 'orders.app.tsx'))).toBe(false);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'portal', 'shared-modules.json'), 'utf8'))).toEqual(expect.arrayContaining(['vue', 'vue-router']));
    for (const file of made.written) {
      if (file.endsWith('.tgz')) continue;
      expect([file, PLACEHOLDERS.test(fs.readFileSync(path.join(dir, file), 'utf8'))]).toEqual([file, false]);
    }

    fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { subAppConfig, isPortalShared } = require(path.join(dir, 'portal', 'webpack-preset.cjs'));
    for (const shared of ['vue', 'vue-router', '@portal/utils']) expect([shared, isPortalShared(shared)]).toEqual([shared, true]);
    const config = subAppConfig({ root: dir, argv: { mode: 'production' } });
    expect(config.entry['cloud-orders']).toBe(path.join(dir, 'src', 'main.ts'));
    expect(config.module.rules[0]).toEqual({ test: /\.vue$/, loader: 'vue-loader' });
    expect(config.resolve.extensions).toContain('.vue');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { VueLoaderPlugin } = require(path.join(repo, 'node_modules', 'vue-loader'));
    expect(config.plugins.some((plugin: object) => plugin instanceof VueLoaderPlugin)).toBe(true);
  });

  it('takes the package name from the tarball, or the portal URL when no tarball is given', () => {
    const renamed = createProject(repo, '@org/people', { out: path.join(work, 'a'), types: tarball(work, '@acme/portal-types') });
    expect(JSON.parse(fs.readFileSync(path.join(work, 'a', 'package.json'), 'utf8')).devDependencies['@acme/portal-types']).toBe(
      'file:portal/portal-types.tgz',
    );
    expect(renamed.route).toBe('/people');
    createProject(repo, 'reports', { out: path.join(work, 'b'), types: 'https://portal.example/types/portal-types.tgz' });
    expect(JSON.parse(fs.readFileSync(path.join(work, 'b', 'package.json'), 'utf8')).devDependencies['@portal/types']).toBe(
      'https://portal.example/types/portal-types.tgz',
    );
  });

  it('refuses a folder that is not empty, and a missing tarball', () => {
    fs.writeFileSync(path.join(work, 'keep.txt'), 'x');
    expect(() => createProject(repo, 'reports', { out: work, types: 'https://p.example/t.tgz' })).toThrow('exists and is not empty');
    expect(() => createProject(repo, 'reports', { out: path.join(work, 'c'), types: path.join(work, 'none.tgz') })).toThrow('no such types tarball');
  });

  it("gives webpack the portal's externals, System.register by default and a native module with --env esm", () => {
    const dir = path.join(work, 'project');
    createProject(repo, 'reports', { out: dir, types: tarball(work, '@portal/types') });
    fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { subAppConfig, isPortalShared, overrideInstructions } = require(path.join(dir, 'portal', 'webpack-preset.cjs'));
    for (const shared of ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'jotai/vanilla', '@portal/utils', '@portal/ui', 'react-router-dom']) {
      expect([shared, isPortalShared(shared)]).toEqual([shared, true]);
    }
    for (const bundled of ['lodash', 'react-is', '@org/portal', './app']) expect([bundled, isPortalShared(bundled)]).toEqual([bundled, false]);

    const development = subAppConfig({ root: dir, argv: { mode: 'development' } });
    expect(development.output.library).toEqual({ type: 'system' });
    expect(development.externalsType).toBe('system');
    expect(development.module.rules[0].use.options.jsc.transform.react).toMatchObject({ runtime: 'automatic', development: false });
    const esm = subAppConfig({ root: dir, env: { esm: true }, argv: { mode: 'production' } });
    expect(esm.output).toMatchObject({ module: true, library: { type: 'module' } });
    expect(esm.externalsType).toBe('module');

    const lines = overrideInstructions({
      specifier: '@org/people',
      url: 'http://localhost:9100/org-people.js',
      origin: 'http://localhost:9100',
      route: '/people',
      format: 'systemjs',
      portalUrl: 'http://p',
    });
    expect(lines).toContain("localStorage.setItem('import-map-override:@org/people', 'http://localhost:9100/org-people.js')");
    expect(lines).toContain('DEV_ORIGINS=http://localhost:9100');
    expect(lines).toContain('"portal": { "apps": { "@org/people": { "route": "/people" } } }');
  });
});
