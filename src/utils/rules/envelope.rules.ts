/** What one HTTP answer means for the caller (spec 7: only `success: true` takes effect). */
export type EnvelopeOutcome =
  | { ok: true; data: unknown }
  | { ok: false; message: string; code: string; data: unknown };

const FALLBACK_FAILURE = '请求失败，请稍后重试';

function isEnvelope(body: unknown): body is { success: unknown; data?: unknown; message?: unknown; code?: unknown } {
  return !!body && typeof body === 'object' && 'success' in body;
}

/**
 * Reads an answer body as the `{ success, data, message, code }` envelope. Anything that is not
 * an envelope with `success === true` is a failure with a readable message.
 */
export function readEnvelope(body: unknown, status: number): EnvelopeOutcome {
  if (!isEnvelope(body)) {
    return { ok: false, message: status >= 400 ? `请求失败（${status}）` : FALLBACK_FAILURE, code: `HTTP_${status}`, data: null };
  }
  if (body.success === true && status < 400) return { ok: true, data: body.data ?? null };
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : status >= 400 ? `请求失败（${status}）` : FALLBACK_FAILURE;
  const code = typeof body.code === 'string' && body.code ? body.code : `HTTP_${status}`;
  return { ok: false, message, code, data: body.data ?? null };
}
