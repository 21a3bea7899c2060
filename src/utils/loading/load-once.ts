/** A promise marked the way React's `use` reads it, so that once it has settled `use` does not suspend. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * Wraps a fetch of code (an async chunk, a lazily loaded module) so that it happens once and every
 * caller shares it. A failed fetch is forgotten: the next call (a retry, the next submit, the next
 * toast) fetches again, so a network that failed once does not break the feature for the session.
 * The promise is marked fulfilled when it settles, as React's `use` expects.
 *
 * @example
 * const loadParts = loadOnce(() => import('./frame-parts'));
 * const { FrameHeader } = use(loadParts());
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let current: TrackedPromise<T> | null = null;
  return () => {
    if (!current) {
      const promise: TrackedPromise<T> = load().then(
        (value) => {
          promise.status = 'fulfilled';
          promise.value = value;
          return value;
        },
        (error: unknown) => {
          current = null;
          throw error;
        },
      );
      current = promise;
    }
    return current;
  };
}
