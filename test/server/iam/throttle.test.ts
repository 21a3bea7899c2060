import { iamServerForBlock, login } from './iam.fixtures';

const MINUTE = 60_000;

describe('login throttling', () => {
  const server = iamServerForBlock();
  let ipCounter = 1;
  // A fresh address per attempt keeps the per-IP limit out of the per-name tests.
  const attempt = (loginName: string, pwd: string, kind: 'manager' | 'client' = 'client') =>
    login(server.app, kind, { loginName, pwd }, `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`);

  it('locks a name for 1 minute after 5 failures, doubling with each further failure', async () => {
    for (let i = 0; i < 4; i += 1) expect((await attempt('demo', 'Wrong@2026')).body.code).toBe('LOGIN_FAILED');
    expect((await attempt('demo', 'Wrong@2026')).body.code).toBe('LOGIN_FAILED');
    const locked = await attempt('demo', 'Portal@2026');
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'LOGIN_LOCKED', message: '登录失败次数过多，请1分钟后再试' });
    expect(locked.headers['retry-after']).toBe('60');

    server.clock.advance(MINUTE);
    expect((await attempt('demo', 'Wrong@2026')).body.code).toBe('LOGIN_FAILED');
    const longer = await attempt('demo', 'Portal@2026');
    expect(longer.body.message).toBe('登录失败次数过多，请2分钟后再试');
    server.clock.advance(2 * MINUTE);
    expect((await attempt('demo', 'Portal@2026')).body.success).toBe(true);
  });

  it('starts over after a success', async () => {
    for (let i = 0; i < 4; i += 1) await attempt('demo', 'Wrong@2026');
    expect((await attempt('demo', 'Wrong@2026')).body.code).toBe('LOGIN_FAILED');
    server.clock.advance(MINUTE);
    expect((await attempt('demo', 'Portal@2026')).body.success).toBe(true);
    for (let i = 0; i < 4; i += 1) expect((await attempt('demo', 'Wrong@2026')).body.code).toBe('LOGIN_FAILED');
    expect((await attempt('demo', 'Portal@2026')).body.success).toBe(true);
  });

  it('never locks longer than 15 minutes', async () => {
    for (let i = 0; i < 5; i += 1) await attempt('demo2', 'Wrong@2026');
    for (let i = 0; i < 6; i += 1) {
      server.clock.advance(15 * MINUTE);
      await attempt('demo2', 'Wrong@2026');
    }
    const locked = await attempt('demo2', 'Portal@2026');
    expect(locked.body.code).toBe('LOGIN_LOCKED');
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    server.clock.advance(15 * MINUTE);
    expect((await attempt('demo2', 'Portal@2026')).body.success).toBe(true);
  });

  it('locks unknown names the same way, so a lock does not reveal an account', async () => {
    for (let i = 0; i < 5; i += 1) expect((await attempt('ghost', 'Wrong@2026')).body.code).toBe('LOGIN_FAILED');
    const locked = await attempt('ghost', 'Wrong@2026');
    expect(locked.body).toMatchObject({ code: 'LOGIN_LOCKED', message: '登录失败次数过多，请1分钟后再试' });
  });

  it('answers 429 with Retry-After to more than 30 attempts in 5 minutes from one address', async () => {
    server.clock.advance(30 * MINUTE);
    const ip = '192.0.2.7';
    for (let i = 0; i < 30; i += 1) {
      const r = await login(server.app, 'manager', { loginName: `someone${i}`, pwd: 'Wrong@2026' }, ip);
      expect(r.status).toBe(400);
    }
    const limited = await login(server.app, 'manager', { loginName: 'admin' }, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(server.app, 'manager', { loginName: 'admin' }, '192.0.2.8')).body.success).toBe(true);
    server.clock.advance(5 * MINUTE);
    expect((await login(server.app, 'manager', { loginName: 'admin' }, ip)).body.success).toBe(true);
  });

  it('audits the lock', async () => {
    const rows = await server.ctx.db.selectFrom('audit_log').select(['event', 'login_name']).where('event', '=', 'login.locked').execute();
    expect(rows.map((r) => r.login_name)).toEqual(expect.arrayContaining(['demo', 'ghost']));
  });
});
