import axios, { AxiosHeaders, type AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { API_BASE, API_TIMEOUT_MS, DOMAIN_HEADER, TOKEN_HEADER } from '../../../contract/http';
import { readEnvelope } from '../rules/envelope.rules';
import { ApiError, NETWORK_MESSAGES } from './api-error';

/** The refresh call (POST { rt } → { at, rt }); its own 401 ends the session instead of looping. */
export const REFRESH_PATH = '/common/iam/v1/auth/refresh';

export interface TokenPair {
  at: string;
  rt: string;
}

/** What the client needs from its host; the portal wires these to the store (see `api`). */
export interface ApiClientOptions {
  baseURL?: string;
  timeout?: number;
  /** The stored tokens, read on every request. */
  getTokens(): TokenPair | null;
  /** Stores a refreshed pair. */
  setTokens(tokens: TokenPair): void;
  /** The session could not be refreshed: sign the user out. */
  onSessionEnded(): void;
  /** Sent as the domain-name header (spec 7); default: location.hostname. */
  hostname?(): string;
}

interface RetryConfig extends InternalAxiosRequestConfig {
  _retried?: boolean;
  _sentToken?: string | null;
}

function toApiError(error: AxiosError): ApiError {
  if (error.response) {
    const outcome = readEnvelope(error.response.data, error.response.status);
    const message = outcome.ok ? `请求失败（${error.response.status}）` : outcome.message;
    return new ApiError(message, outcome.ok ? `HTTP_${error.response.status}` : outcome.code, error.response.status, outcome.ok ? null : outcome.data);
  }
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return new ApiError(NETWORK_MESSAGES.timeout, 'TIMEOUT', 0);
  if (error.code === 'ERR_CANCELED') return new ApiError('请求已取消', 'CANCELED', 0);
  return new ApiError(NETWORK_MESSAGES.network, 'NETWORK', 0);
}

let inFlight = 0;

/** How many calls of the portal's API clients are on the wire now (polite prefetching waits for 0). */
export function apiRequestsInFlight(): number {
  return inFlight;
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
 * const { data: user } = await client.get<UserInfo>('/common/iam/v1/user/detail');
 */
export function createApiClient(options: ApiClientOptions): AxiosInstance {
  const hostname = options.hostname ?? (() => (typeof location !== 'undefined' ? location.hostname : ''));
  const client = axios.create({ baseURL: options.baseURL ?? API_BASE, timeout: options.timeout ?? API_TIMEOUT_MS });
  let refreshing: Promise<TokenPair> | null = null;

  const refresh = (rt: string): Promise<TokenPair> => {
    refreshing ??= client
      .post<TokenPair>(REFRESH_PATH, { rt }, { headers: { [TOKEN_HEADER]: '' } })
      .then((response) => {
        const answer = response.data;
        if (!answer || typeof answer.at !== 'string' || typeof answer.rt !== 'string') throw new ApiError(NETWORK_MESSAGES.expired, 'REFRESH_FAILED', 401);
        const pair = { at: answer.at, rt: answer.rt };
        options.setTokens(pair);
        return pair;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  client.interceptors.request.use((config: RetryConfig) => {
    inFlight += 1;
    const headers = AxiosHeaders.from(config.headers);
    headers.set(DOMAIN_HEADER, hostname());
    const at = options.getTokens()?.at ?? null;
    // A caller may clear the header on purpose (the refresh call); otherwise send the stored token.
    if (at && !headers.has(TOKEN_HEADER)) headers.set(TOKEN_HEADER, `Bearer ${at}`);
    if (headers.get(TOKEN_HEADER) === '') headers.delete(TOKEN_HEADER);
    config.headers = headers;
    config._sentToken = (headers.get(TOKEN_HEADER) as string | undefined) ?? null;
    return config;
  });

  client.interceptors.response.use(
    (response: AxiosResponse) => {
      inFlight -= 1;
      const outcome = readEnvelope(response.data, response.status);
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
          options.onSessionEnded();
          throw toApiError(error);
        }
        let pair: TokenPair;
        try {
          pair = await refresh(rt);
        } catch {
          options.onSessionEnded();
          throw new ApiError(NETWORK_MESSAGES.expired, 'SESSION_EXPIRED', 401);
        }
        config._retried = true;
        const headers = AxiosHeaders.from(config.headers);
        headers.set(TOKEN_HEADER, `Bearer ${pair.at}`);
        config.headers = headers;
        return client.request(config);
      }
      throw toApiError(error);
    },
  );

  return client;
}
