// React 19 ships CommonJS only: these are ESM builds of react, react-dom and react-dom/client (production),
// each importing the others by bare name, as the reference app's import map expects.
const path = require('path');
const entry = (name, externals) => ({
  mode: 'production',
  entry: `./entry-${name}.js`,
  experiments: { outputModule: true },
  output: { path: path.resolve(__dirname, '../site/deps'), filename: `${name}.js`, library: { type: 'module' } },
  externalsType: 'module',
  externals,
  resolve: {
    alias: {
      'react/cjs-proxy$': require.resolve('react'),
      'react-dom/cjs-proxy$': require.resolve('react-dom'),
      'react-dom/client/cjs-proxy$': require.resolve('react-dom/client'),
    },
  },
  devtool: false,
});
module.exports = [entry('react', {}), entry('react-dom', { react: 'react' }), entry('react-dom-client', { react: 'react', 'react-dom': 'react-dom' })];
