import { useState } from 'react';
import { useFailureText } from './use-access';

/**
 * An action asked first in a dialog (approve a closure, reset a password, roll back the map):
 * `ask` opens it for one thing, `run` does the action once (a second press while busy is
 * ignored); a failure stays in the dialog with the API's message, the action closes it on success.
 */
export function useConfirmed<P>() {
  const failure = useFailureText();
  const [pending, setPending] = useState<P | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ask = (next: P) => {
    setError(null);
    setPending(next);
  };
  const close = () => setPending(null);
  const run = async (action: (pending: P) => Promise<void>) => {
    if (pending === null || busy) return;
    setBusy(true);
    setError(null);
    try {
      await action(pending);
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setBusy(false);
    }
  };
  return { pending, busy, error, setError, ask, close, run };
}
