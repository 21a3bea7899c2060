import { useEffect } from 'react';
import { backgroundCallsHeld, setUnread } from '@portal/utils/internal';
import { NOTICE_BELL } from './notice-bell.rules';
import { loadUnreadCount } from './notice-bell.api';

/** How many bells are mounted: the header's and any a sub-app shows share one poll. */
let pollers = 0;
let stop: (() => void) | null = null;

function startPoll(userId: number): () => void {
  let inFlight = false;
  let active = true;
  const tick = async () => {
    if (inFlight || document.visibilityState === 'hidden' || backgroundCallsHeld()) return;
    inFlight = true;
    try {
      const count = await loadUnreadCount(userId);
      if (active) setUnread(count);
    } catch {
      // A failed poll keeps the last count; the next tick asks again.
    } finally {
      inFlight = false;
    }
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') void tick();
  };
  void tick();
  const timer = setInterval(() => void tick(), NOTICE_BELL.pollIntervalMs);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    active = false;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/**
 * Polls the unread count every 5 s into `unreadCountAtom` (spec 4, 9) while the tab is visible;
 * a hidden tab sends nothing and a tab coming back asks at once. One poll for all the bells on
 * screen; it stops when the last one unmounts (logout).
 */
export function useUnreadPoll(userId: number | null | undefined) {
  useEffect(() => {
    if (!userId) return;
    pollers += 1;
    if (pollers === 1) stop = startPoll(userId);
    return () => {
      pollers -= 1;
      if (pollers === 0) {
        stop?.();
        stop = null;
      }
    };
  }, [userId]);
}
