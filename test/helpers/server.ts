import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/migrations';
import type { ServerContext } from '../../server/context';
import type { Database } from '../../server/db/schema';
import { seedDemoData } from '../../server/seed';

export interface TestServer {
  app: FastifyInstance;
  ctx: ServerContext;
  close(): Promise<void>;
}

/** Runs `query` on the PostgreSQL database at `baseUrl` over a connection of its own. */
async function onDatabase(baseUrl: string, query: string): Promise<void> {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/**
 * A new schema (`<prefix>_<random>`) in the PostgreSQL database at `baseUrl`, with the URL that
 * makes it the search path of every connection; `drop` removes it with everything in it.
 */
export async function freshSchema(baseUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await onDatabase(baseUrl, `create schema ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => onDatabase(baseUrl, `drop schema ${schema} cascade`) };
}

/**
 * A real server on a real, empty database: in-memory PGlite, or — when DATABASE_URL is set —
 * a fresh PostgreSQL schema of its own, dropped on close, so test files never see each other's rows.
 */
export async function buildTestServer(
  options: {
    seed?: boolean;
    config?: Partial<Config>;
    env?: Record<string, string>;
    /** Receives the log (at env LOG_LEVEL) instead of silence. */ logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestServer> {
  const baseUrl = process.env.DATABASE_URL;
  const schema = baseUrl ? await freshSchema(baseUrl, 't') : undefined;
  const databaseUrl = schema?.url;
  // On PostgreSQL the code secret is required (CODE_SECRET): one per test server, as an operator would set it.
  const secret = databaseUrl ? { CODE_SECRET: crypto.randomBytes(32).toString('hex') } : {};
  const config = loadConfig({ DATA_DIR: ':memory:', LOG_LEVEL: 'silent', FAST_HASHING: 'true', ...secret, ...options.env }, { databaseUrl, ...options.config });
  const handle = await openDatabase({ databaseUrl, dataDir: ':memory:' });
  await migrateToLatest(handle.db);
  const ctx: ServerContext = { db: handle.db, dbKind: handle.kind, config, listen: handle.listen };
  if (options.seed) await seedDemoData(ctx);
  const app = await buildApp(ctx, options.logStream ? { logStream: options.logStream } : { logger: false });
  await app.ready();
  return {
    app,
    ctx,
    async close() {
      await app.close();
      await handle.close();
      await schema?.drop();
    },
  };
}

/**
 * A buildTestServer for the tests of the enclosing describe block (or of the file, at its top
 * level): built before them, closed after them. The object is filled in by that beforeAll hook, so
 * its fields are read in tests and hooks, not while the block is being declared.
 */
export function testServerForBlock(options: Parameters<typeof buildTestServer>[0] = {}): TestServer {
  const server = {} as TestServer;
  beforeAll(async () => {
    Object.assign(server, await buildTestServer(options));
  });
  afterAll(() => server.close?.());
  return server;
}

/** How many rows `table` of the server's database holds. */
export async function countRows(ctx: ServerContext, table: keyof Database): Promise<number> {
  const { n } = await ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
