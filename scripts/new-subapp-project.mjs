// `npm run new:subapp -- NAME --out DIR`: a sub-app project of its own, outside the portal's
// repository, from build/subapp-project/ (scripts/new-subapp.mjs calls this when --out is given).
//
// DIR gets its own package.json (React 19 and the tool versions the portal builds with), the
// portal's webpack preset and shared-module list (portal/), the portal's types tarball
// (portal/portal-types.tgz, a file: dependency, so the folder installs wherever it is moved), and
// the scripts: start (dev server, live reload, the override line), standalone, build, test, typecheck.
// `--framework vue` makes a Vue 3 project (single-spa-vue, vue-router, vue-loader) from
// build/subapp-project-vue/ with the same preset and scripts; Vue comes from the portal's map.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const TEMPLATE = path.join(here, '..', 'build', 'subapp-project');
/** The Vue project's own files; portal/ and the rules (src/__NAME__.rules*.ts) come from TEMPLATE. */
const VUE_TEMPLATE = path.join(here, '..', 'build', 'subapp-project-vue');
const FRAMEWORKS = ['react', 'vue'];
/** Where the portal's build writes the types tarball (served at /types/portal-types.tgz). */
export const TYPES_TARBALL = path.join('dist', 'portal', 'types', 'portal-types.tgz');
/** webpack-dev-server 6 needs Node 22.15; 5 runs on the Node 20 the portal supports. */
const DEV_SERVER_VERSION = '^5.2.2';
/** What the portal always shares besides build/modules.js' list: the development JSX runtime. */
const ALWAYS_EXTERNAL = ['react/jsx-dev-runtime'];

const PREFIX = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;
const SCOPED = /^@([a-z0-9][a-z0-9-]*)\/([a-z0-9][a-z0-9-]*)$/;

/**
 * What a NAME means: `reports` or `cbp/reports` → `@cloud/reports` under `#/reports` (the
 * portal's zero-configuration convention); `@org/people` → that specifier under `--route` (default
 * `/people`), which the environment map's `portal.apps` must name. Throws with a message.
 */
export function projectNames(nameArg, routeArg) {
  const raw = String(nameArg ?? '').trim();
  let specifier;
  let route;
  if (SCOPED.test(raw) && !raw.startsWith('@cloud/')) {
    specifier = raw;
    route = routeArg ?? `/${SCOPED.exec(raw)[2]}`;
  } else {
    const prefix = raw.replace(/^@cloud\//, '').replace(/^\/+|\/+$/g, '');
    if (!PREFIX.test(prefix)) {
      throw new Error(
        `"${nameArg ?? ''}" is not a sub-app name: a prefix path (reports, cbp/reports → @cloud/reports under #/reports) or a scoped name (@org/people)`,
      );
    }
    specifier = `@cloud/${prefix}`;
    route = routeArg ?? `/${prefix}`;
  }
  if (!/^\/[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/.test(route)) throw new Error(`"${route}" is not a route: a path like /people or /org/people`);
  const base = specifier.slice(1).replace(/\//g, '-');
  const short = specifier.split('/').slice(1).join('-');
  const component = `${short.replace(/(^|-)([a-z0-9])/g, (_m, _dash, c) => c.toUpperCase())}App`;
  return {
    specifier,
    route,
    file: `${base}.js`,
    name: short,
    npmName: specifier.startsWith('@cloud/') ? `cloud-${short}` : specifier,
    component: /^[0-9]/.test(component) ? `App${component}` : component,
  };
}

/** `--out DIR --port 9100 --title 报表 --types FILE|URL --portal-url URL --route /x --esm --framework vue` → options. */
export function parseArgs(argv) {
  const options = { positional: [] };
  const valued = {
    '--out': 'out',
    '--port': 'port',
    '--title': 'title',
    '--types': 'types',
    '--portal-url': 'portalUrl',
    '--route': 'route',
    '--framework': 'framework',
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (valued[flag]) {
      const value = inline ?? argv[(i += 1)];
      if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
      options[valued[flag]] = value;
    } else if (flag === '--esm') options.format = 'esm';
    else if (flag.startsWith('--')) throw new Error(`unknown option ${flag}`);
    else options.positional.push(arg);
  }
  if (options.port !== undefined && !(Number.isInteger(Number(options.port)) && Number(options.port) > 0 && Number(options.port) < 65536)) {
    throw new Error(`--port ${options.port} is not a port number`);
  }
  if (options.framework !== undefined && !FRAMEWORKS.includes(options.framework)) {
    throw new Error(`--framework ${options.framework}: one of ${FRAMEWORKS.join(', ')}`);
  }
  return options;
}

function versionOf(root, pkg) {
  // Some packages (single-spa-vue) do not export their package.json: read it from node_modules.
  const file = path.join(root, 'node_modules', pkg, 'package.json');
  const manifest = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : require(require.resolve(`${pkg}/package.json`, { paths: [root] }));
  return `^${manifest.version}`;
}

/** The name in a package tarball's package.json (`tar` reads it; every npm machine has tar). */
function tarballPackageName(file) {
  const result = spawnSync('tar', ['-xzOf', file, 'package/package.json'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${file} is not an npm package tarball: ${result.stderr.trim()}`);
  return JSON.parse(result.stdout).name;
}

/**
 * Where the types come from: a tarball file (copied into the project: it installs wherever the
 * folder goes), a URL (the portal serves /types/portal-types.tgz), or the portal build's own.
 */
function typesSource(root, options) {
  const given = options.types;
  if (given && /^https?:\/\//.test(given)) return { spec: given, packageName: '@portal/types' };
  const file = given ? path.resolve(given) : path.join(root, TYPES_TARBALL);
  if (fs.existsSync(file)) return { file, packageName: tarballPackageName(file) };
  if (options.portalUrl) return { spec: `${options.portalUrl.replace(/\/+$/, '')}/types/portal-types.tgz`, packageName: '@portal/types' };
  throw new Error(
    given
      ? `${given}: no such types tarball`
      : `No types tarball at ${TYPES_TARBALL}: build the portal (npx webpack --mode production), or pass --types <file or URL> or --portal-url <portal>`,
  );
}

/** Replaces the template's placeholders with the project's names, port and portal. */
function placeholders({ names, title, types, port, portalUrl }) {
  return (text) =>
    text
      .replaceAll('__SPECIFIER__', names.specifier)
      .replaceAll('__ROUTE__', names.route)
      .replaceAll('__FILE__', names.file)
      .replaceAll('__NAME__', names.name)
      .replaceAll('__COMPONENT__', names.component)
      .replaceAll('__TITLE__', title.replace(/[\\']/g, '\\$&'))
      .replaceAll('__TYPES__', types.packageName)
      .replaceAll('__PORT__', String(port))
      .replaceAll('__PORTAL_URL__', portalUrl);
}

/** Writes files under `dir`, filled in, and remembers their paths. */
function projectWriter(dir, fill) {
  const written = [];
  const write = (relative, text) => {
    const target = path.join(dir, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
    written.push(relative);
  };
  const copy = (from, to) => {
    for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
      const source = path.join(from, entry.name);
      const target = path.join(to, entry.name === 'gitignore' ? '.gitignore' : fill(entry.name));
      if (entry.isDirectory()) copy(source, target);
      else write(target, fill(fs.readFileSync(source, 'utf8')));
    }
  };
  return { written, write, copy };
}

/** The project's package.json: the frameworks' and tools' versions the portal itself uses. */
function packageJson(root, { names, vue, types, typesSpec }) {
  const v = (pkg) => versionOf(root, pkg);
  return {
    name: names.npmName,
    version: '0.1.0',
    private: true,
    description: `${names.specifier}: a sub-app of the cloud portal (single-spa, ${vue ? 'Vue 3' : 'React 19'})`,
    engines: { node: '>=20' },
    scripts: {
      start: 'webpack serve --mode development',
      standalone: 'webpack serve --mode development --env standalone',
      build: 'webpack --mode production',
      'build:esm': 'webpack --mode production --env esm',
      test: 'jest',
      typecheck: 'tsc --noEmit -p tsconfig.json',
    },
    // The portal serves these at run time (externals); they are here for types, tests and versions.
    dependencies: Object.fromEntries(
      (vue ? ['vue', 'vue-router', 'single-spa-vue'] : ['react', 'react-dom', 'react-router-dom', 'single-spa-react', 'jotai']).map((p) => [p, v(p)]),
    ),
    devDependencies: {
      [types.packageName]: typesSpec,
      ...Object.fromEntries(
        [
          '@swc/core',
          '@swc/jest',
          '@types/jest',
          ...(vue ? ['vue-loader', 'style-loader', 'css-loader'] : ['@types/react', '@types/react-dom']),
          'jest',
          'swc-loader',
          'typescript',
          'webpack',
          'webpack-cli',
        ].map((p) => [p, v(p)]),
      ),
      'webpack-dev-server': DEV_SERVER_VERSION,
    },
  };
}

/** Everything the portal's map serves to sub-apps: the shared packages and the other frameworks' runtimes (vue, vue-router). */
function sharedModules(root) {
  const { sharedSpecifiers, VENDOR_GLOBALS } = require(path.join(root, 'build', 'modules.js'));
  return [...new Set([...sharedSpecifiers(root), ...VENDOR_GLOBALS.map((v) => v.specifier), ...ALWAYS_EXTERNAL])].sort();
}

/** Creates the project in `options.out`; returns what it wrote. Throws with a message on bad input. */
export function createProject(root, nameArg, options = {}) {
  const names = projectNames(nameArg, options.route);
  if (!options.out) throw new Error('--out needs a folder');
  const dir = path.resolve(options.out);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new Error(`${dir} exists and is not empty`);
  const port = Number(options.port ?? 9100);
  const portalUrl = (options.portalUrl ?? 'http://localhost:8080').replace(/\/+$/, '');
  const types = typesSource(root, options);
  const fill = placeholders({ names, title: options.title || names.name, types, port, portalUrl });
  const { written, write, copy } = projectWriter(dir, fill);
  const vue = options.framework === 'vue';
  if (vue) {
    copy(VUE_TEMPLATE, '');
    copy(path.join(TEMPLATE, 'portal'), 'portal');
    for (const file of ['__NAME__.rules.ts', '__NAME__.rules.test.ts'])
      write(path.join('src', fill(file)), fill(fs.readFileSync(path.join(TEMPLATE, 'src', file), 'utf8')));
  } else copy(TEMPLATE, '');
  write('portal/shared-modules.json', `${JSON.stringify(sharedModules(root), null, 2)}\n`);

  let typesSpec = types.spec;
  if (types.file) {
    fs.copyFileSync(types.file, path.join(dir, 'portal', 'portal-types.tgz'));
    written.push('portal/portal-types.tgz');
    typesSpec = 'file:portal/portal-types.tgz';
  }

  const manifest = {
    specifier: names.specifier,
    file: names.file,
    route: names.route,
    format: options.format === 'esm' ? 'esm' : 'systemjs',
    framework: vue ? 'vue' : 'react',
    port,
    portalUrl,
  };
  write('subapp.json', `${JSON.stringify(manifest, null, 2)}\n`);
  write('package.json', `${JSON.stringify(packageJson(root, { names, vue, types, typesSpec }), null, 2)}\n`);
  return { ...names, dir, port, portalUrl, framework: manifest.framework, written: written.sort(), typesSpec, typesPackage: types.packageName };
}
