/**
 * Issue 12: two real server processes (server/main.ts, each on its own port) on one PostgreSQL
 * schema behave as one. A revocation on one is refused on the other at once (ADR 010: the
 * token cache, emptied by LISTEN/NOTIFY); throttles, code limits and code burns live in the
 * database; notices read the same from both; one instance killed, the other goes on serving.
 * Runs when TEST_DATABASE_URL (or DATABASE_URL) names a PostgreSQL database.
 */
import { IAM, MSG, httpApi, signIn, DEMO_PASSWORD, type Api, type Session } from '../faults/server-kit/api';
import { readOutbox } from '../faults/server-kit/child-server';
import { suite, twoServers } from './two-servers.fixtures';

jest.setTimeout(90_000);

suite('two server instances on one PostgreSQL', () => {
  const servers = twoServers();
  const { dirs } = servers;
  const apiA = httpApi(() => servers.a.url);
  const apiB = httpApi(() => servers.b.url);

  const detail = (api: Api, s: Session) => api('GET', `${IAM}/user/detail`, { at: s.at });
  const unread = (api: Api, s: Session) =>
    api('GET', `${MSG}/tmsgsenddetail/queryMsgUnReadNum/${s.user.id}`, { at: s.at, headers: { 'x-background-request': '1' } });
  const signedIn = async (api: Api, loginName: string, password = DEMO_PASSWORD) => {
    const s = await signIn(api, 'client', loginName, password);
    if (!s) throw new Error(`sign-in of ${loginName} failed`);
    return s;
  };
  /** Checked (and so cached) on both instances first, as a tab polling through a load balancer would. */
  const warm = async (s: Session) => {
    for (const api of [apiA, apiB, apiA, apiB]) expect((await detail(api, s)).status).toBe(200);
  };

  it('refuses a token on the other instance at once after a sign-out on one', async () => {
    const s = await signedIn(apiA, 'demo');
    await warm(s);
    expect((await apiA('POST', `${IAM}/auth/signout`, { at: s.at, body: {} })).body?.success).toBe(true);
    expect((await detail(apiB, s)).status).toBe(401);
    expect((await unread(apiB, s)).status).toBe(401);
    expect((await detail(apiA, s)).status).toBe(401);
  });

  it('refuses every session of a user on both instances after a password change on one', async () => {
    const one = await signedIn(apiA, 'demo2');
    const two = await signedIn(apiB, 'demo2');
    await warm(one);
    await warm(two);
    const newPwd = 'Multi@2026x';
    const changed = await apiB('POST', `${IAM}/auth/updatePwd`, { at: two.at, encrypted: true, body: { oldPwd: DEMO_PASSWORD, newPwd, againPwd: newPwd } });
    expect(changed.body?.success).toBe(true);
    for (const s of [one, two]) for (const api of [apiA, apiB]) expect((await detail(api, s)).status).toBe(401);
    const again = await signedIn(apiA, 'demo2', newPwd);
    const back = await apiB('POST', `${IAM}/auth/updatePwd`, {
      at: again.at,
      encrypted: true,
      body: { oldPwd: newPwd, newPwd: DEMO_PASSWORD, againPwd: DEMO_PASSWORD },
    });
    expect(back.body?.success).toBe(true);
  });

  it('shares the login throttle: failures on either instance lock the name on both', async () => {
    const wrong = (api: Api) =>
      api('POST', `${IAM}/client/login`, { body: { loginName: 'operator', pwd: 'Wrong@2026x' }, encrypted: true, headers: { 'x-forwarded-for': '10.12.0.1' } });
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push((await wrong(i % 2 ? apiB : apiA)).body?.code);
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('LOGIN_FAILED'));
    expect(codes[5]).toBe('LOGIN_LOCKED');
    const right = await apiB('POST', `${IAM}/client/login`, { body: { loginName: 'operator', pwd: DEMO_PASSWORD }, encrypted: true });
    expect(right.body?.code).toBe('LOGIN_LOCKED');
  });

  it('shares code limits and burns: a code asked on one is too soon on the other, and used once anywhere', async () => {
    const demo2 = await signedIn(apiA, 'demo2');
    const phone = (await detail(apiA, demo2)).body!.data.mobile as string;
    const ask = (api: Api) =>
      // One client behind the balancer: the same address reaches both instances.
      api('POST', `${IAM}/auth/getMsgVerificeCode`, {
        body: { loginName: phone, loginUserType: 'CLIENT_USER', scope: 'PWDRESET', verificeChannel: 'SMS' },
        headers: { 'x-forwarded-for': '10.12.0.2' },
      });
    expect((await ask(apiA)).body?.success).toBe(true);
    const tooSoon = await ask(apiB);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body?.code).toBe('CODE_TOO_SOON');
    const code = readOutbox(dirs[0])
      .filter((m) => m.destination === phone && m.scope === 'PWDRESET')
      .at(-1)!.code!;
    const reset = (api: Api) =>
      api('POST', `${IAM}/auth/resetPwd`, {
        encrypted: true,
        body: {
          loginName: phone,
          loginUserType: 'CLIENT_USER',
          verificeChannel: 'SMS',
          verificeCode: code,
          newPwd: DEMO_PASSWORD + 'x',
          againPwd: DEMO_PASSWORD + 'x',
        },
      });
    expect((await reset(apiB)).body?.success).toBe(true);
    expect((await reset(apiA)).body?.code).toBe('CODE_INVALID');
    // The reset ended demo2's sessions on both instances.
    expect((await detail(apiB, demo2)).status).toBe(401);
    expect((await detail(apiA, demo2)).status).toBe(401);
  });

  it('shows the same notices and unread count from both, and a mark-read on one is seen on the other', async () => {
    const s = await signedIn(apiB, 'demo');
    const page = (api: Api) =>
      api('POST', `${MSG}/statistics/queryMsgNumMoreCriteria`, { at: s.at, body: { readStatus: 0, pageConfig: { pageNum: 1, pageSize: 20 } } });
    const [pa, pb] = [await page(apiA), await page(apiB)];
    expect(pa.body?.data).toEqual(pb.body?.data);
    const [ua, ub] = [await unread(apiA, s), await unread(apiB, s)];
    expect(ua.body?.data).toEqual(ub.body?.data);
    const rows = pa.body!.data.data as Array<{ id: number }>;
    expect(rows.length).toBeGreaterThan(0);
    const marked = await apiA('POST', `${MSG}/statistics/bathUpdateReadStatus`, { at: s.at, body: { detailIds: [rows[0].id] } });
    expect(marked.body?.data).toEqual({ updated: 1, unread: Number(ua.body?.data) - 1 });
    expect((await unread(apiB, s)).body?.data).toBe(Number(ua.body?.data) - 1);
  });

  it('refuses every session on both instances after an account closure on one', async () => {
    const password = `${DEMO_PASSWORD}x`; // set by the code test above
    const one = await signedIn(apiB, 'demo2', password);
    const two = await signedIn(apiA, 'demo2', password);
    await warm(one);
    await warm(two);
    const phone = (await detail(apiB, one)).body!.data.mobile as string;
    const asked = await apiB('POST', `${IAM}/auth/client/verifice-code/mobile`, { at: one.at, body: { mobile: phone, id: one.user.id } });
    expect(asked.body?.success).toBe(true);
    const code = readOutbox(dirs[1])
      .filter((m) => m.destination === phone && m.scope?.startsWith('CLOSE_ACCOUNT'))
      .at(-1)!.code!;
    expect((await apiB('POST', `${IAM}/user/logout`, { at: one.at, body: { id: one.user.id, verificeCode: code } })).body?.success).toBe(true);
    for (const s of [one, two]) for (const api of [apiA, apiB]) expect((await detail(api, s)).status).toBe(401);
  });

  it('goes on serving from one instance when the other is killed, and refuses there what was revoked before', async () => {
    const s = await signedIn(apiA, 'demo');
    const gone = await signedIn(apiA, 'demo');
    await warm(s);
    await warm(gone);
    expect((await apiB('POST', `${IAM}/auth/signout`, { at: gone.at, body: {} })).body?.success).toBe(true);
    await servers.b.kill();
    expect((await detail(apiB, s)).status).toBe(0);
    expect((await detail(apiA, s)).status).toBe(200);
    expect((await unread(apiA, s)).status).toBe(200);
    expect((await detail(apiA, gone)).status).toBe(401);
    expect(await signIn(apiA, 'client', 'demo')).not.toBeNull();
  });
});
