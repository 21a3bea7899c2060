import { call, iamServerForBlock, PASSWORD, signedIn } from './iam.fixtures';

const MINUTE = 60_000;

describe('verification codes', () => {
  const server = iamServerForBlock();
  let n = 0;
  const freshIp = () => `10.9.${Math.floor(n / 250)}.${(n++ % 250) + 1}`;
  const registerCode = (mobile: string, ip = freshIp()) => call(server.app, 'POST', '/auth/verifice-code/tenant', { body: { mobile }, ip });
  const findCode = (loginName: string, verificeChannel: 'SMS' | 'EMAIL', ip = freshIp()) =>
    call(server.app, 'POST', '/auth/getMsgVerificeCode', { body: { loginName, loginUserType: 'CLIENT_USER', scope: 'PWDRESET', verificeChannel }, ip });

  it('sends 6 digits to the outbox with the success message', async () => {
    const r = await registerCode('13900000001');
    expect(r.body).toEqual({ success: true, data: { resendAfterSeconds: 60 }, message: '验证码已发送', code: 'OK' });
    const m = server.app.delivery.lastTo('13900000001')!;
    expect(m).toMatchObject({ channel: 'SMS', scope: 'REGISTER', destination: '13900000001' });
    expect(m.code).toMatch(/^\d{6}$/);
    expect(m.text).toContain(m.code);
  });

  it('stores only a hash of the code', async () => {
    const m = server.app.delivery.lastTo('13900000001')!;
    const rows = await server.ctx.db.selectFrom('verification_code').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(`"${m.code}"`);
  });

  it('refuses a resend from the same address within 60 s for SMS, saying how long to wait', async () => {
    const ip = '10.8.0.1';
    expect((await registerCode('13900000009', ip)).body.success).toBe(true);
    server.clock.advance(20_000);
    const r = await registerCode('13900000009', ip);
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({ code: 'CODE_TOO_SOON', message: '请40秒后再获取验证码' });
    expect(r.headers['retry-after']).toBe('40');
    server.clock.advance(40_000);
    expect((await registerCode('13900000009', ip)).body.success).toBe(true);
  });

  it('refuses an e-mail resend from the same address within 180 s', async () => {
    const ip = '10.8.0.2';
    expect((await findCode('demo@portal.example', 'EMAIL', ip)).body.data.resendAfterSeconds).toBe(180);
    server.clock.advance(MINUTE);
    const r = await findCode('demo@portal.example', 'EMAIL', ip);
    expect(r.body).toMatchObject({ code: 'CODE_TOO_SOON', message: '请2分钟后再获取验证码' });
    server.clock.advance(2 * MINUTE);
    expect((await findCode('demo@portal.example', 'EMAIL', ip)).body.success).toBe(true);
  });

  it("does not hold another address back with the countdown of a stranger's code (N-4)", async () => {
    server.clock.advance(5 * MINUTE);
    expect((await registerCode('13900000008', '10.8.0.3')).body.success).toBe(true);
    expect((await registerCode('13900000008', '10.8.0.4')).body.success).toBe(true);
  });

  it('answers an unknown phone like a known one and delivers nothing', async () => {
    const before = server.app.delivery.outbox.length;
    const unknown = await findCode('13999999999', 'SMS');
    const known = await findCode('13800000004', 'SMS');
    expect(unknown.body).toEqual(known.body);
    expect(server.app.delivery.outbox.length).toBe(before + 1);
    expect(server.app.delivery.lastTo('13999999999')).toBeUndefined();
    const ip = '10.8.0.5';
    expect((await findCode('13999999998', 'SMS', ip)).body.success).toBe(true);
    const resend = await findCode('13999999998', 'SMS', ip);
    expect(resend.body.code).toBe('CODE_TOO_SOON');
  });

  it('checks the phone before sending', async () => {
    const r = await registerCode('1380000');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('只允许输入11位纯数字');
  });

  it('allows one address at most 3 codes an hour and 5 a day to one destination', async () => {
    const mobile = '13900000003';
    const ip = '10.8.1.1';
    for (let i = 0; i < 3; i += 1) {
      expect((await registerCode(mobile, ip)).body.success).toBe(true);
      server.clock.advance(MINUTE);
    }
    const hourly = await registerCode(mobile, ip);
    expect(hourly.body.code).toBe('CODE_LIMIT');
    expect(hourly.body.message).toMatch(/^验证码获取过于频繁，请\d+分钟后再试$/);
    server.clock.advance(58 * MINUTE);
    for (let i = 0; i < 2; i += 1) {
      expect((await registerCode(mobile, ip)).body.success).toBe(true);
      server.clock.advance(MINUTE);
    }
    server.clock.advance(60 * MINUTE);
    expect((await registerCode(mobile, ip)).body.code).toBe('CODE_LIMIT');
    server.clock.advance(24 * 60 * MINUTE);
    expect((await registerCode(mobile, ip)).body.success).toBe(true);
  });

  it('allows at most 10 codes an hour and 20 a day to one destination from all addresses together', async () => {
    server.clock.advance(25 * 60 * MINUTE);
    const mobile = '13900000002';
    for (let i = 0; i < 10; i += 1) {
      expect((await registerCode(mobile)).body.success).toBe(true);
      server.clock.advance(MINUTE);
    }
    const hourly = await registerCode(mobile);
    expect(hourly.body.code).toBe('CODE_LIMIT');
    server.clock.advance(51 * MINUTE);
    for (let i = 0; i < 10; i += 1) {
      expect((await registerCode(mobile)).body.success).toBe(true);
      server.clock.advance(MINUTE);
    }
    server.clock.advance(60 * MINUTE);
    expect((await registerCode(mobile)).body.code).toBe('CODE_LIMIT');
    server.clock.advance(24 * 60 * MINUTE);
    expect((await registerCode(mobile)).body.success).toBe(true);
  });

  it('allows at most 20 codes an hour from one address', async () => {
    server.clock.advance(MINUTE);
    const ip = '198.51.100.9';
    for (let i = 0; i < 20; i += 1) expect((await registerCode(`1370000${String(i).padStart(4, '0')}`, ip)).body.success).toBe(true);
    const limited = await registerCode('13700009999', ip);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('CODE_LIMIT');
    expect((await registerCode('13700009999', '198.51.100.10')).body.success).toBe(true);
  });

  describe('checking a code (phone change)', () => {
    let at: string;
    let id: number;
    beforeAll(async () => {
      const s = await signedIn(server.app, 'client', 'demo2');
      at = s.at;
      id = s.user.id;
    });
    const ask = (mobile: string) => call(server.app, 'POST', '/auth/verifice-code/mobile', { at, body: { mobile, userType: 'CLIENT_USER' }, ip: freshIp() });
    const change = (mobile: string, verificeCode: string) =>
      call(server.app, 'POST', '/user/self/update/mobile', { at, body: { id, mobile, verificeCode, password: PASSWORD } });
    const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000');

    it('burns a code after 5 wrong tries', async () => {
      await ask('13600000001');
      const code = server.app.delivery.lastTo('13600000001')!.code;
      for (let i = 0; i < 5; i += 1) expect((await change('13600000001', wrongFor(code))).body.code).toBe('CODE_INVALID');
      expect((await change('13600000001', code)).body).toMatchObject({ code: 'CODE_INVALID', message: '验证码错误或已失效' });
    });

    it('expires a code after 5 minutes', async () => {
      server.clock.advance(MINUTE);
      await ask('13600000002');
      const code = server.app.delivery.lastTo('13600000002')!.code;
      server.clock.advance(5 * MINUTE + 1000);
      expect((await change('13600000002', code)).body.code).toBe('CODE_INVALID');
    });

    it('replaces the previous code with a new one', async () => {
      await ask('13600000003');
      const first = server.app.delivery.lastTo('13600000003')!.code;
      server.clock.advance(MINUTE);
      await ask('13600000003');
      const second = server.app.delivery.lastTo('13600000003')!.code;
      if (first !== second) expect((await change('13600000003', first)).body.code).toBe('CODE_INVALID');
      expect((await change('13600000003', second)).body.success).toBe(true);
    });

    it('allows the next code at once after the previous one was used', async () => {
      server.clock.advance(MINUTE);
      await ask('13600000006');
      const code = server.app.delivery.lastTo('13600000006')!.code;
      expect((await change('13600000006', code)).body.success).toBe(true);
      expect((await ask('13600000006')).body.success).toBe(true);
    });

    it('binds a code to its destination: it does not change the phone to another number', async () => {
      server.clock.advance(MINUTE);
      await ask('13600000004');
      const code = server.app.delivery.lastTo('13600000004')!.code;
      expect((await change('13600000005', code)).body.code).toBe('CODE_INVALID');
    });

    it('audits sent, refused and failed codes without the codes', async () => {
      const rows = await server.ctx.db.selectFrom('audit_log').select(['event', 'detail']).where('event', 'like', 'code.%').execute();
      const events = new Set(rows.map((r) => r.event));
      expect([...events]).toEqual(expect.arrayContaining(['code.sent', 'code.refused', 'code.failed', 'code.burned']));
      const codes = server.app.delivery.outbox.map((m) => m.code).filter(Boolean);
      for (const row of rows) for (const code of codes) expect(row.detail ?? '').not.toContain(code);
    });
  });
});
