import type { TSchema } from 'typebox';
import { Failure, Ok } from '../../../contract/envelope';

/** A success envelope. */
export function ok<T>(data: T, message = 'ok') {
  return { success: true, data, message, code: 'OK' };
}

/** Route schema parts shared by every identity route: tag, the success envelope and the failure envelope. */
export function schemaOf<D extends TSchema>(data: D, summary: string, signedIn = false) {
  return { tags: ['iam'], summary, ...(signedIn ? { security: [{ token: [] }] } : {}), response: { 200: Ok(data), '4xx': Failure, '5xx': Failure } };
}
