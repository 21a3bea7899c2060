import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The error catalogue (STYLE habit 8): every failure the API answers on purpose has a code,
 * a status and a message a user can read. The handler below is the only place that turns
 * errors into envelopes; it never shows a stack or a 5xx text from inside.
 */
export const catalogue = {
  VALIDATION_FAILED: { status: 400, message: '请求参数不正确' },
  BAD_ENCRYPTED_BODY: { status: 400, message: '请求数据无法解密' },
  UNAUTHENTICATED: { status: 401, message: '登录已失效，请重新登录' },
  FORBIDDEN: { status: 403, message: '没有权限' },
  NOT_FOUND: { status: 404, message: '请求的资源不存在' },
  CONFLICT: { status: 409, message: '数据冲突' },
  PAYLOAD_TOO_LARGE: { status: 413, message: '请求数据过大' },
  TOO_MANY_REQUESTS: { status: 429, message: '请求过于频繁，请稍后再试' },
  SERVICE_UNAVAILABLE: { status: 503, message: '服务暂不可用，请稍后重试' },
  INTERNAL: { status: 500, message: '服务器开小差了，请稍后重试' },
} as const;

export type CatalogueCode = keyof typeof catalogue;

export class AppError extends Error {
  constructor(
    /** Stable machine code, e.g. 'TENANT_NAME_TAKEN'. */
    readonly code: string,
    readonly status: number,
    message: string,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  /** An error from the catalogue, optionally with a more precise message. */
  static of(code: CatalogueCode, message?: string, headers?: Record<string, string>): AppError {
    const entry = catalogue[code];
    return new AppError(code, entry.status, message ?? entry.message, headers);
  }
}

// 'not queryable': pg's answer to the next statement on a connection that died, e.g. the ROLLBACK
// of a transaction cut off midway, which is the error the request then sees.
const DATABASE_DOWN = /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|Connection terminated|terminating connection|the database system is|PGlite is closed|Connection ended|timeout exceeded when trying to connect|is not queryable/i;

// SQLSTATE data exceptions for a value the request carried that the database cannot store or
// compare: a NUL or broken UTF-8 in a string (22021, 22P05), a number outside the column's
// integer range (22003; 22P02 for 1e+21 or Infinity, which pass a JSON Schema "integer"), a
// string longer than its column (22001). The request's fault: 400, not 500.
const REFUSED_VALUE = /^(22021|22P05|22003|22P02|22001)$/;

/** True when the database refused a value of the request as data (then 400, not 500). */
export function isRefusedValue(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && REFUSED_VALUE.test(code);
}

/** True when an error means the database cannot be reached (then 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  if (!e) return false;
  if (typeof e.code === 'string' && /^(57P0[1-3]|08\d{3}|53300)$/.test(e.code)) return true;
  return DATABASE_DOWN.test(String(e.message ?? ''));
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let status: number;
  let code: string;
  let message: string;
  let headers: Record<string, string> = {};

  if (error instanceof AppError) {
    ({ status, code, message, headers } = error);
  } else if (error.validation) {
    status = 400;
    code = 'VALIDATION_FAILED';
    const first = error.validation[0];
    const where = (first?.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
    message = `${catalogue.VALIDATION_FAILED.message}${where ? `: ${where}` : ''}${first?.message ? ` ${first.message}` : ''}`;
  } else if (error.statusCode === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    status = 413;
    code = 'PAYLOAD_TOO_LARGE';
    message = catalogue.PAYLOAD_TOO_LARGE.message;
  } else if (isRefusedValue(error)) {
    status = 400;
    code = 'VALIDATION_FAILED';
    message = catalogue.VALIDATION_FAILED.message;
  } else if (isDatabaseUnavailable(error)) {
    status = 503;
    code = 'SERVICE_UNAVAILABLE';
    message = catalogue.SERVICE_UNAVAILABLE.message;
    headers = { 'Retry-After': '5' };
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    status = error.statusCode;
    code = error.code && /^[A-Z_]+$/.test(error.code) ? error.code : 'BAD_REQUEST';
    message = status === 415 ? '不支持的请求格式' : status === 404 ? catalogue.NOT_FOUND.message : catalogue.VALIDATION_FAILED.message;
  } else {
    status = 500;
    code = 'INTERNAL';
    message = catalogue.INTERNAL.message;
  }

  if (status >= 500) request.log.error({ err: error, code }, 'request failed');
  else request.log.info({ code, status }, message);

  reply.status(status).headers(headers).send({ success: false, data: null, message, code });
}
