import { t, type Language } from '../i18n/i18n';
import { zhCN } from '../i18n/messages.zh-CN';

/** Readable zh-CN messages for failures that carry no server text (`failureMessage` gives them in the user's language). */
export const NETWORK_MESSAGES = {
  timeout: zhCN['error.timeout'],
  network: zhCN['error.network'],
  expired: zhCN['error.expired'],
} as const;

/**
 * Every failed call of `api`/`call` rejects with this: an answer with `success: false`, an HTTP
 * error, a timeout or a network failure. `message` is fit to show the user, in the language the
 * call was made in; `failureMessage` turns it into the message to show now.
 *
 * @example
 * try { await call(iamRoutes.register, form); }
 * catch (error) { toaster.create({ type: 'error', title: failureMessage(error) }); }
 */
export class ApiError extends Error {
  /** The envelope's code (e.g. 'TENANT_NAME_TAKEN'), or 'TIMEOUT' / 'NETWORK' / 'HTTP_<status>'. */
  readonly code: string;
  /** The HTTP status, or 0 when no answer arrived. */
  readonly status: number;
  /** The envelope's `data` of a failed answer, when it carried any. */
  readonly data: unknown;

  constructor(message: string, code: string, status: number, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.data = data;
  }
}

/** True for an {@link ApiError}, also across bundles (a sub-app's own copy of the class). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (!!error && typeof error === 'object' && (error as { name?: unknown }).name === 'ApiError');
}

/** The message of a failure the browser itself noticed (no answer, or no envelope), or null for the server's own. */
export function clientFailureText(code: string, language?: Language): string | null {
  switch (code) {
    case 'TIMEOUT':
      return t('error.timeout', undefined, language);
    case 'NETWORK':
      return t('error.network', undefined, language);
    case 'SESSION_EXPIRED':
    case 'REFRESH_FAILED':
      return t('error.expired', undefined, language);
    case 'CANCELED':
      return t('error.canceled', undefined, language);
    default:
      return null;
  }
}

/**
 * The one step from a failed call to what the user reads, in the user's language: the server's
 * message (it answers in the language the call was sent in), the timeout, network or session
 * text for failures without an answer, else `fallback` (default: a generic "request failed").
 * A programming error's text is never shown.
 *
 * @example
 * catch (error) { setNotice({ tone: 'error', text: failureMessage(error, text.failed) }); }
 */
export function failureMessage(error: unknown, fallback?: string, language?: Language): string {
  const otherwise = fallback || t('error.failed', undefined, language);
  if (!isApiError(error)) return otherwise;
  return clientFailureText(error.code, language) ?? (error.message?.trim() ? error.message : otherwise);
}
