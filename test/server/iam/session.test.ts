import { call, iamServerForBlock, signedIn } from './iam.fixtures';
import { sweepExpired } from '../../../server/services/iam/housekeeping';

const MINUTE = 60_000;

describe('sessions and tokens', () => {
  const server = iamServerForBlock();
  const detail = (at: string, headers: Record<string, string> = {}) => call(server.app, 'GET', '/user/detail', { at, headers });
  const refresh = (rt: string) => call(server.app, 'POST', '/auth/refresh', { body: { rt } });

  it('answers 401 UNAUTHENTICATED without a token or with a made-up one', async () => {
    const none = await call(server.app, 'GET', '/user/detail');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ success: false, data: null, message: '登录已失效，请重新登录', code: 'UNAUTHENTICATED' });
    expect((await detail('made-up')).status).toBe(401);
  });

  it('expires the access token after 10 minutes and lets the refresh token rotate it', async () => {
    const s = await signedIn(server.app, 'client', 'demo');
    expect((await detail(s.at)).status).toBe(200);
    server.clock.advance(10 * MINUTE + 1000);
    expect((await detail(s.at)).status).toBe(401);
    const r = await refresh(s.rt);
    expect(r.body.success).toBe(true);
    expect(r.body.data.rt).not.toBe(s.rt);
    expect((await detail(r.body.data.at)).body.data.loginName).toBe('demo');
  });

  it('gives two tabs refreshing at once the same successor', async () => {
    const s = await signedIn(server.app, 'client', 'demo');
    const [a, b] = await Promise.all([refresh(s.rt), refresh(s.rt)]);
    expect(a.body.success && b.body.success).toBe(true);
    expect(a.body.data).toEqual(b.body.data);
    server.clock.advance(5000);
    expect((await refresh(s.rt)).body.data).toEqual(a.body.data);
  });

  it('revokes the whole session when a used refresh token comes back after the grace window', async () => {
    const s = await signedIn(server.app, 'client', 'demo');
    const next = (await refresh(s.rt)).body.data;
    server.clock.advance(11_000);
    const reuse = await refresh(s.rt);
    expect(reuse.status).toBe(401);
    expect((await detail(next.at)).status).toBe(401);
    expect((await refresh(next.rt)).status).toBe(401);
    const audit = await server.ctx.db.selectFrom('audit_log').select('event').where('event', '=', 'token.reuse').execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('ends a session after 30 minutes without activity, even with refresh', async () => {
    const s = await signedIn(server.app, 'client', 'demo');
    server.clock.advance(9 * MINUTE);
    const t1 = (await refresh(s.rt)).body.data;
    server.clock.advance(9 * MINUTE);
    const t2 = (await refresh(t1.rt)).body.data;
    server.clock.advance(9 * MINUTE);
    const t3 = (await refresh(t2.rt)).body.data;
    server.clock.advance(4 * MINUTE);
    expect((await detail(t3.at)).status).toBe(401);
    expect((await refresh(t3.rt)).status).toBe(401);
  });

  it('does not count the background unread poll as activity', async () => {
    const s = await signedIn(server.app, 'client', 'demo');
    let pair = { at: s.at, rt: s.rt };
    for (let minute = 0; minute < 30; minute += 5) {
      server.clock.advance(5 * MINUTE);
      if (minute % 10 === 5) pair = (await refresh(pair.rt)).body.data;
      const poll = await detail(pair.at, { 'x-background-request': '1' });
      if (minute < 25) expect(poll.status).toBe(200);
    }
    server.clock.advance(MINUTE);
    expect((await detail(pair.at, { 'x-background-request': '1' })).status).toBe(401);
  });

  it('keeps an active session alive past 30 minutes', async () => {
    const s = await signedIn(server.app, 'client', 'demo');
    let pair = { at: s.at, rt: s.rt };
    for (let i = 0; i < 8; i += 1) {
      server.clock.advance(8 * MINUTE);
      pair = (await refresh(pair.rt)).body.data;
      expect((await detail(pair.at)).status).toBe(200);
    }
  });

  it('ends every session after 12 hours however active', async () => {
    const s = await signedIn(server.app, 'client', 'demo');
    let pair = { at: s.at, rt: s.rt };
    for (let i = 0; i < 12 * 7; i += 1) {
      server.clock.advance(9 * MINUTE);
      const r = await refresh(pair.rt);
      if (r.status !== 200) break;
      pair = r.body.data;
      await detail(pair.at);
    }
    expect((await detail(pair.at)).status).toBe(401);
    expect((await refresh(pair.rt)).status).toBe(401);
  });

  it('signs out: the access and refresh tokens stop working', async () => {
    const s = await signedIn(server.app, 'manager', 'admin');
    const out = await call(server.app, 'POST', '/auth/signout', { at: s.at, body: {} });
    expect(out.body).toMatchObject({ success: true, message: '已退出登录' });
    expect((await call(server.app, 'GET', '/mgruser/detail', { at: s.at })).status).toBe(401);
    expect((await refresh(s.rt)).status).toBe(401);
  });

  it('answers a sign-out without body or token with success', async () => {
    const r = await server.app.inject({ method: 'POST', url: '/api/common/iam/v1/auth/signout' });
    expect(r.statusCode).toBe(200);
    expect(r.json().success).toBe(true);
  });

  it('signs out with only the refresh token once the access token has expired', async () => {
    const s = await signedIn(server.app, 'manager', 'admin');
    server.clock.advance(11 * MINUTE);
    expect((await call(server.app, 'POST', '/auth/signout', { body: { rt: s.rt } })).body.success).toBe(true);
    expect((await refresh(s.rt)).status).toBe(401);
  });

  it('sweeps expired access tokens and day-old used refresh tokens, keeping live ones', async () => {
    const s = await signedIn(server.app, 'client', 'demo2');
    server.clock.advance(25 * 60 * MINUTE);
    const fresh = await signedIn(server.app, 'client', 'demo2');
    await sweepExpired(server.ctx.db, server.clock.now(), server.ctx.config.auditRetentionDays);
    const tokens = await server.ctx.db.selectFrom('access_token').select('expires_at').execute();
    expect(tokens.every((t) => new Date(t.expires_at).getTime() > server.clock.now())).toBe(true);
    expect((await detail(fresh.at)).status).toBe(200);
    expect((await detail(s.at)).status).toBe(401);
    const used = await server.ctx.db.selectFrom('refresh_token').select('used_at').where('used_at', 'is not', null).execute();
    expect(used).toHaveLength(0);
  });

  it('validates the refresh body', async () => {
    const r = await call(server.app, 'POST', '/auth/refresh', { body: {} });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('VALIDATION_FAILED');
  });
});
