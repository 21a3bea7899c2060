import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import type { Database } from './schema';

/**
 * The one place the SQL dialect is chosen (STYLE habit 6).
 * DATABASE_URL set: PostgreSQL through `pg`. Otherwise: embedded PGlite in `dataDir`
 * (or in memory when `dataDir` is ':memory:', which the tests use).
 */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg');
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = opts.dataDir === ':memory:' ? new PGlite() : new PGlite(opts.dataDir);
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pgliteAsPool(pglite) }) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

type PGliteLike = {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[]; rowCount?: number; affectedRows?: number; command?: string }>;
  close(): Promise<void>;
};

/**
 * PGlite is one connection. Kysely's PostgresDialect wants a pool, so hand out that one
 * connection to one borrower at a time: a transaction must not interleave with other queries.
 */
function pgliteAsPool(pglite: PGliteLike): PostgresPool {
  let queue: Promise<void> = Promise.resolve();
  const client = (release: () => void): PostgresPoolClient =>
    ({
      async query(sql: string, params: readonly unknown[]) {
        const result = await pglite.query(sql, params as unknown[]);
        return { command: result.command, rowCount: result.affectedRows ?? result.rowCount, rows: result.rows };
      },
      release,
    }) as unknown as PostgresPoolClient;
  return {
    options: {},
    async connect() {
      let release!: () => void;
      const turn = new Promise<void>((resolve) => (release = resolve));
      const previous = queue;
      queue = queue.then(() => turn);
      await previous;
      return client(release);
    },
    async end() {
      await queue;
      await pglite.close();
    },
  };
}
