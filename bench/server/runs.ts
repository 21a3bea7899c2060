/**
 * The autocannon runs of bench.ts against one or more server instances on one database: each
 * run drives every instance at once with its share of the connections, and sums the figures.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { encryptBody } from '../../server/security/aes';

export interface BenchSetup {
  origins: string[];
  users: number;
  aesKey: string;
  password: string;
  connections: number;
  seconds: number;
  log(line: string): void;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

type Session = { at: string; id: number };
type Options = (origin: string) => autocannon.Options;

const forwarded = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const benchUser = (n: number, users: number) => `bench${String(1 + (n % users)).padStart(6, '0')}`;

/** One run spread over every instance (connections split evenly); req/s summed, p50 averaged, p99 the worst. */
async function spread(setup: BenchSetup, name: string, options: Options, connections = setup.connections, duration = setup.seconds): Promise<Figures> {
  const share = Math.max(1, Math.round(connections / setup.origins.length));
  const results = await Promise.all(setup.origins.map((origin) => autocannon({ connections: share, duration, ...options(origin) })));
  const figures = {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p50: results.reduce((sum, r) => sum + r.latency.p50, 0) / results.length,
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
  if (duration > 2) {
    setup.log(
      `${name.padEnd(34)} ${figures.rps.toFixed(0).padStart(7)} req/s   p50 ${figures.p50.toFixed(0).padStart(4)} ms   p99 ${String(figures.p99).padStart(4)} ms   errors ${figures.errors}   non-2xx ${figures.non2xx}`,
    );
  }
  return figures;
}

/** Health, the bell poll, the first page, health again and sign-ins; answers the req/s of each. */
export async function benchInstances(setup: BenchSetup): Promise<{ health: number; unread: number; page: number; signins: number }> {
  const { origins, users, aesKey, password, log } = setup;
  const signIn = async (n: number, origin: string): Promise<Session> => {
    const response = await fetch(`${origin}/api/common/iam/v1/client/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded(n) },
      body: JSON.stringify(encryptBody({ loginName: benchUser(n, users), pwd: password, accountType: 'PRIMARY_ACCOUNT' }, aesKey)),
    });
    const answer = (await response.json()) as { data?: { at: string; user: { id: number } }; message?: string };
    if (!answer.data) throw new Error(`sign-in failed: ${answer.message}`);
    return { at: answer.data.at, id: answer.data.user.id };
  };
  // Tokens for the polling runs: a few hundred users signed in ahead, four at a time, on the
  // instances in turn; every instance then sees tokens issued by every other.
  const sessions: Session[] = [];
  const ahead = Math.min(200, users);
  for (let n = 0; n < ahead; n += 4) {
    sessions.push(...(await Promise.all([0, 1, 2, 3].filter((k) => n + k < ahead).map((k) => signIn(n * 7919 + k, origins[(n + k) % origins.length])))));
  }
  log(`signed in ${sessions.length} users ahead for the polling runs`);

  let turn = 0;
  const asSomeone = (build: (s: Session) => { path: string; body?: string }) => (req: autocannon.Request) => {
    const s = sessions[turn++ % sessions.length];
    const { path, body } = build(s);
    return {
      ...req,
      path,
      headers: { authorization: `Bearer ${s.at}`, 'x-background-request': '1', 'content-type': 'application/json' },
      ...(body ? { body } : {}),
    };
  };
  const runs: Record<string, Options> = {
    health: (origin) => ({ url: `${origin}/api/health` }),
    unread: (origin) => ({
      url: origin,
      requests: [{ method: 'GET', setupRequest: asSomeone((s) => ({ path: `/api/common/msgmgt/tmsgsenddetail/queryMsgUnReadNum/${s.id}` })) }],
    }),
    page: (origin) => ({
      url: origin,
      requests: [
        {
          method: 'POST',
          setupRequest: asSomeone(() => ({
            path: '/api/common/msgmgt/statistics/queryMsgNumMoreCriteria',
            body: JSON.stringify({ readStatus: 0, remark: '', pageConfig: { pageNum: 1, pageSize: 20 } }),
          })),
        },
      ],
    }),
  };
  for (const [name, options] of Object.entries(runs)) await spread(setup, name, options, setup.connections, 2);

  const health = await spread(setup, 'GET /api/health', runs.health);
  const unread = await spread(setup, 'GET unread count (bell poll)', runs.unread);
  const page = await spread(setup, 'POST first page of unread notices', runs.page);
  const healthAgain = await spread(setup, 'GET /api/health (again)', runs.health);

  // Sign-ins last, so queued password hashing cannot slow the runs above: distinct users
  // from distinct addresses (X-Forwarded-For with TRUST_PROXY), as a morning rush looks.
  let next = 1_000_000 + origins.length * 100_000;
  const signins = await spread(
    setup,
    'sign-in (client/login, argon2id)',
    (origin) => ({
      url: `${origin}/api/common/iam/v1/client/login`,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            next += 1;
            const body = encryptBody({ loginName: benchUser(next, users), pwd: password, accountType: 'PRIMARY_ACCOUNT' }, aesKey);
            return { ...req, headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded(next) }, body: JSON.stringify(body) };
          },
        },
      ],
    }),
    Math.min(setup.connections, 16),
  );

  const healthRps = (health.rps + healthAgain.rps) / 2;
  log(`ratio unread/health req/s: ${(unread.rps / healthRps).toFixed(2)}   p99 ${unread.p99} ms vs ${Math.max(health.p99, healthAgain.p99)} ms`);
  log(`ratio first page/health req/s: ${(page.rps / healthRps).toFixed(2)}   p99 ${page.p99} ms`);
  log(`sign-ins per second: ${signins.rps.toFixed(1)} (HASH_CONCURRENCY ${process.env.HASH_CONCURRENCY || 2} per instance)`);
  log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  return { health: healthRps, unread: unread.rps, page: page.rps, signins: signins.rps };
}
