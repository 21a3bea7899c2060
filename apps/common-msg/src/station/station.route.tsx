import { useEffect, useState } from 'react';
import { StoreProvider } from '@portal/utils';
import { StationPage } from './station.page';

/** The message centre's route, linked from the header bell (spec 2). */
export const STATION_HASH = '#/common/msg/system/message/station';

/** Whether a location hash is the station page (its query, if any, ignored). */
export function isStationHash(hash: string): boolean {
  const path = hash.split('?')[0].replace(/\/+$/, '');
  return path === STATION_HASH;
}

/** The current location hash, following hash changes. */
export function useLocationHash(): string {
  const [hash, setHash] = useState(() => window.location.hash);
  useEffect(() => {
    const update = () => setHash(window.location.hash);
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return hash;
}

/** The station page inside the portal's one store (a sub-app root is a React root of its own). */
export function StationApp() {
  return (
    <StoreProvider>
      <StationPage />
    </StoreProvider>
  );
}
