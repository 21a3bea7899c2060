import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The portal's Content-Security-Policy, built from the configuration read at start: this origin,
 * the operators' extra origins per kind of resource (CSP_*_SRC), the development origins
 * (DEV_ORIGINS, and `npm run dev`'s PORTAL_DEV), and the per-response nonce of index.html (the boot
 * script adds the page's native import map with it: docs/decisions/015).
 */
export interface CspSettings {
  /** CSP_SCRIPT_SRC: extra origins allowed to serve scripts (they may be connected to as well). */
  extraScriptSrc: string[];
  /** CSP_IMG_SRC, CSP_STYLE_SRC, CSP_FONT_SRC, CSP_CONNECT_SRC. */
  extraSrc: { img: string[]; style: string[]; font: string[]; connect: string[] };
  /** DEV_ORIGINS (exact origins) and, with PORTAL_DEV, this machine's any port. */
  devOrigins: string[];
}

/** Exactly `http(s)://host[:port]`: no path, no wildcard, no keyword, no quote or separator. */
const ORIGIN = /^https?:\/\/(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*)(:\d{1,5})?$/i;

/** `npm run dev` (PORTAL_DEV): a sub-app dev server on this machine, on any port. */
export const LOCAL_DEV_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * DEV_ORIGINS: a comma- or space-separated list of exact origins (`http://localhost:9000`), each
 * allowed for scripts, styles, images, fonts and connections, its live-reload websocket included.
 * Anything else (a `*`, a keyword such as 'unsafe-inline', a path) is a problem named at start.
 */
export function parseDevOrigins(raw: string | undefined, problems: string[]): string[] {
  const list = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  const good: string[] = [];
  for (const item of list) {
    const origin = item.replace(/\/$/, '');
    if (ORIGIN.test(origin) && Number(origin.split(':')[2] ?? 0) <= 65535) good.push(origin.toLowerCase());
    else
      problems.push(
        `DEV_ORIGINS: "${item}" is not an origin; write each as http(s)://host[:port] (e.g. http://localhost:9000), without "*", paths or keywords`,
      );
  }
  return [...new Set(good)];
}

/** The websocket twin of an origin (`http://h:9000` → `ws://h:9000`), for a dev server's live reload. */
export function websocketOf(origin: string): string {
  return origin.replace(/^http(s?):/, 'ws$1:');
}

/** A fresh nonce for one response (128 random bits). */
export function newNonce(): string {
  return crypto.randomBytes(16).toString('base64url');
}

type Directive = string | ((req: IncomingMessage, res: ServerResponse) => string);

/** Where the per-response nonce travels from the request hook to the policy (the raw response). */
const NONCE = Symbol('portal-csp-nonce');

export function setResponseNonce(res: ServerResponse, nonce: string): void {
  (res as unknown as Record<symbol, string>)[NONCE] = nonce;
}

function responseNonce(res: ServerResponse): string {
  const nonce = (res as unknown as Record<symbol, string | undefined>)[NONCE];
  return nonce ? `'nonce-${nonce}'` : '';
}

/** The directives, for @fastify/helmet; the nonce is added only to a response that has one (index.html). */
export function cspDirectives(settings: CspSettings): Record<string, Directive[]> {
  const dev = settings.devOrigins;
  return {
    defaultSrc: ["'self'"],
    // SystemJS loads modules with <script> tags from the import map; index.html's boot script adds
    // the native import map with this response's nonce. Never 'unsafe-inline'.
    scriptSrc: ["'self'", ...settings.extraScriptSrc, ...dev, (_req, res) => responseNonce(res)],
    // Chakra (emotion) and import-map-overrides insert <style> elements.
    styleSrc: ["'self'", "'unsafe-inline'", ...settings.extraSrc.style, ...dev],
    imgSrc: ["'self'", 'data:', 'blob:', ...settings.extraSrc.img, ...dev],
    fontSrc: ["'self'", 'data:', ...settings.extraSrc.font, ...dev],
    connectSrc: ["'self'", ...settings.extraScriptSrc, ...settings.extraSrc.connect, ...dev, ...dev.map(websocketOf)],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
  };
}
