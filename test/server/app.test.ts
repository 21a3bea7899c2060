import { testServerForBlock } from '../helpers/server';

// A fresh embedded database takes several seconds to open in a new jest worker; the project's
// testTimeout does not reach hooks when jest runs several projects.
jest.setTimeout(60_000);

describe('the server frame', () => {
  const server = testServerForBlock();

  it('answers the health check with the database kind', async () => {
    const r = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ success: true, data: { status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' } });
  });

  it('answers an unknown /api path with a 404 envelope', async () => {
    const r = await server.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ success: false, data: null, message: '接口不存在', code: 'NOT_FOUND' });
  });

  it("sends a browser's own /favicon.ico request to the portal's SVG icon", async () => {
    const r = await server.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(r.statusCode).toBe(301);
    expect(r.headers.location).toBe('/favicon.svg');
  });

  it('sends the security headers', async () => {
    const r = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(String(r.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(String(r.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(r.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const r = await server.app.inject({
      method: 'POST',
      url: '/api/common/iam/v1/auth/refresh',
      headers: { 'content-type': 'application/json' },
      payload: '{"rt": ',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false, data: null });
    expect(r.json().message).toEqual(expect.any(String));
  });

  it('answers a body over the limit with 413', async () => {
    const r = await server.app.inject({
      method: 'POST',
      url: '/api/common/iam/v1/auth/refresh',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ rt: 'x'.repeat(300 * 1024) }),
    });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('publishes the OpenAPI document with the identity routes', async () => {
    const r = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(r.statusCode).toBe(200);
    const paths = Object.keys(r.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/common/iam/v1/client/login', '/api/common/iam/v1/tenant/getOrgNameRepeat/{name}', '/api/common/iam/v1/auth/refresh']),
    );
    const doc = r.json();
    expect(doc.paths['/api/common/iam/v1/user/detail'].get.security).toEqual([{ token: [] }]);
    expect(doc.paths['/api/common/iam/v1/client/login'].post.security).toBeUndefined();
  });

  it('serves the browser its runtime config with the AES key', async () => {
    const r = await server.app.inject({ method: 'GET', url: '/portal-config.json' });
    expect(r.json()).toMatchObject({ aesKey: server.ctx.config.aesKey });
  });
});
