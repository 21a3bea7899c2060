import type { TSchema } from 'typebox';
import { Ok } from '../../../contract/envelope';

/** A success envelope. */
export function ok<T>(data: T, message = 'ok') {
  return { success: true, data, message, code: 'OK' };
}

/** Route schema parts shared by the message routes: tag, summary, token and the success envelope. */
export function schemaOf<D extends TSchema>(data: D, summary: string) {
  return { tags: ['msgmgt'], summary, security: [{ token: [] }], response: { 200: Ok(data) } };
}
