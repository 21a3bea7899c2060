import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Query } from './invariants';
import { withSearchPath } from './in-process';

/**
 * Reads a database the way the invariant checks need, without the server: a PGlite data folder
 * (opened here, which also runs its crash recovery) or a PostgreSQL schema.
 */
export interface Reader {
  query: Query;
  close(): Promise<void>;
}

export async function readPglite(dataDir: string): Promise<Reader> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(dataDir);
  await db.waitReady;
  return {
    query: async (text, params) => (await db.query<Record<string, any>>(text, params)).rows,
    close: () => db.close(),
  };
}

export async function readPostgres(url: string, schema: string): Promise<Reader> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: withSearchPath(url, schema) });
  await client.connect();
  return {
    query: async (text, params) => (await client.query(text, params)).rows,
    close: () => client.end(),
  };
}

/** A copy of a (dead) server's data folder, to read while the server restarts on the original. */
export function copyDataDir(dataDir: string): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-copy-'));
  fs.cpSync(dataDir, dir, { recursive: true });
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
