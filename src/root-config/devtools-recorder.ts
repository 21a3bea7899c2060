/**
 * What the developer panel shows beside single-spa's own status (issue 20, point 8): each
 * application's and parcel's load and mount times, measured in the load and lifecycle wrappers
 * (subapp-lifecycles.ts, shell-app.ts), and the hold that keeps a force-unmounted application
 * down. Always on and tiny (a few maps); the panel itself (@portal/devtools, parcels/devtools) is loaded only when `localStorage.devtools` is
 * set, so the login route downloads nothing more when it is not.
 */

/** The event the portal's parcel hosts (the shell's page outlet, @portal/ui's PortalParcel) announce a parcel with. */
const PARCEL_EVENT = 'portal:parcel';

/** The part of a single-spa parcel the panel uses. */
interface ParcelHandle {
  getStatus(): string;
  mount(): Promise<unknown>;
  unmount(): Promise<unknown>;
  mountPromise: Promise<unknown>;
}

interface Timing {
  /** Milliseconds of the last load (module fetched and evaluated). */
  loadMs?: number;
  /** Milliseconds of the last mount. */
  mountMs?: number;
  /** How many times it mounted. */
  mounts: number;
}

export function createDevtoolsRecorder(now: () => number = () => performance.now()) {
  const timings = new Map<string, Timing>();
  const started = new Map<string, number>();
  const parcels: { name: string; parcel: ParcelHandle }[] = [];
  const timing = (name: string) => {
    let entry = timings.get(name);
    if (!entry) timings.set(name, (entry = { mounts: 0 }));
    return entry;
  };

  const recorder = {
    timings,
    parcels,
    /** Force-unmounted applications: their activity function says no until released. */
    held: new Set<string>(),
    /** Parcels force-unmounted from the panel: kept in the list so that they can be mounted again. */
    heldParcels: new WeakSet<ParcelHandle>(),
    start(name: string, stage: 'load' | 'mount') {
      started.set(`${stage} ${name}`, now());
    },
    end(name: string, stage: 'load' | 'mount') {
      const at = started.get(`${stage} ${name}`);
      if (at === undefined) return;
      started.delete(`${stage} ${name}`);
      const entry = timing(name);
      if (stage === 'load') entry.loadMs = now() - at;
      else {
        entry.mountMs = now() - at;
        entry.mounts += 1;
      }
    },
    /** A parcel the portal mounted: its mount time once it settles; dropped from the list once unmounted for good. */
    parcel(name: string, parcel: ParcelHandle) {
      const at = now();
      // Parcels their host unmounted (another page) leave the list.
      for (let i = parcels.length - 1; i >= 0; i--) {
        const gone = ['NOT_MOUNTED', 'UNMOUNTING', 'SKIP_BECAUSE_BROKEN'].includes(parcels[i].parcel.getStatus());
        if (gone && !recorder.heldParcels.has(parcels[i].parcel)) parcels.splice(i, 1);
      }
      parcels.push({ name, parcel });
      parcel.mountPromise.then(
        () => {
          const entry = timing(name);
          entry.mountMs = now() - at;
          entry.mounts += 1;
        },
        () => undefined,
      );
    },
  };
  if (typeof window !== 'undefined') {
    window.addEventListener(PARCEL_EVENT, (event) => {
      const detail = (event as CustomEvent<{ name?: unknown; parcel?: ParcelHandle }>).detail;
      if (typeof detail?.name === 'string' && detail.parcel) recorder.parcel(detail.name, detail.parcel);
    });
  }
  return recorder;
}

export type DevtoolsRecorder = ReturnType<typeof createDevtoolsRecorder>;
