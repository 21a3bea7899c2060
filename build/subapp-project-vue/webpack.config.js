// `npm start` (dev server, live reload), `npm run build` (dist/__FILE__), `npm run build -- --env esm`
// (a native ES module), `npm run standalone` (the app alone against PORTAL_URL). See portal/webpack-preset.cjs.
const { subAppConfig } = require('./portal/webpack-preset.cjs');

module.exports = (env, argv) => subAppConfig({ root: __dirname, env, argv });
