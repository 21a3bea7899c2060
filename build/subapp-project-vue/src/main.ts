/**
 * __SPECIFIER__: the single-spa lifecycles the portal mounts under #__ROUTE__, a Vue 3 app with
 * single-spa-vue and vue-router. `vue`, `vue-router` and @portal/* are not bundled: the portal's
 * import map serves them (one Vue for every Vue sub-app in the page; portal/webpack-preset.cjs).
 */
import { createApp, h } from 'vue';
import { createRouter, createWebHashHistory, type Router } from 'vue-router';
import singleSpaVue from 'single-spa-vue';
import App from './App.vue';
import { routes } from './routes';

/** This app's hash route (`portal.apps` for a name outside @cloud/, else the name's path). */
export const ROUTE = '__ROUTE__';

let router: Router | null = null;

const lifecycles = singleSpaVue({
  createApp,
  appOptions: { render: () => h(App, { prefix: ROUTE }) },
  // A router per mount, its hash listener gone on unmount: an unmounted app ignores the portal's routes.
  handleInstance(app) {
    router = createRouter({ history: createWebHashHistory(), routes: routes(ROUTE) });
    app.use(router);
    return router.isReady();
  },
});

export const bootstrap = lifecycles.bootstrap;
export const mount = lifecycles.mount;
export async function unmount(props: object): Promise<void> {
  await lifecycles.unmount(props);
  router?.options.history.destroy();
  router = null;
}
