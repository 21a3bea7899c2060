/**
 * Tiny sub-app modules in System.register format, for tests that need a sub-app to behave in a
 * given way (mount text, throw on mount, export nothing). Serve them with `serveScript` (their
 * names in the page's import map with `extendImportMap`) or write them into a copied web root.
 */
import type { Page } from 'playwright-core';

/** What a test adds to the import map the portal fetches (importmap.json, as an environment's would). */
interface MapAdditions {
  /** Module names and their URLs, added to `imports`. */
  imports?: Record<string, string>;
  /** Sub-app names and their entries (route, title, format…), added to `portal.apps`. */
  apps?: Record<string, unknown>;
}

/** Adds modules and sub-apps to the import map the page fetches. */
export async function extendImportMap(page: Page, { imports = {}, apps = {} }: MapAdditions): Promise<void> {
  await page.route('**/importmap.json', async (route) => {
    const response = await route.fetch();
    const map = (await response.json()) as { imports: Record<string, string>; portal: { apps: Record<string, unknown> } };
    Object.assign(map.imports, imports);
    Object.assign(map.portal.apps, apps);
    await route.fulfill({ response, json: map });
  });
}

/** Serves `body` as JavaScript at the URLs `glob` matches. */
export async function serveScript(page: Page, glob: string, body: string): Promise<void> {
  await page.route(glob, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body }));
}

export function fixtureSubApp(options: { text?: string; mountError?: string; noLifecycles?: boolean } = {}): string {
  if (options.noLifecycles) {
    return `System.register([], function (_export) { return { execute: function () { _export({ hello: 'world' }); } }; });`;
  }
  const mount = options.mountError
    ? `function () { return Promise.reject(new Error(${JSON.stringify(options.mountError)})); }`
    : `function (props) { var el = document.createElement('p'); el.setAttribute('data-testid', 'fixture-subapp'); el.textContent = ${JSON.stringify(options.text ?? 'fixture')}; props.domElement.appendChild(el); return Promise.resolve(); }`;
  return systemSubApp({ mount });
}

/** The parts of a sub-app module in System.register format; each is script source. */
interface SystemSubAppParts {
  /** The modules it imports, each by the name of the variable it is bound to (`{ vue: 'Vue' }`). */
  imports?: Record<string, string>;
  /** More variables of the module, beside the imports' (`['root']`). */
  vars?: string[];
  /** Runs when the module is evaluated, before it exports its lifecycles. */
  evaluate?: string;
  /** The mount function. */
  mount: string;
  /** The unmount function; by default it empties the container. */
  unmount?: string;
}

/**
 * A sub-app module in System.register format, as a webpack or Rollup "system" build of a team
 * would write it: its imports bound by setters, bootstrap resolving, `mount` and `unmount` as given.
 */
export function systemSubApp({ imports = {}, vars = [], evaluate = '', mount, unmount }: SystemSubAppParts): string {
  const bound = Object.values(imports);
  const declared = [...bound, ...vars];
  return `System.register(${JSON.stringify(Object.keys(imports))}, function (_export) {
  ${declared.length ? `var ${declared.join(', ')};` : ''}
  return {
    setters: [${bound.map((name) => `function (m) { ${name} = m; }`).join(', ')}],
    execute: function () {
      ${evaluate}
      _export({
        bootstrap: function () { return Promise.resolve(); },
        mount: ${mount},
        unmount: ${unmount ?? 'function (props) { props.domElement.replaceChildren(); return Promise.resolve(); }'}
      });
    }
  };
});`;
}

/** Script source that adds a <style> with `css` to <head> (what style-loader does), its data-testid `testId`. */
export function styleSheet(testId: string, css: string): string {
  return `var sheet = document.createElement('style'); sheet.setAttribute('data-testid', ${JSON.stringify(testId)}); sheet.textContent = ${JSON.stringify(css)}; document.head.appendChild(sheet);`;
}

/**
 * A sub-app that routes inside its hash prefix with the shared react-router-dom, either with
 * `<HashRouter basename>` (`mode: 'component'`) or with `createHashRouter(routes, { basename })` and
 * `<RouterProvider>` (`mode: 'data'`). It imports react, react-dom/client and react-router-dom
 * through the import map and bundles nothing.
 *
 * Routes: `/` (home), `/users/:id` (a user), anything else (no route). Links: home, user 42 and
 * user 7 keeping the current query (`menu_code`). Test ids: `router-fixture`, `router-page`,
 * `router-location`, `router-mounts` (how often it was mounted), `router-leave` (leaves for the
 * portal's `/user-info` with a plain hash link).
 */
export function fixtureRouterSubApp(options: { basename: string; mode: 'component' | 'data' }): string {
  return `System.register(['react', 'react-dom/client', 'react-router-dom'], function (_export) {
  var React, ReactDOMClient, RR;
  return {
    setters: [
      function (m) { React = m; },
      function (m) { ReactDOMClient = m; },
      function (m) { RR = m; }
    ],
    execute: function () {
      var h = React.createElement;
      var basename = ${JSON.stringify(options.basename)};
      var mode = ${JSON.stringify(options.mode)};
      var mounts = 0;
      var root = null;
      var router = null;

      function Layout() {
        var location = RR.useLocation();
        return h('div', { 'data-testid': 'router-fixture', 'data-mode': mode },
          h('nav', null,
            h(RR.Link, { to: '/', 'data-testid': 'router-link-home' }, 'home'),
            ' ',
            h(RR.Link, { to: '/users/42', 'data-testid': 'router-link-42' }, 'user 42'),
            ' ',
            h(RR.Link, { to: { pathname: '/users/7', search: location.search }, 'data-testid': 'router-link-7' }, 'user 7'),
            ' ',
            h('a', { href: '#/user-info', 'data-testid': 'router-leave' }, 'leave')
          ),
          h('p', { 'data-testid': 'router-location' }, location.pathname + location.search),
          h('p', { 'data-testid': 'router-mounts' }, String(mounts)),
          h(RR.Outlet)
        );
      }
      function Home() { return h('p', { 'data-testid': 'router-page' }, 'home'); }
      function User() {
        var params = RR.useParams();
        var navigate = RR.useNavigate();
        return h('div', null,
          h('p', { 'data-testid': 'router-page' }, 'user ' + params.id),
          h('button', { type: 'button', 'data-testid': 'router-navigate-home', onClick: function () { navigate('/'); } }, 'navigate home')
        );
      }
      function NoRoute() { return h('p', { 'data-testid': 'router-page' }, 'no route'); }

      var routes = [{ path: '/', element: h(Layout), children: [
        { index: true, element: h(Home) },
        { path: 'users/:id', element: h(User) },
        { path: '*', element: h(NoRoute) }
      ] }];

      function tree() {
        if (mode === 'data') {
          router = RR.createHashRouter(routes, { basename: basename });
          return h(RR.RouterProvider, { router: router });
        }
        return h(RR.HashRouter, { basename: basename },
          h(RR.Routes, null,
            h(RR.Route, { path: '/', element: h(Layout) },
              h(RR.Route, { index: true, element: h(Home) }),
              h(RR.Route, { path: 'users/:id', element: h(User) }),
              h(RR.Route, { path: '*', element: h(NoRoute) })
            )
          )
        );
      }

      _export({
        bootstrap: function () { return Promise.resolve(); },
        mount: function (props) {
          mounts += 1;
          root = ReactDOMClient.createRoot(props.domElement);
          root.render(tree());
          return Promise.resolve();
        },
        unmount: function () {
          root.unmount();
          root = null;
          if (router) router.dispose();
          router = null;
          return Promise.resolve();
        }
      });
    }
  };
});`;
}
