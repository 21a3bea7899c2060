import { useState } from 'react';
import { canRequestCode, useCountdown } from '@portal/utils/internal';

/**
 * One code button (spec 4): the countdown starts when the request is sent and goes back to zero
 * if the request fails. `seconds` is the channel's length (COUNTDOWN_SECONDS.SMS, .EMAIL, .register).
 *
 * @example
 * const sms = useCodeButton(COUNTDOWN_SECONDS.SMS);
 * await sms.send(() => sendMobileCode(user, mobile)); // the parcel's call; rejects with the request's error
 */
export function useCodeButton(seconds: number) {
  const [left, countdown] = useCountdown({ seconds });
  const [sending, setSending] = useState(false);
  const send = async (request: () => Promise<unknown>): Promise<void> => {
    if (!canRequestCode(left, sending)) return;
    setSending(true);
    countdown.start();
    try {
      await request();
    } catch (error) {
      countdown.reset();
      throw error;
    } finally {
      setSending(false);
    }
  };
  return { seconds: left, sending, disabled: !canRequestCode(left, sending), send, reset: () => countdown.reset() };
}
