/**
 * Load and soak run (issue 6): many signed-in users polling the unread count every 5 s while
 * others sign in and read notices, against one server process, for a bounded time. It fails
 * (exit code 1) on any failed request — non-2xx, `success` not true, a wrong unread count, a
 * network error or no answer in 60 s — or when the server's memory grows past the bound after
 * warm-up. It never fails on latency: it prints p50/p95/p99/max and req/s per kind of request.
 *
 *   npx tsx bench/load/load.ts --short      # CI: 100 users, 60 s (npm run test:load, npm test)
 *   npm run soak                            # 500 users, 10 minutes
 *   npm run soak -- --users 1000 --seconds 1800 --database-url postgres://postgres@127.0.0.1:5432/test
 *
 * Flags: --users, --seconds, --readers (reader workers), --reader-period (s between one worker's
 * visits), --poll-seconds, --memory-bound-mb, --fast-hashing (cheap argon2; default real
 * argon2id 19 MiB t=2), --database-url (or DATABASE_URL; default a fresh PGlite folder).
 * Traffic goes only to the server on 127.0.0.1, each simulated user from its own 127.x.y.z.
 * The block printed at the end is also appended to test-artifacts/reports/load.txt.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../server/config';
import { report } from '../../test/helpers/report';
import { Browser, sourceAddress } from './client';
import { Figures, judgeMemory, type MemorySample } from './figures';
import { pollerName, readerName, type SeedPlan } from './plan';
import { freshDatabase, rssOf, seed, startServer, type Database, type RunningServer } from './server';
import { poll, readerWorker, signIn, type Run } from './users';

const { values: flags } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    users: { type: 'string' },
    seconds: { type: 'string' },
    readers: { type: 'string' },
    'reader-period': { type: 'string' },
    'poll-seconds': { type: 'string', default: '5' },
    'memory-bound-mb': { type: 'string', default: '30' },
    'fast-hashing': { type: 'boolean', default: false },
    'database-url': { type: 'string' },
  },
});

const num = (raw: string | undefined, fallback: number, min: number, max: number, name: string) => {
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(n) || n < min || n > max) throw new Error(`--${name} must be a number from ${min} to ${max} (got ${raw})`);
  return n;
};
const short = flags.short;
const settings = {
  users: num(flags.users, short ? 100 : 500, 1, 20_000, 'users'),
  seconds: num(flags.seconds, short ? 60 : 600, 20, 6 * 3600, 'seconds'),
  readers: num(flags.readers, short ? 4 : 8, 0, 200, 'readers'),
  readerPeriod: num(flags['reader-period'], 4, 0.5, 600, 'reader-period'),
  pollSeconds: num(flags['poll-seconds'], 5, 1, 60, 'poll-seconds'),
  memoryBoundMb: num(flags['memory-bound-mb'], 30, 1, 10_000, 'memory-bound-mb'),
  fastHashing: flags['fast-hashing'],
  databaseUrl: flags['database-url'] ?? process.env.DATABASE_URL ?? '',
  // Memory: a sample every few seconds; compare the first and last window after warm-up.
  sampleSeconds: short ? 2 : 5,
  windowSeconds: short ? 10 : 60,
  settleSeconds: short ? 10 : 30,
};
/** Poller sign-ins in flight at once while everyone signs in (the server hashes HASH_CONCURRENCY at a time anyway). */
const RAMP_CONCURRENCY = 8;
const POLLER_UNREAD = 3;
/** Table order: the pollers' calls, then the readers'. */
const KINDS = [
  'client/login (poller)',
  'unread count (bell poll)',
  'auth/refresh',
  'user/detail (a click)',
  'client/login (reader)',
  'notices: unread, page 1',
  'notices: all, page 2',
  'bathUpdateReadStatus (2 ids)',
  'auth/signout',
];

const log = (line: string) => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

let server: RunningServer | null = null;
let database: Database | null = null;
process.once('exit', () => server?.killNow());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`\n${signal}: stopping the server`);
    server?.killNow();
    void (database?.drop() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  const readerRate = settings.readers / settings.readerPeriod;
  // Each reader account signs in from its own address at most ~20 times per 5 minutes, under the
  // server's 30 per IP; the limit stays as it is.
  const readerAccounts = settings.readers ? Math.max(50, Math.ceil((readerRate * 300) / 20)) : 0;
  const plan: SeedPlan = { pollers: settings.users, readers: readerAccounts, pollerUnread: POLLER_UNREAD, pollerRead: 5, readerUnread: 40, readerRead: 20 };
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
  log(
    `machine: ${machine}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );

  database = await freshDatabase(settings.databaseUrl || undefined);
  const hashing = settings.fastHashing ? 'FAST_HASHING (argon2 1 MiB, t=1: test cost)' : 'real argon2id (19 MiB, t=2, p=1)';
  const serverEnv = { ...database.env, FAST_HASHING: settings.fastHashing ? 'true' : 'false' };
  const started = Date.now();
  log(`seeding ${database.describe}: ${plan.pollers} pollers (${plan.pollerUnread} unread notices each), ${plan.readers} reader accounts …`);
  log(`  ${seed(database, plan, serverEnv)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  server = await startServer(serverEnv);
  const { aesKey, demoPassword } = loadConfig({ ...process.env, DATA_DIR: ':memory:' });
  const hashConcurrency = process.env.HASH_CONCURRENCY || '2 (default)';
  log(`server: ${server.origin}, server/main.ts in one process (pid ${server.pid}); ${hashing}; HASH_CONCURRENCY ${hashConcurrency}`);

  const figures = new Figures(KINDS);
  const origin = new URL(server.origin);
  const t0 = Date.now();
  const run: Run = { origin, aesKey, password: demoPassword, deadline: t0 + settings.seconds * 1000, pollMs: settings.pollSeconds * 1000 };
  const since = () => (Date.now() - t0) / 1000;

  const before = rssOf(server.pid) ?? 0;
  const samples: MemorySample[] = [{ t: 0, rss: before }];
  const sampler = setInterval(() => {
    const rss = server && rssOf(server.pid);
    if (rss) samples.push({ t: since(), rss });
  }, settings.sampleSeconds * 1000);
  // Bounded even if something hangs: the run ends by itself.
  const watchdog = setTimeout(
    () => {
      log(`the run did not end ${settings.seconds + 180} s after it started: stopping`);
      server?.killNow();
      process.exit(1);
    },
    (settings.seconds + 180) * 1000,
  );

  log(
    `load: ${settings.users} users sign in (${RAMP_CONCURRENCY} at a time) and poll every ${settings.pollSeconds} s; ${settings.readers} reader workers, a visit every ${settings.readerPeriod} s each (${readerRate.toFixed(1)} sign-ins/s); ${settings.seconds} s in all`,
  );

  // Readers start with the ramp: sign-ins queue behind each other as on a busy morning.
  const readerBrowsers = Array.from({ length: readerAccounts }, (_, j) => new Browser(origin, sourceAddress(settings.users + j), figures));
  let turn = 0;
  const nextReader = () => {
    const j = turn++ % readerAccounts;
    return { browser: readerBrowsers[j], loginName: readerName(j) };
  };
  const readers = Array.from({ length: settings.readers }, () => readerWorker(run, settings.readerPeriod * 1000, nextReader));

  const pollerBrowsers = Array.from({ length: settings.users }, (_, i) => new Browser(origin, sourceAddress(i), figures));
  const polling: Array<Promise<void>> = [];
  let signedIn = 0;
  let cursor = 0;
  const ramp = Array.from({ length: RAMP_CONCURRENCY }, async () => {
    while (cursor < settings.users && Date.now() < run.deadline) {
      const i = cursor++;
      const userId = await signIn(pollerBrowsers[i], run, 'client/login (poller)', pollerName(i));
      if (userId === null) continue;
      signedIn += 1;
      polling.push(poll(pollerBrowsers[i], run, userId, POLLER_UNREAD));
    }
  });
  await Promise.all(ramp);
  const rampSeconds = since();
  log(`  ${signedIn}/${settings.users} users signed in after ${rampSeconds.toFixed(1)} s; server RSS ${mb(rssOf(server.pid) ?? 0)}`);

  const progress = setInterval(
    () => {
      log(
        `  ${since().toFixed(0)} s: ${figures.requests.toLocaleString('en')} requests, ${figures.failures} failed; server RSS ${mb(rssOf(server!.pid) ?? 0)}`,
      );
    },
    (short ? 15 : 60) * 1000,
  );
  const visits = (await Promise.all(readers)).reduce((a, b) => a + b, 0);
  await Promise.all(polling);
  const seconds = since();
  clearInterval(progress);
  clearInterval(sampler);
  samples.push({ t: seconds, rss: rssOf(server.pid) ?? 0 });
  clearTimeout(watchdog);

  const memory = judgeMemory(samples, before, rampSeconds + settings.settleSeconds, seconds, settings.windowSeconds, settings.memoryBoundMb);
  const serverComplaints = server.output().filter((line) => /"level":(40|50|60)/.test(line));
  const failed = figures.failures > 0 || !memory.held || signedIn < settings.users;

  const lines = [
    `command: ${['tsx bench/load/load.ts', ...process.argv.slice(2)].join(' ')}`,
    `machine: ${machine}; load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (shared: other work runs on the same cores)`,
    `server: server/main.ts in one process; ${database.describe.replace(/ in \/.*$/, ' (fresh temp folder)')}; ${hashing}; HASH_CONCURRENCY ${hashConcurrency}`,
    `users: ${settings.users} pollers (each signed in once from its own 127.x.y.z, unread count every ${settings.pollSeconds} s with x-background-request: 1, auth/refresh before the 10-minute token expires, a click every 10 min); ` +
      `${settings.readers} reader workers over ${readerAccounts} accounts (sign in, unread page 1, all page 2, mark 2 read, sign out), ${visits} visits = ${(visits / seconds).toFixed(2)} sign-ins/s`,
    `duration: ${seconds.toFixed(1)} s, everyone signed in after ${rampSeconds.toFixed(1)} s; ${figures.requests.toLocaleString('en')} requests, ${(figures.requests / seconds).toFixed(1)} req/s`,
    '',
    ...figures.table(seconds),
    '',
    ...memory.lines,
    `server warnings/errors logged: ${serverComplaints.length}${serverComplaints.length ? ` (first: ${serverComplaints[0].slice(0, 300)})` : ''}`,
    ...(figures.failures
      ? [
          'failures by reason:',
          ...[...figures.reasons.entries()]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 15)
            .map(([reason, n]) => `  ${n} × ${reason}`),
        ]
      : ['failures: none']),
    '',
    `${failed ? 'FAIL' : 'PASS'}: ${figures.failures} of ${figures.requests.toLocaleString('en')} requests failed; ${signedIn}/${settings.users} users signed in; memory ${memory.held ? 'flat' : 'grew'} (${memory.growthBytes >= 0 ? '+' : ''}${mb(memory.growthBytes)}, bound ${settings.memoryBoundMb} MB)`,
  ];
  report(
    'load',
    `Load and soak: ${settings.users} signed-in users polling every ${settings.pollSeconds} s, ${settings.readers} reader workers, ${settings.seconds} s`,
    lines,
  );

  for (const b of [...pollerBrowsers, ...readerBrowsers]) b.close();
  return failed ? 1 : 0;
}

main()
  .catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    return 1;
  })
  .then(async (code) => {
    await server?.stop();
    await database?.drop().catch((error) => process.stderr.write(`could not drop the database: ${String(error)}\n`));
    process.exit(code);
  });
