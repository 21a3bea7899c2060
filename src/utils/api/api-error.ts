/** Readable messages for failures that carry no server text (shown to the user as is). */
export const NETWORK_MESSAGES = {
  timeout: '请求超时，请稍后重试',
  network: '网络异常，请检查网络连接',
  expired: '登录已过期，请重新登录',
} as const;

/**
 * Every failed call of `api`/`call` rejects with this: an answer with `success: false`, an HTTP
 * error, a timeout or a network failure. `message` is always fit to show the user.
 *
 * @example
 * try { await call(iamRoutes.register, form); }
 * catch (error) { if (error instanceof ApiError) toaster.error({ title: error.message }); }
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
