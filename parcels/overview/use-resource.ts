import { useCallback, useEffect, useState } from 'react';
import { failureMessage } from '@portal/utils/internal';

export type Resource<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: T };

/** Loads once on mount and on `reload`; an answer that arrives after unmount is dropped. */
export function useResource<T>(load: () => Promise<T>, deps: readonly unknown[]): [Resource<T>, () => void] {
  const [resource, setResource] = useState<Resource<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  useEffect(() => {
    let live = true;
    setResource({ state: 'loading' });
    load().then(
      (data) => live && setResource({ state: 'ready', data }),
      (error: unknown) => live && setResource({ state: 'error', message: failureMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [round, ...deps]);
  return [resource, reload];
}
