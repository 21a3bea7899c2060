import { cspAllows, scriptSourcesOf } from '../../../server/importmap/csp-source.rules';

const PAGE = 'https://portal.example.com/';

describe('whether the CSP lets the page load a script from an address (CSP Level 3 source matching)', () => {
  it.each([
    [["'self'"], 'https://portal.example.com/pm/pm.js', true],
    [["'self'"], 'https://cdn.example.com/pm.js', false],
    [["'self'"], 'https://portal.example.com:8443/pm.js', false],
    [['https://cdn.example.com'], 'https://cdn.example.com/pm/1.2/pm.js', true],
    [['https://cdn.example.com'], 'http://cdn.example.com/pm.js', false],
    [['http://cdn.example.com'], 'https://cdn.example.com/pm.js', true],
    [['cdn.example.com'], 'https://cdn.example.com/pm.js', true],
    [['https://*.example.com'], 'https://assets.example.com/pm.js', true],
    [['https://*.example.com'], 'https://example.com/pm.js', false],
    [['https://cdn.example.com:*'], 'https://cdn.example.com:9000/pm.js', true],
    [['https://cdn.example.com:9000'], 'https://cdn.example.com/pm.js', false],
    [['https://cdn.example.com/pm/'], 'https://cdn.example.com/pm/1.2/pm.js', true],
    [['https://cdn.example.com/pm/'], 'https://cdn.example.com/cmp/cmp.js', false],
    [['https://cdn.example.com/pm.js'], 'https://cdn.example.com/pm.js', true],
    [['https:'], 'https://anything.example/pm.js', true],
    [['*'], 'https://anything.example/pm.js', true],
    [["'sha256-abc='", "'unsafe-inline'"], 'https://portal.example.com/pm.js', false],
    [["'strict-dynamic'"], 'https://anything.example/pm.js', true],
    [['http://localhost:*'], 'http://localhost:9101/pm.js', true],
  ])('%j allows %s: %s', (sources, url, allowed) => {
    expect(cspAllows(sources, url, PAGE)).toBe(allowed);
  });

  it('reads script-src-elem, else script-src, else default-src from a policy header', () => {
    expect(scriptSourcesOf("default-src 'self'; script-src 'self' https://cdn.example.com; object-src 'none'")).toEqual(["'self'", 'https://cdn.example.com']);
    expect(scriptSourcesOf("default-src 'self' https://a.example; img-src data:")).toEqual(["'self'", 'https://a.example']);
    expect(scriptSourcesOf("script-src 'self'; script-src-elem https://b.example")).toEqual(['https://b.example']);
    expect(scriptSourcesOf('img-src data:')).toBeNull();
  });
});
