import { sql, type Kysely } from 'kysely';
import type { Client } from 'pg';

/**
 * Notices between server processes on one database, through PostgreSQL's own LISTEN/NOTIFY (no
 * other infrastructure). A notice is scoped to the schema it was raised in (the tests and the
 * benchmark run many schemas on one database; channels are database-wide). PGlite is one process:
 * its own LISTEN takes the same path in process.
 */
export interface NoticeListener {
  onNotice(payload: string): void;
  /** Subscribed (again): from now on every notice arrives. Notices raised while down were missed. */
  onUp(): void;
  /** The subscription is gone (connection dropped, heartbeat unanswered): notices may be missed until onUp. */
  onDown(): void;
}

export interface Subscription {
  close(): Promise<void>;
}

/** Subscribes to a channel; the implementation keeps the subscription alive and says when it is not. */
export type Listen = (channel: string, listener: NoticeListener) => Promise<Subscription>;

/**
 * Raises a notice on `channel`. Inside a transaction PostgreSQL sends it at commit (and never
 * when the transaction rolls back), to every listener, this process's included.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database: the notice names no table
export async function notify(db: Kysely<any>, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, current_schema() || ' ' || ${payload})`.execute(db);
}

/** The payload of a notice raised in `schema`, or null for another schema's. */
function inSchema(schema: string, raw: string | undefined): string | null {
  return raw?.startsWith(`${schema} `) ? raw.slice(schema.length + 1) : null;
}

export interface PostgresListenOptions {
  /** First wait before reconnecting; doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** A query on the listening connection this often; unanswered within `heartbeatTimeoutMs` counts as dropped. */
  heartbeatMs?: number;
  heartbeatTimeoutMs?: number;
}

/**
 * LISTEN on PostgreSQL over one dedicated connection (outside the pool), reconnecting with a
 * growing pause when it drops. A connection that dies silently (network cut without a reset)
 * is caught by the heartbeat.
 */
export function listenOnPostgres(connectionString: string, options: PostgresListenOptions = {}): Listen {
  const { retryMs = 250, maxRetryMs = 5_000, heartbeatMs = 5_000, heartbeatTimeoutMs = 5_000 } = options;
  return async (channel, listener) => {
    const { Client: PgClient } = await import('pg');
    let client: Client | null = null;
    let closed = false;
    let wait = retryMs;
    let retry: NodeJS.Timeout | undefined;
    let beat: NodeJS.Timeout | undefined;

    const dropped = (c: Client) => {
      if (client !== c) return;
      client = null;
      clearInterval(beat);
      listener.onDown();
      c.end().catch(() => {});
      if (!closed) retry = setTimeout(connect, wait);
      wait = Math.min(wait * 2, maxRetryMs);
    };

    async function connect() {
      const c = new PgClient({ connectionString, keepAlive: true, connectionTimeoutMillis: 5_000 });
      c.on('error', () => dropped(c));
      c.on('end', () => dropped(c));
      let schema = '';
      c.on('notification', (message) => {
        const payload = message.channel === channel ? inSchema(schema, message.payload) : null;
        if (payload !== null) listener.onNotice(payload);
      });
      try {
        await c.connect();
        // Named for operators (pg_stat_activity) and the tests that cut it: "portal-notices <schema>".
        schema = (await c.query<{ s: string }>("select current_schema() as s, set_config('application_name', 'portal-notices ' || current_schema(), false)"))
          .rows[0].s;
        await c.query(`listen ${quoteIdent(channel)}`);
      } catch {
        c.removeAllListeners('end');
        c.end().catch(() => {});
        if (!closed) retry = setTimeout(connect, wait);
        wait = Math.min(wait * 2, maxRetryMs);
        return;
      }
      if (closed) {
        await c.end().catch(() => {});
        return;
      }
      client = c;
      wait = retryMs;
      listener.onUp();
      beat = setInterval(() => {
        const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('heartbeat unanswered')), heartbeatTimeoutMs).unref());
        Promise.race([c.query('select 1'), timeout]).catch(() => dropped(c));
      }, heartbeatMs);
      beat.unref();
    }

    await connect();
    return {
      async close() {
        closed = true;
        clearTimeout(retry);
        clearInterval(beat);
        const c = client;
        client = null;
        if (c) {
          c.removeAllListeners('end');
          await c.end().catch(() => {});
        }
      },
    };
  };
}

type PGliteListener = {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  query<T>(sql: string): Promise<{ rows: T[] }>;
};

/** LISTEN on PGlite: the same notices, delivered in process after the query that raised (or committed) them. */
export function listenOnPGlite(pglite: PGliteListener): Listen {
  return async (channel, listener) => {
    const schema = (await pglite.query<{ s: string }>('select current_schema() as s')).rows[0].s;
    const unlisten = await pglite.listen(channel, (raw) => {
      const payload = inSchema(schema, raw);
      if (payload !== null) listener.onNotice(payload);
    });
    listener.onUp();
    return { close: () => unlisten().catch(() => {}) };
  };
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
