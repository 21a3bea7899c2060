/**
 * API server benchmark (issue 3 "Speed"): a script that prints figures, not a test.
 *
 *   npm run bench:server                                        # PGlite in a temp folder
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:server   # PostgreSQL (own schema, dropped after)
 *
 * 1. Migrates a fresh database, seeds the demo data, then 100,000 users and 1,000,000 notices
 *    (10 per user, 3 of them unread) with generate_series.
 * 2. Starts the real server (server/main.ts) in a child process on a loopback port, so the load
 *    generator does not share its event loop.
 * 3. Signs 200 users in ahead, warms up, then autocannon: /api/health, the unread count (as the
 *    bell polls it, rotating over the signed-in users), the first page of unread notices, health
 *    again, and last sign-ins of distinct users; each run BENCH_SECONDS (default 10). Prints
 *    req/s, p50, p99 and the ratios to health.
 * 4. On PostgreSQL, all of it again with two server processes on the same database, the load
 *    spread over both (half the connections each); prints the same figures summed.
 * Environment: BENCH_SECONDS, BENCH_CONNECTIONS (default 50), BENCH_USERS, BENCH_NOTICES_PER_USER,
 * BENCH_INSTANCES (default "1,2" on PostgreSQL, "1" on PGlite, whose folder one process owns).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/migrations';
import { seedDemoData } from '../../server/seed';
import { freshSchema } from '../../test/helpers/server';
import { benchInstances } from './runs';
import { resolveAccessToken, startSession } from '../../server/services/iam/session.service';
import { TokenCache } from '../../server/services/iam/token-cache';

// On PostgreSQL the server needs the code secret every instance shares (CODE_SECRET): one per bench run.
process.env.CODE_SECRET ??= crypto.randomBytes(32).toString('hex');

const root = path.resolve(__dirname, '../..');
const users = Number(process.env.BENCH_USERS || 100_000);
const perUser = Number(process.env.BENCH_NOTICES_PER_USER || 10);
const UNREAD_PER_USER = 3;
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const seconds = Number(process.env.BENCH_SECONDS || 10);

const log = (line: string) => process.stdout.write(`${line}\n`);
const since = (start: number) => `${((Date.now() - start) / 1000).toFixed(1)} s`;

async function prepareDatabase(): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dataDir = ':memory:';
  let cleanup = async () => {};
  if (baseUrl) {
    const schema = await freshSchema(baseUrl, 'bench');
    databaseUrl = schema.url;
    cleanup = schema.drop;
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, { databaseUrl });
  const handle = await openDatabase({ databaseUrl, dataDir });
  const db = handle.db;
  let start = Date.now();
  await migrateToLatest(db);
  await seedDemoData({ db, dbKind: handle.kind, config });
  log(`database: ${handle.kind === 'pglite' ? `PGlite in ${dataDir}` : 'PostgreSQL'}; migrated and demo-seeded in ${since(start)}`);

  // Every bench user gets the demo password (its hash copied), so any of them can sign in.
  const demo = await db.selectFrom('user_account').select(['tenant_id', 'password_hash']).where('login_name', '=', 'demo').executeTakeFirstOrThrow();
  start = Date.now();
  await sql`insert into user_account (user_type, tenant_id, login_name, user_name, pid, user_role_type, auth_status, password_hash, status)
    select 'CLIENT_USER', ${demo.tenant_id}, 'bench' || lpad(g::text, 6, '0'), '压测用户' || g, 0, 0, 1, ${demo.password_hash}, 'active'
    from generate_series(1, ${users}) g`.execute(db);
  log(`seeded ${users.toLocaleString('en')} users in ${since(start)}`);

  start = Date.now();
  const now = new Date(config.now());
  const { rows: msgs } = await sql<{ first: number }>`with m as (
      insert into msg (title, content, remark, one_msg_type, two_msg_type, created_at)
      select '压测消息 ' || g, '压测消息正文 ' || g, '摘要 ' || g, (array['SYSTEM', 'BUSINESS', 'SECURITY'])[1 + g % 3], 'BENCH', ${now}::timestamptz - g * interval '1 minute'
      from generate_series(1, 1000) g returning id)
    select min(id)::int as first from m`.execute(db);
  const first = msgs[0].first;
  await sql`insert into msg_send_detail (msg_id, user_id, send_time, read_status, read_at)
    select ${first}::int + ((u.id * 7 + k) % 1000), u.id, ${now}::timestamptz - k * interval '1 hour',
      case when k <= ${UNREAD_PER_USER} then 0 else 1 end,
      case when k <= ${UNREAD_PER_USER} then null else ${now}::timestamptz end
    from user_account u cross join generate_series(1, ${perUser}) k
    where u.login_name like 'bench%'`.execute(db);
  // What autovacuum does on a running PostgreSQL (PGlite has none): statistics and the visibility
  // map, so the unread count is an index-only scan.
  await sql`vacuum analyze`.execute(db);
  const { rows: counted } = await sql<{ n: number }>`select count(*)::int as n from msg_send_detail`.execute(db);
  log(`seeded ${counted[0].n.toLocaleString('en')} notices in ${since(start)}`);

  // The query the poll runs, straight against the database: the floor under the HTTP figure.
  const { rows: someone } = await sql<{
    id: number;
  }>`select id from user_account where login_name = ${`bench${String(Math.ceil(users / 2)).padStart(6, '0')}`}`.execute(db);
  const loops = 2000;
  start = performance.now();
  for (let i = 0; i < loops; i += 1) {
    await sql`select count(*)::int as n from msg_send_detail where user_id = ${someone[0].id + (i % Math.min(1000, Math.floor(users / 2)))} and read_status = 0`.execute(
      db,
    );
  }
  log(`unread count query alone: ${((performance.now() - start) / loops).toFixed(3)} ms each (${loops} users in a row, one connection)`);
  // The other half of every signed-in call: resolving the bearer token (one joined lookup).
  const sessions = [];
  for (let i = 0; i < 100; i += 1) sessions.push(await startSession(db, someone[0].id + i, config.now()));
  start = performance.now();
  for (let i = 0; i < loops; i += 1) await resolveAccessToken(db, sessions[i % sessions.length].at, config.now(), true);
  log(`access token lookup alone: ${((performance.now() - start) / loops).toFixed(3)} ms each (${sessions.length} sessions)`);
  // The same checks once the tokens are in the cache (ADR 010): what a signed-in call pays now.
  const cache = new TokenCache();
  cache.up();
  for (const s of sessions) await resolveAccessToken(db, s.at, config.now(), true, cache);
  start = performance.now();
  for (let i = 0; i < loops; i += 1) await resolveAccessToken(db, sessions[i % sessions.length].at, config.now(), true, cache);
  log(`access token check from the cache: ${((performance.now() - start) / loops).toFixed(4)} ms each`);
  const { rows: plan } = await sql<{
    'QUERY PLAN': string;
  }>`explain select count(*) from msg_send_detail where user_id = ${someone[0].id} and read_status = 0`.execute(db);
  log(`plan: ${plan.map((r) => r['QUERY PLAN'].trim()).join(' | ')}`);

  await handle.close();
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1', TRUST_PROXY: 'true', SEED_DEMO: 'false' };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return { env, cleanup };
}

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'server/main.ts')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Portal: (http:\/\/[^/\s]+)\//.exec(out);
      if (match) resolve({ child, origin: match[1] });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${out}`)));
  });
}

async function main() {
  const started = Date.now();
  log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const { env, cleanup } = await prepareDatabase();
  const { aesKey, demoPassword: password } = loadConfig({ ...process.env, DATA_DIR: ':memory:' });
  const counts = (process.env.BENCH_INSTANCES || (env.DATABASE_URL ? '1,2' : '1')).split(',').map(Number);
  const summary: string[] = [];
  try {
    for (const count of counts) {
      const servers = [];
      try {
        for (let i = 0; i < count; i += 1) servers.push(await startServer(env));
        log('');
        log(
          `${count} instance(s): ${servers.map((s) => s.origin).join(', ')} (server/main.ts, each its own process); ${connections} connections in all, ${seconds} s per run`,
        );
        const figures = await benchInstances({ origins: servers.map((s) => s.origin), users, aesKey, password, connections, seconds, log });
        summary.push(
          `${count} instance(s): health ${figures.health.toFixed(0)} req/s, unread ${figures.unread.toFixed(0)} req/s (ratio ${(figures.unread / figures.health).toFixed(2)}), first page ${figures.page.toFixed(0)} req/s, sign-ins ${figures.signins.toFixed(1)}/s`,
        );
      } finally {
        for (const { child } of servers) {
          child.kill('SIGTERM');
          await new Promise((resolve) => child.once('exit', resolve));
        }
      }
    }
    log('');
    for (const line of summary) log(line);
  } finally {
    await cleanup();
    log(`total ${since(started)}`);
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
