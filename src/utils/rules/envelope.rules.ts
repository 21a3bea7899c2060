import { DEFAULT_LANGUAGE, type Language } from '../../../contract/rules/language.rules';

/** What one HTTP answer means for the caller (spec 7: only `success: true` takes effect). */
type EnvelopeOutcome = { ok: true; data: unknown } | { ok: false; message: string; code: string; data: unknown };

const FAILED = {
  'zh-CN': { any: '请求失败，请稍后重试', status: (status: number) => `请求失败（${status}）` },
  'en-US': { any: 'The request failed, please try again later', status: (status: number) => `The request failed (${status})` },
} as const;

function isEnvelope(body: unknown): body is { success: unknown; data?: unknown; message?: unknown; code?: unknown } {
  return !!body && typeof body === 'object' && 'success' in body;
}

/**
 * Reads an answer body as the `{ success, data, message, code }` envelope. Anything that is not
 * an envelope with `success === true` is a failure with a readable message (in `language` when
 * the server gave none).
 */
export function readEnvelope(body: unknown, status: number, language: Language = DEFAULT_LANGUAGE): EnvelopeOutcome {
  const failed = status >= 400 ? FAILED[language].status(status) : FAILED[language].any;
  if (!isEnvelope(body)) return { ok: false, message: failed, code: `HTTP_${status}`, data: null };
  if (body.success === true && status < 400) return { ok: true, data: body.data ?? null };
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : failed;
  const code = typeof body.code === 'string' && body.code ? body.code : `HTTP_${status}`;
  return { ok: false, message, code, data: body.data ?? null };
}
