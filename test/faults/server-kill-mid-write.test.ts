/**
 * Issue 6, faults: the server killed mid-write. The real server (server/main.ts) runs as a child
 * process; a burst of concurrent writes (registrations, registration codes, mark-read of notice
 * sets, password changes, manager notices) is fired at it and the process is SIGKILLed after a
 * given number of answers. Then the database must hold no half-written account, code, read state
 * or notice, everything answered 200 must be there, and the server must start again on the same
 * data with the demo accounts working. FAULTS_KILL_ROUNDS (default 3) sets how many kill points
 * run on PGlite.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { report } from '../helpers/report';
import { httpApi } from './server-kit/api';
import { checkAfterRestart } from './server-kit/after-restart';
import { spawnServer, startServer, type ChildServer } from './server-kit/child-server';
import { copyDataDir, readPglite, readPostgres } from './server-kit/db-reader';
import { adminQuery, createSchema, dropSchema, withSearchPath } from './server-kit/in-process';
import { checkInvariants } from './server-kit/invariants';
import { fireAndKill, prepareRound, summarize } from './server-kit/write-burst';

jest.setTimeout(300_000);

const ROUNDS = Math.max(1, Number(process.env.FAULTS_KILL_ROUNDS) || 3);
/** Answers received before the kill: early (mostly in flight), middle, late, then more of the same. */
const KILL_AFTER = [3, 12, 22, 7, 17, 27];
const killPoint = (round: number) => KILL_AFTER[(round - 1) % KILL_AFTER.length];
const POSTGRES_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;

describe('the server killed mid-write, on PGlite', () => {
  let dataDir = '';
  let server: ChildServer | undefined;
  afterAll(async () => {
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps accounts, codes, read state and notices whole across ${ROUNDS} kills, and starts again with the demo accounts working`, async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-kill-'));
    const env = { DATA_DIR: dataDir };
    server = await startServer(env);
    const api = httpApi(() => server!.url);
    const lines: string[] = [];
    const violations: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const prepared = await prepareRound(api, dataDir, round);
      const ledger = await fireAndKill(api, prepared, killPoint(round), () => server!.kill());
      // The server restarts on the folder while a copy of the same dead state is read here.
      const copy = copyDataDir(dataDir);
      const [restarted, stored] = await Promise.all([
        startServer(env),
        (async () => {
          const reader = await readPglite(copy.dir);
          try {
            return await checkInvariants(reader.query, ledger);
          } finally {
            await reader.close();
            copy.remove();
          }
        })(),
      ]);
      server = restarted;
      const served = await checkAfterRestart(api, ledger);
      violations.push(...stored.violations, ...served);
      lines.push(`round ${round}: SIGKILL after ${killPoint(round)} answers`, ...summarize(ledger).map((l) => `  ${l}`), ...stored.seen.map((l) => `  ${l}`));
      lines.push(`  restart: healthy, demo accounts sign in, ${stored.violations.length + served.length} violation(s)`);
    }
    report('faults', `Server killed mid-write, PGlite (${ROUNDS} kill points)`, [...lines, ...violations.map((v) => `VIOLATION ${v}`)]);
    expect(violations).toEqual([]);
  });
});

(POSTGRES_URL ? describe : describe.skip)('the server killed mid-write, on PostgreSQL', () => {
  const url = POSTGRES_URL!;
  const schemas: string[] = [];
  const dirs: string[] = [];
  const servers: ChildServer[] = [];
  const fresh = async () => {
    const schema = await createSchema(url);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-kill-pg-'));
    schemas.push(schema);
    dirs.push(dataDir);
    return { schema, dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: withSearchPath(url, schema) } };
  };
  const start = async (env: Record<string, string>) => {
    const server = await startServer(env);
    servers.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of servers) if (server.alive()) await server.stop();
    for (const schema of schemas) await dropSchema(url, schema);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps accounts, codes, read state and notices whole across a kill, and starts again with the demo accounts working', async () => {
    const { schema, dataDir, env } = await fresh();
    let server = await start(env);
    const api = httpApi(() => server.url);
    const prepared = await prepareRound(api, dataDir, 1);
    const ledger = await fireAndKill(api, prepared, killPoint(1), () => server.kill());
    // Read before the restarted server signs anyone in (its new sessions are not the question).
    const reader = await readPostgres(url, schema);
    const stored = await checkInvariants(reader.query, ledger).finally(() => reader.close());
    server = await start(env);
    const served = await checkAfterRestart(api, ledger);
    const violations = [...stored.violations, ...served];
    report('faults', 'Server killed mid-write, PostgreSQL', [
      `SIGKILL after ${killPoint(1)} answers`,
      ...summarize(ledger).map((l) => `  ${l}`),
      ...stored.seen.map((l) => `  ${l}`),
      `  restart: ${violations.length} violation(s)`,
      ...violations.map((v) => `VIOLATION ${v}`),
    ]);
    expect(violations).toEqual([]);
  });

  it('a first start killed while it writes the demo data starts again with all of it', async () => {
    const { schema, env } = await fresh();
    const { child } = spawnServer(env);
    // Kill as soon as the first demo account is visible to another connection: without one
    // transaction around the seed that is the middle of it.
    const deadline = Date.now() + 90_000;
    let visibleUsers = 0;
    while (Date.now() < deadline && child.exitCode === null) {
      const rows = await adminQuery<{ n: number }>(withSearchPath(url, schema), 'select count(*)::int as n from user_account').catch(() => [{ n: 0 }]);
      visibleUsers = rows[0].n;
      if (visibleUsers > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    child.kill('SIGKILL');
    await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));
    const server = await start(env);
    const api = httpApi(() => server.url);
    const violations = await checkAfterRestart(api, { registrations: [], codeRequests: [], markReads: [], passwordChanges: [], sends: [] });
    const [counts] = await adminQuery<Record<string, number>>(
      withSearchPath(url, schema),
      `select (select count(*)::int from msg_send_detail d join user_account u on u.id = d.user_id where u.login_name = 'demo') as demo_notices,
              (select count(*)::int from application) as applications,
              (select count(*)::int from purchased_instance) as purchases`,
    );
    if (counts.demo_notices !== 53) violations.push(`demo has ${counts.demo_notices} notices, not the seeded 53`);
    if (counts.applications !== 11) violations.push(`${counts.applications} applications, not the seeded 11`);
    if (!counts.purchases) violations.push('no purchased services seeded');
    report('faults', 'First start killed while seeding, PostgreSQL', [
      `SIGKILL when ${visibleUsers} user row(s) were visible from outside the seeding connection`,
      `after the restart: demo notices ${counts.demo_notices}, applications ${counts.applications}, purchases ${counts.purchases}; ${violations.length} violation(s)`,
      ...violations.map((v) => `VIOLATION ${v}`),
    ]);
    expect(violations).toEqual([]);
  });
});
