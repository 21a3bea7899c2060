import { report } from '../helpers/report';
import { addresses, auditOf, call, FULL, iamServerForBlock, login, MINUTE, PASSWORD, tally } from './abuse.fixtures';

/**
 * Guessing verification codes (server README, "Codes"): 6 digits, burned after 5 wrong tries,
 * 5 minutes, bound to purpose and destination; resend after 60 s, 5 an hour and 10 a day per
 * destination. Login security mode 0: every sign-in needs an SMS code after the password.
 */
describe('code guessing', () => {
  const server = iamServerForBlock({ env: { LOGIN_SECURITY_MODE: '0' } });
  const botnet = addresses('10.88');
  /** Five codes that are surely wrong: the real one plus 1…5. */
  const wrongFor = (code: string) => Array.from({ length: 5 }, (_, i) => String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'));

  it('lets an attacker who has the password make at most 5 code guesses per code and get few codes, then lets the owner in', async () => {
    const askLoginCode = (ip: string) =>
      call(server.app, 'POST', '/auth/getMsgVerificeCode', {
        ip,
        body: { loginName: 'demo', pwd: PASSWORD, loginUserType: 'CLIENT_USER', scope: 'LOGIN', verificeChannel: 'SMS' },
      });
    const signInWith = (verificeCode: string, ip: string) => login(server.app, 'client', { loginName: 'demo', verificeCode, verificeChannel: 'SMS' }, ip);
    const phone = '13800000002';
    const start = server.clock.now();
    const horizon = (FULL ? 26 : 2) * 60 * MINUTE;
    const refusals: string[] = [];
    let guesses = 0;
    let codes = 0;
    let lastWait = 0;
    for (let step = 0; step < 200 && server.clock.now() - start < horizon; step += 1) {
      const asked = await askLoginCode(botnet());
      if (!asked.body.success) {
        expect(asked.status).toBe(429);
        lastWait = Number(asked.headers['retry-after']);
        expect(lastWait).toBeGreaterThan(0);
        refusals.push(`${asked.body.code} wait ${lastWait}s`);
        server.clock.advance(lastWait * 1000);
        continue;
      }
      codes += 1;
      // The code goes to the owner's phone; the attacker reads it here only to show the right one is refused too.
      const real = server.app.delivery.lastTo(phone, 'LOGIN')!.code;
      const answers = [];
      for (const wrong of wrongFor(real)) answers.push(await signInWith(wrong, botnet()));
      guesses += answers.length;
      answers.push(await signInWith(real, botnet()));
      expect(answers.map((a) => a.body.code)).toEqual(Array(6).fill('CODE_INVALID'));
      // A burned code does not skip the resend countdown.
      const again = await askLoginCode(botnet());
      expect(again.body.code).toBe('CODE_TOO_SOON');
      server.clock.advance(61_000);
    }
    const sent = server.app.delivery.outbox.filter((m) => m.destination === phone && m.scope === 'LOGIN').map((m) => Date.parse(m.time));
    expect(sent).toHaveLength(codes);
    const inWindow = (ms: number) => Math.max(...sent.map((t) => sent.filter((u) => u >= t && u < t + ms).length));
    expect(inWindow(60 * MINUTE)).toBeLessThanOrEqual(5);
    expect(inWindow(24 * 60 * MINUTE)).toBeLessThanOrEqual(10);
    expect(refusals.some((r) => r.startsWith('CODE_LIMIT'))).toBe(true);
    const burned = await auditOf(server, ['code.burned']);
    expect(burned.filter((r) => String(r.detail?.purpose).startsWith('LOGIN:'))).toHaveLength(codes);

    // The owner, once the limits allow: a fresh code and a sign-in with it.
    server.clock.advance(lastWait * 1000);
    const owner = '198.51.100.40';
    let asked = await askLoginCode(owner);
    if (!asked.body.success) {
      server.clock.advance(Number(asked.headers['retry-after']) * 1000);
      asked = await askLoginCode(owner);
    }
    expect(asked.body.success).toBe(true);
    const ok = await signInWith(server.app.delivery.lastTo(phone, 'LOGIN')!.code, owner);
    expect(ok.body.success).toBe(true);
    report('abuse', `Guessing sign-in codes with the stolen password (mode 0, demo, ${horizon / 3600_000} h simulated)`, [
      `codes delivered to ${phone}: ${codes} (most in any hour ${inWindow(60 * MINUTE)}, in any day ${inWindow(24 * 60 * MINUTE)}); wrong guesses compared: ${guesses} (5 per code); right code after the 5th: CODE_INVALID every time`,
      `code requests refused: ${tally(refusals.map((r) => r.split(' ')[0]))} (${refusals.slice(0, 3).join('; ')}${refusals.length > 3 ? '; …' : ''})`,
      `audit code.burned: ${codes}`,
      `owner after the limits: code sent, sign-in ${ok.body.message}`,
    ]);
  });

  describe('find password (PWDRESET) for demo2', () => {
    const phone = '13800000004';
    const askReset = (ip: string, loginName = phone) =>
      call(server.app, 'POST', '/auth/getMsgVerificeCode', {
        ip,
        body: { loginName, loginUserType: 'CLIENT_USER', scope: 'PWDRESET', verificeChannel: 'SMS' },
      });
    const reset = (verificeCode: string, extra: Record<string, unknown> = {}) =>
      call(server.app, 'POST', '/auth/resetPwd', {
        encrypted: true,
        ip: botnet(),
        body: {
          loginName: phone,
          verificeChannel: 'SMS',
          verificeCode,
          newPwd: 'Taken@2026x',
          againPwd: 'Taken@2026x',
          loginUserType: 'CLIENT_USER',
          ...extra,
        },
      });

    it('compares at most 5 of a burst of parallel guesses, then refuses the right code', async () => {
      server.clock.advance(25 * 60 * MINUTE);
      const asker = botnet();
      expect((await askReset(asker)).body.success).toBe(true);
      const real = server.app.delivery.lastTo(phone, 'PWDRESET')!.code;
      const burst = FULL ? 200 : 40;
      const wrong = Array.from({ length: burst }, (_, i) => String((Number(real) + i + 1) % 1_000_000).padStart(6, '0'));
      const since = (await auditOf(server, ['code.failed', 'code.burned'])).at(-1)?.id ?? 0;
      const answers = await Promise.all(wrong.map((code) => reset(code)));
      expect(answers.every((a) => a.status === 400 && a.body.code === 'CODE_INVALID' && a.body.message === '验证码错误或已失效')).toBe(true);
      const right = await reset(real);
      expect(right.body.code).toBe('CODE_INVALID');
      const audit = (await auditOf(server, ['code.failed', 'code.burned'])).filter((r) => r.id > since);
      const compared = audit.filter((r) => typeof r.detail?.tries === 'number');
      expect(compared.map((r) => r.detail?.tries).sort()).toEqual([1, 2, 3, 4, 5]);
      expect(audit.filter((r) => r.event === 'code.burned')).toHaveLength(1);
      // The countdown is the asker's (N-4): its burned code does not let it ask again at once.
      const again = await askReset(asker);
      expect(again.body.code).toBe('CODE_TOO_SOON');
      report('abuse', 'Parallel guesses at a find-password code (demo2 phone)', [
        `${burst} wrong codes at once: all CODE_INVALID; compared: ${compared.length} (tries ${compared.map((r) => r.detail?.tries).join(',')}), the rest refused unread; right code afterwards: ${right.body.code}`,
        `new code at once after the burn: ${again.status} ${again.body.code} "${again.body.message}"`,
      ]);
    });

    it('refuses an expired code and a code for another purpose, user type or destination, then lets the owner reset and sign in', async () => {
      server.clock.advance(2 * MINUTE);
      expect((await askReset(botnet())).body.success).toBe(true);
      const stale = server.app.delivery.lastTo(phone, 'PWDRESET')!.code;
      server.clock.advance(5 * MINUTE + 1000);
      const expired = await reset(stale);
      expect(expired.body.code).toBe('CODE_INVALID');

      // A registration code to the same phone is not a find-password code.
      expect((await call(server.app, 'POST', '/auth/verifice-code/tenant', { body: { mobile: phone }, ip: botnet() })).body.success).toBe(true);
      const registration = await reset(server.app.delivery.lastTo(phone, 'REGISTER')!.code);
      expect(registration.body.code).toBe('CODE_INVALID');

      // The owner's fresh code, tried first by the attacker for other accounts: refused, and not burned for the owner.
      server.clock.advance(60 * MINUTE);
      const owner = '198.51.100.41';
      expect((await askReset(owner)).body.success).toBe(true);
      const code = server.app.delivery.lastTo(phone, 'PWDRESET')!.code;
      const asManager = await reset(code, { loginUserType: 'MANAGER_USER' });
      const forDemo = await reset(code, { loginName: '13800000002' });
      const byEmail = await reset(code, { loginName: 'demo2@portal.example', verificeChannel: 'EMAIL' });
      expect([asManager, forDemo, byEmail].map((a) => a.body.code)).toEqual(['CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID']);
      const newPwd = 'Owner@2026new';
      const done = await call(server.app, 'POST', '/auth/resetPwd', {
        encrypted: true,
        ip: owner,
        body: { loginName: phone, verificeChannel: 'SMS', verificeCode: code, newPwd, againPwd: newPwd, loginUserType: 'CLIENT_USER' },
      });
      expect(done.body.success).toBe(true);
      const replay = await reset(code);
      expect(replay.body.code).toBe('CODE_INVALID');

      expect(
        (
          await call(server.app, 'POST', '/auth/getMsgVerificeCode', {
            ip: owner,
            body: { loginName: 'demo2', pwd: newPwd, loginUserType: 'CLIENT_USER', scope: 'LOGIN', verificeChannel: 'SMS' },
          })
        ).body.success,
      ).toBe(true);
      const signedIn = await login(
        server.app,
        'client',
        { loginName: 'demo2', pwd: newPwd, verificeCode: server.app.delivery.lastTo(phone, 'LOGIN')!.code, verificeChannel: 'SMS' },
        owner,
      );
      expect(signedIn.body.success).toBe(true);
      report('abuse', 'Codes out of place (demo2 phone)', [
        `code after 5 min 1 s: ${expired.body.code}; registration code on find-password: ${registration.body.code}`,
        `owner's code as MANAGER_USER: ${asManager.body.code}; for demo's phone: ${forDemo.body.code}; by e-mail: ${byEmail.body.code}`,
        `owner resets with the same code afterwards: ${done.body.message}; replay of the used code: ${replay.body.code}; sign-in with new password + code: ${signedIn.body.message}`,
      ]);
    });
  });
});
