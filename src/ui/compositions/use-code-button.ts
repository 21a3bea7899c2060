import { useState } from 'react';
import { canRequestCode, failureMessage, useCountdown } from '@portal/utils/internal';
import { toaster } from '../feedback/toaster';

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

/** What `requestFormCode` needs of a form (`useAccessForm`): a check of some fields and a field's message. */
interface CodeForm<F extends string> {
  validate: (fields: readonly F[]) => boolean;
  setError: (field: F, error: string | undefined) => void;
}

/**
 * A form's code request (spec 5): the field the code goes to is checked first, then the code is
 * sent (a toast says so) or the failure is shown at `verificeCode`, next to the button that asked.
 */
export async function requestFormCode<F extends string>(
  form: CodeForm<F | 'verificeCode'>,
  target: F,
  code: Pick<ReturnType<typeof useCodeButton>, 'send'>,
  request: () => Promise<unknown>,
  text: { codeSent: string; failed: string },
): Promise<void> {
  if (!form.validate([target])) return;
  form.setError('verificeCode', undefined);
  try {
    await code.send(request);
    toaster.create({ type: 'success', title: text.codeSent });
  } catch (error) {
    form.setError('verificeCode', failureMessage(error, text.failed));
  }
}
