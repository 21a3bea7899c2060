import { useCallback, useEffect, useRef, useState } from 'react';
import { isAccessDenied } from './access.rules';
import { failureText } from './failure-text';

/** `denied`: the server refused the load with 403, a page the user may not open (`ErrorBlock` then draws the access-denied panel). */
export type Resource<T> = { state: 'loading'; previous: T | null } | { state: 'error'; message: string; denied: boolean } | { state: 'ready'; data: T };

/**
 * Loads on mount, whenever `deps` change and on `reload`. While a new answer is on its way the
 * last one stays available (`previous`), so a table keeps its rows instead of blinking; an answer
 * that arrives late (after unmount or a newer load) is dropped. `deps` are plain values (strings,
 * numbers, null): the render in which they change already reads as loading, never as the old
 * answer for the new filters.
 */
export function useResource<T>(load: () => Promise<T>, deps: readonly unknown[]): [Resource<T>, () => void] {
  const [round, setRound] = useState(0);
  const key = JSON.stringify([round, ...deps]);
  const [held, setHeld] = useState<{ key: string; resource: Resource<T> }>({ key, resource: { state: 'loading', previous: null } });
  const last = useRef<T | null>(null);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  useEffect(() => {
    let live = true;
    setHeld({ key, resource: { state: 'loading', previous: last.current } });
    load().then(
      (data) => {
        if (!live) return;
        last.current = data;
        setHeld({ key, resource: { state: 'ready', data } });
      },
      (error: unknown) => live && setHeld({ key, resource: { state: 'error', message: failureText(error), denied: isAccessDenied(error) } }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return [held.key === key ? held.resource : { state: 'loading', previous: last.current }, reload];
}
