/**
 * ADR 010: checked access tokens are kept in process and dropped by the revocation notices of
 * the database (PGlite in process; PostgreSQL over a LISTEN connection when DATABASE_URL is set).
 */
import { Client } from 'pg';
import { call, iamServerForBlock, signedIn } from './iam.fixtures';
import { processCaches, TokenCache } from '../../../server/services/iam/token-cache';
import { digest as hashOf } from '../../../server/security/tokens';
import { markSessionRevoked } from '../../../server/services/iam/session.repository';
import type { AccessTokenSession } from '../../../server/services/iam/session.repository';

const until = async (what: () => boolean, ms = 20_000) => {
  const deadline = Date.now() + ms;
  while (!what() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return what();
};

describe('the access-token cache', () => {
  const server = iamServerForBlock();
  let cache: TokenCache;
  beforeAll(async () => {
    cache = [...processCaches].at(-1)!;
  });
  const detail = (at: string) => call(server.app, 'GET', '/user/detail', { at });
  /** Removes a token behind the server's back: only a lookup notices. */
  const dropTokenRows = (sessionId: string) => server.ctx.db.deleteFrom('access_token').where('session_id', '=', sessionId).execute();

  it('admits a checked token without looking it up again', async () => {
    expect(await until(() => cache.isTrusted)).toBe(true);
    const s = await signedIn(server.app, 'client', 'demo');
    expect((await detail(s.at)).status).toBe(200);
    await dropTokenRows(await sessionOf(s.at));
    expect((await detail(s.at)).status).toBe(200);
  });

  it('refuses a token at once after its session was revoked by a notice from another instance', async () => {
    const s = await signedIn(server.app, 'client', 'demo');
    expect((await detail(s.at)).status).toBe(200);
    const sessionId = await sessionOf(s.at);
    // What another instance does: the revocation and its notice, without this process's own drop.
    await markSessionRevoked(server.ctx.db, sessionId, 'signout', server.clock.now());
    expect(await until(() => cache.get(hashOf(s.at), server.clock.now()) === null)).toBe(true);
    expect((await detail(s.at)).status).toBe(401);
  });

  it('sends no notice for a revocation whose transaction rolled back', async () => {
    const s = await signedIn(server.app, 'client', 'demo');
    expect((await detail(s.at)).status).toBe(200);
    const sessionId = await sessionOf(s.at);
    await expect(
      server.ctx.db.transaction().execute(async (trx) => {
        await markSessionRevoked(trx, sessionId, 'signout', server.clock.now());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(cache.get(hashOf(s.at), server.clock.now())).not.toBeNull();
    expect((await detail(s.at)).status).toBe(200);
  });

  it('trusts nothing cached while the notices may be missed, and looks every token up instead', async () => {
    const s = await signedIn(server.app, 'client', 'demo');
    expect((await detail(s.at)).status).toBe(200);
    cache.down();
    await dropTokenRows(await sessionOf(s.at));
    expect((await detail(s.at)).status).toBe(401);
    cache.up();
  });

  const onPostgres = process.env.DATABASE_URL ? it : it.skip;
  onPostgres('falls back to the lookup when the LISTEN connection drops, and caches again once it is back', async () => {
    const s = await signedIn(server.app, 'client', 'demo');
    expect((await detail(s.at)).status).toBe(200);
    const schema = (await server.ctx.db.selectNoFrom((eb) => eb.fn<string>('current_schema', []).as('s')).executeTakeFirstOrThrow()).s;
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      // The one LISTEN connection of this server, carrying revocation notices and the import map's (docs/operations.md, "Connections").
      const cut = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`, [`portal-notices ${schema}`]);
      expect(cut.rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    expect(await until(() => !cache.isTrusted, 10_000)).toBe(true);
    await dropTokenRows(await sessionOf(s.at));
    expect((await detail(s.at)).status).toBe(401);
    expect(await until(() => cache.isTrusted, 20_000)).toBe(true);
    const again = await signedIn(server.app, 'client', 'demo');
    expect((await detail(again.at)).status).toBe(200);
    await dropTokenRows(await sessionOf(again.at));
    expect((await detail(again.at)).status).toBe(200);
  });

  async function sessionOf(at: string): Promise<string> {
    const row = await server.ctx.db.selectFrom('access_token').select('session_id').where('token_hash', '=', hashOf(at)).executeTakeFirstOrThrow();
    return row.session_id;
  }
});

describe('TokenCache bounds', () => {
  const found = (sessionId: string, tokenExpiresAt: number): AccessTokenSession => ({
    tokenExpiresAt,
    sessionId,
    times: { createdAt: 0, lastActiveAt: 0, expiresAt: 10_000_000, revokedAt: null },
    user: { id: 1, tenantId: 1, userType: 'CLIENT_USER', loginName: 'x', pid: 0, status: 'active' },
  });

  it('keeps an entry no longer than its TTL nor past its token', () => {
    const c = new TokenCache({ ttlMs: 1000 });
    c.up();
    c.put('a', found('s1', 500_000), c.ticket(), 0);
    c.put('b', found('s2', 300), c.ticket(), 0);
    expect(c.get('a', 999)).not.toBeNull();
    expect(c.get('a', 1000)).toBeNull();
    expect(c.get('b', 299)).not.toBeNull();
    expect(c.get('b', 300)).toBeNull();
  });

  it('holds at most maxEntries, the oldest leaving first', () => {
    const c = new TokenCache({ maxEntries: 2 });
    c.up();
    for (const k of ['a', 'b', 'c']) c.put(k, found(`s-${k}`, 500_000), c.ticket(), 0);
    expect(c.size).toBe(2);
    expect(c.get('a', 1)).toBeNull();
    expect(c.get('c', 1)).not.toBeNull();
  });

  it('does not take a lookup that started before the cache was emptied or its session revoked', () => {
    const c = new TokenCache();
    c.up();
    const ticket = c.ticket();
    c.down();
    c.up();
    c.put('a', found('s1', 500_000), ticket, 0);
    expect(c.get('a', 1)).toBeNull();
    c.revoke('s2', 0);
    c.put('b', found('s2', 500_000), c.ticket(), 0);
    expect(c.get('b', 1)).toBeNull();
  });
});
