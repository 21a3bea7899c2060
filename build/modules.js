/**
 * Which in-browser modules exist, found by convention (README.md, "How the browser side is put
 * together": the modules of src/, one per folder of parcels/, one per sub-app folder of apps/),
 * and which npm packages are shared through the import map. Used by webpack.config.js and by bench/web.
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * Shared dependencies: each becomes one System module built from node_modules and one import-map
 * entry, and every portal module and sub-app treats it as external (loaded once).
 * react-router-dom carries react-router inside its module (sub-apps import react-router-dom only);
 * no portal module imports it, so it is fetched by the first sub-app that does, never on the login route.
 */
const SHARED_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  // A sub-app's development build imports it; ours calls the production jsx/jsxs (docs/decisions/015).
  'react/jsx-dev-runtime',
  'single-spa',
  'single-spa-react',
  'jotai',
  'react-router-dom',
  'framer-motion',
];

/**
 * Shared packages that the modules every route loads (src/: root config, shell, utils, ui) import
 * only from code that runs signed in: for them the import is `System.import` when first needed
 * (a webpack "promise" external), so the login route never fetches the package. Parcels and
 * sub-apps import them as usual (docs/decisions/011).
 */
const ON_DEMAND_PACKAGES = ['framer-motion'];

/**
 * Shared packages built from an entry of ours instead of the package's own: react-router-dom's
 * browser API without its server and framework-mode exports (src/shared/react-router-dom.ts).
 */
const SHARED_ENTRIES = { 'react-router-dom': 'src/shared/react-router-dom.ts', 'react/jsx-dev-runtime': 'src/shared/react-jsx-dev-runtime.ts' };

/**
 * Runtimes of other frameworks the portal serves as they are published (global builds, the way
 * single-spa's Vue examples map them), copied into vendor/ and named in the generated map. Loaded
 * only by a sub-app that imports them. `after`: what must have run before the script (its global
 * build reads `window.Vue` while it runs); native ES modules reach them through bridges
 * (docs/decisions/015).
 */
const VENDOR_GLOBALS = [
  { specifier: 'vue', production: 'vue/dist/vue.global.prod.js', development: 'vue/dist/vue.global.js', after: [] },
  { specifier: 'vue-router', production: 'vue-router/dist/vue-router.global.prod.js', development: 'vue-router/dist/vue-router.global.js', after: ['vue'] },
];

/** SystemJS's extras the boot script loads before the first script that is not a portal module (AMD for UMD builds, global for global builds). */
const SYSTEM_EXTRAS = ['systemjs/dist/extras/amd.min.js', 'systemjs/dist/extras/global.min.js'];

/** jotai subpaths @portal/utils imports are shared too, so that there is exactly one store. */
function jotaiSubpaths(root) {
  const found = new Set();
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        for (const match of text.matchAll(/from\s+['"](jotai\/[a-z/-]+)['"]/g)) found.add(match[1]);
      }
    }
  };
  walk(path.join(root, 'src', 'utils'));
  // jotai 2's own entry re-exports 'jotai/vanilla' and 'jotai/react' by bare specifier: share them
  // too, or the shared 'jotai' module could not resolve its own parts.
  const jotaiDir = path.dirname(require.resolve('jotai/package.json', { paths: [root] }));
  for (const entry of ['index.js', 'esm/index.mjs', 'react.js', 'esm/react.mjs']) {
    const file = path.join(jotaiDir, entry);
    if (!fs.existsSync(file)) continue;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/['"](jotai\/[a-z/-]+)['"]/g)) found.add(match[1]);
  }
  return [...found].sort();
}

function sharedSpecifiers(root) {
  return [...SHARED_PACKAGES, ...jotaiSubpaths(root)];
}

/** The vendor globals' specifiers are shared too: every sub-app treats them as external. */
function isVendorGlobal(request) {
  return VENDOR_GLOBALS.some((v) => v.specifier === request);
}

const specifiersByRoot = new Map();

/**
 * True when an import names a shared module: a shared package, or a jotai subpath that
 * @portal/utils or jotai's own entry imports (each has a shared module of its own).
 */
function isSharedRequest(request, root) {
  if (!specifiersByRoot.has(root)) specifiersByRoot.set(root, new Set(sharedSpecifiers(root)));
  return specifiersByRoot.get(root).has(request) || isVendorGlobal(request);
}

/** `react-dom/client` → `shared/react-dom-client` (entry name, also the file's base name). */
function sharedEntryName(specifier) {
  return `shared/${specifier.replace(/\//g, '-')}`;
}

function sharedModules(root) {
  return sharedSpecifiers(root).map((specifier) => ({
    specifier,
    entryName: sharedEntryName(specifier),
    file: SHARED_ENTRIES[specifier] ? path.join(root, SHARED_ENTRIES[specifier]) : require.resolve(specifier, { paths: [root] }),
    // webpack builds the package by its name (its browser entry), or our own entry file.
    entry: SHARED_ENTRIES[specifier] ? path.join(root, SHARED_ENTRIES[specifier]) : specifier,
    shared: true,
  }));
}

function firstExisting(candidates) {
  return candidates.find((file) => fs.existsSync(file));
}

/**
 * What sub-apps may import from the portal by name (docs/decisions/014): each is one module of the
 * generated import map, external to every portal module and sub-app, with a bridge for native ES
 * module sub-apps and type declarations in the types tarball (build/types.js). No module of src/
 * that every route loads imports @portal/contract or @portal/console: they load with the first
 * sub-app that needs them, never on the login route.
 */
const SUBAPP_MODULES = {
  // The public face (its declarations are the tarball's); the module is built from RUNTIME_ENTRIES.
  utils: ['src/utils/index.ts'],
  ui: ['src/ui/index.ts'],
  // The runtime part of the contract: route tables, rules, messages, error codes (no TypeBox).
  contract: ['contract/browser.ts'],
  // The console kit of the sample sub-apps.
  console: ['src/console/index.ts'],
};

/**
 * A module built from another file than its public face: @portal/utils is built from its internal
 * entry (a superset of index.ts), which the portal's own modules import as `@portal/utils/internal`;
 * both names are that one module at run time, so there is one store (docs/decisions/019).
 */
const RUNTIME_ENTRIES = { utils: 'src/utils/internal.ts' };
const INTERNAL_UTILS = '@portal/utils/internal';

/** The source file of each @portal/<name> that sub-apps may import, by specifier. */
function subAppModules(root) {
  return Object.fromEntries(
    Object.entries(SUBAPP_MODULES).flatMap(([name, candidates]) => {
      const file = firstExisting(candidates.map((candidate) => path.join(root, candidate)));
      return file ? [[`@portal/${name}`, file]] : [];
    }),
  );
}

/** @portal/root-config, shell, utils, ui, contract, console and one @portal/<page> per parcels/<page>/index.ts(x). */
function portalModules(root) {
  const modules = [];
  const add = (name, candidates) => {
    const file = firstExisting(candidates);
    if (file) modules.push({ specifier: `@portal/${name}`, entryName: `portal-${name}`, file, shared: false });
  };
  for (const name of ['root-config', 'shell']) {
    add(name, [path.join(root, 'src', name, 'index.ts'), path.join(root, 'src', name, 'index.tsx')]);
  }
  for (const [specifier, file] of Object.entries(subAppModules(root))) {
    const name = specifier.slice('@portal/'.length);
    add(name, [RUNTIME_ENTRIES[name] ? path.join(root, RUNTIME_ENTRIES[name]) : file]);
  }
  const parcels = path.join(root, 'parcels');
  if (fs.existsSync(parcels)) {
    for (const dir of fs.readdirSync(parcels, { withFileTypes: true })) {
      if (!dir.isDirectory() || !/^[a-z0-9-]+$/.test(dir.name)) continue;
      if (['root-config', 'shell', ...Object.keys(SUBAPP_MODULES)].includes(dir.name)) continue;
      add(dir.name, [path.join(parcels, dir.name, 'index.ts'), path.join(parcels, dir.name, 'index.tsx')]);
    }
  }
  return modules;
}

/**
 * Sample sub-apps: apps/<dir>/subapp.json names the specifier (`@cloud/common/msg`); the entry is
 * apps/<dir>/src/index.ts(x); the output is dist/apps/<prefix path>/<file>.
 */
function sampleSubApps(root) {
  const apps = path.join(root, 'apps');
  if (!fs.existsSync(apps)) return [];
  const found = [];
  for (const dir of fs.readdirSync(apps, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    const manifestFile = path.join(apps, dir.name, 'subapp.json');
    const file = firstExisting([path.join(apps, dir.name, 'src', 'index.ts'), path.join(apps, dir.name, 'src', 'index.tsx')]);
    if (!fs.existsSync(manifestFile) || !file) continue;
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    // `@cloud/<path>` is served under /<path>; any other name needs its route (the portal.apps section of the map).
    const match = /^@cloud\/([a-z0-9-]+(?:\/[a-z0-9-]+)*)$/.exec(manifest.specifier || '');
    const route = /^\/([a-z0-9-]+(?:\/[a-z0-9-]+)*)$/.exec(manifest.route || '');
    const where = match ? match[1] : route && /^@[a-z0-9-]+\/[a-z0-9-]+$/.test(manifest.specifier || '') ? route[1] : null;
    if (!where || !/^[a-z0-9-]+\.js$/.test(manifest.file || '') || (manifest.format !== undefined && manifest.format !== 'esm')) {
      throw new Error(
        `${manifestFile}: needs { "specifier": "@cloud/<prefix path>", "file": "<name>.js" } (or "@scope/name" with "route": "/<path>"; "format": "esm" for a native ES module)`,
      );
    }
    found.push({
      specifier: manifest.specifier,
      file,
      outName: `${where}/${manifest.file.replace(/\.js$/, '')}`,
      url: `/${where}/${manifest.file}`,
      format: manifest.format === 'esm' ? 'esm' : 'systemjs',
    });
  }
  return found;
}

module.exports = {
  VENDOR_GLOBALS,
  SYSTEM_EXTRAS,
  SHARED_PACKAGES,
  ON_DEMAND_PACKAGES,
  SUBAPP_MODULES,
  INTERNAL_UTILS,
  subAppModules,
  sharedSpecifiers,
  isSharedRequest,
  sharedModules,
  portalModules,
  sampleSubApps,
};
