/**
 * The portal's webpack preset for a sub-app built outside the portal's repository (written into
 * the project by `npm run new:subapp -- NAME --out DIR`). It reads ../subapp.json:
 *
 *   { "specifier": "@cloud/reports", "file": "reports.js", "route": "/reports",
 *     "format": "systemjs" | "esm", "framework": "react" | "vue", "port": 9100,
 *     "portalUrl": "http://localhost:8080" }
 *
 * and makes one webpack configuration:
 *   - every module the portal shares (portal/shared-modules.json: React, react-dom, the JSX
 *     runtimes, single-spa, single-spa-react, jotai and its subpaths, react-router-dom,
 *     framer-motion, vue, vue-router) and every `@portal/*` module is an external, resolved at run
 *     time through the portal's import map: one copy of each in the page;
 *   - "framework": "vue": single-file components with vue-loader (their <style> injected while the
 *     app runs), Vue's compile-time flags; `vue` and `vue-router` come from the map like React;
 *   - output System.register (default) or a native ES module (`--env esm` or "format": "esm");
 *   - JSX with the automatic runtime from `react/jsx-runtime` in every mode: a development build
 *     that bundled React's development JSX runtime would crash on the portal's production React
 *     ("dispatcher.getOwner is not a function");
 *   - `webpack serve`: a dev server with live reload and CORS that prints the override line to
 *     paste into the portal, and with `--env standalone` a page of its own that mounts the app
 *     alone against PORTAL_URL's API and shared modules (everything but the app is proxied there).
 */
const fs = require('node:fs');
const path = require('node:path');

const here = __dirname;
/** The dev server's build events (server-sent events; portal/live-reload.js listens). */
const LIVE_RELOAD_PATH = '/__live-reload';
const SHARED = JSON.parse(fs.readFileSync(path.join(here, 'shared-modules.json'), 'utf8'));

/** True when `request` is resolved by the portal's import map instead of being bundled. */
function isPortalShared(request, extra = []) {
  return SHARED.includes(request) || request.startsWith('@portal/') || extra.includes(request);
}

/**
 * webpack treats a System external as an ES namespace whose names it may prune: with scope
 * hoisting, `import * as React from 'react'` passed on as a value (to singleSpaReact) would keep
 * only the names used nearby. Treated as "dynamic", the namespace is the whole module.
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

/** Reads and checks subapp.json; throws with a message naming the field. */
function readManifest(root) {
  const file = path.join(root, 'subapp.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!/^@[a-z0-9-]+\/[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(manifest.specifier || ''))
    throw new Error(`${file}: "specifier" must look like @cloud/reports or @org/name`);
  if (!/^[a-z0-9-]+\.js$/.test(manifest.file || '')) throw new Error(`${file}: "file" must be a name like reports.js`);
  if (manifest.format !== undefined && !['systemjs', 'esm'].includes(manifest.format)) throw new Error(`${file}: "format" is "systemjs" or "esm"`);
  if (manifest.framework !== undefined && !['react', 'vue'].includes(manifest.framework)) throw new Error(`${file}: "framework" is "react" or "vue"`);
  return manifest;
}

/** The lines `npm start` prints once the dev server listens: what to paste, what the portal needs. */
function overrideInstructions({ specifier, url, origin, route, format, portalUrl }) {
  const custom = !specifier.startsWith('@cloud/');
  return [
    '',
    `${specifier} is served at ${url}${format === 'esm' ? ' (native ES module)' : ''}`,
    '',
    'The portal must allow this origin (read at start, no rebuild):',
    `  DEV_ORIGINS=${origin} npm start`,
    `  (a portal without DEV_ORIGINS: CSP_SCRIPT_SRC=${origin}; live reload needs no websocket)`,
    '',
    `Then open the portal (${portalUrl}), sign in, and paste in the browser console:`,
    '',
    `  localStorage.setItem('import-map-override:${specifier}', '${url}'); location.reload();`,
    '',
    `or set localStorage.devtools = 1 and use the import-map-overrides button. Open #${route}.`,
    ...(custom
      ? [
          `${specifier} is not an @cloud/ name: the portal's importmap.json needs "portal": { "apps": { "${specifier}": { "route": "${route}"${format === 'esm' ? ', "format": "esm"' : ''} } } }.`,
        ]
      : []),
    `Undo: localStorage.removeItem('import-map-override:${specifier}'); location.reload();`,
    '',
  ].join('\n');
}

/**
 * @param {object} options
 * @param {string} options.root     the project folder (where subapp.json is)
 * @param {object} [options.env]    webpack's --env: { esm, standalone }
 * @param {object} [options.argv]   webpack's argv: { mode }
 * @param {string[]} [options.externals]  more specifiers the environment's map serves (a team's own shared module)
 * @returns {import('webpack').Configuration}
 */
function subAppConfig({ root, env = {}, argv = {}, externals: extra = [] }) {
  const manifest = readManifest(root);
  const production = (argv.mode || process.env.NODE_ENV || 'production') === 'production';
  const esm = Boolean(env.esm) || manifest.format === 'esm';
  const standalone = Boolean(env.standalone);
  const port = Number(process.env.PORT || manifest.port || 9100);
  const origin = `http://localhost:${port}`;
  const portalUrl = (process.env.PORTAL_URL || manifest.portalUrl || 'http://localhost:8080').replace(/\/+$/, '');
  const name = manifest.file.replace(/\.js$/, '');
  const route =
    manifest.route || (manifest.specifier.startsWith('@cloud/') ? manifest.specifier.slice('@cloud'.length) : `/${manifest.specifier.split('/').pop()}`);
  const vue = manifest.framework === 'vue';
  const entryFile = ['src/index.ts', 'src/index.tsx', 'src/main.ts', 'src/index.js'].map((f) => path.join(root, f)).find((f) => fs.existsSync(f));
  const type = esm ? 'module' : 'system';
  // `webpack serve` (npm start): the live-reload client goes into the bundle (portal/live-reload.js).
  const serving = process.env.WEBPACK_SERVE === 'true' && !standalone;
  const webpack = require('webpack');

  return {
    name: manifest.specifier,
    mode: production ? 'production' : 'development',
    context: root,
    target: ['web', 'es2020'],
    entry: { [name]: serving ? [path.join(here, 'live-reload.js'), entryFile] : entryFile },
    ...(esm ? { experiments: { outputModule: true } } : {}),
    output: {
      path: path.join(root, 'dist'),
      filename: '[name].js',
      publicPath: 'auto',
      clean: true,
      ...(esm ? { module: true, chunkFormat: 'module', library: { type: 'module' } } : { library: { type: 'system' } }),
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json', ...(vue ? ['.vue'] : [])],
      conditionNames: production ? ['production', 'browser', 'import', 'module', 'default'] : ['development', 'browser', 'import', 'module', 'default'],
    },
    module: {
      rules: [
        ...(vue ? [{ test: /\.vue$/, loader: 'vue-loader' }] : []),
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                // A Vue project's .ts (and <script lang="ts">) may use `<T>value` casts: no JSX there.
                parser: { syntax: 'typescript', tsx: !vue },
                // react/jsx-runtime from the map in development too (never jsx-dev-runtime).
                transform: { react: { runtime: 'automatic', development: false, refresh: false } },
                target: 'es2020',
              },
            },
          },
        },
        // A Vue component's <style>: injected while the app runs (the portal takes a sub-app's styles out when it unmounts).
        vue ? { test: /\.css$/, use: ['style-loader', 'css-loader'] } : { test: /\.css$/, type: 'asset/source' },
      ],
    },
    externals: [({ request }, callback) => (request && isPortalShared(request, extra) ? callback(null, `${type} ${request}`) : callback())],
    externalsType: type,
    devtool: production ? false : 'cheap-module-source-map',
    optimization: { minimize: production, splitChunks: false, runtimeChunk: false },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...(esm ? [] : [new WholeSystemExternalsPlugin()]),
      ...(vue
        ? [
            new (require('vue-loader').VueLoaderPlugin)(),
            // Vue's compile-time flags (the Options API stays: single-spa-vue uses it).
            new webpack.DefinePlugin({ __VUE_OPTIONS_API__: 'true', __VUE_PROD_DEVTOOLS__: 'false', __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false' }),
          ]
        : []),
      ...(serving ? [new webpack.DefinePlugin({ __PORTAL_LIVE_RELOAD__: JSON.stringify(`${origin}${LIVE_RELOAD_PATH}`) })] : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: devServer({ port, origin, portalUrl, manifest, route, esm, standalone }),
  };
}

/**
 * Server-sent events of each build (`built`: its hash and errors) for portal/live-reload.js.
 * webpack-dev-server's own live reload needs a websocket, which a portal's CSP allows only when
 * the environment lists ws:// origins; these events come from the same http origin as the script.
 */
function liveReloadMiddleware(compiler) {
  const clients = new Set();
  let last = null;
  const send = (response, build) => response.write(`event: built\ndata: ${JSON.stringify(build)}\n\n`);
  compiler.hooks.done.tap('PortalLiveReload', (stats) => {
    const { hash, errors = [] } = stats.toJson({ all: false, hash: true, errors: true });
    last = { hash, errors: errors.map((error) => (typeof error === 'string' ? error : error.message)) };
    for (const response of clients) send(response, last);
  });
  return {
    name: 'portal-live-reload',
    path: LIVE_RELOAD_PATH,
    middleware(request, response) {
      response.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        'Access-Control-Allow-Origin': '*',
      });
      response.write('retry: 1000\n\n');
      if (last) send(response, last);
      clients.add(response);
      request.on('close', () => clients.delete(response));
    },
  };
}

function devServer({ port, origin, portalUrl, manifest, route, esm, standalone }) {
  const url = `${origin}/${manifest.file}`;
  const own = (pathname) =>
    pathname === `/${manifest.file}` || pathname.startsWith(`/${manifest.file}.`) || pathname.startsWith('/__standalone') || pathname === LIVE_RELOAD_PATH;
  return {
    host: '127.0.0.1',
    port,
    // The portal's page (another origin) loads the bundle.
    headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' },
    allowedHosts: 'all',
    hot: false,
    // webpack-dev-server's websocket client stays out: portal/live-reload.js does the reloading.
    liveReload: false,
    webSocketServer: false,
    client: false,
    static: false,
    setupMiddlewares(middlewares, server) {
      if (!standalone) middlewares.unshift(liveReloadMiddleware(server.compiler));
      if (standalone) {
        const page = fs.readFileSync(path.join(here, 'standalone.html'), 'utf8');
        const script = fs.readFileSync(path.join(here, 'standalone.js'), 'utf8');
        const settings = JSON.stringify({
          specifier: manifest.specifier,
          url: `/${manifest.file}`,
          route,
          format: esm ? 'esm' : 'systemjs',
          // Vue's global builds, in order, before the app (the portal's map: vue-router dependsOn vue).
          preload: manifest.framework === 'vue' ? ['vue', 'vue-router'] : [],
        });
        middlewares.unshift({
          name: 'portal-standalone',
          middleware(request, response, next) {
            const pathname = new URL(request.url, origin).pathname;
            if (pathname === '/__standalone/' || pathname === '/__standalone') {
              response.setHeader('Content-Type', 'text/html; charset=utf-8');
              response.end(page.replace('__SETTINGS__', settings.replace(/</g, '\\u003c')));
            } else if (pathname === '/__standalone/standalone.js') {
              response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
              response.end(script);
            } else next();
          },
        });
      }
      return middlewares;
    },
    // Standalone: the portal (its maps, shared modules, login page and /api) through this origin.
    proxy: standalone ? [{ context: (pathname) => !own(pathname), target: portalUrl, changeOrigin: true }] : [],
    onListening() {
      if (standalone) {
        process.stdout.write(
          [
            '',
            `${manifest.specifier} alone: ${origin}/__standalone/ (the portal's API and shared modules from ${portalUrl}, proxied)`,
            `Sign in first at ${origin}/#/client-login (the portal through the same proxy), then open the page above.`,
            '',
          ].join('\n'),
        );
      } else {
        process.stdout.write(overrideInstructions({ specifier: manifest.specifier, url, origin, route, format: esm ? 'esm' : 'systemjs', portalUrl }));
      }
    },
  };
}

module.exports = { subAppConfig, isPortalShared, overrideInstructions, readManifest, SHARED };
