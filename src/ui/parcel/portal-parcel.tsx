import { useEffect, useRef } from 'react';
import { mountRootParcel, type ParcelConfigObject } from 'single-spa';
import { systemLoader } from '../../kernel';

/**
 * Mounts the parcel named `name` in the import map inline, where it stands: how the shell's
 * header shows `@portal/notice-bell`, and how a sub-app can show it in its own page header.
 * The parcel's code is fetched on the first mount (once for every place that shows it) and
 * the parcel is unmounted with the component. `props` reach the parcel's component; they are
 * read at mount.
 *
 * @example
 * <PortalParcel name="@portal/notice-bell" props={{ tone: 'surface' }} />
 */
export function PortalParcel({ name, props = {}, testId }: { name: string; props?: Record<string, unknown>; testId?: string }) {
  const host = useRef<HTMLSpanElement>(null);
  const initialProps = useRef(props);
  useEffect(() => {
    const element = host.current;
    const loader = systemLoader();
    if (!element || !loader) return;
    const parcel = mountRootParcel(() => loader.import<ParcelConfigObject>(name), { ...initialProps.current, domElement: element });
    // The root config's developer panel lists the portal's parcels (src/root-config/devtools-recorder.ts).
    window.dispatchEvent(new CustomEvent('portal:parcel', { detail: { name, parcel } }));
    return () => {
      // A parcel cannot be unmounted mid-mount: unmount once its mount settles.
      parcel.mountPromise.then(
        () => parcel.unmount(),
        () => undefined,
      );
    };
  }, [name]);
  return <span ref={host} data-parcel={name} data-testid={testId} style={{ display: 'inline-flex' }} />;
}
