import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { parseDevOrigins, websocketOf } from '../../server/security/csp';
import { buildTestServer } from '../helpers/server';

// No built portal here: these figures must not depend on whether `npm run build` ran before.
const NO_BUILD = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-no-build-'));
// A web root whose index.html has the build's nonce placeholder on its boot script.
const WEB_ROOT = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-web-'));
fs.writeFileSync(
  path.join(WEB_ROOT, 'index.html'),
  '<!doctype html><html data-login-code="%PORTAL_LOGIN_CODE%"><head><title>t</title></head><body><script nonce="%PORTAL_CSP_NONCE%">document.body.dataset.prerendered = "";</script><script nonce="%PORTAL_CSP_NONCE%" src="boot.js"></script></body></html>',
);

const parse = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  ) as Record<string, string[]>;

const cspOf = async (env: Record<string, string>) => {
  const server = await buildTestServer({ env: { WEB_ROOT: NO_BUILD, ...env } });
  try {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    return parse(response.headers['content-security-policy']);
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
    expect(csp['font-src']).toEqual(["'self'", 'data:']);
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

  it("allows this machine's dev servers and their websockets under npm run dev (PORTAL_DEV) only", async () => {
    const csp = await cspOf({ PORTAL_DEV: 'true' });
    expect(csp['script-src']).toEqual(["'self'", 'http://localhost:*', 'http://127.0.0.1:*']);
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['ws://localhost:*', 'ws://127.0.0.1:*']));
  });

  it.each([["'unsafe-inline'"], ['*'], ['javascript:'], ['https://a.example;script-src']])('refuses %s as an origin at start, naming the key', (value) => {
    expect(() => loadConfig({ CSP_IMG_SRC: value })).toThrow(/CSP_IMG_SRC: .* is not an origin/);
  });

  it.each([['data:'], ['blob:'], ["'unsafe-eval'"]])('refuses %s as a script origin', (value) => {
    expect(() => loadConfig({ CSP_SCRIPT_SRC: value })).toThrow(/CSP_SCRIPT_SRC: .* is not an origin/);
  });
});

describe('DEV_ORIGINS', () => {
  it.each([
    ['', []],
    ['http://localhost:9000', ['http://localhost:9000']],
    ['http://localhost:9000/', ['http://localhost:9000']],
    ['HTTP://LocalHost:9000', ['http://localhost:9000']],
    ['http://localhost:9000,http://127.0.0.1:9001', ['http://localhost:9000', 'http://127.0.0.1:9001']],
    ['https://dev.example  http://[::1]:9000', ['https://dev.example', 'http://[::1]:9000']],
    ['http://localhost:9000 http://localhost:9000', ['http://localhost:9000']],
  ])('reads %p', (raw, expected) => {
    const problems: string[] = [];
    expect(parseDevOrigins(raw, problems)).toEqual(expected);
    expect(problems).toEqual([]);
  });

  it.each([
    ['*'],
    ['http://localhost:*'],
    ['https://*.example'],
    ["'unsafe-inline'"],
    ['localhost:9000'],
    ['ws://localhost:9000'],
    ['http://localhost:9000/app'],
    ['http://h:99999'],
  ])('refuses %p with a message naming it', (raw) => {
    const problems: string[] = [];
    expect(parseDevOrigins(raw, problems)).toEqual([]);
    expect(problems).toEqual([expect.stringContaining(`DEV_ORIGINS: "${raw}" is not an origin`)]);
  });

  it('stops the start with the message', () => {
    expect(() => loadConfig({ DEV_ORIGINS: 'http://localhost:9000,*' })).toThrow(
      /DEV_ORIGINS: "\*" is not an origin; write each as http\(s\):\/\/host\[:port\]/,
    );
  });

  it.each([
    ['http://localhost:9000', 'ws://localhost:9000'],
    ['https://dev.example:8443', 'wss://dev.example:8443'],
  ])('%s live-reloads over %s', (origin, websocket) => {
    expect(websocketOf(origin)).toBe(websocket);
  });
});

describe('index.html and its nonce', () => {
  // One server for both (each start costs seconds): DEV_ORIGINS set, index.html built.
  it('gets a fresh nonce per response, named by that response’s policy and nowhere else; DEV_ORIGINS in every directive, websockets too', async () => {
    const server = await buildTestServer({ env: { WEB_ROOT, DEV_ORIGINS: 'http://localhost:9000, https://dev.example:8443', LOGIN_SECURITY_MODE: '3' } });
    try {
      const nonces = [];
      for (const url of ['/', '/index.html', '/?x=1']) {
        const response = await server.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        const csp = parse(response.headers['content-security-policy']);
        const nonce = /^'nonce-([A-Za-z0-9_-]{22})'$/.exec(csp['script-src'].at(-1) ?? '')?.[1];
        expect(nonce).toBeDefined();
        expect(csp['script-src']).not.toContain("'unsafe-inline'");
        for (const directive of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']) {
          expect(csp[directive]).toEqual(expect.arrayContaining(['http://localhost:9000', 'https://dev.example:8443']));
        }
        expect(csp['connect-src']).toEqual(expect.arrayContaining(['ws://localhost:9000', 'wss://dev.example:8443']));
        expect(csp['script-src'].join(' ')).not.toMatch(/unsafe|ws:|\*/);
        expect(response.body).toContain(`<script nonce="${nonce}" src="boot.js">`);
        // The inline script that shows a prerendered sign-in page (docs/decisions/017) runs by the same nonce.
        expect(response.body).toContain(`<script nonce="${nonce}">document.body`);
        expect(response.body).not.toContain('%PORTAL_CSP_NONCE%');
        // The login security mode's code fields (mode 3: two channels), so the prerendered form keeps their space.
        expect(response.body).toContain('<html data-login-code="two">');
        nonces.push(nonce);
      }
      expect(new Set(nonces).size).toBe(3);
      const api = await server.app.inject({ method: 'GET', url: '/api/health' });
      expect(String(api.headers['content-security-policy'])).not.toMatch(/nonce-/);
    } finally {
      await server.close();
    }
  });
});

describe('index.html as the build writes it (src/root-config/index.ejs)', () => {
  it('runs no inline script without the response’s nonce: the prerendered sign-in page’s script carries it (docs/decisions/017)', () => {
    const template = fs.readFileSync(path.join(__dirname, '..', '..', 'src', 'root-config', 'index.ejs'), 'utf8');
    const scripts = [...template.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const attributes of scripts) expect(attributes).toContain('nonce="%PORTAL_CSP_NONCE%"');
    expect(template).toMatch(/<script nonce="%PORTAL_CSP_NONCE%"><%= prerender\.script %><\/script>/);
  });
});
