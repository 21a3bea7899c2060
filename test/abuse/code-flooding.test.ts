import { report } from '../helpers/report';
import { addresses, auditOf, call, FULL, iamServerForBlock, MINUTE, tally } from './abuse.fixtures';

/**
 * Flooding code requests (server README, "Codes"): resend after 60 s (SMS) / 180 s (e-mail),
 * at most 3 an hour and 5 a day per address and destination, 10 an hour and 20 a day per
 * destination from everywhere (issue 22 N-4), 20 an hour per address, refusals 429 with
 * the wait. What counts is what was delivered (app.delivery.outbox).
 */
describe('code request flooding', () => {
  const server = iamServerForBlock();
  const botnet = addresses('10.99');
  const registerCode = (mobile: string, ip: string) => call(server.app, 'POST', '/auth/verifice-code/tenant', { body: { mobile }, ip });
  const resetCode = (loginName: string, ip: string, verificeChannel: 'SMS' | 'EMAIL' = 'SMS') =>
    call(server.app, 'POST', '/auth/getMsgVerificeCode', { body: { loginName, loginUserType: 'CLIENT_USER', scope: 'PWDRESET', verificeChannel }, ip });
  const deliveredTo = (destination: string) => server.app.delivery.outbox.filter((m) => m.destination === destination);
  /** The most messages in any window of `ms` (sliding, starting at each message). */
  const mostIn = (times: number[], ms: number) => Math.max(0, ...times.map((t) => times.filter((u) => u >= t && u < t + ms).length));

  it('delivers at most 10 codes an hour and 20 a day to one phone, whatever the purpose and however many addresses ask', async () => {
    const phone = '13800000002';
    const stepMs = (FULL ? 3 : 12) * MINUTE;
    const steps = Math.ceil((26 * 60 * MINUTE) / stepMs);
    const codes: string[] = [];
    for (let step = 0; step < steps; step += 1) {
      // Registration and find-password codes to the same phone, two asks per step from two addresses.
      for (let i = 0; i < 2; i += 1) {
        const r = step % 2 ? await resetCode(phone, botnet()) : await registerCode(phone, botnet());
        codes.push(r.body.code);
        if (r.status === 429) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      }
      server.clock.advance(stepMs);
    }
    const times = deliveredTo(phone).map((m) => Date.parse(m.time));
    expect(mostIn(times, 60 * MINUTE)).toBeLessThanOrEqual(10);
    expect(mostIn(times, 24 * 60 * MINUTE)).toBeLessThanOrEqual(20);
    expect(times.length).toBe(codes.filter((c) => c === 'OK').length);
    expect(codes).toContain('CODE_LIMIT');
    // The resend countdown is each requester's own (N-4): one address's code never holds another back.
    expect(codes).not.toContain('CODE_TOO_SOON');
    report('abuse', `One phone (${phone}) flooded for 26 h from a botnet, every ${stepMs / MINUTE} min ×2, REGISTER and PWDRESET in turn`, [
      `${codes.length} requests: ${tally(codes)}`,
      `delivered: ${times.length}; most in any hour ${mostIn(times, 60 * MINUTE)} (≤10), in any day ${mostIn(times, 24 * 60 * MINUTE)} (≤20)`,
    ]);
  });

  it('delivers at most 20 codes an hour from one address across many destinations, sequential or parallel, and leaves other addresses alone', async () => {
    server.clock.advance(25 * 60 * MINUTE);
    const attacker = '203.0.113.77';
    const count = FULL ? 300 : 60;
    // Known and unknown phones and e-mails; unknown ones get the same answer and nothing delivered.
    const destinations = Array.from({ length: count }, (_, i) =>
      i % 3 === 0
        ? { kind: 'register', to: `1370000${String(i).padStart(4, '0')}` }
        : i % 3 === 1
          ? { kind: 'reset', to: `1390000${String(i).padStart(4, '0')}` }
          : { kind: 'email', to: `user${i}@example.com` },
    );
    const before = server.app.delivery.outbox.length;
    const ask = (d: { kind: string; to: string }, ip: string) =>
      d.kind === 'register' ? registerCode(d.to, ip) : d.kind === 'reset' ? resetCode(d.to, ip) : resetCode(d.to, ip, 'EMAIL');
    const answers = [];
    for (const d of destinations) answers.push(await ask(d, attacker));
    const codes = answers.map((a) => a.body.code);
    expect(codes.slice(0, 20)).toEqual(Array(20).fill('OK'));
    expect(codes.slice(20)).toEqual(Array(count - 20).fill('CODE_LIMIT'));
    const limited = answers[20];
    const wait = Number(limited.headers['retry-after']);
    expect(limited.status).toBe(429);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(limited.body.message).toMatch(/^验证码获取过于频繁，请\d+(秒|分钟|小时)后再试$/);
    const delivered = server.app.delivery.outbox.length - before;
    expect(delivered).toBeLessThanOrEqual(20);

    // The same flood in parallel from a second address.
    const second = '203.0.113.78';
    const before2 = server.app.delivery.outbox.length;
    const parallel = await Promise.all(
      destinations.map((d) => ask({ ...d, to: d.kind === 'email' ? `p${d.to}` : `${d.to.slice(0, 3)}8${d.to.slice(4)}` }, second)),
    );
    const parallelCodes = parallel.map((a) => a.body.code);
    expect(parallelCodes.filter((c) => c === 'OK')).toHaveLength(20);
    const delivered2 = server.app.delivery.outbox.length - before2;
    expect(delivered2).toBeLessThanOrEqual(20);

    // Somebody else's address is not affected; the attacker's is free again after the wait.
    expect((await registerCode('13600000001', '198.51.100.50')).body.success).toBe(true);
    server.clock.advance(wait * 1000);
    expect((await registerCode('13600000002', attacker)).body.success).toBe(true);
    const refused = await auditOf(server, ['code.refused']);
    report('abuse', 'Many destinations from one address (phones and e-mails, known and unknown)', [
      `${count} sequential from ${attacker}: ${tally(codes)}; delivered ${delivered} (unknown contacts get nothing); first refusal "${limited.body.message}" Retry-After ${wait}`,
      `${count} parallel from ${second}: ${tally(parallelCodes)}; delivered ${delivered2}`,
      `another address meanwhile: OK; ${attacker} after Retry-After: OK; audit code.refused so far: ${refused.length}`,
    ]);
  });

  it('delivers one code to a phone asked by a parallel burst from one address, and the owner gets a fresh one at once (N-4)', async () => {
    server.clock.advance(25 * 60 * MINUTE);
    const phone = '13800000004';
    const burst = FULL ? 200 : 40;
    const before = deliveredTo(phone).length;
    const answers = await Promise.all(Array.from({ length: burst }, () => resetCode(phone, '203.0.113.90')));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c === 'CODE_TOO_SOON')).toHaveLength(burst - 1);
    expect(deliveredTo(phone).length - before).toBe(1);
    const wait = Math.max(...answers.map((a) => Number(a.headers['retry-after'] ?? 0)));
    expect(wait).toBeLessThanOrEqual(60);
    const owner = await resetCode(phone, '198.51.100.51');
    expect(owner.body.success).toBe(true);
    const code = server.app.delivery.lastTo(phone, 'PWDRESET')!.code;
    const newPwd = 'Fresh@2026pw';
    const reset = await call(server.app, 'POST', '/auth/resetPwd', {
      encrypted: true,
      ip: '198.51.100.51',
      body: { loginName: phone, verificeChannel: 'SMS', verificeCode: code, newPwd, againPwd: newPwd, loginUserType: 'CLIENT_USER' },
    });
    expect(reset.body.success).toBe(true);
    const signIn = await call(server.app, 'POST', '/client/login', { encrypted: true, ip: '198.51.100.51', body: { loginName: 'demo2', pwd: newPwd } });
    expect(signIn.body.success).toBe(true);
    report('abuse', `Parallel burst of find-password codes to ${phone} from one address`, [
      `${burst} at once: ${tally(codes)}; delivered 1; longest wait ${wait}s`,
      `owner from another address at once: code sent, ${reset.body.message}, sign-in ${signIn.body.message}`,
    ]);
  });
});
