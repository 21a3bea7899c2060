import { languageAtom, NETWORK_MESSAGES, store, t as translate, type Language } from '@portal/utils';
import { englishOf } from './failure.rules';

/** The portal's own failure texts (timeout, network, expired) by the message the API client gives. */
const networkKeys = new Map<string, string>(Object.entries(NETWORK_MESSAGES).map(([kind, message]) => [message, `error.${kind}`]));

/**
 * What to show for a failed call: the API's own message (the server's words, spec 8), in the
 * current language when there is a translation (the portal's for timeouts and network failures,
 * a sub-app's `addMessages` keyed by the message itself, then the English of the server's known
 * texts in failure.rules.ts), else as the API said it. The one way of the console kit; pure
 * `failureText(error, language)` is the same table without the translation tables.
 */
export function apiText(error: unknown, t: typeof translate = translate, language: Language = store.get(languageAtom)): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (!message) return t('console.error');
  const key = networkKeys.get(message) ?? message;
  const text = t(key);
  if (text !== key || language !== 'en-US') return text;
  return englishOf(message) ?? text;
}
