/**
 * Two real server processes on one fresh PostgreSQL schema, as the multi-instance tests start them.
 * They run when TEST_DATABASE_URL (or DATABASE_URL) names a PostgreSQL database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type ChildServer } from '../faults/server-kit/child-server';
import { freshSchema } from '../helpers/server';

export const BASE_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
/** `describe` with a database to run on, `describe.skip` without. */
export const suite = BASE_URL ? describe : describe.skip;

export interface TwoServers {
  a: ChildServer;
  b: ChildServer;
  /** Each server's data folder (its outbox), a's first. */
  dirs: string[];
}

/**
 * Two servers with `env` on a new schema for the enclosing block, started one after the other
 * (the first migrates and seeds, the second finds it done); stopped after the block, the schema
 * dropped and their data folders removed. `a` and `b` are filled in by that beforeAll hook, so
 * they are read in tests and hooks only.
 */
export function twoServers(env: Record<string, string> = {}): TwoServers {
  let schema: Awaited<ReturnType<typeof freshSchema>> | undefined;
  const servers = { a: undefined, b: undefined, dirs: [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-multi-'))) } as unknown as TwoServers;
  beforeAll(async () => {
    schema = await freshSchema(BASE_URL!, 'mi');
    servers.a = await startServer({ ...env, DATABASE_URL: schema.url, DATA_DIR: servers.dirs[0] });
    servers.b = await startServer({ ...env, DATABASE_URL: schema.url, DATA_DIR: servers.dirs[1] });
  });
  afterAll(async () => {
    await Promise.all([servers.a, servers.b].filter(Boolean).map((s) => s.stop()));
    await schema?.drop();
    for (const dir of servers.dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  return servers;
}
