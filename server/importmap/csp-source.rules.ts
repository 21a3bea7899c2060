/**
 * Whether a Content-Security-Policy lets a page load a script from a URL (CSP Level 3, "Does url
 * match source list"): the same judgement the browser makes before SystemJS's <script> tag or a
 * native import() may fetch a sub-app. Pure, for the map check and the server's map API.
 */

/** The sources that govern script elements: script-src-elem, else script-src, else default-src. */
export function scriptSourcesOf(policy: string): string[] | null {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values);
  }
  return directives.get('script-src-elem') ?? directives.get('script-src') ?? directives.get('default-src') ?? null;
}

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' };
const portOf = (url: URL) => url.port || DEFAULT_PORT[url.protocol] || '';

/** A scheme matches itself, and http also allows https (CSP's upgrade rule). */
const schemeMatches = (source: string, url: string) => source === url || (source === 'http:' && url === 'https:');

const HOST_SOURCE = /^(?:([a-z][a-z0-9+.-]*:)\/\/)?(\*|\*\.[^:/]+|[^:/*]+)(?::(\d+|\*))?(\/[^?#]*)?$/i;

function hostSourceMatches(source: string, url: URL, self: URL): boolean {
  const match = HOST_SOURCE.exec(source);
  if (!match) return false;
  const [, scheme, host, port, path] = match;
  if (scheme ? !schemeMatches(scheme.toLowerCase(), url.protocol) : !schemeMatches(self.protocol, url.protocol)) return false;
  const hostname = url.hostname.toLowerCase();
  const wanted = host.toLowerCase();
  if (wanted === '*') {
    // `*` alone is handled by the caller; `https://*` here.
  } else if (wanted.startsWith('*.')) {
    if (!hostname.endsWith(wanted.slice(1))) return false;
  } else if (hostname !== wanted) return false;
  if (port === undefined) {
    const expected = DEFAULT_PORT[(scheme ?? self.protocol).toLowerCase()];
    const actual = portOf(url);
    if (actual !== expected && !(expected === '80' && url.protocol === 'https:' && actual === '443')) return false;
  } else if (port !== '*' && port !== portOf(url)) return false;
  if (path && path !== '/') {
    const pathname = decodeURIComponent(url.pathname);
    if (path.endsWith('/') ? !pathname.startsWith(path) : pathname !== path) return false;
  }
  return true;
}

/**
 * Whether `sources` (the values of script-src, e.g. `'self' https://cdn.example`) allow a script
 * from `url` on a page served from `self`. Hashes, nonces and 'unsafe-*' allow no URL; with
 * 'strict-dynamic' a script the portal's own loader inserts is trusted whatever its origin.
 */
export function cspAllows(sources: readonly string[], url: string, self: string): boolean {
  const target = new URL(url);
  const page = new URL(self);
  for (const raw of sources) {
    const source = raw.trim();
    const lower = source.toLowerCase();
    if (lower === "'strict-dynamic'") return true;
    if (lower === "'self'") {
      if (target.origin === page.origin) return true;
      if (page.protocol === 'http:' && target.protocol === 'https:' && target.hostname === page.hostname) return true;
      continue;
    }
    if (lower === '*') {
      if (['http:', 'https:', 'ws:', 'wss:', page.protocol].includes(target.protocol)) return true;
      continue;
    }
    if (/^[a-z][a-z0-9+.-]*:$/.test(lower)) {
      if (schemeMatches(lower, target.protocol)) return true;
      continue;
    }
    if (lower.startsWith("'")) continue;
    if (hostSourceMatches(source, target, page)) return true;
  }
  return false;
}
