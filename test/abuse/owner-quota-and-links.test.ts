import { report } from '../helpers/report';
import { linkOrigin } from '../../server/http/origin';
import { call, iamServerForBlock, login, MINUTE, PASSWORD, tally } from './abuse.fixtures';

/**
 * Issue 22 N-4: a stranger asking again and again for codes to a victim's phone is stopped per
 * (address, destination); the owner, from their own address, still gets a code at once, and sign-in
 * (the password, then a code the password unlocked) is never blocked by what strangers asked for.
 * N-3: a forged Host header never becomes the host of a set-password link.
 */
jest.setTimeout(120_000);

const server = iamServerForBlock({ env: { LOGIN_SECURITY_MODE: '0', HOST: '127.0.0.1', PORT: '7650', ALLOWED_HOSTS: 'portal.local' } });

/** admin signed in (login security mode 0: the password, then the SMS code). */
let manager: { token: string; id: number } | null = null;
async function managerToken(): Promise<{ token: string; id: number }> {
  manager ??= await signInManager();
  return manager;
}
async function signInManager(): Promise<{ token: string; id: number }> {
  const ip = '198.51.100.41';
  const asked = await call(server.app, 'POST', '/auth/getMsgVerificeCode', {
    body: { loginName: 'admin', pwd: PASSWORD, loginUserType: 'MANAGER_USER', scope: 'LOGIN', verificeChannel: 'SMS' },
    ip,
  });
  if (!asked.body.success) throw new Error(asked.body.message);
  const code = server.app.delivery.lastTo('13800000001', 'LOGIN')!.code;
  const r = await login(server.app, 'manager', { loginName: 'admin', verificeChannel: 'SMS', verificeCode: code }, ip);
  if (!r.body.success) throw new Error(r.body.message);
  return { token: r.body.data.at, id: r.body.data.user.id };
}

describe('codes a stranger cannot use up (N-4)', () => {
  const phone = '13800000002'; // demo's
  const resetCode = (ip: string) =>
    call(server.app, 'POST', '/auth/getMsgVerificeCode', {
      body: { loginName: phone, loginUserType: 'CLIENT_USER', scope: 'PWDRESET', verificeChannel: 'SMS' },
      ip,
    });
  const signInCode = (ip: string) =>
    call(server.app, 'POST', '/auth/getMsgVerificeCode', {
      body: { loginName: 'demo', pwd: PASSWORD, loginUserType: 'CLIENT_USER', scope: 'LOGIN', verificeChannel: 'SMS' },
      ip,
    });
  const delivered = (scope: string) => server.app.delivery.outbox.filter((m) => m.destination === phone && m.scope === scope).length;

  it('stops a burst from one address, and the owner gets a find-password code from theirs at once', async () => {
    const attacker = '203.0.113.50';
    const owner = '198.51.100.20';
    const codes: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      codes.push((await resetCode(attacker)).body.code);
      server.clock.advance(61_000);
    }
    expect(codes.filter((c) => c === 'OK')).toHaveLength(3);
    expect(codes.slice(3).every((c) => c === 'CODE_LIMIT')).toBe(true);
    const before = delivered('PWDRESET');
    const own = await resetCode(owner);
    expect(own.body).toMatchObject({ success: true, code: 'OK' });
    expect(delivered('PWDRESET')).toBe(before + 1);
    report('abuse', 'N-4: one address asks 30 times for find-password codes to the owner’s phone, a minute apart', [
      `attacker: ${tally(codes)}`,
      `owner from another address: ${own.body.code} at once`,
    ]);
  });

  it("does not make the owner wait out a stranger's resend countdown", async () => {
    server.clock.advance(25 * 60 * MINUTE);
    expect((await resetCode('203.0.113.51')).body.code).toBe('OK');
    // Immediately, from the owner's address: the stranger's countdown is the stranger's.
    expect((await resetCode('198.51.100.21')).body.code).toBe('OK');
  });

  it('still sends the owner a sign-in code when a botnet has used up the phone’s cap for the day', async () => {
    server.clock.advance(25 * 60 * MINUTE);
    const answers: string[] = [];
    for (let i = 0; i < 40; i += 1) {
      answers.push((await resetCode(`203.0.114.${i + 1}`)).body.code);
      server.clock.advance(2 * MINUTE);
    }
    expect(answers).toContain('CODE_LIMIT');
    expect((await resetCode('203.0.115.1')).body.code).toBe('CODE_LIMIT');
    // The owner proves the password first: the code is theirs, outside strangers' counts.
    const code = await signInCode('198.51.100.22');
    expect(code.body).toMatchObject({ success: true, code: 'OK' });
    const sent = server.app.delivery.lastTo(phone, 'LOGIN')!.code;
    const signIn = await login(server.app, 'client', { loginName: 'demo', verificeChannel: 'SMS', verificeCode: sent }, '198.51.100.22');
    expect(signIn.body.success).toBe(true);
    report('abuse', 'N-4: a botnet of 40 addresses uses up the phone’s daily find-password cap', [
      `botnet: ${tally(answers)}`,
      `owner: sign-in code ${code.body.code}, sign-in ${signIn.body.success ? 'OK' : signIn.body.code}`,
    ]);
  });
});

describe('set-password link host (N-3)', () => {
  // The quota suite's server: HOST 127.0.0.1, PORT 7650, ALLOWED_HOSTS portal.local.
  const linkFor = async (headers: Record<string, string>) => {
    const at = await managerToken();
    const r = await call(server.app, 'POST', '/mgruser/reset-password-link', { at: at.token, body: { userId: at.id }, headers, ip: '198.51.100.40' });
    expect(r.body.success).toBe(true);
    const text = server.app.delivery.lastTo('admin@portal.example', 'SET_PASSWORD')!.text;
    return /https?:\/\/[^/\s]+/.exec(text)![0];
  };

  it('ignores a forged Host and uses the address the server listens on', async () => {
    expect(await linkFor({ host: 'evil.example' })).toBe('http://127.0.0.1:7650');
    expect(await linkFor({ host: 'evil.example:7650' })).toBe('http://127.0.0.1:7650');
    expect(await linkFor({ host: 'localhost:7650' })).toBe('http://localhost:7650');
  });

  it('ignores X-Forwarded-Host from a client no proxy vouches for', async () => {
    expect(await linkFor({ host: '127.0.0.1:7650', 'x-forwarded-host': 'evil.example' })).toBe('http://127.0.0.1:7650');
  });

  it('takes a Host of ALLOWED_HOSTS (without another port), and PUBLIC_URL over everything', async () => {
    expect(await linkFor({ host: 'portal.local' })).toBe('http://portal.local');
    expect(await linkFor({ host: 'portal.local:1234' })).toBe('http://127.0.0.1:7650');
    const base = {
      allowedHosts: [],
      host: 'evil.example',
      protocol: 'http',
      localAddress: '127.0.0.1',
      localPort: 7650,
      configHost: '127.0.0.1',
      configPort: 7650,
    };
    expect(linkOrigin({ ...base, publicUrl: 'https://portal.example.com' })).toBe('https://portal.example.com');
    expect(linkOrigin({ ...base, publicUrl: '', localAddress: '::ffff:10.0.0.5', localPort: 8443 })).toBe('http://10.0.0.5:8443');
    expect(linkOrigin({ ...base, publicUrl: '', host: '10.0.0.5:8443', localAddress: '::ffff:10.0.0.5', localPort: 8443 })).toBe('http://10.0.0.5:8443');
  });
});
