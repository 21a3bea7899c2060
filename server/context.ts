import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';
import type { Listen } from './db/notifications';

/** What every service plugin is given. */
export interface ServerContext {
  db: Kysely<Database>;
  dbKind: 'pglite' | 'postgres';
  config: Config;
  /**
   * LISTEN on the same database (DatabaseHandle.listen). Without it the access-token cache is
   * never trusted and every signed-in request looks its token up (ADR 010).
   */
  listen?: Listen;
}
