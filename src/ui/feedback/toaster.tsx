import { loadOnce } from '@portal/utils/internal';
import { Component, Suspense, use, useSyncExternalStore, type ReactNode } from 'react';

/** What a toast shows; the options of Chakra's `toaster.create` the portal uses. */
export interface ToastOptions {
  id?: string;
  type?: 'success' | 'error' | 'warning' | 'info' | 'loading';
  title?: ReactNode;
  description?: ReactNode;
  /** Milliseconds on screen (Chakra's default when left out). */
  duration?: number;
  closable?: boolean;
}

/**
 * The toaster chunk, fetched once (webpack splits `import()` into an async chunk of @portal/ui); a
 * failed fetch is forgotten, so the next toast tries again.
 */
const loadParts = loadOnce(() => import('./toaster-parts'));

/**
 * Fetches the toaster chunk ahead of the first toast. A signed-in frame calls it once it is on
 * screen: the toast that says '网络异常' cannot fetch its own code when the network is gone.
 */
export function prefetchToaster(): void {
  loadParts().catch(() => undefined);
}

/** Whether a toast was asked for: only then does <Toaster/> render (and fetch) the real one. */
let wanted = false;
const listeners = new Set<() => void>();
let resolveMounted: () => void = () => {};
/** Settles once the real toaster renders and listens to its store (toasts created earlier would be lost). */
const mounted = new Promise<void>((resolve) => (resolveMounted = resolve));

function setWanted(value: boolean) {
  if (wanted === value) return;
  wanted = value;
  for (const listener of listeners) listener();
}

let count = 0;
function show(options: ToastOptions): string {
  const id = options.id ?? `portal-toast-${++count}`;
  setWanted(true);
  Promise.all([loadParts(), mounted]).then(
    ([{ chakraToaster }]) => chakraToaster.create({ ...options, id }),
    () => setWanted(false),
  );
  return id;
}

/**
 * The portal's one toaster (top centre). Call it from anywhere, also outside React; it returns the
 * toast's id at once, while the toast itself appears as soon as its chunk is here.
 *
 * @example
 * import { toaster } from '@portal/ui';
 * toaster.success({ title: '保存成功' });
 * toaster.create({ type: 'error', title: failureMessage(error) });
 * toaster.dismiss(id);
 */
export const toaster = {
  create: show,
  success: (options: ToastOptions) => show({ ...options, type: 'success' }),
  error: (options: ToastOptions) => show({ ...options, type: 'error' }),
  warning: (options: ToastOptions) => show({ ...options, type: 'warning' }),
  info: (options: ToastOptions) => show({ ...options, type: 'info' }),
  /** Removes one toast, or all of them. */
  dismiss(id?: string): void {
    // Only once a toast was asked for: dismissing nothing must not fetch the chunk.
    if (wanted)
      void loadParts().then(
        ({ chakraToaster }) => chakraToaster.dismiss(id),
        () => undefined,
      );
  },
};

function RealToaster() {
  const { ToasterView } = use(loadParts());
  return <ToasterView onMounted={resolveMounted} />;
}

/** A toaster chunk that could not be fetched shows nothing (the next toast fetches it again). */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Renders the toasts of {@link toaster}. Mounted once by the shell; parcels need not mount it. */
export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!shown) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <RealToaster />
      </Suspense>
    </QuietBoundary>
  );
}
