/**
 * @org/vue-esm and @org/vue-system: one Vue 3 single-spa app built twice by its own webpack
 * config (vue-loader), as a native ES module and as a System.register module. Both import `vue`
 * and `vue-router` from the portal's map (one Vue for every Vue sub-app) and read the signed-in
 * user from @portal/utils; neither bundles Vue.
 */
import { createApp, h } from 'vue';
import { createRouter, createWebHashHistory, type Router } from 'vue-router';
import singleSpaVue from 'single-spa-vue';
import App from './App.vue';
import { routes } from './routes';

/** The hash prefix this build is registered under (`/demo/vue` or `/demo/vue-system`), set by webpack. */
declare const ROUTE_PREFIX: string;

let router: Router | null = null;

const lifecycles = singleSpaVue({
  createApp,
  appOptions: { render: () => h(App, { prefix: ROUTE_PREFIX }) },
  // A router per mount, its hash listener gone on unmount: an unmounted app ignores the portal's routes.
  handleInstance(app) {
    router = createRouter({ history: createWebHashHistory(), routes: routes(ROUTE_PREFIX) });
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
