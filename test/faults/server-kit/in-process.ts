import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase, type DatabaseHandle } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/migrations';
import { seedDemoData } from '../../../server/seed';

/**
 * The whole server in this process, seeded, like test/helpers/server.ts — but with the database
 * handle in the test's hands (the PGlite fault switch) and PostgreSQL reached through a URL the
 * test chooses (the TCP proxy), in a fresh schema of its own.
 */
export interface InProcessServer {
  app: FastifyInstance;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

export async function startInProcess(opts: { postgres?: { adminUrl: string; viaUrl: string } } = {}): Promise<InProcessServer> {
  let databaseUrl: string | undefined;
  let schema: string | undefined;
  if (opts.postgres) {
    schema = await createSchema(opts.postgres.adminUrl);
    databaseUrl = withSearchPath(opts.postgres.viaUrl, schema);
  }
  const config = loadConfig(
    { DATA_DIR: ':memory:', LOG_LEVEL: 'silent', FAST_HASHING: 'true', CODE_SECRET: 'fault-tests-code-secret-0123456789abcdef' },
    { databaseUrl },
  );
  const handle = await openDatabase({ databaseUrl, dataDir: ':memory:' });
  await migrateToLatest(handle.db);
  const ctx = { db: handle.db, dbKind: handle.kind, config };
  await seedDemoData(ctx);
  const app = await buildApp(ctx, { logger: false });
  await app.ready();
  return {
    app,
    handle,
    async close() {
      await app.close();
      await handle.close();
      if (opts.postgres && schema) await dropSchema(opts.postgres.adminUrl, schema);
    },
  };
}

export async function createSchema(adminUrl: string): Promise<string> {
  const schema = `faults_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create schema ${schema}`);
  return schema;
}

export async function dropSchema(adminUrl: string, schema: string): Promise<void> {
  await adminQuery(adminUrl, `drop schema if exists ${schema} cascade`);
}

export function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
}

/** The same database URL on another port (the proxy's). */
export function viaPort(url: string, port: number): string {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(port);
  return u.toString();
}

export async function adminQuery<T = Record<string, unknown>>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}
