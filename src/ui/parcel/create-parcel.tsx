import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { colon, t } from '@portal/utils/internal';
import { PortalProvider } from '../provider/portal-provider';
import { dropPrerendered, handOff, prerenderedPage } from './prerendered';

/** The lifecycles single-spa calls on a parcel. */
export interface ParcelLifecycles<P> {
  bootstrap: (props: P) => Promise<unknown>;
  mount: (props: P) => Promise<unknown>;
  unmount: (props: P) => Promise<unknown>;
  update?: (props: P) => Promise<unknown>;
}

export interface ParcelOptions {
  /**
   * The hash route whose page index.html may carry prerendered (docs/decisions/017): the first
   * mount hydrates that markup instead of rendering afresh.
   */
  prerendered?: string;
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
 * // a page index.html carries prerendered (build/prerender/entry.tsx) is hydrated:
 * export const { bootstrap, mount, unmount } = createParcel(ManagerLoginPage, undefined, { prerendered: '/manager-login' });
 */
export function createParcel<P extends object>(Component: ComponentType<P>, name?: string, options: ParcelOptions = {}): ParcelLifecycles<P> {
  const Root = (props: P) => (
    <PortalProvider name={name}>
      <Component {...props} />
    </PortalProvider>
  );
  Root.displayName = `Parcel(${name ?? Component.displayName ?? Component.name ?? 'page'})`;
  let hydrating = false;
  const lifecycles = singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: Root as never,
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
    // The PortalProvider's boundary already offers a retry; this one only catches what escapes it.
    errorBoundary: () => <div role="alert">{colon(name ?? 'page', t('error.title'))}</div>,
  });
  if (!options.prerendered) return lifecycles as unknown as ParcelLifecycles<P>;
  const route = options.prerendered;
  const base = lifecycles as unknown as ParcelLifecycles<P>;
  const cancels = new Map<string, () => void>();
  type Props = P & { name: string; domElement: HTMLElement };
  return {
    ...base,
    mount(props: P) {
      const { domElement, name: parcelName } = props as Props;
      const page = prerenderedPage(route);
      if (!page || !domElement) return base.mount(props);
      page.dataset.hydrating = '';
      // single-spa-react calls hydrateRoot synchronously inside mount.
      hydrating = true;
      let mounted: Promise<unknown>;
      try {
        mounted = base.mount({ ...props, domElement: page });
      } finally {
        hydrating = false;
      }
      return mounted.then((value) => {
        cancels.set(parcelName, handOff(page, domElement));
        return value;
      });
    },
    unmount(props: P) {
      const parcelName = (props as Props).name;
      const cancel = cancels.get(parcelName);
      cancels.delete(parcelName);
      if (cancel) {
        cancel();
        // Left before the shell took the page over: the shell shows again.
        if (document.getElementById('portal-prerender')) dropPrerendered();
      }
      return base.unmount(props);
    },
  };
}
