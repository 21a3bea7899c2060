/**
 * The LISTEN connection of one process on PostgreSQL: every channel on one connection, each
 * subscriber told when it is down and up again, a channel closed without disturbing the others.
 * PostgreSQL only (PGlite has no connection to share); skipped without DATABASE_URL.
 */
import crypto from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import { Client, Pool } from 'pg';
import { listenOnPostgres, notify, type NoticeListener } from '../../../server/db/notifications';

const baseUrl = process.env.DATABASE_URL;
const onPostgres = baseUrl ? describe : describe.skip;

function recorder(): NoticeListener & { notices: string[]; ups: number; downs: number } {
  const r = {
    notices: [] as string[],
    ups: 0,
    downs: 0,
    onNotice: (payload: string) => void r.notices.push(payload),
    onUp: () => void (r.ups += 1),
    onDown: () => void (r.downs += 1),
  };
  return r;
}

async function until(check: () => boolean, ms = 10_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  return check();
}

onPostgres('listenOnPostgres', () => {
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  let admin: Client;
  let db: Kysely<unknown>;
  let url: string;

  beforeAll(async () => {
    admin = new Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const u = new URL(baseUrl!);
    u.searchParams.set('options', `-c search_path=${schema}`);
    url = u.toString();
    db = new Kysely({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 2 }) }) });
  });

  afterAll(async () => {
    await db.destroy();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  });

  const connections = async () =>
    Number((await admin.query(`select count(*) as n from pg_stat_activity where application_name = $1`, [`portal-notices ${schema}`])).rows[0].n);

  it('carries every channel over one connection, and each subscriber gets only its own notices', async () => {
    const listen = listenOnPostgres(url);
    const a = recorder();
    const b = recorder();
    const b2 = recorder();
    const subA = await listen('portal_test_a', a);
    const subB = await listen('portal_test_b', b);
    const subB2 = await listen('portal_test_b', b2);
    try {
      expect([a.ups, b.ups, b2.ups]).toEqual([1, 1, 1]);
      expect(await connections()).toBe(1);
      await notify(db, 'portal_test_a', 'to a');
      await notify(db, 'portal_test_b', 'to b');
      expect(await until(() => a.notices.length === 1 && b.notices.length === 1 && b2.notices.length === 1)).toBe(true);
      expect([a.notices, b.notices, b2.notices]).toEqual([['to a'], ['to b'], ['to b']]);

      // Closing one channel leaves the other listening on the same connection.
      await subA.close();
      await subB2.close();
      await notify(db, 'portal_test_a', 'gone');
      await notify(db, 'portal_test_b', 'still');
      expect(await until(() => b.notices.length === 2)).toBe(true);
      expect(a.notices).toEqual(['to a']);
      expect(b2.notices).toEqual(['to b']);
      expect(await connections()).toBe(1);
    } finally {
      await subB.close();
    }
    // The last subscriber gone, the connection is closed (the backend leaves pg_stat_activity shortly after).
    let left = await connections();
    for (let i = 0; left > 0 && i < 40; i++) left = (await new Promise((r) => setTimeout(r, 50)), await connections());
    expect(left).toBe(0);
  });

  it('tells every subscriber when the connection drops and again when it is back, listening on all channels', async () => {
    const listen = listenOnPostgres(url, { retryMs: 50, maxRetryMs: 200 });
    const a = recorder();
    const b = recorder();
    const subA = await listen('portal_test_a', a);
    const subB = await listen('portal_test_b', b);
    try {
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`, [`portal-notices ${schema}`]);
      expect(await until(() => a.downs === 1 && b.downs === 1)).toBe(true);
      expect(await until(() => a.ups === 2 && b.ups === 2)).toBe(true);
      expect(await connections()).toBe(1);
      await notify(db, 'portal_test_a', 'after a');
      await notify(db, 'portal_test_b', 'after b');
      expect(await until(() => a.notices.length === 1 && b.notices.length === 1)).toBe(true);
      expect([a.notices, b.notices]).toEqual([['after a'], ['after b']]);
    } finally {
      await subA.close();
      await subB.close();
    }
  });
});
