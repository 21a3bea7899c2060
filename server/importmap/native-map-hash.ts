import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INLINE_MAP = /<script type=["']?importmap["']?>([\s\S]*?)<\/script>/;

let cached: { file: string; mtimeMs: number; source: string | null } | null = null;

/**
 * The CSP source (`'sha256-…'`) that allows the native import map index.html carries inline (the
 * bridges for native ES module sub-apps), or null without one. Read again when index.html changes
 * (a rebuild under `npm run dev`), so the policy always matches the page served.
 */
export function nativeImportMapSource(webRoot: string): string | null {
  const file = path.join(webRoot, 'index.html');
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.source;
  const match = INLINE_MAP.exec(fs.readFileSync(file, 'utf8'));
  const source = match ? `'sha256-${crypto.createHash('sha256').update(match[1], 'utf8').digest('base64')}'` : null;
  cached = { file, mtimeMs, source };
  return source;
}
