/**
 * The Vue sample's own build, the way a team outside this repository builds a Vue 3 single-spa
 * app: vue-loader for single-file components, and everything the portal shares left to the import
 * map (vue, vue-router, @portal/*). One source, two outputs:
 *
 *   dist/apps/demo/vue/vue-demo.js          native ES module  → @org/vue-esm    at #/demo/vue
 *   dist/apps/demo/vue-system/vue-demo.js   System.register   → @org/vue-system at #/demo/vue-system
 *
 * The portal's webpack.config.js runs it with its own builds (apps/<dir>/webpack.config.js).
 */
const path = require('node:path');
const webpack = require('webpack');
const { VueLoaderPlugin } = require('vue-loader');

/** What the portal's map provides: never bundled. */
const SHARED = /^(vue|vue-router|@portal\/.+)$/;

function config({ production, format, prefix, outDir }) {
  const esm = format === 'esm';
  return {
    name: `vue-demo-${format}`,
    mode: production ? 'production' : 'development',
    context: __dirname,
    target: ['web', 'es2020'],
    entry: { 'vue-demo': path.join(__dirname, 'src/main.ts') },
    ...(esm ? { experiments: { outputModule: true } } : {}),
    output: {
      path: outDir,
      filename: '[name].js',
      publicPath: 'auto',
      library: { type: esm ? 'module' : 'system' },
      ...(esm ? { module: true, chunkFormat: 'module' } : {}),
      clean: false,
    },
    resolve: { extensions: ['.ts', '.js', '.vue', '.json'] },
    module: {
      rules: [
        { test: /\.vue$/, loader: 'vue-loader' },
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
        },
        // The component's <style>: injected while the app runs (the portal removes a sub-app's styles when it unmounts).
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
      ],
    },
    externals: [({ request }, callback) => (SHARED.test(request) ? callback(null, `${esm ? 'module' : 'system'} ${request}`) : callback())],
    externalsType: esm ? 'module' : 'system',
    devtool: production ? false : 'cheap-module-source-map',
    optimization: { minimize: production, splitChunks: false, runtimeChunk: false },
    plugins: [
      new VueLoaderPlugin(),
      new webpack.DefinePlugin({
        ROUTE_PREFIX: JSON.stringify(prefix),
        // Vue's compile-time flags for a bundler build (no Options API is left out: single-spa-vue uses it).
        __VUE_OPTIONS_API__: 'true',
        __VUE_PROD_DEVTOOLS__: 'false',
        __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
      }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = (_env, argv = {}) => {
  const production = (argv.mode || process.env.NODE_ENV || 'production') === 'production';
  const out = argv.outDir || path.join(__dirname, '..', '..', 'dist', 'apps');
  return [
    config({ production, format: 'esm', prefix: '/demo/vue', outDir: path.join(out, 'demo', 'vue') }),
    config({ production, format: 'system', prefix: '/demo/vue-system', outDir: path.join(out, 'demo', 'vue-system') }),
  ];
};
