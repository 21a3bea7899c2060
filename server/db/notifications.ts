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

interface PostgresListenOptions {
  /** First wait before reconnecting; doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** A query on the listening connection this often; unanswered within `heartbeatTimeoutMs` counts as dropped. */
  heartbeatMs?: number;
  heartbeatTimeoutMs?: number;
}

/**
 * LISTEN on PostgreSQL over one dedicated connection (outside the pool) for every channel of this
 * process, reconnecting with a growing pause when it drops. A connection that dies silently
 * (network cut without a reset) is caught by the heartbeat. Each `Listen` call adds a channel to
 * that connection: an instance holds one LISTEN connection however many features subscribe.
 */
export function listenOnPostgres(connectionString: string, options: PostgresListenOptions = {}): Listen {
  const connection = new ListenConnection(connectionString, options);
  return (channel, listener) => connection.subscribe(channel, listener);
}

class ListenConnection {
  /** Subscribers by channel; the connection is opened for the first and closed after the last. */
  private readonly channels = new Map<string, Set<NoticeListener>>();
  private client: Client | null = null;
  private connecting: Promise<void> | null = null;
  private wait: number;
  private retry: NodeJS.Timeout | undefined;
  private beat: NodeJS.Timeout | undefined;
  private schema = '';
  private readonly connectionString: string;
  private readonly options: Required<PostgresListenOptions>;

  constructor(connectionString: string, { retryMs = 250, maxRetryMs = 5_000, heartbeatMs = 5_000, heartbeatTimeoutMs = 5_000 }: PostgresListenOptions) {
    this.connectionString = connectionString;
    this.options = { retryMs, maxRetryMs, heartbeatMs, heartbeatTimeoutMs };
    this.wait = retryMs;
  }

  async subscribe(channel: string, listener: NoticeListener): Promise<Subscription> {
    const known = this.channels.get(channel);
    this.channels.set(channel, (known ?? new Set()).add(listener));
    const live = this.client;
    if (live && !known) {
      // A channel new to a live connection: listening on it is one query; a failure there is the
      // connection's, which drops it and brings every channel back through `connect`.
      try {
        await live.query(`listen ${quoteIdent(channel)}`);
        listener.onUp();
      } catch {
        this.dropped(live);
      }
    } else if (live) {
      listener.onUp();
    } else {
      await this.connect();
    }
    return { close: () => this.unsubscribe(channel, listener) };
  }

  private async unsubscribe(channel: string, listener: NoticeListener): Promise<void> {
    const set = this.channels.get(channel);
    if (!set?.delete(listener)) return;
    if (set.size > 0) return;
    this.channels.delete(channel);
    const c = this.client;
    if (!c) {
      if (this.idle()) clearTimeout(this.retry);
      return;
    }
    if (!this.idle()) {
      await c.query(`unlisten ${quoteIdent(channel)}`).catch(() => {});
      return;
    }
    this.client = null;
    clearTimeout(this.retry);
    clearInterval(this.beat);
    c.removeAllListeners('end');
    await c.end().catch(() => {});
  }

  private everyone(): NoticeListener[] {
    return [...this.channels.values()].flatMap((set) => [...set]);
  }

  private idle(): boolean {
    return this.channels.size === 0;
  }

  private reconnectLater(): void {
    clearTimeout(this.retry);
    if (!this.idle()) this.retry = setTimeout(() => void this.connect(), this.wait);
    this.wait = Math.min(this.wait * 2, this.options.maxRetryMs);
  }

  private dropped(c: Client): void {
    if (this.client !== c) return;
    this.client = null;
    clearInterval(this.beat);
    for (const listener of this.everyone()) listener.onDown();
    c.end().catch(() => {});
    this.reconnectLater();
  }

  private connect(): Promise<void> {
    this.connecting ??= this.open().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async open(): Promise<void> {
    const { Client: PgClient } = await import('pg');
    const c = new PgClient({ connectionString: this.connectionString, keepAlive: true, connectionTimeoutMillis: 5_000 });
    c.on('error', () => this.dropped(c));
    c.on('end', () => this.dropped(c));
    c.on('notification', (message) => {
      const payload = inSchema(this.schema, message.payload);
      if (payload === null) return;
      for (const listener of this.channels.get(message.channel) ?? []) listener.onNotice(payload);
    });
    try {
      await this.listenOnEveryChannel(c);
    } catch {
      c.removeAllListeners('end');
      c.end().catch(() => {});
      this.reconnectLater();
      return;
    }
    if (this.idle()) {
      c.removeAllListeners('end');
      await c.end().catch(() => {});
      return;
    }
    this.client = c;
    this.wait = this.options.retryMs;
    for (const listener of this.everyone()) listener.onUp();
    this.startHeartbeat(c);
  }

  private async listenOnEveryChannel(c: Client): Promise<void> {
    await c.connect();
    // Named for operators (pg_stat_activity) and the tests that cut it: "portal-notices <schema>".
    this.schema = (
      await c.query<{ s: string }>("select current_schema() as s, set_config('application_name', 'portal-notices ' || current_schema(), false)")
    ).rows[0].s;
    // Every channel subscribed so far, including those that arrive while this connection opens.
    const listened = new Set<string>();
    const unlistened = () => [...this.channels.keys()].find((channel) => !listened.has(channel));
    for (let channel = unlistened(); channel !== undefined; channel = unlistened()) {
      await c.query(`listen ${quoteIdent(channel)}`);
      listened.add(channel);
    }
  }

  private startHeartbeat(c: Client): void {
    const { heartbeatMs, heartbeatTimeoutMs } = this.options;
    this.beat = setInterval(() => {
      const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('heartbeat unanswered')), heartbeatTimeoutMs).unref());
      Promise.race([c.query('select 1'), timeout]).catch(() => this.dropped(c));
    }, heartbeatMs);
    this.beat.unref();
  }
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
