import { report } from '../helpers/report';
import { auditOf, FULL, iamServerForBlock, login, MINUTE, tally, verificationCounter } from './abuse.fixtures';

/**
 * One common password against many login names, known and unknown, from one address
 * (server README, "Throttling": more than 30 sign-in attempts in 5 minutes → 429 + Retry-After).
 */
describe('password spraying from one address', () => {
  const server = iamServerForBlock();
  const attacker = '203.0.113.66';
  const common = 'Welcome@123';
  // Known primary accounts by each of their names, and names nobody has; 12 of them keep each
  // name under its own lock (30 checked attempts → at most 3 per name).
  const known = ['demo', 'demo2', '13800000002', 'demo2@portal.example'];
  const unknown = ['ghost', 'root', 'test', 'zhangsan', '13900000000', 'nobody@portal.example', 'guest', 'user1'];
  const names = known.flatMap((k, i) => [k, unknown[2 * i], unknown[2 * i + 1]]);

  it('stops the spray at 30 attempts with 429 and Retry-After, whatever address headers it forges', async () => {
    const verifications = verificationCounter();
    const rounds = FULL ? 6 : 1;
    const perRound = FULL ? 120 : 45;
    const lines: string[] = [];
    let totalChecked = 0;
    for (let round = 0; round < rounds; round += 1) {
      const before = verifications.count;
      const answers = [];
      for (let i = 0; i < perRound; i += 1) {
        // Forged proxy headers must not buy fresh addresses (TRUST_PROXY is off).
        const headers = { 'x-forwarded-for': `100.64.${round}.${i + 1}`, 'x-real-ip': `100.65.${round}.${i + 1}` };
        answers.push(await login(server.app, 'client', { loginName: names[i % names.length], pwd: common }, attacker).then((a) => ({ ...a, forged: headers })));
      }
      const checked = verifications.count - before;
      totalChecked += checked;
      const codes = answers.map((a) => a.body.code);
      // The 30 admitted are checked, or refused by a name's own lock when earlier rounds hit that name 5 times.
      expect(codes.slice(0, 30).every((c) => c === 'LOGIN_FAILED' || c === 'LOGIN_LOCKED')).toBe(true);
      expect(codes.slice(0, 30).filter((c) => c === 'LOGIN_FAILED')).toHaveLength(checked);
      expect(codes.slice(30)).toEqual(Array(perRound - 30).fill('TOO_MANY_REQUESTS'));
      const limited = answers[30];
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(300);
      expect(checked).toBeLessThanOrEqual(30);
      if (round === 0) expect(checked).toBe(30);
      lines.push(
        `round ${round + 1}: ${perRound} attempts over ${names.length} names → ${tally(codes)}; passwords checked ${checked}; first 429 "${limited.body.message}" Retry-After ${retryAfter}`,
      );
      server.clock.advance(5 * MINUTE);
    }
    verifications.restore();
    // Every refusal is counted, on a row per name and 10 minutes rather than one row each (issue 13 finding 10).
    const ipLimited = await auditOf(server, ['login.ip-limited']);
    const refusals = ipLimited.reduce((sum, r) => sum + r.repeats, 0);
    expect(refusals).toBe(rounds * (perRound - 30));
    expect(ipLimited.length).toBeLessThanOrEqual(rounds * names.length);
    expect(ipLimited.every((r) => r.ip === attacker)).toBe(true);
    report('abuse', `Spraying "${common}" from ${attacker} (forged X-Forwarded-For on every request)`, [
      ...lines,
      `passwords checked in all: ${totalChecked} (at most 30 per 5 minutes); audit login.ip-limited: ${refusals} refusals on ${ipLimited.length} rows, all for ${attacker}`,
    ]);
  });

  it('holds the address limit against a parallel spray', async () => {
    server.clock.advance(10 * MINUTE);
    const verifications = verificationCounter();
    const burst = FULL ? 300 : 80;
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, i) => login(server.app, 'client', { loginName: `${names[i % names.length]}`, pwd: common }, '203.0.113.67')),
    );
    const checked = verifications.count;
    verifications.restore();
    const codes = answers.map((a) => a.body.code);
    // Some of the 30 admitted may meet a name's lock instead of a check; none beyond 30 is checked.
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(burst - 30);
    expect(checked).toBeLessThanOrEqual(30);
    expect(codes.filter((c) => c === 'LOGIN_FAILED')).toHaveLength(checked);
    report('abuse', 'Parallel spray from 203.0.113.67', [
      `${burst} attempts at once over ${names.length} names: ${tally(codes)}; passwords checked: ${checked}`,
    ]);
  });

  it('answers known and unknown names alike: same status, message, code, checks and audit', async () => {
    server.clock.advance(30 * MINUTE);
    const verifications = verificationCounter();
    // Pairs that differ only in whether the account exists; each tried from an address of its own.
    const pairs: Array<[string, Record<string, unknown>, Record<string, unknown>, 'client' | 'manager']> = [
      ['client name', { loginName: 'demo' }, { loginName: 'ghost' }, 'client'],
      ['client phone', { loginName: '13800000004' }, { loginName: '13900000001' }, 'client'],
      ['client e-mail', { loginName: 'demo@portal.example' }, { loginName: 'ghost@portal.example' }, 'client'],
      ['manager', { loginName: 'admin' }, { loginName: 'administrator' }, 'manager'],
      [
        'sub-account',
        { accountType: 'SUB_ACCOUNT', priLoginName: 'demo', loginName: 'operator' },
        { accountType: 'SUB_ACCOUNT', priLoginName: 'demo', loginName: 'ghost' },
        'client',
      ],
      [
        'primary of a sub-account',
        { accountType: 'SUB_ACCOUNT', priLoginName: 'demo', loginName: 'operator' },
        { accountType: 'SUB_ACCOUNT', priLoginName: 'ghost', loginName: 'operator' },
        'client',
      ],
    ];
    const lines: string[] = [];
    let n = 0;
    const lastAuditId = async () => (await auditOf(server, ['login.failure', 'login.locked'])).at(-1)?.id ?? 0;
    for (const [label, knownBody, unknownBody, kind] of pairs) {
      const shape = async (body: Record<string, unknown>) => {
        const before = verifications.count;
        const since = await lastAuditId();
        const answers = [];
        // Six tries: five failures and the lock, so the lock's answer is compared too.
        for (let i = 0; i < 6; i += 1) answers.push(await login(server.app, kind, { ...body, pwd: 'Welcome@123' }, `192.0.2.${++n}`));
        const audit = (await auditOf(server, ['login.failure', 'login.locked'])).filter((r) => r.id > since).map((r) => ({ event: r.event, detail: r.detail }));
        return {
          answers: answers.map((a) => ({ status: a.status, body: a.body, retryAfter: a.headers['retry-after'] ?? null })),
          checked: verifications.count - before,
          audit,
        };
      };
      const k = await shape(knownBody);
      const u = await shape(unknownBody);
      expect(u.answers).toEqual(k.answers);
      expect(u.checked).toBe(k.checked);
      // The audit trail records the same events with the same details (only the user id differs).
      expect(u.audit).toEqual(k.audit);
      lines.push(
        `${label}: known and unknown both ${tally(k.answers.map((a) => `${a.status} ${a.body.code}`))}; passwords checked ${k.checked} each; audit ${tally(k.audit.map((a) => a.event))} each`,
      );
      server.clock.advance(20 * MINUTE);
    }
    verifications.restore();
    report('abuse', 'User enumeration: known and unknown names, 6 wrong tries each', lines);
  });

  it('leaves other addresses alone and lets the owner sign in from their own address', async () => {
    server.clock.advance(30 * MINUTE);
    for (let i = 0; i < 31; i += 1) await login(server.app, 'client', { loginName: `spray${i}`, pwd: 'Welcome@123' }, attacker);
    const blocked = await login(server.app, 'client', { loginName: 'demo' }, attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_REQUESTS');
    const owner = await login(server.app, 'client', { loginName: 'demo' }, '198.51.100.30');
    const manager = await login(server.app, 'manager', { loginName: 'admin' }, '198.51.100.31');
    expect(owner.body.success).toBe(true);
    expect(manager.body.success).toBe(true);
    const wait = Number(blocked.headers['retry-after']);
    server.clock.advance(wait * 1000);
    const later = await login(server.app, 'client', { loginName: 'demo' }, attacker);
    expect(later.body.success).toBe(true);
    report('abuse', 'After a spray', [
      `attacker's address, right password for demo: ${blocked.status} ${blocked.body.code} Retry-After ${wait}`,
      `owner from 198.51.100.30: ${owner.body.message}; admin from 198.51.100.31: ${manager.body.message}`,
      `the attacker's address after Retry-After: ${later.body.message} (the limit is not a ban)`,
    ]);
  });
});
