import type { RouteRecordRaw } from 'vue-router';
import HomePage from './pages/HomePage.vue';
import AboutPage from './pages/AboutPage.vue';

/** The app's pages under its hash prefix: `#<prefix>` and `#<prefix>/about`. */
export function routes(prefix: string): RouteRecordRaw[] {
  return [
    { path: prefix, name: 'home', component: HomePage },
    { path: `${prefix}/about`, name: 'about', component: AboutPage },
    { path: `${prefix}/:rest(.*)`, redirect: prefix },
  ];
}
