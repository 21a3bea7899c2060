import fc from 'fast-check';
import { buildTestServer, type TestServer } from '../helpers/server';
import { report } from '../helpers/report';
import { contractEndpoints, openApiPath, type Endpoint } from './endpoints';
import { createFuzzAccounts, DEMO_PASSWORD, FUZZ_PASSWORD, openSessions, signIn, type Accounts } from './accounts';
import { problemWith, send, Tally, type Sessions } from './harness';
import { brokenInvariants, demoSnapshot, restoreManagerSwitches } from './integrity';
import { fuzzCases, unroutedCases, type FuzzCase } from './requests';
import { SEEDED, type Known } from './values';

/**
 * Issue 6, server side: thousands of generated requests to every route of the contract. Every
 * answer is a 4xx envelope with a message or a success — never a 5xx, a hang or a crash — and
 * afterwards the stored data still holds. FUZZ_SEED replays a run; FUZZ_RUNS is the number of
 * requests per route (the default keeps the suite near a minute on two shared cores).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20260601);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const UNROUTED_LABEL = 'ANY  /api/<no such route>';

/** Each route's own seed, derived from the run's: routes of the same shape do not get the same choices. */
const seedOf = (label: string) => [...label].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), SEED | 0);

// A generous bound on one route's whole run (its requests include sign-ins and deep JSON); a
// single request is bounded to 10 s by the harness.
jest.setTimeout(Math.max(120_000, RUNS * 2_000));

describe('server fuzz', () => {
  const endpoints = contractEndpoints();
  const tally = new Tally();
  let server: TestServer;
  let sessions: Sessions & { renewals: number };
  let accounts: Accounts;
  let known: Known;
  let before: Awaited<ReturnType<typeof demoSnapshot>>;
  // The server's clock stands still during the run (tokens never expire, however long a manual
  // run takes) and moves a day on at the end, past every sign-in lock the fuzz caused.
  let now = Date.UTC(2026, 5, 1, 9, 0, 0);

  beforeAll(async () => {
    server = await buildTestServer({ seed: true, config: { now: () => now } });
    accounts = await createFuzzAccounts(server.ctx.db);
    sessions = await openSessions(server.app, server.ctx.config.aesKey);
    known = { strings: SEEDED.strings, ids: [...SEEDED.ids, ...Object.values(accounts)] };
    before = await demoSnapshot(server.ctx.db);
  });

  afterAll(async () => {
    const totals = tally.totals();
    const byStatus = [...totals.byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    report('fuzz', `Server fuzz (fast-check seed ${SEED}, FUZZ_RUNS=${RUNS} per route): requests by endpoint and answer status`, [
      ...tally.lines(),
      `total: ${totals.tried} requests to ${endpoints.length} contract routes + unrouted paths: ${byStatus}; 5xx: 0 allowed; sessions ended by fuzzed requests and signed in again: ${sessions?.renewals ?? 0}`,
      `replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npm run test:fuzz`,
    ]);
    await server?.close();
  });

  /**
   * Answers given by the route's own checks: not a missing or spoiled token, a body the server
   * refuses before any route (size, type), the per-address limiter or an unrouted path. A route's
   * own 404 (no such session, role, …) and its own cooldown (a code asked for again too soon) are
   * its checks at work.
   */
  const reachedRoute = new Map<string, number>();
  const beforeTheRoute = (status: number, code: string | null) =>
    [401, 413, 415].includes(status) || (status === 429 && code === 'TOO_MANY_REQUESTS') || (status === 404 && code === 'NOT_FOUND');

  async function check(endpoint: Endpoint | null, label: string, c: FuzzCase) {
    const answer = await send(server.app, sessions, c);
    tally.count(label, answer.status);
    if (!beforeTheRoute(answer.status, codeOf(answer.body))) {
      reachedRoute.set(label, (reachedRoute.get(label) ?? 0) + 1);
    }
    const problem = problemWith(endpoint, c, answer);
    if (problem) throw new Error(`${c.method} ${c.url.slice(0, 300)} (${c.kind}, auth ${JSON.stringify(c.auth).slice(0, 80)}): ${problem}`);
    if (answer.status === 401 && c.auth.kind === 'token' && c.auth.spoil === 'none') await sessions.renewIfEnded(c.auth.who);
  }

  it('finds every /api route the server documents in a contract table, so each one is fuzzed', async () => {
    const documented = Object.entries((server.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => m !== 'head')
        // A plugin's root route is documented with its prefix's slash (`/api/importmap/`); it is the same route.
        .map((m) => `${m.toUpperCase()} ${path.length > 1 ? path.replace(/\/$/, '') : path}`),
    );
    const fuzzed = new Set(endpoints.map((e) => `${e.method} ${openApiPath(e.path)}`));
    expect(documented.filter((route) => route.includes(' /api/') && !fuzzed.has(route))).toEqual([]);
    expect(endpoints.length).toBeGreaterThanOrEqual(40);
  });

  it('starts from data that keeps every invariant the end of the run checks', async () => {
    expect(await brokenInvariants(server.ctx.db)).toEqual([]);
  });

  describe.each(contractEndpoints().map((e) => [e.label, e] as const))('%s', (label, endpoint) => {
    it('answers every generated request with a success or a 4xx envelope with a message, within 10 s', async () => {
      await fc.assert(
        fc.asyncProperty(fuzzCases(endpoint, known, server.ctx.config.aesKey), (c) => check(endpoint, label, c)),
        { seed: seedOf(label), numRuns: RUNS },
      );
      // Tokens, rate limits and throttles must not have kept every request from the route's own checks.
      expect(reachedRoute.get(label) ?? 0).toBeGreaterThan(RUNS / 4);
    });
  });

  it('answers requests to /api paths no route serves with the 404 envelope', async () => {
    await fc.assert(
      fc.asyncProperty(unroutedCases(known), (c) => check(null, UNROUTED_LABEL, c)),
      { seed: seedOf(UNROUTED_LABEL), numRuns: RUNS },
    );
  });

  it('still answers its health check after the run', async () => {
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ success: true, data: { status: 'ok' } });
  });

  it('puts back only the switches a manager may flip (login security, password strategy, account status and role)', async () => {
    const restored = await restoreManagerSwitches(server.ctx.db, before, server.ctx.config);
    report('fuzz-switches', 'Manager switches the fuzz flipped and the run put back before comparing', restored.length ? restored : ['none']);
    expect(restored.every((line) => /^(login security mode|password strategy|[\w]+: (status|role_id|role_name))/.test(line))).toBe(true);
  });

  it('leaves the demo accounts, their tenants and their notices exactly as they were', async () => {
    const after = await demoSnapshot(server.ctx.db);
    expect(after.users).toEqual(before.users);
    expect(after.tenants).toEqual(before.tenants);
    const untouched = after.notices.filter((n) => before.notices.some((b) => b.id === n.id));
    expect(untouched).toEqual(before.notices);
  });

  it('leaves no stored row holding a value the validation would refuse', async () => {
    expect(await brokenInvariants(server.ctx.db)).toEqual([]);
  });

  it('still signs in every demo account and the run’s own accounts with their passwords', async () => {
    now += 24 * 3600_000;
    const { aesKey } = server.ctx.config;
    const attempts: Array<['manager' | 'client', Record<string, unknown>]> = [
      ['manager', { loginName: 'admin', pwd: DEMO_PASSWORD }],
      ['client', { loginName: 'demo', pwd: DEMO_PASSWORD, accountType: 'PRIMARY_ACCOUNT' }],
      ['client', { loginName: 'operator', pwd: DEMO_PASSWORD, accountType: 'SUB_ACCOUNT', priLoginName: 'demo' }],
      ['client', { loginName: 'demo2', pwd: DEMO_PASSWORD, accountType: 'PRIMARY_ACCOUNT' }],
      ['manager', { loginName: 'fuzz_mgr', pwd: FUZZ_PASSWORD }],
      ['client', { loginName: 'fuzz_pri', pwd: FUZZ_PASSWORD }],
      ['client', { loginName: 'fuzz_sub', pwd: FUZZ_PASSWORD, accountType: 'SUB_ACCOUNT', priLoginName: 'fuzz_pri' }],
    ];
    const results = [];
    for (const [kind, body] of attempts) results.push(`${String(body.loginName)}: ${(await signIn(server.app, aesKey, kind, body)).status}`);
    expect(results).toEqual(attempts.map(([, body]) => `${String(body.loginName)}: 200`));
  });
});

/** The envelope's code, or null for a body that is not one. */
function codeOf(body: Buffer): string | null {
  try {
    const envelope = JSON.parse(body.toString('utf8')) as { code?: unknown };
    return typeof envelope.code === 'string' ? envelope.code : null;
  } catch {
    return null;
  }
}
