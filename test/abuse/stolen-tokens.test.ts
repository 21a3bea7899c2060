import crypto from 'node:crypto';
import { report } from '../helpers/report';
import { auditOf, call, FULL, iamServerForBlock, login, PASSWORD, signedIn, tally } from './abuse.fixtures';

/**
 * Stolen and stale tokens (server README, "Sessions"): refresh tokens rotate on every use; a used
 * one presented again within 10 s returns the same successor, later it ends the session
 * (`token.reuse`); sign-out, a password change and account closure end sessions for good.
 */
describe('stolen and stale tokens', () => {
  const server = iamServerForBlock();
  const refresh = (rt: string) => call(server.app, 'POST', '/auth/refresh', { body: { rt } });
  const detail = (at: string, path = '/user/detail') => call(server.app, 'GET', path, { at });
  /** Whether a token pair still works: [access token status, refresh status]. */
  const probe = async (pair: { at: string; rt: string }, path?: string) => [(await detail(pair.at, path)).status, (await refresh(pair.rt)).status];

  it('answers a replay within 10 s with the same successor, and a later replay ends the whole session family', async () => {
    const laptop = await signedIn(server.app, 'client', 'demo');
    const phone = await signedIn(server.app, 'client', 'demo');
    const next = (await refresh(laptop.rt)).body.data;
    server.clock.advance(5_000);
    const replay = await refresh(laptop.rt);
    expect(replay.body.data).toEqual(next);

    server.clock.advance(6_000);
    const late = await refresh(laptop.rt);
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('SESSION_REVOKED');
    const successor = await probe(next);
    expect(successor).toEqual([401, 401]);
    // The owner's other device has a session of its own and keeps it.
    expect((await detail(phone.at)).status).toBe(200);
    const reuse = await auditOf(server, ['token.reuse']);
    const revoked = await auditOf(server, ['session.revoked']);
    expect(reuse).toHaveLength(1);
    expect(revoked.filter((r) => r.detail?.reason === 'token-reuse')).toHaveLength(1);
    const again = await login(server.app, 'client', { loginName: 'demo' });
    expect(again.body.success).toBe(true);
    report('abuse', 'Refresh-token replay (demo)', [
      `replay 5 s after rotation: the same successor pair (${replay.status})`,
      `replay 11 s after: ${late.status} ${late.body.code}; successor access/refresh: ${successor.join('/')}; other device: 200`,
      `audit token.reuse: ${reuse.length}, session.revoked (token-reuse): 1; owner signs in again: ${again.body.message}`,
    ]);
  });

  it('ends the session when the thief rotates first and the owner comes back with the same token', async () => {
    const owner = await signedIn(server.app, 'client', 'demo');
    const stolen = (await refresh(owner.rt)).body.data;
    const thief = (await refresh(stolen.rt)).body.data;
    expect((await detail(thief.at)).status).toBe(200);
    server.clock.advance(11_000);
    // The owner's tab still holds `stolen.rt` and refreshes with it.
    const ownerTry = await refresh(stolen.rt);
    expect(ownerTry.status).toBe(401);
    const thiefAfter = await probe(thief);
    expect(thiefAfter).toEqual([401, 401]);
    expect((await login(server.app, 'client', { loginName: 'demo' })).body.success).toBe(true);
    report('abuse', 'Thief rotates first', [
      `owner's late refresh: ${ownerTry.status}; thief's access/refresh afterwards: ${thiefAfter.join('/')}; owner signs in again: OK`,
    ]);
  });

  it('locks old-password guessing with a stolen access token after 5 wrong tries, without locking the owner out of signing in', async () => {
    const stolen = await signedIn(server.app, 'manager', 'admin');
    const newPwd = 'Thief@2026xyz';
    const guess = (oldPwd: string) =>
      call(server.app, 'POST', '/auth/updatePwd', { at: stolen.at, encrypted: true, body: { oldPwd, newPwd, againPwd: newPwd } });
    const tries = FULL ? 40 : 12;
    const codes: string[] = [];
    for (let i = 0; i < tries; i += 1) codes.push((await guess(`Guess@2026n${i}`)).body.code);
    // The right old password is refused too while the lock holds: guessing has no way round it.
    const rightWhileLocked = await guess(PASSWORD);
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('OLD_PASSWORD_WRONG'));
    expect(codes.slice(5).every((c) => c === 'OLD_PASSWORD_LOCKED')).toBe(true);
    expect(rightWhileLocked.status).toBe(429);
    expect(rightWhileLocked.headers['retry-after']).toBe('60');
    expect(await auditOf(server, ['password.old-wrong'])).toHaveLength(5);
    // The owner's sign-in names are not locked by it.
    const owner = await login(server.app, 'manager', { loginName: 'admin' });
    expect(owner.body.success).toBe(true);
    // Once the lock has passed, the owner changes the password (ending the stolen session) and back.
    server.clock.advance(61_000);
    const ownerChange = await call(server.app, 'POST', '/auth/updatePwd', {
      at: owner.body.data.at,
      encrypted: true,
      body: { oldPwd: PASSWORD, newPwd, againPwd: newPwd },
    });
    expect(ownerChange.body.success).toBe(true);
    expect((await detail(stolen.at, '/mgruser/detail')).status).toBe(401);
    const back = await signedIn(server.app, 'manager', 'admin', { pwd: newPwd });
    const restored = await call(server.app, 'POST', '/auth/updatePwd', {
      at: back.at,
      encrypted: true,
      body: { oldPwd: newPwd, newPwd: PASSWORD, againPwd: PASSWORD },
    });
    expect(restored.body.success).toBe(true);
    report('abuse', 'Old-password guessing with a stolen access token (admin)', [
      `${tries} wrong old passwords: ${tally(codes)}; the right one while locked: ${rightWhileLocked.status} ${rightWhileLocked.body.code} (Retry-After ${rightWhileLocked.headers['retry-after']})`,
      'audit password.old-wrong: 5; the owner signs in meanwhile: OK; after the lock the owner changes the password and the stolen token gets 401',
    ]);
  });

  it('refuses made-up refresh tokens without touching live sessions', async () => {
    const live = await signedIn(server.app, 'manager', 'admin');
    const tries = FULL ? 500 : 50;
    const statuses = [];
    for (let i = 0; i < tries; i += 1) statuses.push((await refresh(crypto.randomBytes(32).toString('base64url'))).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    expect((await detail(live.at, '/mgruser/detail')).status).toBe(200);
    report('abuse', 'Made-up refresh tokens', [`${tries} random 256-bit tokens: all 401; a live session is untouched`]);
  });

  it('refuses the access and refresh tokens of a signed-out session, also a rotation replayed within the grace window', async () => {
    const s = await signedIn(server.app, 'manager', 'admin');
    const next = (await refresh(s.rt)).body.data;
    const out = await call(server.app, 'POST', '/auth/signout', { at: next.at, body: {} });
    expect(out.body.success).toBe(true);
    const after = await probe(next, '/mgruser/detail');
    const graceReplay = await refresh(s.rt);
    expect(after).toEqual([401, 401]);
    expect(graceReplay.status).toBe(401);
    expect((await login(server.app, 'manager', { loginName: 'admin' })).body.success).toBe(true);
    report('abuse', 'After sign-out (admin)', [
      `access/refresh: ${after.join('/')}; the pre-rotation token within 10 s: ${graceReplay.status}; owner signs in again: OK`,
    ]);
  });

  it('ends every session on a password change: old tokens and the old password are refused, the new password works', async () => {
    const a = await signedIn(server.app, 'client', 'demo2');
    const b = await signedIn(server.app, 'client', 'demo2');
    const newPwd = 'Changed@2026x';
    const changed = await call(server.app, 'POST', '/auth/updatePwd', { at: a.at, encrypted: true, body: { oldPwd: PASSWORD, newPwd, againPwd: newPwd } });
    expect(changed.body).toMatchObject({ success: true, message: '修改密码成功' });
    const [pa, pb] = [await probe(a), await probe(b)];
    expect(pa).toEqual([401, 401]);
    expect(pb).toEqual([401, 401]);
    const old = await login(server.app, 'client', { loginName: 'demo2' });
    expect(old.body.code).toBe('LOGIN_FAILED');
    const fresh = await login(server.app, 'client', { loginName: 'demo2', pwd: newPwd });
    expect(fresh.body.success).toBe(true);
    const revoked = (await auditOf(server, ['session.revoked'])).filter((r) => r.detail?.reason === 'password.changed' && r.user_id === a.user.id);
    expect(revoked).toHaveLength(2);
    report('abuse', 'After a password change (demo2, two devices)', [
      `device A access/refresh: ${pa.join('/')}; device B: ${pb.join('/')}; audit session.revoked (password.changed): ${revoked.length}`,
      `old password: ${old.body.code}; new password: ${fresh.body.message}`,
    ]);
  });

  it('ends every session on account closure and answers later sign-ins ACCOUNT_CLOSING, and only to the right password', async () => {
    const a = await signedIn(server.app, 'client', 'demo');
    const b = await signedIn(server.app, 'client', 'demo');
    const phone = a.user.mobile;
    expect((await call(server.app, 'POST', '/auth/client/verifice-code/mobile', { at: a.at, body: { mobile: phone, id: a.user.id } })).body.success).toBe(true);
    const code = server.app.delivery.lastTo(phone, 'CLOSE_ACCOUNT')!.code;
    const closed = await call(server.app, 'POST', '/user/logout', { at: a.at, body: { id: a.user.id, verificeCode: code } });
    expect(closed.body).toMatchObject({ success: true, message: '已提交注销申请，请等待审核' });
    const [pa, pb] = [await probe(a), await probe(b)];
    expect(pa).toEqual([401, 401]);
    expect(pb).toEqual([401, 401]);
    const right = await login(server.app, 'client', { loginName: 'demo' }, '198.51.100.60');
    expect(right.status).toBe(403);
    expect(right.body).toMatchObject({ code: 'ACCOUNT_CLOSING', message: '账号已提交注销申请，正在审核中' });
    const wrong = await login(server.app, 'client', { loginName: 'demo', pwd: 'Wrong@2026' }, '198.51.100.60');
    expect(wrong.body.code).toBe('LOGIN_FAILED');
    const before = server.app.delivery.outbox.length;
    const resetAsk = await call(server.app, 'POST', '/auth/getMsgVerificeCode', {
      ip: '198.51.100.61',
      body: { loginName: phone, loginUserType: 'CLIENT_USER', scope: 'PWDRESET', verificeChannel: 'SMS' },
    });
    expect(resetAsk.body.success).toBe(true);
    expect(server.app.delivery.outbox.length).toBe(before);
    report('abuse', 'After account closure (demo, two devices)', [
      `device A access/refresh: ${pa.join('/')}; device B: ${pb.join('/')}`,
      `sign-in with the right password: ${right.status} ${right.body.code}; with a wrong one: ${wrong.body.code} (closure not revealed)`,
      `find-password code for the closing account: same answer, nothing delivered`,
    ]);
  });
});
