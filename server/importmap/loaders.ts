import fs from 'node:fs';
import path from 'node:path';
import type { Loaded, Loader } from './module-check';

/** Larger answers are not read: no module of a sub-app is this big, and the check must not fill memory. */
const MAX_BYTES = 32 * 1024 * 1024;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
};

/** At most this many redirects are followed, each one checked like the first address. */
const MAX_REDIRECTS = 5;

/**
 * Loads over HTTP(S) with a time limit; a network failure answers status 0 with the reason.
 * `refuse`, when given, is asked before every request, the redirects' included: an address it
 * names a reason for is not fetched (the server's guard against being pointed at addresses the
 * browser would never load a module from, e.g. an internal service behind the portal).
 */
export function networkLoader(timeoutMs = 10_000, refuse?: (url: string) => string | null): Loader {
  return async (url) => {
    try {
      let target = url;
      for (let hop = 0; ; hop++) {
        const reason = refuse?.(target);
        if (reason) return { status: 0, contentType: '', text: '', error: `not fetched: ${reason}` };
        const response = await fetch(target, { signal: AbortSignal.timeout(timeoutMs), redirect: refuse ? 'manual' : 'follow' });
        const location = response.headers.get('location');
        if (refuse && response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel();
          if (hop >= MAX_REDIRECTS) return { status: 0, contentType: '', text: '', error: `more than ${MAX_REDIRECTS} redirects` };
          target = new URL(location, target).href;
          continue;
        }
        const length = Number(response.headers.get('content-length') ?? 0);
        if (length > MAX_BYTES) {
          await response.body?.cancel();
          return { status: 0, contentType: '', text: '', error: `larger than ${MAX_BYTES / 1024 / 1024} MB` };
        }
        const text = response.status === 200 ? await readCapped(response) : '';
        if (text === null) return { status: 0, contentType: '', text: '', error: `larger than ${MAX_BYTES / 1024 / 1024} MB` };
        return { status: response.status, contentType: response.headers.get('content-type') ?? '', text };
      }
    } catch (error) {
      const e = error as Error & { cause?: Error };
      const reason = e.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : (e.cause?.message ?? e.message);
      return { status: 0, contentType: '', text: '', error: reason };
    }
  };
}

/** The body as text, or null once it passes MAX_BYTES (an answer without a length is read only that far). */
async function readCapped(response: Response): Promise<string | null> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > MAX_BYTES) {
      await response.body.cancel().catch(() => {});
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The file under one of `roots` that a same-origin path names, or null (never outside the roots). */
function fileOfPath(roots: string[], pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const relative = path.posix.normalize(decoded).replace(/^\/+/, '');
  if (!relative || relative.startsWith('..') || relative.includes('\0')) return null;
  for (const root of roots) {
    const file = path.join(root, relative);
    if (file.startsWith(path.resolve(root) + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * Loads addresses on `origin` from the folders the server serves it from (as the server would
 * answer them: 404 for a missing file, the type by extension), and any other address over the
 * network. Used by the server for relative map entries and by the check without a running portal.
 */
export function staticLoader(roots: string[], origin: string, network: Loader = networkLoader()): Loader {
  const own = new URL(origin).origin;
  return async (url): Promise<Loaded> => {
    const target = new URL(url);
    if (target.origin !== own) return network(url);
    const file = fileOfPath(roots, target.pathname);
    if (!file) return { status: 404, contentType: 'text/plain; charset=utf-8', text: '' };
    const size = fs.statSync(file).size;
    if (size > MAX_BYTES) return { status: 0, contentType: '', text: '', error: `larger than ${MAX_BYTES / 1024 / 1024} MB` };
    return { status: 200, contentType: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream', text: await fs.promises.readFile(file, 'utf8') };
  };
}
