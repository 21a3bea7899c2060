import fs from 'node:fs';
import path from 'node:path';

/** What the build writes where each response's nonce goes (src/root-config/index.ejs). */
const NONCE_PLACEHOLDER = '%PORTAL_CSP_NONCE%';
/**
 * Where the build writes the login security mode's code fields (`<html data-login-code>`): the
 * prerendered login form keeps their space from its first paint (docs/decisions/017).
 */
const LOGIN_CODE_PLACEHOLDER = '%PORTAL_LOGIN_CODE%';

/** How many code fields (channels) a login security mode asks for: 'none', 'one' or 'two'; '' when not known. */
export function loginCodeFields(mode: number | null): string {
  if (mode === 2) return 'none';
  if (mode === 0 || mode === 1) return 'one';
  if (mode === 3) return 'two';
  return '';
}

let cached: { file: string; mtimeMs: number; parts: string[] } | null = null;

/**
 * index.html with this response's nonce (docs/decisions/015): the boot script carries it and adds
 * the page's native import map (the bridges, every entry of the environment's map, this browser's
 * overrides) with it. Read again when the file changes (a rebuild under `npm run dev`); null
 * without a built portal.
 */
export function renderIndexPage(webRoot: string, nonce: string, loginCode = ''): string | null {
  const file = path.join(webRoot, 'index.html');
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs) cached = { file, mtimeMs, parts: fs.readFileSync(file, 'utf8').split(NONCE_PLACEHOLDER) };
  return cached.parts.join(nonce).replace(LOGIN_CODE_PLACEHOLDER, loginCode);
}

/** Whether a request path names the portal's page (`/`, `/index.html`, with any query). */
export function isIndexPath(url: string): boolean {
  const pathname = url.split(/[?#]/)[0];
  return pathname === '/' || pathname === '/index.html';
}
