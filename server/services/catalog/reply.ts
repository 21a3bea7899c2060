import type { TSchema } from 'typebox';
import { Ok } from '../../../contract/envelope';

/** A success envelope. */
export function ok<T>(data: T, message = 'ok') {
  return { success: true, data, message, code: 'OK' };
}

/**
 * Route schema parts shared by the catalogue routes. Recursive data (menu and org trees) is
 * documented in the contract but not given to the serializer, which cannot share `$id`s across
 * routes.
 */
export function schemaOf<D extends TSchema>(data: D, summary: string) {
  const recursive = JSON.stringify(data).includes('"$defs"');
  return { tags: ['catalog'], summary, security: [{ token: [] }], ...(recursive ? {} : { response: { 200: Ok(data) } }) };
}
