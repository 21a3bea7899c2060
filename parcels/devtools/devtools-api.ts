/**
 * The developer panel's data and actions (issue 20, point 8): single-spa's own status (the one
 * shared single-spa instance, through the import map) beside what the root config measured and
 * holds (src/root-config/devtools-recorder.ts, handed over by `openDevtools`). Part of
 * @portal/devtools, fetched only when `localStorage.devtools` is set.
 */
import { getAppNames, getAppStatus, triggerAppChange } from 'single-spa';

/** The part of a single-spa parcel the panel uses. */
interface ParcelHandle {
  getStatus(): string;
  mount(): Promise<unknown>;
  unmount(): Promise<unknown>;
}

/** What the root config hands over (src/root-config/devtools-recorder.ts and its registry). */
export interface RootConfigSide {
  /** The registered sub-apps: name and whether it is a native ES module. */
  apps: readonly { name: string; esm?: boolean }[];
  recorder: {
    timings: ReadonlyMap<string, { loadMs?: number; mountMs?: number; mounts: number }>;
    parcels: readonly { name: string; parcel: ParcelHandle }[];
    held: Set<string>;
    heldParcels: WeakSet<ParcelHandle>;
  };
  /** The window globals an app added or changed when it last unmounted. */
  globals(name: string): string[];
}

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

interface DevtoolsApi {
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

/** A registered sub-app as the panel lists it. */
function applicationEntry(name: string, { apps, recorder, globals }: RootConfigSide): DevtoolsEntry {
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
}

/** A portal parcel (a page) as the panel lists it: always System.register, no globals kept. */
function parcelEntry({ name, parcel }: RootConfigSide['recorder']['parcels'][number], recorder: RootConfigSide['recorder']): DevtoolsEntry {
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
}

export function devtoolsApi(side: RootConfigSide): DevtoolsApi {
  const { recorder } = side;
  const parcelOf = (name: string): ParcelHandle | undefined => recorder.parcels.findLast((entry) => entry.name === name)?.parcel;
  const release = async (name: string) => {
    recorder.held.delete(name);
    await triggerAppChange();
  };
  return {
    entries() {
      return [...getAppNames().map((name) => applicationEntry(name, side)), ...recorder.parcels.map((record) => parcelEntry(record, recorder))];
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
