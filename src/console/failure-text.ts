import { languageAtom, NETWORK_MESSAGES, store, t, type Language } from '@portal/utils/internal';

/** The portal's own texts for failures without a server answer, by the ApiError's code. */
const OWN_KEYS: Record<string, string> = {
  TIMEOUT: 'error.timeout',
  NETWORK: 'error.network',
  SESSION_EXPIRED: 'error.expired',
  REFRESH_FAILED: 'error.expired',
  CANCELED: 'error.canceled',
};

/** The same texts by the zh-CN message the API client gives them (an error that lost its code). */
const NETWORK_KEYS = new Map<string, string>(Object.entries(NETWORK_MESSAGES).map(([kind, message]) => [message, `error.${kind}`]));

interface FailureLike {
  code?: unknown;
  status?: unknown;
  message?: unknown;
}

/**
 * The console kit's one way to turn a failed call into the text the user reads, in `language`
 * (default: the portal's language now):
 *   - a timeout, a lost network, an expired session or a cancelled call: the portal's own text;
 *   - the API's own message (the 4xx envelope's `message`, spec 8), which the server already
 *     wrote in the call's Accept-Language (the portal's language), so it is shown as it came; a
 *     sub-app's `addMessages` keyed by the message itself still translates a text of its own;
 *   - nothing to show (no message, or something thrown that is no error): a generic "request
 *     failed, please try again later".
 *
 * @example
 * try { await call(cbpRoutes.apply, { body }); }
 * catch (error) { setFailure(failureText(error)); }
 */
export function failureText(error: unknown, language: Language = store.get(languageAtom)): string {
  const failure = (error && typeof error === 'object' ? error : {}) as FailureLike;
  const message = typeof failure.message === 'string' ? failure.message.trim() : '';
  const own =
    (typeof failure.code === 'string' ? OWN_KEYS[failure.code] : undefined) ??
    NETWORK_KEYS.get(message) ??
    (failure.status === 0 && !failure.code ? 'error.network' : undefined);
  if (own) return t(own, undefined, language);
  if (!message) return t('error.failed', undefined, language);
  return t(message, undefined, language);
}
