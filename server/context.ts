import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';

/** What every service plugin is given. */
export interface ServerContext {
  db: Kysely<Database>;
  dbKind: 'pglite' | 'postgres';
  config: Config;
}
