import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { colon, t } from '@portal/utils';
import { PortalProvider } from '../provider/portal-provider';

/** The lifecycles single-spa calls on a parcel. */
export interface ParcelLifecycles<P> {
  bootstrap: (props: P) => Promise<unknown>;
  mount: (props: P) => Promise<unknown>;
  unmount: (props: P) => Promise<unknown>;
  update?: (props: P) => Promise<unknown>;
}

/**
 * Turns a page component into single-spa parcel lifecycles, wrapped in {@link PortalProvider}
 * (Chakra system, the one store, an error boundary with a retry). The component receives the
 * parcel's props (single-spa's plus whatever the host passes to `mountParcel`).
 *
 * @example
 * // parcels/overview/index.ts
 * import { createParcel } from '@portal/ui';
 * import { OverviewPage } from './overview.page';
 * export const { bootstrap, mount, unmount } = createParcel(OverviewPage, 'overview');
 */
export function createParcel<P extends object>(Component: ComponentType<P>, name?: string): ParcelLifecycles<P> {
  const Root = (props: P) => (
    <PortalProvider name={name}>
      <Component {...props} />
    </PortalProvider>
  );
  Root.displayName = `Parcel(${name ?? Component.displayName ?? Component.name ?? 'page'})`;
  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: Root as never,
    // The PortalProvider's boundary already offers a retry; this one only catches what escapes it.
    errorBoundary: () => <div role="alert">{colon(name ?? 'page', t('error.title'))}</div>,
  });
  return lifecycles as unknown as ParcelLifecycles<P>;
}
