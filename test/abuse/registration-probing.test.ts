import { report } from '../helpers/report';
import { auditOf, call, iamServerForBlock, MINUTE, tally } from './abuse.fixtures';

// A seeded embedded database opens slowly in a fresh worker on a busy machine.
jest.setTimeout(180_000);

/**
 * Issue 13 findings 3 and 10: registration and find password as an enumeration oracle and as
 * unthrottled writes. Without a valid code nothing tells a taken name, phone or e-mail from a free
 * one; one address gets 30 tries per 10 minutes at each; the refusals are counted on a few audit
 * rows instead of one row each.
 */
describe('probing registration and find password from one address', () => {
  const server = iamServerForBlock();

  const form = (overrides: Record<string, unknown> = {}) => ({
    tenantName: '探测租户',
    pid: 1798,
    parentTenantId: 1708,
    userName: 'probe_user',
    mobile: '13911110000',
    email: 'probe@example.com',
    verificeCode: '123456',
    password: 'Probe#2027x',
    confirmPassword: 'Probe#2027x',
    choices: ['agree'],
    ...overrides,
  });
  const register = (body: Record<string, unknown>, ip: string, language = 'zh-CN') =>
    call(server.app, 'POST', '/tenant/register', { body, ip, headers: { 'accept-language': language } });

  it('answers a taken user name, phone or e-mail exactly like a free one when the code is wrong', async () => {
    const probes: Array<[string, Record<string, unknown>]> = [
      ['free', {}],
      ['taken user name', { userName: 'demo' }],
      ['taken phone', { mobile: '13800000002' }],
      ['taken e-mail', { email: 'demo@portal.example' }],
      ['all three taken', { userName: 'demo', mobile: '13800000002', email: 'demo@portal.example' }],
    ];
    const answers = [];
    for (const [name, overrides] of probes) {
      const r = await register(form(overrides), '198.51.100.10');
      answers.push({ name, status: r.status, code: r.body.code, message: r.body.message });
    }
    const [free, ...taken] = answers;
    expect(free).toMatchObject({ status: 400, code: 'CODE_INVALID' });
    for (const t of taken) expect({ ...t, name: free.name }).toEqual(free);
    report(
      'abuse',
      'Registration probes without a valid code',
      answers.map((a) => `${a.name}: ${a.status} ${a.code} "${a.message}"`),
    );
  });

  it('stops a flood of registrations at 30 per 10 minutes with 429, Retry-After and a message in the caller’s language', async () => {
    const attacker = '198.51.100.20';
    const answers = [];
    for (let i = 0; i < 40; i += 1) answers.push(await register(form({ userName: `probe_${i}` }), attacker, 'en-US'));
    const codes = answers.map((a) => a.body.code);
    expect(codes.slice(0, 30)).toEqual(Array(30).fill('CODE_INVALID'));
    expect(codes.slice(30)).toEqual(Array(10).fill('TOO_MANY_REQUESTS'));
    const limited = answers[30];
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many requests, please try again later');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
    // Another address is not held up, and the attacker's window ends.
    expect((await register(form(), '198.51.100.21')).body.code).toBe('CODE_INVALID');
    server.clock.advance(10 * MINUTE);
    expect((await register(form(), attacker)).body.code).toBe('CODE_INVALID');
    report('abuse', `40 registrations from ${attacker}`, [
      `${tally(codes)}; first 429 "${limited.body.message}" Retry-After ${limited.headers['retry-after']}`,
    ]);
  });

  it('stops a flood of find-password and set-password requests at 30 per 10 minutes together', async () => {
    const attacker = '198.51.100.30';
    const codes: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const r = await call(server.app, 'POST', '/auth/resetPwd', {
        body: {
          loginName: `1391111${String(i).padStart(4, '0')}`,
          verificeCode: '123456',
          verificeChannel: 'SMS',
          loginUserType: 'CLIENT_USER',
          newPwd: 'Probe#2027x',
          againPwd: 'Probe#2027x',
        },
        encrypted: true,
        ip: attacker,
      });
      codes.push(r.body.code);
    }
    for (let i = 0; i < 20; i += 1) {
      const r = await call(server.app, 'POST', '/auth/init/password', {
        body: { key: `not-a-key-${i}`, password: 'Probe#2027x', confirmPassword: 'Probe#2027x' },
        encrypted: true,
        ip: attacker,
      });
      codes.push(r.body.code);
    }
    expect(codes.slice(0, 20)).toEqual(Array(20).fill('CODE_INVALID'));
    expect(codes.slice(20, 30)).toEqual(Array(10).fill('KEY_INVALID'));
    expect(codes.slice(30)).toEqual(Array(10).fill('TOO_MANY_REQUESTS'));
    report('abuse', `20 find-password and 20 set-password requests from ${attacker}`, [tally(codes)]);
  });

  it('counts repeated refusals on a few audit rows instead of one row each', async () => {
    const attacker = '198.51.100.40';
    server.clock.advance(10 * MINUTE);
    for (let i = 0; i < 60; i += 1) await register(form(), attacker);
    const limited = (await auditOf(server, ['register.limited'])).filter((r) => r.ip === attacker);
    const counts = await server.ctx.db.selectFrom('audit_log').select(['event', 'repeats']).where('ip', '=', attacker).execute();
    expect(limited).toHaveLength(1);
    expect(counts.find((r) => r.event === 'register.limited')!.repeats).toBe(30);
    // The 30 admitted failed on the code: one row for the unknown code of one phone, counted.
    const failed = await server.ctx.db
      .selectFrom('audit_log')
      .select(['repeats', 'detail'])
      .where('event', '=', 'code.failed')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(failed.repeats).toBeGreaterThanOrEqual(30);
    report('abuse', `60 registrations from ${attacker}: audit rows`, [
      `rows with its address: ${counts.length} (${counts.map((r) => `${r.event}×${r.repeats}`).join(', ')}); code.failed ${failed.detail} ×${failed.repeats}`,
    ]);
  });
});
