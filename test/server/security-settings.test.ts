import { loadConfig } from '../../server/config';
import { cbpRoutes } from '../../contract/cbp.routes';
import { buildTestServer, testServerForBlock } from '../helpers/server';
import { auditOf, call, iamServerForBlock, login, signedIn } from '../abuse/abuse.fixtures';

const LOGO_PATH = cbpRoutes.logo.path;

// A fresh embedded database takes several seconds to open in a new jest worker (more on a busy
// machine), and the TRUST_PROXY cases open one each.
jest.setTimeout(180_000);

/** Issue 13 findings 4 and 13: API answers are not cached, browser features are off, the docs can go, proxies are trusted by count or address. */
describe('security settings of the server', () => {
  const server = iamServerForBlock();

  it('marks a signed-in API answer and a sign-in answer Cache-Control: no-store', async () => {
    const { at } = await signedIn(server.app, 'client', 'demo');
    const detail = await call(server.app, 'GET', '/user/detail', { at });
    expect(detail.status).toBe(200);
    expect(detail.headers['cache-control']).toBe('no-store');
    const signIn = await login(server.app, 'client', { loginName: 'demo' });
    expect(signIn.headers['cache-control']).toBe('no-store');
  });

  it('keeps the cache header a route sets itself (a logo) and the pages their own', async () => {
    const { uuid } = await server.ctx.db.selectFrom('app_logo').select('uuid').executeTakeFirstOrThrow();
    const { at } = await signedIn(server.app, 'client', 'demo');
    const logo = await server.app.inject({ method: 'GET', url: `/api${LOGO_PATH}?uuid=${uuid}`, headers: { authorization: `Bearer ${at}` } });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=86400');
    const page = await server.app.inject({ method: 'GET', url: '/portal-config.json' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends a Permissions-Policy that switches powerful features off, on API answers and pages', async () => {
    for (const url of ['/api/health', '/portal-config.json', '/api/no/such/thing']) {
      const r = await server.app.inject({ method: 'GET', url });
      expect(String(r.headers['permissions-policy'])).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    }
  });

  it('serves /api/docs by default', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(200);
  });
});

describe('API_DOCS=false', () => {
  const server = testServerForBlock({ env: { API_DOCS: 'false' } });

  it('answers /api/docs with the 404 envelope', async () => {
    const r = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('TRUST_PROXY', () => {
  const failureFrom = async (env: Record<string, string>, forwardedFor: string) => {
    const server = await buildTestServer({ env });
    try {
      await call(server.app, 'POST', '/client/login', {
        body: { loginName: 'nobody', pwd: 'Wrong@2026' },
        encrypted: true,
        headers: { 'x-forwarded-for': forwardedFor },
      });
      const rows = await auditOf(server, ['login.failure']);
      return rows.at(-1)!.ip;
    } finally {
      await server.close();
    }
  };

  it('true trusts the one proxy in front: a forged leftmost X-Forwarded-For entry is not the address', async () => {
    expect(await failureFrom({ TRUST_PROXY: 'true' }, '100.64.0.9, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('a number trusts that many hops', async () => {
    expect(await failureFrom({ TRUST_PROXY: '2' }, '100.64.0.9, 198.51.100.7, 10.0.0.2')).toBe('198.51.100.7');
  });

  it('a list trusts only the proxies it names', async () => {
    expect(await failureFrom({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }, '100.64.0.9, 198.51.100.7, 10.0.0.2')).toBe('198.51.100.7');
    // The test's own address (127.0.0.1) is not named: its header is not believed at all.
    expect(await failureFrom({ TRUST_PROXY: '10.0.0.0/8' }, '100.64.0.9, 198.51.100.7')).toBe('127.0.0.1');
  });

  it('unset believes no header', async () => {
    expect(await failureFrom({}, '100.64.0.9')).toBe('127.0.0.1');
  });

  it('refuses a value it cannot read, saying what it takes', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'everything' })).toThrow(/TRUST_PROXY must be false, a number of proxy hops from 1 to 10/);
    expect(() => loadConfig({ TRUST_PROXY: '500' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback,192.168.0.0/16' }).trustProxy).toEqual(['loopback', '192.168.0.0/16']);
  });
});

describe('AUDIT_RETENTION_DAYS', () => {
  it('defaults to more than six months and refuses less than 183 days', () => {
    expect(loadConfig({}).auditRetentionDays).toBeGreaterThanOrEqual(183);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '365' }).auditRetentionDays).toBe(365);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '90' })).toThrow(/AUDIT_RETENTION_DAYS must be an integer from 183/);
  });
});
