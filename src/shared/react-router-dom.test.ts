import * as whole from 'react-router-dom';
import * as shared from './react-router-dom';

/** Exports of react-router-dom that only run on a server or in react-router's framework mode. */
const LEFT_OUT = [
  'ServerRouter',
  'StaticRouter',
  'StaticRouterProvider',
  'createStaticHandler',
  'createStaticRouter',
  'createRequestHandler',
  'createCookie',
  'createCookieSessionStorage',
  'createMemorySessionStorage',
  'createSession',
  'createSessionStorage',
  'isCookie',
  'isSession',
  'HydratedRouter',
  'Meta',
  'Links',
  'Scripts',
  'PrefetchPageLinks',
  'createRoutesStub',
  'unstable_RSCStaticRouter',
  'unstable_routeRSCServerRequest',
  'unstable_setDevServerHooks',
  'UNSAFE_RSCDefaultRootErrorBoundary',
  'UNSAFE_ServerMode',
  'UNSAFE_SingleFetchRedirectSymbol',
  'UNSAFE_decodeViaTurboStream',
  'UNSAFE_getTurboStreamSingleFetchDataStrategy',
  'UNSAFE_getHydrationData',
  'UNSAFE_hydrationRouteProperties',
  'UNSAFE_shouldHydrateRouteLoader',
  'UNSAFE_createClientRoutes',
  'UNSAFE_createClientRoutesWithHMRRevalidationOptOut',
  'UNSAFE_getPatchRoutesOnNavigationFunction',
  'UNSAFE_useFogOFWarDiscovery',
  'UNSAFE_FrameworkContext',
  'UNSAFE_RemixErrorBoundary',
  'UNSAFE_WithComponentProps',
  'UNSAFE_WithErrorBoundaryProps',
  'UNSAFE_WithHydrateFallbackProps',
  'UNSAFE_withComponentProps',
  'UNSAFE_withErrorBoundaryProps',
  'UNSAFE_withHydrateFallbackProps',
];

const names = (module: object) =>
  Object.keys(module)
    .filter((name) => name !== 'default' && name !== '__esModule')
    .sort();

test('every export of react-router-dom is either shared or deliberately left out', () => {
  const unsorted = names(whole).filter((name) => !(name in shared) && !LEFT_OUT.includes(name));
  expect(unsorted).toEqual([]);
});

test('the shared module leaves out only what react-router-dom still exports', () => {
  expect(LEFT_OUT.filter((name) => !(name in whole))).toEqual([]);
  expect(LEFT_OUT.filter((name) => name in shared)).toEqual([]);
});

test('the shared exports are react-router-dom’s own, with the DOM RouterProvider', () => {
  const differing = names(shared).filter((name) => (shared as Record<string, unknown>)[name] !== (whole as Record<string, unknown>)[name]);
  expect(differing).toEqual([]);
  expect(names(shared)).toEqual(
    expect.arrayContaining(['HashRouter', 'createHashRouter', 'RouterProvider', 'Routes', 'Route', 'Link', 'NavLink', 'useNavigate', 'useParams']),
  );
});
