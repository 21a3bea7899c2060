import type { ReactNode } from 'react';
import { HashRouter } from 'react-router-dom';
import { createParcel } from '@portal/ui';

/**
 * A sub-app's lifecycles: the portal's provider (Chakra system, the one store, an error boundary
 * with a retry) around a hash router under the sub-app's prefix, so `/project/application` inside
 * `@cloud/cbp/client` is `#/cbp/client/project/application`. react-router-dom is a shared module of
 * the import map: one copy for every sub-app, fetched by the first that needs it.
 *
 * @example
 * export const { bootstrap, mount, unmount } = createConsoleApp('@cloud/cbp/client', '/cbp/client', <CbpClientRoutes />);
 */
export function createConsoleApp(name: string, basename: string, routes: ReactNode) {
  function ConsoleApp() {
    return <HashRouter basename={basename}>{routes}</HashRouter>;
  }
  ConsoleApp.displayName = `ConsoleApp(${name})`;
  return createParcel(ConsoleApp, name);
}
