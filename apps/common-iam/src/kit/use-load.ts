import { useCallback, useEffect, useRef, useState } from 'react';
import { isAccessDenied } from '@portal/console';
import { useFailureText } from './use-access';

/** Where a page's load is; assignable to a table's `TableState`. */
type LoadState = { kind: 'loading' } | { kind: 'error'; message: string; denied: boolean; notFound: boolean } | { kind: 'ready' };

/**
 * Loads what a page shows, again on `reload` and whenever `deps` change (no call while `load` is
 * null). The last value stays while the next answer is on its way and after a failure; a late
 * answer of an older round never replaces a newer one.
 */
export function useLoad<V>(load: (() => Promise<V>) | null, deps: readonly unknown[]) {
  const failure = useFailureText();
  const [state, setState] = useState<LoadState>({ kind: 'loading' });
  const [value, setValue] = useState<V | null>(null);
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // The failure's text follows the language at the moment it comes; a language switch need not reload.
  const failureRef = useRef(failure);
  failureRef.current = failure;

  useEffect(() => {
    const run = loadRef.current;
    if (!run) return;
    let live = true;
    setState({ kind: 'loading' });
    run().then(
      (loaded) => {
        if (!live) return;
        setValue(() => loaded);
        setState({ kind: 'ready' });
      },
      (error: unknown) => {
        if (!live) return;
        const notFound = (error as { status?: number })?.status === 404;
        setState({ kind: 'error', message: failureRef.current(error), denied: isAccessDenied(error), notFound });
      },
    );
    return () => {
      live = false;
    };
  }, [...deps, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { state, value, setValue, reload };
}
