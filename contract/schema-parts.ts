import { Type, type TProperties, type TSchema } from 'typebox';

/** Schema pieces every contract module builds its bodies and pages from. */

export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A list's page number and size: page 1 of 20 by default, at most 100 rows. */
export const pageNum = Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 }));
export const pageSize = Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 }));

/** A list's query: its filters, and which page of how many rows (`pageNum`, `pageSize`). */
export const pageQuery = <P extends TProperties>(filters: P) => Type.Object({ ...filters, pageNum, pageSize });

/** One page of a list: `{ total, data: [...], pageNum, pageSize }`. */
export const pageOf = <T extends TSchema>(item: T) =>
  Type.Object({ total: Type.Integer(), data: Type.Array(item), pageNum: Type.Integer(), pageSize: Type.Integer() });

/** A search word (empty or null: no filter). */
export const keyword = Type.Optional(nullable(Type.String({ maxLength: 64 })));
