import { useEffect, useState, useSyncExternalStore } from 'react';
import { createCountdown, type Countdown, type CountdownOptions } from './countdown';

/**
 * A countdown for a React component (disposed on unmount). Returns the seconds left and the
 * countdown's controls.
 *
 * @example
 * const [seconds, sms] = useCountdown({ seconds: 60 });
 * <CodeButton seconds={seconds} onClick={async () => { sms.start(); try { await send(); } catch { sms.reset(); } }} />
 */
export function useCountdown(options: CountdownOptions): [number, Countdown] {
  const [countdown] = useState(() => createCountdown(options));
  useEffect(() => () => countdown.dispose(), [countdown]);
  const seconds = useSyncExternalStore(countdown.subscribe, countdown.secondsLeft, countdown.secondsLeft);
  return [seconds, countdown];
}
