/**
 * Issue 6, faults: the database unreachable or failing mid-request. While it is away the API
 * answers 503 SERVICE_UNAVAILABLE with a message the page can show (never 500, never a hang),
 * /api/health says so, and once it is back the same calls succeed without a restart.
 *
 * PostgreSQL is taken away for real: the server reaches it through a TCP proxy (server-kit/
 * tcp-proxy.ts) that resets every connection and refuses or stalls new ones. PGlite runs inside
 * the server's process and has no network to cut, so its outage is injected where the server
 * borrows the connection (DatabaseHandle.faults in server/db/database.ts): every query then fails
 * as on a closed PGlite, which also covers a request whose later queries fail after its first
 * ones succeeded. FAULTS_BURST (default 40) sets the size of the burst cut off halfway.
 */
import { report } from '../helpers/report';
import { IAM, MSG, injectApi, signIn, type Answer, type Api, type Session } from './server-kit/api';
import { startInProcess, viaPort, type InProcessServer } from './server-kit/in-process';
import { midflightTests } from './server-kit/postgres-midflight';
import { startTcpProxy, type TcpProxy } from './server-kit/tcp-proxy';

jest.setTimeout(120_000);

const POSTGRES_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
/** Longer than the connect timeout (5 s) with room for a loaded machine; an answer later than this is a hang. */
const HANG_MS = 30_000;
const BURST = Number(process.env.FAULTS_BURST) || 40;

/** The answer, or status -1 when none came within HANG_MS. */
function bounded(call: Promise<Answer>): Promise<Answer> {
  let timer: NodeJS.Timeout;
  const hang = new Promise<Answer>((resolve) => (timer = setTimeout(() => resolve({ status: -1, body: null, ms: HANG_MS }), HANG_MS)));
  return Promise.race([call, hang]).finally(() => clearTimeout(timer));
}

/** The calls a signed-in page makes first, plus a sign-in: each needs the database. */
function pageCalls(api: Api, session: Session) {
  return {
    'sign-in': () => api('POST', `${IAM}/client/login`, { body: { loginName: 'demo', pwd: 'Portal@2026' }, encrypted: true }),
    'unread count': () => api('GET', `${MSG}/tmsgsenddetail/queryMsgUnReadNum/${session.user.id}`, { at: session.at }),
    'menu tree': () => api('GET', `${IAM}/menu/login/user/tree`, { at: session.at }),
    notices: () => api('POST', `${MSG}/statistics/queryMsgNumMoreCriteria`, { at: session.at, body: { pageConfig: { pageNum: 1, pageSize: 20 } } }),
    health: () => api('GET', '/api/health'),
  };
}

const isOutageAnswer = (a: Answer) =>
  a.status === 503 && a.body?.success === false && a.body.code === 'SERVICE_UNAVAILABLE' && /[\u4e00-\u9fff]/.test(a.body.message);
const describeAnswer = (a: Answer) => `${a.status === -1 ? 'no answer' : a.status} ${a.body?.code ?? ''} ${a.body?.message ?? ''}`.trim();

interface Outage {
  name: string;
  server: InProcessServer;
  down(): void;
  up(): void;
}

function outageContract(setup: () => Promise<Outage>, teardown: () => Promise<void>) {
  let outage: Outage;
  let api: Api;
  let session: Session;
  const lines: string[] = [];
  beforeAll(async () => {
    outage = await setup();
    api = injectApi(outage.server.app);
    session = (await signIn(api, 'client', 'demo'))!;
    expect(session).toBeTruthy();
  });
  afterAll(async () => {
    if (outage) {
      outage.up();
      report('faults', `Database unreachable: ${outage.name}`, lines);
    }
    await teardown();
  });

  it('answers 503 SERVICE_UNAVAILABLE with a message the page can show while the database is away, and health says so', async () => {
    outage.down();
    const answers: Array<[string, Answer]> = [];
    for (const [name, call] of Object.entries(pageCalls(api, session))) answers.push([name, await bounded(call())]);
    lines.push('database away:', ...answers.map(([name, a]) => `  ${name.padEnd(13)} → ${describeAnswer(a)}`));
    for (const [, a] of answers) expect(isOutageAnswer(a)).toBe(true);
    expect(answers.find(([name]) => name === 'health')![1].body?.data).toMatchObject({ status: 'degraded' });
  });

  it('answers the same calls 200 again once the database is back, without a restart', async () => {
    outage.up();
    const answers: Array<[string, Answer]> = [];
    for (const [name, call] of Object.entries(pageCalls(api, session))) answers.push([name, await bounded(call())]);
    lines.push('database back:', ...answers.map(([name, a]) => `  ${name.padEnd(13)} → ${describeAnswer(a)}`));
    for (const [, a] of answers) expect(a.status).toBe(200);
  });

  it(`answers a burst of ${BURST} calls cut off halfway with only 200 or 503, then all 200`, async () => {
    // Without sign-in: a burst of those from one address meets the per-IP limit (429), another suite's subject.
    const { 'sign-in': _signIn, ...rest } = pageCalls(api, session);
    const calls = Object.values(rest);
    let answered = 0;
    const burst = Array.from({ length: BURST }, (_, i) =>
      bounded(calls[i % calls.length]()).then((a) => {
        answered += 1;
        if (answered === Math.floor(BURST / 4)) outage.down();
        return a;
      }),
    );
    const during = await Promise.all(burst);
    outage.up();
    const after = await Promise.all(Array.from({ length: calls.length * 2 }, (_, i) => bounded(calls[i % calls.length]())));
    const count = (list: Answer[]) =>
      Object.entries(list.reduce<Record<string, number>>((m, a) => ({ ...m, [a.status]: (m[a.status] ?? 0) + 1 }), {}))
        .map(([s, n]) => `${s}×${n}`)
        .join(' ');
    lines.push(`burst of ${BURST}, database away after ${Math.floor(BURST / 4)} answers: ${count(during)}; then ${after.length} calls: ${count(after)}`);
    for (const a of during) expect(a.status === 200 || isOutageAnswer(a)).toBe(true);
    expect(during.some((a) => a.status === 503)).toBe(true);
    for (const a of after) expect(a.status).toBe(200);
  });
}

describe('the database unreachable, PGlite (connection borrowing fails)', () => {
  let server: InProcessServer;
  outageContract(
    async () => {
      server = await startInProcess();
      const faults = server.handle.faults!;
      return {
        name: 'PGlite, fault switch in the connection borrowing',
        server,
        down: () => (faults.unavailable = true),
        up: () => (faults.unavailable = false),
      };
    },
    async () => {
      await server?.close();
    },
  );
});

(POSTGRES_URL ? describe : describe.skip)('the database unreachable, PostgreSQL (TCP proxy cut)', () => {
  const url = POSTGRES_URL!;
  let proxy: TcpProxy;
  let server: InProcessServer;
  outageContract(
    async () => {
      proxy = await startTcpProxy({ port: Number(new URL(url).port || 5432) });
      server = await startInProcess({ postgres: { adminUrl: url, viaUrl: viaPort(url, proxy.port) } });
      return { name: 'PostgreSQL behind a TCP proxy, connections reset and refused', server, down: () => proxy.cut(), up: () => proxy.restore() };
    },
    async () => {
      await server?.close();
      await proxy?.close();
    },
  );
  midflightTests(() => ({ adminUrl: url, proxy, server }));
});
