import { loadConfig } from '../../../server/config';
import { testServerForBlock } from '../../helpers/server';

jest.setTimeout(60_000);

describe('/cap/ where the environment deploys no such application', () => {
  const server = testServerForBlock();

  test.each(['/cap/', '/cap', '/cap/index.html', '/cap/logmanage-list?x=1'])(
    '%s answers a page in the portal’s look saying so, never a bare "Not found"',
    async (url) => {
      const r = await server.app.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(404);
      expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.body).toContain('<html lang="zh-CN">');
      expect(r.body).toContain('该应用未在当前环境部署');
      expect(r.body).toContain('<a class="back" href="/"');
      expect(r.body).not.toMatch(/<script>|<script [^>]*>[^<]/);
      expect(r.body).toContain('<script src="/portal-pages/not-deployed.js"></script>');
      expect(String(r.headers['content-security-policy'])).toContain("script-src 'self'");
    },
  );

  test('serves the page’s language script from this origin', async () => {
    const r = await server.app.inject({ method: 'GET', url: '/portal-pages/not-deployed.js' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(r.body).toContain("localStorage.getItem('language')");
  });

  test('leaves other paths alone: /capx is not /cap', async () => {
    const r = await server.app.inject({ method: 'GET', url: '/capx' });
    expect(r.body).not.toContain('该应用未在当前环境部署');
  });
});

describe('/cap/ with CAP_URL set', () => {
  const server = testServerForBlock({ env: { CAP_URL: 'https://cap.example.com/cap/' } });

  test.each([
    ['/cap/', 'https://cap.example.com/cap/'],
    ['/cap', 'https://cap.example.com/cap/'],
    ['/cap/static/app.js?v=2', 'https://cap.example.com/cap/static/app.js?v=2'],
    ['/cap//evil.example/', 'https://cap.example.com/cap/evil.example/'],
  ])('%s redirects to %s', async (url, location) => {
    const r = await server.app.inject({ method: 'GET', url });
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe(location);
  });
});

describe('the CAP_URL setting', () => {
  test.each(['not a url', 'ftp://cap.example.com/', 'javascript:alert(1)'])('refuses %j at start', (value) => {
    expect(() => loadConfig({ CAP_URL: value, DATA_DIR: ':memory:' })).toThrow('CAP_URL must be an http(s) URL');
  });

  test('is unset by default', () => {
    expect(loadConfig({ DATA_DIR: ':memory:' }).capUrl).toBeUndefined();
  });
});
