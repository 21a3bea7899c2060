import { Alert, Box, Button, Spinner, Stack } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { useT } from '@portal/utils/internal';
import { PLACEHOLDER_PARCEL } from '../shell.routes';
import { forgetModule, importModule, isMapped } from './module-loader';

type Phase = 'loading' | 'mounted' | 'error';

/**
 * Mounts the page parcel `name` (loaded lazily through the import map, so a page's code is
 * fetched only when its route is visited) into a fresh element, and unmounts it when the route
 * changes. A name the import map does not know yet shows the placeholder parcel. A failed load
 * shows a panel with a retry.
 */
export function ParcelOutlet({ name }: { name: string }) {
  const host = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [attempt, setAttempt] = useState(0);
  const moduleName = isMapped(name) ? name : PLACEHOLDER_PARCEL;

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    return mountPageParcel(container, moduleName, name, setPhase);
  }, [moduleName, name, attempt]);

  const retry = () => {
    forgetModule(moduleName);
    setAttempt((n) => n + 1);
  };

  return (
    <Box position="relative" minH="40">
      {phase === 'loading' && <PageLoading />}
      {phase === 'error' && <PageLoadFailed name={name} onRetry={retry} />}
      <div ref={host} data-parcel={moduleName} hidden={phase === 'error'} />
    </Box>
  );
}

/**
 * Loads the module and mounts it as a root parcel into a fresh element in `container`, reporting
 * each phase; returns the cleanup, which unmounts the parcel and removes the element.
 */
function mountPageParcel(container: HTMLElement, moduleName: string, name: string, setPhase: (phase: Phase) => void): () => void {
  let cancelled = false;
  let parcel: ReturnType<typeof mountRootParcel> | null = null;
  const element = document.createElement('div');
  element.className = 'portal-page';
  container.appendChild(element);
  setPhase('loading');
  importModule(moduleName)
    .then((module) => {
      if (cancelled) return;
      parcel = mountRootParcel(module as unknown as ParcelConfig, { domElement: element, name: moduleName, pageName: name });
      // The root config's developer panel lists the portal's parcels (src/root-config/devtools-recorder.ts).
      window.dispatchEvent(new CustomEvent('portal:parcel', { detail: { name: moduleName, parcel } }));
      return parcel.mountPromise.then(() => !cancelled && setPhase('mounted'));
    })
    .catch(() => {
      if (!cancelled) setPhase('error');
    });
  return () => {
    cancelled = true;
    const leaving = parcel;
    const removeElement = () => element.remove();
    if (leaving) {
      // Unmount after the mount settles; a parcel cannot be unmounted mid-mount.
      leaving.mountPromise.then(() => leaving.unmount()).then(removeElement, removeElement);
    } else {
      removeElement();
    }
  };
}

function PageLoading() {
  const t = useT();
  return (
    <Stack align="center" py="12" aria-live="polite">
      <Spinner color="brand.solid" />
      <span>{t('common.loading')}</span>
    </Stack>
  );
}

function PageLoadFailed({ name, onRetry }: { name: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert.Root status="error" role="alert" maxW="xl" mx="auto" my="8">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{t('shell.pageLoadFailed')}</Alert.Title>
        <Alert.Description>{t('shell.pageLoadFailedDetail', { name })}</Alert.Description>
        <Button size="sm" alignSelf="flex-start" colorPalette="brand" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert.Root>
  );
}
