import { report } from '../helpers/report';
import { addresses, auditOf, iamServerForBlock, login, MINUTE, PASSWORD, tally, verificationCounter, WRONG } from './abuse.fixtures';

/**
 * Issue 13 finding 5: an account's login name, phone and e-mail share one count of 5 guesses
 * (before, each name had its own 5: 15 guesses per lock). A name of a locked account answers like
 * an unknown name, so the lock tells nobody which names belong together.
 */
describe("guessing one account's password under each of its names", () => {
  const server = iamServerForBlock();
  const next = addresses('198.18');

  it('locks the account after 5 wrong guesses spread over its login name and phone: its e-mail is not checked either', async () => {
    const verifications = verificationCounter();
    const guesses = [
      ...['demo', 'demo', 'demo'].map((loginName) => ({ loginName, pwd: WRONG })),
      ...['13800000002', '13800000002'].map((loginName) => ({ loginName, pwd: WRONG })),
    ];
    const codes = [];
    for (const g of guesses) codes.push((await login(server.app, 'client', g, next())).body.code);
    expect(codes).toEqual(Array(5).fill('LOGIN_FAILED'));
    expect(verifications.count).toBe(5);
    // The right password under the third name: the account is locked, so it is not taken (the
    // same time is spent on a dummy hash, as for a name nobody has).
    const right = await login(server.app, 'client', { loginName: 'demo@portal.example', pwd: PASSWORD }, next());
    expect(right.body).toMatchObject({ success: false, code: 'LOGIN_FAILED' });
    expect(verifications.count).toBe(6);
    const locked = await auditOf(server, ['login.locked']);
    expect(locked.at(-1)).toMatchObject({ login_name: '13800000002', detail: { account: true } });
    // After the lock the owner signs in under any name, and the count starts over.
    server.clock.advance(MINUTE + 1000);
    expect((await login(server.app, 'client', { loginName: 'demo@portal.example', pwd: PASSWORD }, next())).body.success).toBe(true);
    verifications.restore();
    report('abuse', 'Guesses over the names of demo', [
      `3 under demo, 2 under its phone: ${tally(codes)}; then the right password under its e-mail: ${right.body.code} (account locked); after 1 minute: signed in`,
    ]);
  });

  it('answers the names of a locked account exactly like a name nobody has', async () => {
    server.clock.advance(20 * MINUTE);
    for (let i = 0; i < 5; i += 1) await login(server.app, 'client', { loginName: 'demo2', pwd: WRONG }, next());
    const sequence = async (loginName: string, pwd: string) => {
      const out = [];
      for (let i = 0; i < 6; i += 1) {
        const r = await login(server.app, 'client', { loginName, pwd }, next());
        out.push(`${r.status} ${r.body.code} ${r.body.message}`);
      }
      return out;
    };
    const lockedAccountName = await sequence('demo2@portal.example', PASSWORD);
    const unknownName = await sequence('nobody2@portal.example', PASSWORD);
    expect(lockedAccountName).toEqual(unknownName);
    expect(lockedAccountName.map((line) => line.split(' ')[1])).toEqual([...Array(5).fill('LOGIN_FAILED'), 'LOGIN_LOCKED']);
    report('abuse', 'A locked account’s e-mail and an unknown e-mail, 6 tries each', [tally(lockedAccountName.map((l) => l.split(' ')[1]))]);
  });
});
