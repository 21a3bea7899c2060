import { NETWORK_MESSAGES, t as translate } from '@portal/utils';

/** The portal's own failure texts (timeout, network, expired) by the message the API client gives. */
const networkKeys = new Map<string, string>(Object.entries(NETWORK_MESSAGES).map(([kind, message]) => [message, `error.${kind}`]));

/**
 * What to show for a failed call: the API's own message (the server's words, spec 8), in the
 * current language when there is a translation (the portal's for timeouts and network failures,
 * a sub-app's `addMessages` keyed by the message itself), else as the API said it.
 */
export function apiText(error: unknown, t: typeof translate = translate): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (!message) return t('console.error');
  return t(networkKeys.get(message) ?? message);
}
