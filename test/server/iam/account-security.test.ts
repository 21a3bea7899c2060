import { call, iamServerForBlock, PASSWORD } from './iam.fixtures';

const MINUTE = 60_000;
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const EN = { 'accept-language': 'en-US' };

describe('account security page: own sessions and sign-in activity', () => {
  const server = iamServerForBlock();

  const signIn = async (loginName: string, ua: string, ip: string, kind: 'client' | 'manager' = 'client') => {
    const r = await call(server.app, 'POST', kind === 'client' ? '/client/login' : '/manager/login', {
      body: { loginName, pwd: PASSWORD },
      encrypted: true,
      ip,
      headers: { 'user-agent': ua },
    });
    if (!r.body.success) throw new Error(`sign-in of ${loginName} failed: ${r.body.message}`);
    return r.body.data as { at: string; rt: string };
  };
  const sessions = (at: string) => call(server.app, 'GET', '/self/security/sessions', { at });
  const endOne = (at: string, sessionId: string, headers: Record<string, string> = {}) =>
    call(server.app, 'POST', '/self/security/sessions/end', { at, body: { sessionId }, headers });
  const endOthers = (at: string) => call(server.app, 'POST', '/self/security/sessions/end-others', { at, body: {} });
  const signIns = (at: string, query = '') => call(server.app, 'GET', `/self/security/sign-ins${query}`, { at });
  const detail = (at: string) => call(server.app, 'GET', '/user/detail', { at });
  /** The session `at` belongs to, as the session list shows it. */
  const currentSession = async (at: string) =>
    ((await sessions(at)).body.data.sessions as { id: string; current: boolean; ip: string; client: { browser: string } }[]).find((s) => s.current)!;
  const refresh = (rt: string, ip: string) => call(server.app, 'POST', '/auth/refresh', { body: { rt }, ip, headers: { 'user-agent': FIREFOX_LINUX } });

  it('lists only the own live sessions, this one first and marked, with browser, system, address, start and last use', async () => {
    const desk = await signIn('demo', CHROME_WINDOWS, '10.0.0.1');
    const startedAt = new Date(server.clock.now()).toISOString();
    server.clock.advance(MINUTE);
    const phone = await signIn('demo', SAFARI_IPHONE, '10.0.0.2');
    await signIn('demo2', CHROME_WINDOWS, '10.0.0.3');
    server.clock.advance(MINUTE);
    await detail(desk.at);

    const r = await sessions(desk.at);
    expect(r.status).toBe(200);
    const list = r.body.data.sessions as { id: string; current: boolean; client: unknown; ip: string; startedAt: string; lastUsedAt: string }[];
    expect(list[0]).toMatchObject({
      current: true,
      client: { browser: 'Chrome 131', os: 'Windows 10/11', mobile: false },
      ip: '10.0.0.1',
      startedAt,
      lastUsedAt: new Date(server.clock.now()).toISOString(),
    });
    expect(list).toContainEqual(expect.objectContaining({ current: false, client: { browser: 'Safari 17', os: 'iOS 17', mobile: true }, ip: '10.0.0.2' }));
    expect(list.every((s) => s.ip !== '10.0.0.3')).toBe(true);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const fromPhone = (await sessions(phone.at)).body.data.sessions as { id: string; current: boolean }[];
    expect(fromPhone.find((s) => s.current)!.id).not.toBe(list[0].id);
    await endOthers(desk.at);
  });

  it('records the address and browser of the latest refresh', async () => {
    const s = await signIn('demo', CHROME_WINDOWS, '10.0.1.1');
    const next = (await refresh(s.rt, '10.0.1.2')).body.data as { at: string };
    const mine = await currentSession(next.at);
    expect(mine).toMatchObject({ ip: '10.0.1.2', client: { browser: 'Firefox 133', os: 'Linux' } });
    await endOthers(next.at);
  });

  it('ends one other own session: its tokens answer 401 and the list no longer has it', async () => {
    const mine = await signIn('demo', CHROME_WINDOWS, '10.0.2.1');
    const other = await signIn('demo', SAFARI_IPHONE, '10.0.2.2');
    const otherId = (await currentSession(other.at)).id;

    const r = await endOne(mine.at, otherId);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, data: { ended: 1 }, message: '已结束该会话' });
    expect((await detail(other.at)).status).toBe(401);
    expect((await refresh(other.rt, '10.0.2.2')).status).toBe(401);
    expect((await detail(mine.at)).status).toBe(200);
    expect(((await sessions(mine.at)).body.data.sessions as { id: string }[]).map((s) => s.id)).not.toContain(otherId);
    const again = await endOne(mine.at, otherId);
    expect(again.status).toBe(404);
    const revoked = await server.ctx.db.selectFrom('session').select('revoke_reason').where('id', '=', otherId).executeTakeFirstOrThrow();
    expect(revoked.revoke_reason).toBe('ended-by-owner');
    await endOthers(mine.at);
  });

  it("refuses another user's session id with 404 and a message, and leaves that session alive", async () => {
    const mine = await signIn('demo', CHROME_WINDOWS, '10.0.3.1');
    const theirs = await signIn('demo2', CHROME_WINDOWS, '10.0.3.2');
    const theirId = (await currentSession(theirs.at)).id;

    const zh = await endOne(mine.at, theirId);
    expect(zh.status).toBe(404);
    expect(zh.body).toEqual({ success: false, data: null, code: 'SESSION_NOT_FOUND', message: '该会话不存在或已结束' });
    const en = await endOne(mine.at, theirId, EN);
    expect(en.body.message).toBe('No such session of yours, or it has already ended');
    expect((await endOne(mine.at, '00000000-0000-4000-8000-000000000000')).body.code).toBe('SESSION_NOT_FOUND');
    expect((await detail(theirs.at)).status).toBe(200);
    expect((await endOthers(mine.at)).body.data.ended).toBeGreaterThanOrEqual(0);
    expect((await detail(theirs.at)).status).toBe(200);
    await endOthers(theirs.at);
  });

  it('does not end the current session through the end call, and ends all others but it', async () => {
    const a = await signIn('demo', CHROME_WINDOWS, '10.0.4.1');
    await endOthers(a.at); // what earlier tests left
    const b = await signIn('demo', SAFARI_IPHONE, '10.0.4.2');
    const c = await signIn('demo', FIREFOX_LINUX, '10.0.4.3');
    const aId = (await currentSession(a.at)).id;

    const self = await endOne(a.at, aId, EN);
    expect(self.status).toBe(409);
    expect(self.body).toMatchObject({ code: 'SESSION_IS_CURRENT', message: 'The current session cannot be ended here; sign out instead' });
    expect((await detail(a.at)).status).toBe(200);

    const all = await endOthers(a.at);
    expect(all.body).toMatchObject({ success: true, data: { ended: 2 } });
    expect((await detail(a.at)).status).toBe(200);
    expect((await detail(b.at)).status).toBe(401);
    expect((await detail(c.at)).status).toBe(401);
    expect((await sessions(a.at)).body.data.sessions).toEqual([expect.objectContaining({ id: aId, current: true })]);
    expect((await endOthers(a.at)).body.data.ended).toBe(0);
  });

  it('answers 401 without a session and 400 with a message for a malformed id', async () => {
    expect((await call(server.app, 'GET', '/self/security/sessions')).status).toBe(401);
    expect((await call(server.app, 'GET', '/self/security/sign-ins')).status).toBe(401);
    expect((await call(server.app, 'POST', '/self/security/sessions/end', { body: { sessionId: 'x' } })).status).toBe(401);
    const a = await signIn('demo', CHROME_WINDOWS, '10.0.5.1');
    const long = await endOne(a.at, 'x'.repeat(65));
    expect(long.status).toBe(400);
    expect(long.body.message).toBeTruthy();
    expect((await call(server.app, 'POST', '/self/security/sessions/end', { at: a.at, body: {} })).status).toBe(400);
    expect((await call(server.app, 'POST', '/self/security/sessions/end-others', { at: a.at, body: { userId: 1 } })).status).toBe(400);
    expect((await signIns(a.at, '?limit=500')).status).toBe(400);
    await endOthers(a.at);
  });

  it('shows the own sign-ins, wrong passwords and the lockout newest first, and nobody else’s', async () => {
    const ip = '10.0.6.1';
    const wrong = (loginName: string) => call(server.app, 'POST', '/client/login', { body: { loginName, pwd: 'Wrong@2026x' }, encrypted: true, ip });
    // Someone else's failures and a name nobody has must not show.
    await wrong('demo');
    await wrong('nobody-here');
    server.clock.advance(MINUTE);
    for (let i = 0; i < 5; i += 1) await wrong('13800000004');
    server.clock.advance(16 * MINUTE);
    const s = await signIn('demo2', CHROME_WINDOWS, ip);

    const r = await signIns(s.at);
    expect(r.status).toBe(200);
    const events = r.body.data.events as {
      id: number;
      outcome: string;
      ip: string;
      loginName: string;
      lockSeconds: number | null;
      current: boolean;
      at: string;
    }[];
    expect(events[0]).toMatchObject({ outcome: 'success', ip, loginName: 'demo2', current: true, lockSeconds: null });
    expect(events.slice(1, 3).map((e) => e.outcome)).toEqual(['locked', 'failure']);
    expect(events[1]).toMatchObject({ loginName: '13800000004', lockSeconds: 60, current: false });
    expect(events.filter((e) => e.outcome === 'failure' && e.ip === ip)).toHaveLength(5);
    expect(events.some((e) => e.loginName === 'demo' || e.loginName === 'nobody-here')).toBe(false);
    const times = events.map((e) => Date.parse(e.at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
  });

  it('pages the activity by `before`, older rows after newer, none twice, and says when the last page is reached', async () => {
    const first = await signIn('admin', CHROME_WINDOWS, '10.0.7.1', 'manager');
    for (let i = 0; i < 4; i += 1) await signIn('admin', CHROME_WINDOWS, `10.0.7.${i + 2}`, 'manager');
    const page1 = (await signIns(first.at, '?limit=3')).body.data as { events: { id: number }[]; next: number | null };
    expect(page1.events).toHaveLength(3);
    expect(page1.next).toBe(page1.events[2].id);
    const page2 = (await signIns(first.at, `?limit=3&before=${page1.next}`)).body.data as { events: { id: number }[]; next: number | null };
    expect(page2.events.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...page2.events.map((e) => e.id))).toBeLessThan(Math.min(...page1.events.map((e) => e.id)));
    const all: number[] = [];
    let before: number | null = null;
    do {
      const page = (await signIns(first.at, `?limit=2${before ? `&before=${before}` : ''}`)).body.data as { events: { id: number }[]; next: number | null };
      all.push(...page.events.map((e) => e.id));
      before = page.next;
    } while (before !== null);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThanOrEqual(5);
    await endOthers(first.at);
  });
});
