import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/migrations';
import type { ServerContext } from '../../server/context';
import { seedDemoData } from '../../server/seed';

export interface TestServer {
  app: FastifyInstance;
  ctx: ServerContext;
  close(): Promise<void>;
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
  let databaseUrl: string | undefined;
  let schema: string | undefined;
  if (baseUrl) {
    schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
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
      if (baseUrl && schema) {
        const { Client } = await import('pg');
        const admin = new Client({ connectionString: baseUrl });
        await admin.connect();
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      }
    },
  };
}
