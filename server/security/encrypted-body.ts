import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { decryptText } from './aes';

/**
 * preValidation hook for "encrypted" routes: the body arrives as `{ data: <AES ciphertext> }`
 * and is replaced by the decrypted JSON before the route's schema validates it. Anything that
 * does not decrypt or parse answers 400 BAD_ENCRYPTED_BODY.
 */
export function decryptBody(aesKey: string) {
  return async (request: FastifyRequest) => {
    const body = request.body as { data?: unknown } | null | undefined;
    if (!body || typeof body !== 'object' || typeof body.data !== 'string' || body.data.length > 64 * 1024) {
      throw AppError.of('BAD_ENCRYPTED_BODY');
    }
    const text = decryptText(body.data, aesKey);
    if (text === null) throw AppError.of('BAD_ENCRYPTED_BODY');
    try {
      const parsed: unknown = JSON.parse(text);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      request.body = parsed;
    } catch {
      throw AppError.of('BAD_ENCRYPTED_BODY');
    }
  };
}
