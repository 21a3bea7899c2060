import { report } from '../helpers/report';
import { addresses, auditOf, call, FULL, iamServerForBlock, login, MINUTE, tally, verificationCounter, WRONG } from './abuse.fixtures';

/**
 * Password guessing from the attacker's side (server README, "Throttling" and "Passwords"):
 * 5 failures per login name lock it (1 min, doubling, at most 15 min); more than 30 attempts in
 * 5 minutes from one address get 429; known and unknown names answer alike.
 */
describe('password guessing', () => {
  const server = iamServerForBlock();
  const botnet = addresses('10.66');

  it('locks one account after 5 wrong passwords, checks no more guesses while locked, and lets the owner in once the lock ends', async () => {
    const verifications = verificationCounter();
    const guesses = FULL ? 200 : 20;
    const answers = [];
    for (let i = 0; i < guesses; i += 1) answers.push(await login(server.app, 'client', { loginName: 'demo', pwd: `${WRONG}${i}` }, botnet()));
    const checked = verifications.count;
    const codes = answers.map((a) => a.body.code);
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('LOGIN_FAILED'));
    expect(answers.slice(0, 5).every((a) => a.status === 400 && a.body.message === '用户名或密码错误')).toBe(true);
    const locked = answers[5];
    expect(codes.slice(5)).toEqual(Array(guesses - 5).fill('LOGIN_LOCKED'));
    expect(answers.slice(5).every((a) => a.status === 429 && a.headers['retry-after'] === '60' && a.body.message === '登录失败次数过多，请1分钟后再试')).toBe(
      true,
    );
    expect(checked).toBe(5);

    // The owner, with the right password, during the lock: refused without a check.
    const owner = '198.51.100.20';
    const refused = await login(server.app, 'client', { loginName: 'demo' }, owner);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('LOGIN_LOCKED');
    expect(verifications.count).toBe(checked);

    // A patient attacker guesses once whenever the lock ends: each further failure doubles it, up to 15 minutes.
    const locks: number[] = [];
    let wait = 60;
    for (let round = 0; round < (FULL ? 10 : 5); round += 1) {
      server.clock.advance(wait * 1000);
      const guess = await login(server.app, 'client', { loginName: 'demo', pwd: WRONG }, botnet());
      expect(guess.body.code).toBe('LOGIN_FAILED');
      const next = await login(server.app, 'client', { loginName: 'demo', pwd: WRONG }, botnet());
      expect(next.body.code).toBe('LOGIN_LOCKED');
      wait = Number(next.headers['retry-after']);
      locks.push(wait);
    }
    expect(locks.slice(0, 4)).toEqual([120, 240, 480, 900]);
    expect(Math.max(...locks)).toBe(900);

    server.clock.advance(wait * 1000);
    const signedIn = await login(server.app, 'client', { loginName: 'demo' }, owner);
    expect(signedIn.body.success).toBe(true);
    // The success clears the count: the owner's next typo is only a failure, not a new lock.
    expect((await login(server.app, 'client', { loginName: 'demo', pwd: WRONG }, owner)).body.code).toBe('LOGIN_FAILED');
    expect((await login(server.app, 'client', { loginName: 'demo' }, owner)).body.success).toBe(true);

    const audit = await auditOf(server, ['login.locked']);
    const demoLocks = audit.filter((r) => r.login_name === 'demo').map((r) => r.detail?.seconds);
    expect(demoLocks).toEqual([60, ...locks]);
    verifications.restore();
    report('abuse', 'Guessing one account (client demo, a new address per guess)', [
      `${guesses} wrong passwords at once: ${tally(codes)}; passwords checked: ${checked}`,
      `first lock: ${locked.status} ${locked.body.code} "${locked.body.message}" Retry-After ${locked.headers['retry-after']}`,
      `owner's right password during the lock: ${refused.status} ${refused.body.code} (not checked)`,
      `one guess after each lock ends → next lock (s): ${locks.join(', ')} (doubling, capped at 900)`,
      `audit login.locked for demo (s): ${demoLocks.join(', ')}`,
      `owner after the last lock: ${signedIn.status} ${signedIn.body.message}; count cleared by the success`,
    ]);
  });

  it('checks at most 5 of a burst of parallel guesses at one account and locks it', async () => {
    server.clock.advance(20 * MINUTE);
    const verifications = verificationCounter();
    const burst = FULL ? 200 : 50;
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, i) => login(server.app, 'manager', { loginName: 'admin', pwd: `${WRONG}${i}` }, botnet())),
    );
    const checked = verifications.count;
    verifications.restore();
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 'LOGIN_FAILED')).toHaveLength(5);
    expect(codes.filter((c) => c === 'LOGIN_LOCKED')).toHaveLength(burst - 5);
    expect(checked).toBe(5);
    server.clock.advance(MINUTE);
    const owner = await login(server.app, 'manager', { loginName: 'admin' }, '198.51.100.22');
    expect(owner.body.success).toBe(true);
    report('abuse', 'Parallel guesses at one account (manager admin)', [
      `${burst} guesses at once: ${tally(codes)}; passwords checked: ${checked}`,
      `owner after the 1-minute lock: ${owner.body.message}`,
    ]);
  });

  it('locks each name an account answers to (login name, phone, e-mail) on its own, so guessing through all of them is still bounded', async () => {
    server.clock.advance(20 * MINUTE);
    const verifications = verificationCounter();
    const names = ['demo2', '13800000004', 'DEMO2@portal.example'];
    const perName: string[] = [];
    for (const loginName of names) {
      const codes = [];
      for (let i = 0; i < 8; i += 1) codes.push((await login(server.app, 'client', { loginName, pwd: WRONG }, botnet())).body.code);
      expect(codes).toEqual([...Array(5).fill('LOGIN_FAILED'), ...Array(3).fill('LOGIN_LOCKED')]);
      perName.push(`${loginName}: ${tally(codes)}`);
    }
    const checked = verifications.count;
    verifications.restore();
    expect(checked).toBe(5 * names.length);
    // A password reset lifts every lock of the account (README): the owner is not kept out.
    const owner = '198.51.100.21';
    expect(
      (
        await call(server.app, 'POST', '/auth/getMsgVerificeCode', {
          body: { loginName: '13800000004', loginUserType: 'CLIENT_USER', scope: 'PWDRESET', verificeChannel: 'SMS' },
          ip: owner,
        })
      ).body.success,
    ).toBe(true);
    const code = server.app.delivery.lastTo('13800000004', 'PWDRESET')!.code;
    const newPwd = 'Renewed@2026';
    const reset = await call(server.app, 'POST', '/auth/resetPwd', {
      encrypted: true,
      ip: owner,
      body: { loginName: '13800000004', verificeChannel: 'SMS', verificeCode: code, newPwd, againPwd: newPwd, loginUserType: 'CLIENT_USER' },
    });
    expect(reset.body.success).toBe(true);
    const after = [];
    for (const loginName of names) after.push((await login(server.app, 'client', { loginName, pwd: newPwd }, owner)).body.code);
    expect(after).toEqual(['OK', 'OK', 'OK']);
    report('abuse', 'Guessing one account through each of its names (client demo2)', [
      ...perName,
      `passwords checked: ${checked} (5 per name, none while locked)`,
      `owner resets the password by SMS code while all three are locked: ${reset.body.message}; signs in by each name: ${after.join(', ')}`,
    ]);
  });
});
