/**
 * What the sub-app container shows for the route: nothing, the loader (then the still-loading note
 * after LOADER_FALLBACK_MS), the error panel with a retry, or the mounted sub-app. It remembers which
 * app it shows and the fallback timer, so the registration holds no display state of its own.
 */
import type { createSubAppContainer } from './subapp-container';
import type { Failures } from './subapp-load';

/** Spec 9: the loader hides after 3700 ms at the latest. Our own timer, not single-spa's. */
export const LOADER_FALLBACK_MS = 3700;

type SubAppContainer = ReturnType<typeof createSubAppContainer>;

export interface ContainerView {
  /** The container's state (subapp-container.ts ContainerState). */
  state(): string | undefined;
  loading(name: string): void;
  /** The error panel for `name`'s recorded failure; nothing when none is recorded. */
  failed(name: string): void;
  mounted(name: string): void;
  /** What the container shows for the route about to be taken: `app` (null: no sub-app) in single-spa's `status`. */
  sync(app: string | null, status: string | null): void;
}

export function createContainerView(container: SubAppContainer, failures: Failures, retry: (name: string) => void): ContainerView {
  let fallbackTimer: ReturnType<typeof setTimeout> | undefined;
  let shown: string | null = null;
  const state = () => container.element.dataset.state;

  function show(name: string | null) {
    clearTimeout(fallbackTimer);
    shown = name;
  }

  const view: ContainerView = {
    state,
    loading(name) {
      show(name);
      container.loading(name);
      fallbackTimer = setTimeout(() => {
        if (shown === name && state() === 'loading') container.slow(name);
      }, LOADER_FALLBACK_MS);
    },
    failed(name) {
      const failure = failures.get(name);
      if (!failure) return;
      show(name);
      container.failed(name, { ...failure, onRetry: () => retry(name) });
    },
    mounted(name) {
      show(name);
      container.mounted(name);
    },
    sync(app, status) {
      if (!app) {
        show(null);
        container.idle();
      } else if (status === 'MOUNTED') {
        if (shown !== app || state() !== 'mounted') view.mounted(app);
      } else if ((status === 'SKIP_BECAUSE_BROKEN' || status === 'LOAD_ERROR') && failures.has(app)) {
        // Keep the panel up; when single-spa tries a LOAD_ERROR app again, loading shows the loader.
        view.failed(app);
      } else if (shown !== app || state() === 'idle' || state() === 'error') {
        view.loading(app);
      }
    },
  };
  return view;
}
