import { sql, type RawBuilder } from 'kysely';

/**
 * A name as its uniqueness is judged (N-6): NFKC-normalised (full-width `ＤＥＭＯ` is `DEMO`), then
 * lower-cased. The same expression as the unique indexes of migration 010, so a check before an
 * insert and the index that decides a race agree.
 */
export function foldedColumn(column: string): RawBuilder<string> {
  return sql<string>`lower(normalize(${sql.ref(column)}, NFKC))`;
}

export function foldedValue(value: string): RawBuilder<string> {
  return sql<string>`lower(normalize(cast(${value} as text), NFKC))`;
}
