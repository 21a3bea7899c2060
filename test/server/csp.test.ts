import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { buildTestServer } from '../helpers/server';

// No built portal here: a build's inline native import map would add its hash to script-src
// (that hash is the ES module sub-apps' suite's to check), and these figures must not depend on
// whether `npm run build` ran before.
const NO_BUILD = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-no-build-'));

const cspOf = async (env: Record<string, string>) => {
  const server = await buildTestServer({ env: { WEB_ROOT: NO_BUILD, ...env } });
  try {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    return Object.fromEntries(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    ) as Record<string, string[]>;
  } finally {
    await server.close();
  }
};

describe('the content security policy per environment', () => {
  it('allows only this origin by default', async () => {
    const csp = await cspOf({});
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['connect-src']).toEqual(["'self'"]);
  });

  it("lets operators allow a third-party sub-app's script, image, style, font and data origins", async () => {
    const csp = await cspOf({
      CSP_SCRIPT_SRC: 'https://people.example',
      CSP_IMG_SRC: 'https://people.example https://img.example',
      CSP_STYLE_SRC: 'https://people.example',
      CSP_FONT_SRC: 'https://fonts.example',
      CSP_CONNECT_SRC: 'https://api.people.example',
    });
    expect(csp['script-src']).toEqual(["'self'", 'https://people.example']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://people.example', 'https://img.example']);
    expect(csp['style-src']).toContain('https://people.example');
    expect(csp['font-src']).toContain('https://fonts.example');
    expect(csp['connect-src']).toEqual(["'self'", 'https://people.example', 'https://api.people.example']);
  });

  it('allows sub-app dev servers on this machine in development only', async () => {
    expect((await cspOf({ PORTAL_DEV: 'true' }))['script-src']).toEqual(["'self'", 'http://localhost:*', 'http://127.0.0.1:*']);
  });

  it.each([["'unsafe-inline'"], ['*'], ['javascript:'], ['https://a.example;script-src']])('refuses %s as an origin at start, naming the key', (value) => {
    expect(() => loadConfig({ CSP_IMG_SRC: value })).toThrow(/CSP_IMG_SRC: .* is not an origin/);
  });
});
