import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import type { Database } from './schema';
import { privatize } from './data-dir';
import { listenOnPGlite, listenOnPostgres, type Listen } from './notifications';

/**
 * The one place the SQL dialect is chosen (STYLE habit 6).
 * DATABASE_URL set: PostgreSQL through `pg`. Otherwise: embedded PGlite in `dataDir`
 * (or in memory when `dataDir` is ':memory:', which the tests use).
 */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** LISTEN on this database (server/db/notifications.ts): one extra connection on PostgreSQL, in process on PGlite. */
  listen: Listen;
  /**
   * PGlite only, for the fault tests (test/faults): while `unavailable` is set, taking the
   * connection fails as it does once PGlite is closed. The embedded database has no network to
   * cut, so this is where its outage is injected; PostgreSQL is cut for real through a TCP proxy.
   */
  faults?: { unavailable: boolean };
}

/** A request waits at most this long for a PostgreSQL connection, then answers 503 (not a hang). */
const CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg');
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    // A connection that dies (database restart, network) reports an 'error' event: the pool's
    // when it is idle, the connection's own while a request holds it (its query fails too, and
    // the pool drops it on release). Without listeners either report would crash the server.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy(), listen: listenOnPostgres(opts.databaseUrl) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = opts.dataDir === ':memory:' ? new PGlite() : new PGlite(opts.dataDir);
  await pglite.waitReady;
  // N-2: PGlite writes its files 0666 whatever the umask; the folder is 0700 (prepareDataDir) and its files 0600.
  const onDisk = opts.dataDir !== ':memory:';
  if (onDisk) privatize(opts.dataDir);
  const faults = { unavailable: false };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pgliteAsPool(pglite, faults) }) });
  const close = async () => {
    await db.destroy();
    if (onDisk) privatize(opts.dataDir);
  };
  return { db, kind: 'pglite', close, faults, listen: listenOnPGlite(pglite) };
}

type PGliteLike = {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[]; rowCount?: number; affectedRows?: number; command?: string }>;
  close(): Promise<void>;
};

/**
 * PGlite is one connection. Kysely's PostgresDialect wants a pool, so hand out that one
 * connection to one borrower at a time: a transaction must not interleave with other queries.
 */
function pgliteAsPool(pglite: PGliteLike, faults: { unavailable: boolean }): PostgresPool {
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
    async connect() {
      let release!: () => void;
      const turn = new Promise<void>((resolve) => (release = resolve));
      const previous = queue;
      queue = queue.then(() => turn);
      await previous;
      if (faults.unavailable) {
        release();
        throw new Error('PGlite is closed');
      }
      return client(release);
    },
    async end() {
      await queue;
      await pglite.close();
    },
  };
}
