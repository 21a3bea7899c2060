/**
 * The developer panel's data and actions (issue 20, point 8), handed to @portal/devtools
 * (parcels/devtools) when `localStorage.devtools` is set, the switch import-map-overrides uses. The
 * panel module is fetched only then; this file is what the root config always carries.
 */
import { getAppNames, getAppStatus, triggerAppChange } from 'single-spa';
import type { DevtoolsRecorder, ParcelHandle } from './devtools-recorder';
import type { SubApp } from './subapp.rules';

export interface DevtoolsEntry {
  name: string;
  kind: 'application' | 'parcel';
  /** single-spa's status: MOUNTED, NOT_MOUNTED, LOAD_ERROR, … */
  status: string;
  /** `override`: import-map-overrides in this browser; `environment`: the environment's importmap.json; `portal`: the portal's build. */
  source: 'override' | 'environment' | 'portal' | 'unknown';
  format: 'System.register' | 'ES module';
  url: string | null;
  loadMs?: number;
  mountMs?: number;
  mounts: number;
  /** Window globals it added or changed when it last unmounted. */
  globals: string[];
  /** Force-unmounted from the panel. */
  held: boolean;
}

export interface DevtoolsApi {
  entries(): DevtoolsEntry[];
  unmount(name: string): Promise<void>;
  remount(name: string): Promise<void>;
}

interface Overrides {
  getOverrideMap?(includeDisabled?: boolean): { imports?: Record<string, string> };
}

function resolve(name: string): string | null {
  try {
    return (globalThis as unknown as { System: { resolve(id: string): string } }).System.resolve(name);
  } catch {
    return null;
  }
}

function sourceOf(name: string): DevtoolsEntry['source'] {
  const overrides = (globalThis as unknown as { importMapOverrides?: Overrides }).importMapOverrides;
  try {
    if (overrides?.getOverrideMap?.().imports?.[name]) return 'override';
  } catch {
    // import-map-overrides without a readable map: the maps decide.
  }
  for (const source of ['environment', 'portal'] as const) {
    for (const script of document.querySelectorAll<HTMLScriptElement>(`script[type="systemjs-importmap"][data-source="${source}"]`)) {
      try {
        if ((JSON.parse(script.textContent ?? '{}') as { imports?: Record<string, string> }).imports?.[name]) return source;
      } catch {
        // Not JSON: SystemJS refused it too.
      }
    }
  }
  return 'unknown';
}

export function devtoolsApi({
  apps,
  recorder,
  globals,
}: {
  apps: readonly SubApp[];
  recorder: DevtoolsRecorder;
  globals: (name: string) => string[];
}): DevtoolsApi {
  const parcelOf = (name: string): ParcelHandle | undefined => recorder.parcels.findLast((entry) => entry.name === name)?.parcel;
  const release = async (name: string) => {
    recorder.held.delete(name);
    await triggerAppChange();
  };
  return {
    entries() {
      const applications = getAppNames().map((name): DevtoolsEntry => {
        const timing = recorder.timings.get(name);
        return {
          name,
          kind: 'application',
          status: getAppStatus(name) ?? 'NOT_LOADED',
          source: sourceOf(name),
          format: apps.find((app) => app.name === name)?.esm ? 'ES module' : 'System.register',
          url: resolve(name),
          loadMs: timing?.loadMs,
          mountMs: timing?.mountMs,
          mounts: timing?.mounts ?? 0,
          globals: globals(name),
          held: recorder.held.has(name),
        };
      });
      const parcels = recorder.parcels.map(({ name, parcel }): DevtoolsEntry => {
        const timing = recorder.timings.get(name);
        return {
          name,
          kind: 'parcel',
          status: parcel.getStatus(),
          source: sourceOf(name),
          format: 'System.register',
          url: resolve(name),
          mountMs: timing?.mountMs,
          mounts: timing?.mounts ?? 0,
          globals: [],
          held: recorder.heldParcels.has(parcel),
        };
      });
      return [...applications, ...parcels];
    },

    async unmount(name) {
      const parcel = parcelOf(name);
      if (parcel) {
        recorder.heldParcels.add(parcel);
        if (parcel.getStatus() === 'MOUNTED') await parcel.unmount();
        return;
      }
      recorder.held.add(name);
      await triggerAppChange();
    },

    async remount(name) {
      const parcel = parcelOf(name);
      if (parcel) {
        if (parcel.getStatus() === 'MOUNTED') await parcel.unmount();
        await parcel.mount();
        recorder.heldParcels.delete(parcel);
        return;
      }
      if (getAppStatus(name) === 'MOUNTED') {
        recorder.held.add(name);
        await triggerAppChange();
      }
      await release(name);
    },
  };
}

function devtoolsOn(): boolean {
  try {
    return window.localStorage.getItem('devtools') !== null;
  } catch {
    return false;
  }
}

/** Loads @portal/devtools and opens its panel when this browser asked for developer tools. */
export function openDevtoolsWhenAsked(options: Parameters<typeof devtoolsApi>[0]): void {
  if (!devtoolsOn()) return;
  const loader = (globalThis as unknown as { System: { import(id: string): Promise<{ openDevtools?: (api: DevtoolsApi) => void }> } }).System;
  loader.import('@portal/devtools').then(
    (module) => module.openDevtools?.(devtoolsApi(options)),
    (error: unknown) => console.error('@portal/devtools failed to load', error),
  );
}
