import { report } from '../../helpers/report';
import { IAM, injectApi, signIn, type Answer } from './api';
import type { InProcessServer } from './in-process';
import type { TcpProxy } from './tcp-proxy';

/**
 * PostgreSQL failing mid-request, made deterministic: another connection (not through the
 * proxy) holds a lock so the server's request stops at a chosen statement, the proxy is cut
 * while it waits there, then the lock is let go. Registered inside the PostgreSQL describe of
 * server-db-outage.test.ts.
 */
type Context = () => { adminUrl: string; proxy: TcpProxy; server: InProcessServer };

async function waitFor<T>(what: string, probe: () => Promise<T | null>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export function midflightTests(context: Context) {
  it('a password change cut off between storing the hash and ending the sessions leaves both or neither', async () => {
    const { adminUrl, proxy, server } = context();
    proxy.restore();
    const api = injectApi(server.app);
    const session = (await signIn(api, 'client', 'demo2'))!;
    expect(session).toBeTruthy();
    const { Client } = await import('pg');
    // Two connections straight to PostgreSQL: rows holds the account row, table holds the session table.
    const [rows, table, watch] = [
      new Client({ connectionString: adminUrl }),
      new Client({ connectionString: adminUrl }),
      new Client({ connectionString: adminUrl }),
    ];
    await Promise.all([rows.connect(), table.connect(), watch.connect()]);
    try {
      const serverSchema = (await server.handle.db.selectNoFrom((eb) => eb.fn<string>('current_schema').as('s')).executeTakeFirstOrThrow()).s;
      for (const c of [rows, table, watch]) await c.query(`set search_path to ${serverSchema}`);
      const waiting = (pattern: string) => async () => {
        const found = await watch.query(`select pid from pg_stat_activity where wait_event_type = 'Lock' and client_port = any($1) and query like $2`, [
          proxy.upstreamPorts(),
          pattern,
        ]);
        return found.rows.length ? (found.rows[0].pid as number) : null;
      };

      await rows.query('begin');
      await rows.query('select id from user_account where id = $1 for update', [session.user.id]);
      const change = api('POST', `${IAM}/auth/updatePwd`, {
        at: session.at,
        encrypted: true,
        body: { oldPwd: 'Portal@2026', newPwd: 'Faults#2026-x', againPwd: 'Faults#2026-x' },
      });
      await waitFor('the password update to wait for the account row', waiting('update "user_account"%'));
      await table.query('begin');
      await table.query('lock table session in access exclusive mode');
      await rows.query('commit');
      // The hash is written; the request now waits to end the sessions.
      const backend = await waitFor('the session lookup to wait for the table', waiting('%from "session"%'));
      proxy.cut();
      const answer: Answer = await change;
      await table.query('rollback');
      // The server's backend learns its client is gone when it next writes to it, then aborts.
      await waitFor('the cut-off backend to end', async () =>
        (await watch.query('select 1 from pg_stat_activity where pid = $1', [backend])).rows.length ? null : true,
      );
      proxy.restore();

      const withNew = await signIn(api, 'client', 'demo2', 'Faults#2026-x');
      const withOld = await signIn(api, 'client', 'demo2');
      const oldSession = await api('GET', `${IAM}/user/detail`, { at: session.at });
      report('faults', 'PostgreSQL cut mid-request: password change between hash and sessions', [
        `request answered ${answer.status} ${answer.body?.code ?? ''} ${answer.body?.message ?? ''}`,
        `afterwards: new password ${withNew ? 'signs in' : 'refused'}, old password ${withOld ? 'signs in' : 'refused'}, the session from before answers ${oldSession.status}`,
      ]);
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      // Both or neither: the old password with its session, or the new one with the session ended.
      expect(Boolean(withNew) !== Boolean(withOld)).toBe(true);
      expect(oldSession.status).toBe(withNew ? 401 : 200);
    } finally {
      await Promise.all(
        [rows, table, watch].map((c) =>
          c
            .query('rollback')
            .catch(() => undefined)
            .then(() => c.end()),
        ),
      );
    }
  });

  it('a database that stops answering gets 503 once the connection attempt times out, not a hang', async () => {
    const { proxy, server } = context();
    const api = injectApi(server.app);
    proxy.stall();
    const answers: Answer[] = [];
    // The first call may meet a reset pooled connection; the second must connect anew.
    for (let i = 0; i < 2; i += 1) answers.push(await api('GET', '/api/health'));
    proxy.restore();
    const after = await api('GET', '/api/health');
    report('faults', 'PostgreSQL stalled (connections accepted, never answered)', [
      ...answers.map((a, i) => `call ${i + 1}: ${a.status} ${a.body?.code ?? ''} after ${a.ms} ms`),
      `after restore: ${after.status}`,
    ]);
    for (const a of answers) expect(a.status).toBe(503);
    expect(after.status).toBe(200);
  });
}
