import axios, { AxiosHeaders, type AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { API_BASE, API_TIMEOUT_MS, DOMAIN_HEADER, TOKEN_HEADER } from '../../../contract/http';
import { iamRoutes } from '../../../contract/iam.routes';
import { toLanguage, type Language } from '../../../contract/rules/language.rules';
import { readEnvelope } from '../rules/envelope.rules';
import { ApiError, clientFailureText } from './api-error';
import { reasonOfRefreshFailure, type SessionEndReason } from '../rules/session-end.rules';

/** The refresh call (POST { rt } → { at, rt }); its own 401 ends the session instead of looping. */
const REFRESH_PATH = iamRoutes.refresh.path;

export interface TokenPair {
  at: string;
  rt: string;
}

/** What the client needs from its host; the portal wires these to the store (see `api`). */
interface ApiClientOptions {
  baseURL?: string;
  timeout?: number;
  /** The stored tokens, read on every request. */
  getTokens(): TokenPair | null;
  /** Stores a refreshed pair. */
  setTokens(tokens: TokenPair): void;
  /** The session could not be refreshed: sign the user out, saying why (a revoked session or an expired one). */
  onSessionEnded(reason: SessionEndReason): void;
  /** Sent as the domain-name header (spec 7); default: location.hostname. */
  hostname?(): string;
  /** Sent as Accept-Language, so the server's messages come in it; default: `<html lang>`, else zh-CN. */
  language?(): Language;
}

interface RetryConfig extends InternalAxiosRequestConfig {
  _retried?: boolean;
  _sentToken?: string | null;
}

/** A failure without an answer, in `language`. */
const noAnswer = (code: 'TIMEOUT' | 'NETWORK' | 'CANCELED' | 'SESSION_EXPIRED' | 'REFRESH_FAILED', status: number, language: Language) =>
  new ApiError(clientFailureText(code, language) ?? code, code, status);

function toApiError(error: AxiosError, language: Language): ApiError {
  if (error.response) {
    const { status } = error.response;
    const outcome = readEnvelope(error.response.data, status, language);
    if (!outcome.ok) return new ApiError(outcome.message, outcome.code, status, outcome.data);
    // An answer axios refused whose body says success is still a failure, said by its status.
    const failed = readEnvelope(null, status, language);
    return new ApiError(failed.ok ? '' : failed.message, `HTTP_${status}`, status);
  }
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return noAnswer('TIMEOUT', 0, language);
  if (error.code === 'ERR_CANCELED') return noAnswer('CANCELED', 0, language);
  return noAnswer('NETWORK', 0, language);
}

const documentLanguage = (): Language => toLanguage(typeof document !== 'undefined' ? document.documentElement.lang : null);

let inFlight = 0;

/** How many calls of the portal's API clients are on the wire now (polite prefetching waits for 0). */
export function apiRequestsInFlight(): number {
  return inFlight;
}

/**
 * A request's portal headers: the domain name, the language (unless the caller set one) and the
 * bearer token `at` (unless the caller set the header, or cleared it on purpose: the refresh
 * call; `replaceToken` for the retry after a refresh). The token sent is kept for the 401 rescue.
 */
function withPortalHeaders(config: RetryConfig, hostname: string, language: string, at: string | null, replaceToken = false): RetryConfig {
  const headers = AxiosHeaders.from(config.headers);
  headers.set(DOMAIN_HEADER, hostname);
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', language);
  if (at && (replaceToken || !headers.has(TOKEN_HEADER))) headers.set(TOKEN_HEADER, `Bearer ${at}`);
  if (headers.get(TOKEN_HEADER) === '') headers.delete(TOKEN_HEADER);
  config.headers = headers;
  config._sentToken = (headers.get(TOKEN_HEADER) as string | undefined) ?? null;
  return config;
}

/** The refresh of the token pair: one call shared by the concurrent 401s; the new pair is stored. */
function sharedRefresh(client: AxiosInstance, setTokens: ApiClientOptions['setTokens'], language: () => Language) {
  let refreshing: Promise<TokenPair> | null = null;

  return (rt: string): Promise<TokenPair> => {
    refreshing ??= client
      .post<TokenPair>(REFRESH_PATH, { rt }, { headers: { [TOKEN_HEADER]: '' } })
      .then((response) => {
        const answer = response.data;
        if (!answer || typeof answer.at !== 'string' || typeof answer.rt !== 'string') throw noAnswer('REFRESH_FAILED', 401, language());
        const pair = { at: answer.at, rt: answer.rt };
        setTokens(pair);
        return pair;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };
}

/**
 * Creates an axios instance with the portal's one interceptor pair (never touches axios's global
 * defaults): base `/api`, 10 s timeout, the domain-name header on every request, the bearer token
 * when one is stored; answers unwrapped from the envelope (`response.data` becomes the envelope's
 * `data`; anything but `success: true` rejects with an {@link ApiError}); one refresh on 401
 * shared by concurrent calls, then the call is retried once; a failed refresh ends the session.
 *
 * @example
 * const client = createApiClient({ getTokens, setTokens, onSessionEnded: signOut });
 * const user = await callWith(client, iamRoutes.userDetail); // UserInfo
 */
export function createApiClient(options: ApiClientOptions): AxiosInstance {
  const hostname = options.hostname ?? (() => (typeof location !== 'undefined' ? location.hostname : ''));
  const language = options.language ?? documentLanguage;
  const client = axios.create({ baseURL: options.baseURL ?? API_BASE, timeout: options.timeout ?? API_TIMEOUT_MS });
  const refresh = sharedRefresh(client, options.setTokens, language);

  client.interceptors.request.use((config: RetryConfig) => {
    inFlight += 1;
    return withPortalHeaders(config, hostname(), language(), options.getTokens()?.at ?? null);
  });

  client.interceptors.response.use(
    (response: AxiosResponse) => {
      inFlight -= 1;
      const outcome = readEnvelope(response.data, response.status, language());
      if (!outcome.ok) return Promise.reject(new ApiError(outcome.message, outcome.code, response.status, outcome.data));
      response.data = outcome.data;
      return response;
    },
    async (error: AxiosError) => {
      // Only answers to requests that went through the request interceptor count down.
      if (error.config) inFlight -= 1;
      const config = error.config as RetryConfig | undefined;
      const status = error.response?.status;
      const isRefresh = config?.url === REFRESH_PATH;
      // Only a call that was sent signed in can be rescued by a refresh; a wrong password is a plain 401.
      if (status === 401 && config && !isRefresh && !config._retried && config._sentToken) {
        const rt = options.getTokens()?.rt;
        if (!rt) {
          options.onSessionEnded('expired');
          throw toApiError(error, language());
        }
        let pair: TokenPair;
        try {
          pair = await refresh(rt);
        } catch (refreshError) {
          options.onSessionEnded(reasonOfRefreshFailure(refreshError instanceof ApiError ? refreshError.code : null));
          throw noAnswer('SESSION_EXPIRED', 401, language());
        }
        config._retried = true;
        return client.request(withPortalHeaders(config, hostname(), language(), pair.at, true));
      }
      throw toApiError(error, language());
    },
  );

  return client;
}
