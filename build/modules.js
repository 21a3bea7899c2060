/**
 * Which in-browser modules exist, found by convention (portal-modules.md), and which npm packages
 * are shared through the import map. Used by webpack.config.js and by bench/web.
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * Shared dependencies: each becomes one System module built from node_modules and one import-map
 * entry, and every portal module and sub-app treats it as external (loaded once).
 */
const SHARED_PACKAGES = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'single-spa', 'single-spa-react', 'jotai'];

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
  return [...found].sort();
}

function sharedSpecifiers(root) {
  return [...SHARED_PACKAGES, ...jotaiSubpaths(root)];
}

/** True when an import names a shared package (or a jotai subpath). */
function isSharedRequest(request) {
  return SHARED_PACKAGES.includes(request) || /^jotai\//.test(request);
}

/** `react-dom/client` → `shared/react-dom-client` (entry name, also the file's base name). */
function sharedEntryName(specifier) {
  return `shared/${specifier.replace(/\//g, '-')}`;
}

function sharedModules(root) {
  return sharedSpecifiers(root).map((specifier) => ({
    specifier,
    entryName: sharedEntryName(specifier),
    file: require.resolve(specifier, { paths: [root] }),
    shared: true,
  }));
}

function firstExisting(candidates) {
  return candidates.find((file) => fs.existsSync(file));
}

/** @portal/root-config, shell, utils, ui and one @portal/<page> per parcels/<page>/index.ts(x). */
function portalModules(root) {
  const modules = [];
  const add = (name, candidates) => {
    const file = firstExisting(candidates);
    if (file) modules.push({ specifier: `@portal/${name}`, entryName: `portal-${name}`, file, shared: false });
  };
  for (const name of ['root-config', 'shell', 'utils', 'ui']) {
    add(name, [path.join(root, 'src', name, 'index.ts'), path.join(root, 'src', name, 'index.tsx')]);
  }
  const parcels = path.join(root, 'parcels');
  if (fs.existsSync(parcels)) {
    for (const dir of fs.readdirSync(parcels, { withFileTypes: true })) {
      if (!dir.isDirectory() || !/^[a-z0-9-]+$/.test(dir.name)) continue;
      if (['root-config', 'shell', 'utils', 'ui'].includes(dir.name)) continue;
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
    const match = /^@cloud\/([a-z0-9-]+(?:\/[a-z0-9-]+)*)$/.exec(manifest.specifier || '');
    if (!match || !/^[a-z0-9-]+\.js$/.test(manifest.file || '')) {
      throw new Error(`${manifestFile}: needs { "specifier": "@cloud/<prefix path>", "file": "<name>.js" }`);
    }
    found.push({ specifier: manifest.specifier, file, outName: `${match[1]}/${manifest.file.replace(/\.js$/, '')}`, url: `/${match[1]}/${manifest.file}` });
  }
  return found;
}

module.exports = { SHARED_PACKAGES, sharedSpecifiers, isSharedRequest, sharedModules, portalModules, sampleSubApps };
