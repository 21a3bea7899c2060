/**
 * The portal's build: every portal module and every shared dependency becomes its own SystemJS
 * module (System.register), named through an import map (docs/decisions/002, 003).
 *
 * Entries are found by convention, so adding a page or a sample sub-app needs no edit here:
 *   src/root-config/index.ts      → @portal/root-config
 *   src/shell/index.tsx           → @portal/shell
 *   src/utils/internal.ts         → @portal/utils (and @portal/utils/internal; index.ts is its typed public face)
 *   src/ui/index.ts               → @portal/ui
 *   parcels/<page>/index.ts(x)    → @portal/<page>
 *   apps/<dir>/src/index.ts(x)    → the specifier in apps/<dir>/subapp.json, built into dist/apps/<prefix path>/
 *
 * Output: dist/portal/ (index.html, portal.importmap.json generated here, importmap.json copied
 * unchanged from the top level, hashed modules, vendor/ with SystemJS and import-map-overrides,
 * types/portal-types.tgz with the declarations of what sub-apps import by name)
 * and dist/apps/ (sample sub-apps under stable names, the way another team would deploy them).
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const {
  sharedModules,
  portalModules,
  sampleSubApps,
  isSharedRequest,
  ON_DEMAND_PACKAGES,
  VENDOR_GLOBALS,
  SYSTEM_EXTRAS,
  INTERNAL_UTILS,
} = require('./build/modules');
const { EsmBridgesPlugin } = require('./build/esm-bridges');
const { PortalTypesPlugin } = require('./build/types');
const { renderPrerendered } = require('./build/prerender');

const root = __dirname;
const portalOut = path.join(root, 'dist', 'portal');
/** The build-time renderer of the sign-in pages (build/prerender/, docs/decisions/017): a Node bundle, never served. */
const prerenderOut = path.join(root, 'dist', 'prerender');
const appsOut = path.join(root, 'dist', 'apps');
const GENERATED_MAP = 'portal.importmap.json';

function swcRule() {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          // Always react/jsx-runtime (shared); the dev runtime would be bundled into every module.
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * Everything shared is resolved at run time through the import map, never bundled: the other
 * portal modules, the sub-apps, and the shared dependencies. An entry itself is never external
 * (that is how `react` gets built while everyone else treats it as external).
 */
function externalsFor(sharedFiles, type = 'system') {
  return ({ request, context, contextInfo }, callback) => {
    const isEntry = !contextInfo || !contextInfo.issuer;
    if (isEntry || !request) return callback();
    // The portal's own modules import @portal/utils' internal entry: the same one module at run time (docs/decisions/019).
    if (request === INTERNAL_UTILS) return callback(null, `${type} @portal/utils`);
    if (/^@(portal|cloud)\//.test(request)) return callback(null, `${type} ${request}`);
    if (isSharedRequest(request, root)) {
      // A System external of an async chunk still lands in its module's System.register list:
      // what src/ takes on demand (framer-motion) is imported when first evaluated instead.
      const everyRoute = contextInfo.issuer.startsWith(path.join(root, 'src') + path.sep);
      if (type === 'system' && everyRoute && ON_DEMAND_PACKAGES.includes(request)) return callback(null, `promise System.import(${JSON.stringify(request)})`);
      return callback(null, `${type} ${request}`);
    }
    // A shared package importing a sibling entry by relative path (jotai's index → ./vanilla.js):
    // point at the shared module so one copy of its state exists.
    if (request.startsWith('.') && context) {
      const file = path.resolve(context, request);
      const hit = sharedFiles.find((m) => m.file === file && m.file !== contextInfo.issuer);
      if (hit) return callback(null, `system ${hit.specifier}`);
    }
    return callback();
  };
}

/**
 * react-router publishes a production build (no developer warnings) beside its development one,
 * but its package exports only name the latter: the shared react-router-dom takes the production
 * files in a production build.
 */
function reactRouterProductionAlias(production) {
  if (!production) return {};
  const dist = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [root] })), 'dist', 'production');
  const files = { 'react-router$': 'index.mjs', 'react-router/dom$': 'dom-export.mjs' };
  if (!Object.values(files).every((file) => fs.existsSync(path.join(dist, file)))) return {};
  return Object.fromEntries(Object.entries(files).map(([request, file]) => [request, path.join(dist, file)]));
}

function fileHash(file) {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 10);
}

/**
 * SystemJS, its extras, import-map-overrides and the vendor globals (Vue), copied from
 * node_modules and served from our own origin.
 */
function vendorFiles(production) {
  const files = {
    system: require.resolve('systemjs/dist/system.min.js'),
    imoApi: path.join(root, 'node_modules/import-map-overrides/dist/import-map-overrides-api.js'),
    imoFull: path.join(root, 'node_modules/import-map-overrides/dist/import-map-overrides.js'),
    ...Object.fromEntries(SYSTEM_EXTRAS.map((file) => [`extra:${file}`, require.resolve(file, { paths: [root] })])),
    ...Object.fromEntries(VENDOR_GLOBALS.map((v) => [`global:${v.specifier}`, require.resolve(production ? v.production : v.development, { paths: [root] })])),
  };
  return Object.fromEntries(
    Object.entries(files).map(([key, file]) => {
      const ext = path.extname(file);
      const base = path.basename(file, ext);
      const name = production ? `vendor/${base}.${fileHash(file)}${ext}` : `vendor/${base}${ext}`;
      return [key, { from: file, to: name }];
    }),
  );
}

/**
 * webpack treats a System external as an ES namespace whose names it may prune: with scope
 * hoisting, `import * as React from 'react'` passed on as a value (to singleSpaReact) became an
 * object holding only the names used nearby, and single-spa-react found no `React.Component`.
 * Treated as "dynamic", a namespace import of a shared module is the whole module.
 */
class WholeSystemExternalsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('WholeSystemExternalsPlugin', (compilation) => {
      compilation.hooks.succeedModule.tap('WholeSystemExternalsPlugin', (module) => {
        if (module.externalType === 'system' && module.buildMeta) module.buildMeta.exportsType = 'dynamic';
      });
    });
  }
}

/**
 * Writes portal.importmap.json (every @portal/* and shared module → its hashed file), copies the
 * environment's importmap.json unchanged, the vendor scripts and the favicon.
 */
/** The portal's page table (src/utils/rules/pages.json, also read by the shell): route → parcel specifier. */
function pageParcels() {
  const { pages } = JSON.parse(fs.readFileSync(path.join(root, 'src/utils/rules/pages.json'), 'utf8'));
  return Object.fromEntries(pages.filter((page) => page.parcel).map((page) => [page.path, page.parcel]));
}

class PortalImportMapPlugin {
  constructor({ specifiers, vendor }) {
    this.specifiers = specifiers;
    this.vendor = vendor;
    /** For index.html (read by HtmlWebpackPlugin later in the same compilation). */
    this.firstScreen = { preloads: [], pages: {} };
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PortalImportMapPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PortalImportMapPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const imports = {};
        for (const [entryName, specifier] of Object.entries(this.specifiers)) {
          const entrypoint = compilation.entrypoints.get(entryName);
          const file = entrypoint && entrypoint.getEntrypointChunk().files;
          const js = file && [...file].find((f) => f.endsWith('.js'));
          if (js) imports[specifier] = `./${js}`;
        }
        for (const v of VENDOR_GLOBALS) imports[v.specifier] = `./${this.vendor[`global:${v.specifier}`].to}`;
        const sorted = Object.fromEntries(Object.entries(imports).sort(([a], [b]) => a.localeCompare(b)));
        // Global scripts that read another's global while they run wait for it (src/root-config/system-extras.ts).
        const dependsOn = Object.fromEntries(VENDOR_GLOBALS.filter((v) => v.after.length).map((v) => [v.specifier, v.after]));
        // The module graph, known now: each module's System.register dependencies travel with the
        // map (SystemJS depcache), so a module's dependencies are requested with it, not after it.
        const deps = {};
        for (const [specifier, url] of Object.entries(sorted)) {
          const source = compilation.getAsset(url.slice(2))?.source.source().toString() ?? '';
          const match = /^System\.register\((\[[^\]]*\])/.exec(source);
          const list = match ? JSON.parse(match[1]).filter((dep) => sorted[dep]) : [];
          if (list.length) deps[specifier] = list;
        }
        const depcache = Object.fromEntries(Object.entries(deps).map(([specifier, list]) => [sorted[specifier], list]));
        compilation.emitAsset(GENERATED_MAP, new RawSource(`${JSON.stringify({ imports: sorted, depcache, portal: { dependsOn } }, null, 2)}\n`));
        // What every route runs (the root config, the shell and all they import) is preloaded by
        // index.html itself; the route's page parcel by the boot script (pages: route → file).
        const closure = new Set();
        const walk = (specifier) => {
          if (closure.has(specifier) || !sorted[specifier]) return;
          closure.add(specifier);
          for (const dep of deps[specifier] ?? []) walk(dep);
        };
        walk('@portal/root-config');
        walk('@portal/shell');
        this.firstScreen.preloads = [...closure].map((specifier) => sorted[specifier].slice(2));
        this.firstScreen.pages = Object.fromEntries(
          Object.entries(pageParcels()).flatMap(([route, specifier]) =>
            sorted[specifier]
              ? [[route, [sorted[specifier], ...(deps[specifier] ?? []).filter((dep) => !closure.has(dep)).map((dep) => sorted[dep])].map((u) => u.slice(2))]]
              : [],
          ),
        );

        const envMap = path.join(root, 'importmap.json');
        compilation.fileDependencies.add(envMap);
        compilation.emitAsset('importmap.json', new RawSource(fs.readFileSync(envMap)));
        for (const { from, to } of [...Object.values(this.vendor), { from: path.join(root, 'src/root-config/favicon.svg'), to: 'favicon.svg' }]) {
          compilation.fileDependencies.add(from);
          compilation.emitAsset(to, new RawSource(fs.readFileSync(from)), { minimized: true });
        }
      });
    });
  }
}

/**
 * Brotli at its highest quality and gzip beside every built file, so the server sends them as they
 * are instead of compressing per request (issue 11). Not importmap.json: operators edit the
 * deployed copy, and a stale .br beside it would win.
 */
function precompressed() {
  // Not index.html: the server writes each response's nonce into it (docs/decisions/015).
  const common = { test: /\.(js|css|svg)$|portal\.importmap\.json$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}

/** What every compiler here shares: its name and mode, the repository as context, swc for the sources, no size hints, errors and warnings only. */
function compilerBase(name, production) {
  return {
    name,
    mode: production ? 'production' : 'development',
    context: root,
    module: { rules: [swcRule()] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * How the sources resolve: TypeScript first, and the packages' exports for `platform` in their
 * production or development build (webpack picks "production" exports only when asked; single-spa
 * ships a dev build too).
 */
function resolveFor(production, platform, alias) {
  return {
    extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    conditionNames: [production ? 'production' : 'development', platform, 'import', 'module', 'default'],
    ...(alias && { alias }),
  };
}

function portalConfig(production) {
  const modules = [...portalModules(root), ...sharedModules(root)];
  const vendor = vendorFiles(production);
  const entry = {
    boot: { import: path.join(root, 'src/root-config/boot.ts') },
  };
  const specifiers = {};
  for (const m of modules) {
    entry[m.entryName] = { import: m.shared ? m.entry : m.file, library: { type: 'system' } };
    specifiers[m.entryName] = m.specifier;
  }
  // The vendor globals are bridged too (their names read from the package): one Vue for both formats.
  const vendorSpecifiers = Object.fromEntries(VENDOR_GLOBALS.map((v) => [`vendor:${v.specifier}`, v.specifier]));
  const bridges = new EsmBridgesPlugin({ specifiers: { ...specifiers, ...vendorSpecifiers }, production, root });
  const importMap = new PortalImportMapPlugin({ specifiers, vendor });
  return {
    ...compilerBase('portal', production),
    target: ['web', 'es2020'],
    entry,
    output: {
      path: portalOut,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      // Each module is one file: async chunks would need SystemJS-aware public paths.
      chunkFilename: production ? '[name].[contenthash:10].chunk.js' : '[name].chunk.js',
      publicPath: 'auto',
      clean: true,
      // scripts/start.mjs compares the maps' mtime with the sources: always write them.
      compareBeforeEmit: false,
    },
    resolve: resolveFor(production, 'browser', reactRouterProductionAlias(production)),
    externals: externalsFor(modules.filter((m) => m.shared)),
    externalsType: 'system',
    devtool: production ? false : 'cheap-module-source-map',
    optimization: {
      minimize: production,
      // index.html as written (HtmlWebpackPlugin's minify: false): webpack's HTML minifier drops
      // comments, among them React's `<!-- -->` between adjacent texts of the prerendered pages,
      // and their hydration then fails (docs/decisions/017).
      minimizeOptions: { html: false },
      // No runtime chunk or split chunks: every entry must stand alone as one System module.
      runtimeChunk: false,
      splitChunks: false,
    },
    plugins: [
      // The async chunks besides the entries: @portal/ui's overlays (src/ui/overlays/lazy-overlays.tsx)
      // and toaster (src/ui/feedback/toaster.tsx), the shell's signed-in frame (src/shell/frame/lazy-frame.tsx),
      // @portal/utils' AES (src/utils/api/encrypt-body.ts).
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: Object.keys(entry).length + 4 }),
      // XHR is the adapter axios uses in a browser; its fetch adapter never runs there (build/axios-without-fetch.js).
      new webpack.NormalModuleReplacementPlugin(/axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/, path.join(root, 'build', 'axios-without-fetch.js')),
      new WholeSystemExternalsPlugin(),
      importMap,
      bridges,
      // types/portal-types.tgz: the declarations of the modules sub-apps import (build/types.js).
      new PortalTypesPlugin({ root }),
      ...(production ? precompressed() : []),
      new HtmlWebpackPlugin({
        template: path.join(root, 'src/root-config/index.ejs'),
        filename: 'index.html',
        inject: false,
        minify: false,
        templateParameters: (compilation) => ({
          boot: [...compilation.entrypoints.get('boot').getEntrypointChunk().files].find((f) => f.endsWith('.js')),
          system: vendor.system.to,
          imoApi: vendor.imoApi.to,
          imoFull: vendor.imoFull.to,
          generatedMap: GENERATED_MAP,
          bridges: bridges.mapText,
          systemExtras: SYSTEM_EXTRAS.map((file) => vendor[`extra:${file}`].to).join(' '),
          preloads: importMap.firstScreen.preloads,
          pages: JSON.stringify(importMap.firstScreen.pages),
          prerender: renderPrerendered(path.join(prerenderOut, 'prerender.js')),
        }),
      }),
    ],
  };
}

/**
 * The sign-in pages rendered at build time (docs/decisions/017): the pages, @portal/ui and
 * @portal/utils bundled for Node with React's server renderer; the portal's compiler runs it while
 * it writes index.html (build/prerender/index.js).
 */
function prerenderConfig(production) {
  return {
    ...compilerBase('prerender', production),
    target: 'node',
    entry: { prerender: path.join(root, 'build/prerender/entry.tsx') },
    output: { path: prerenderOut, filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    // The same production builds as the browser's (the same emotion class names), for Node.
    resolve: resolveFor(production, 'node', {
      '@portal/utils$': path.join(root, 'src/utils/index.ts'),
      '@portal/utils/internal$': path.join(root, 'src/utils/internal.ts'),
      '@portal/ui$': path.join(root, 'src/ui/index.ts'),
      '@portal/contract$': path.join(root, 'contract/browser.ts'),
    }),
    devtool: false,
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
}

/**
 * Sample sub-apps with a build of their own (apps/<dir>/webpack.config.js, e.g. the Vue sample with
 * vue-loader), run beside the portal's the way another team's build would run on its own.
 */
function ownAppConfigs(argv) {
  const apps = path.join(root, 'apps');
  if (!fs.existsSync(apps)) return [];
  return fs
    .readdirSync(apps, { withFileTypes: true })
    .filter((dir) => dir.isDirectory() && fs.existsSync(path.join(apps, dir.name, 'webpack.config.js')))
    .flatMap((dir) => [].concat(require(path.join(apps, dir.name, 'webpack.config.js'))({}, { ...argv, outDir: appsOut })));
}

function appsConfig(production, ownOutDirs = []) {
  const all = sampleSubApps(root);
  const apps = all.filter((app) => app.format === 'systemjs');
  const esmOut = [...all.filter((app) => app.format === 'esm').map((app) => app.outName), ...ownOutDirs.map((dir) => `${dir}/x`)];
  const entry = {};
  for (const app of apps) {
    entry[app.outName] = { import: app.file, library: { type: 'system' } };
  }
  return {
    ...compilerBase('apps', production),
    target: ['web', 'es2020'],
    entry,
    output: {
      path: appsOut,
      // Stable names: the environment's importmap.json points at them (README, "Caching").
      filename: '[name].js',
      publicPath: 'auto',
      // The native ES module sub-apps are another compiler's output in the same folder.
      clean: { keep: (asset) => esmOut.some((name) => asset.startsWith(path.dirname(name))) },
    },
    resolve: resolveFor(production, 'browser'),
    externals: externalsFor([]),
    externalsType: 'system',
    devtool: production ? false : 'cheap-module-source-map',
    optimization: { minimize: production, splitChunks: false, runtimeChunk: false },
    plugins: [new WholeSystemExternalsPlugin(), new webpack.optimize.LimitChunkCountPlugin({ maxChunks: Math.max(1, apps.length) })],
  };
}

/**
 * Sample sub-apps built as native ES modules, the way create-single-spa and Vite build them today:
 * the shared packages and @portal/* stay bare imports, which the page's native import map resolves
 * to the portal's bridge modules (one React, one store with the SystemJS side).
 */
function esmAppsConfig(production) {
  const apps = sampleSubApps(root).filter((app) => app.format === 'esm');
  const entry = {};
  for (const app of apps) entry[app.outName] = { import: app.file };
  return {
    ...compilerBase('apps-esm', production),
    target: ['web', 'es2020'],
    entry,
    experiments: { outputModule: true },
    output: { path: appsOut, filename: '[name].js', publicPath: 'auto', module: true, chunkFormat: 'module', library: { type: 'module' }, clean: false },
    resolve: resolveFor(production, 'browser'),
    externals: externalsFor([], 'module'),
    externalsType: 'module',
    devtool: production ? false : 'cheap-module-source-map',
    optimization: { minimize: production, splitChunks: false, runtimeChunk: false },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: Math.max(1, apps.length) })],
  };
}

module.exports = (_env, argv = {}) => {
  const production = (argv.mode || process.env.NODE_ENV || 'production') === 'production';
  const configs = [prerenderConfig(production), { ...portalConfig(production), dependencies: ['prerender'] }];
  const apps = sampleSubApps(root);
  const own = ownAppConfigs({ ...argv, mode: production ? 'production' : 'development' });
  const ownOutDirs = own.map((config) => path.relative(appsOut, config.output.path).split(path.sep).join('/'));
  if (apps.some((app) => app.format === 'systemjs')) configs.push(appsConfig(production, ownOutDirs));
  if (apps.some((app) => app.format === 'esm')) configs.push(esmAppsConfig(production));
  return [...configs, ...own];
};

module.exports.pageParcels = pageParcels;
