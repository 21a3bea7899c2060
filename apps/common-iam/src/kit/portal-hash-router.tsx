import { useMemo, type ReactNode } from 'react';
import { createPath, NavigationType, parsePath, Router, type Location, type Navigator, type To } from 'react-router-dom';
import { navigate, replaceRoute, useRoute } from '@portal/utils';

const pathOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * Moves the way the portal does (`navigate` sets `location.hash`), so every move inside the
 * sub-app is a real hash change: the shell's router hears it (nav highlight, saved path,
 * menu_code rule) and single-spa reroutes. react-router's HashRouter moves with pushState,
 * which fires no hashchange, and the shell would keep showing the previous route.
 */
const hashNavigator: Navigator = {
  createHref: (to) => `#${pathOf(to)}`,
  push: (to) => navigate(pathOf(to)),
  replace: (to) => replaceRoute(pathOf(to)),
  go: (delta) => window.history.go(delta),
};

/** react-router over the portal's hash route (`useRoute`), mounted under `basename`. */
export function PortalHashRouter({ basename, children }: { basename: string; children: ReactNode }) {
  const route = useRoute();
  const location = useMemo<Location>(() => {
    const { pathname = '/', search = '', hash = '' } = parsePath(route);
    return { pathname, search, hash, state: null, key: route };
  }, [route]);
  return (
    <Router basename={basename} location={location} navigationType={NavigationType.Pop} navigator={hashNavigator}>
      {children}
    </Router>
  );
}
