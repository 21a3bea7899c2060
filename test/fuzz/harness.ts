import zlib from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Endpoint } from './endpoints';
import type { Auth, FuzzCase, Signer } from './requests';

/** A request that has not answered after this long is a hang (the server's own requestTimeout is 30 s). */
export const ANSWER_WITHIN_MS = 10_000;

export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  /** The body, decompressed when the server compressed it. */
  body: Buffer;
}

/** Tokens of the signed-in accounts; `renew` signs in again when a fuzzed request ended the session (sign-out). */
export interface Sessions {
  token(who: Signer): Promise<string>;
  /** Checks the token still works and signs in again if not; true when it had to. */
  renewIfEnded(who: Signer): Promise<boolean>;
}

function authorization(auth: Auth, token: string | null): string | undefined {
  if (auth.kind === 'none') return undefined;
  if (auth.kind === 'garbage') return auth.header;
  switch (auth.spoil) {
    case 'none':
      return `Bearer ${token}`;
    case 'no-scheme':
      return token!;
    case 'lower-scheme':
      return `bearer ${token}`;
    case 'suffix':
      return `Bearer ${token}x`;
    case 'last-char':
      return `Bearer ${token!.slice(0, -1)}${token!.endsWith('A') ? 'B' : 'A'}`;
    case 'trailing-word':
      return `Bearer ${token} extra`;
  }
}

/** Sends one case; rejects when it does not answer within ANSWER_WITHIN_MS. */
export async function send(app: FastifyInstance, sessions: Sessions, c: FuzzCase): Promise<Answer> {
  const token = c.auth.kind === 'token' ? await sessions.token(c.auth.who) : null;
  const header = authorization(c.auth, token);
  const options: InjectOptions = {
    method: c.method as InjectOptions['method'],
    url: c.url,
    headers: { ...c.headers, ...(header !== undefined ? { authorization: header } : {}) },
    remoteAddress: c.ip,
    ...(c.payload !== undefined ? { payload: c.payload } : {}),
  };
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS);
  });
  try {
    const response = await Promise.race([app.inject(options), hang]);
    return {
      status: response.statusCode,
      headers: response.headers,
      body: decompress(response.rawPayload, String(response.headers['content-encoding'] ?? '')),
    };
  } finally {
    clearTimeout(timer);
  }
}

function decompress(raw: Buffer, encoding: string): Buffer {
  if (encoding === 'gzip') return zlib.gunzipSync(raw);
  if (encoding === 'deflate') return zlib.inflateSync(raw);
  if (encoding === 'br') return zlib.brotliDecompressSync(raw);
  return raw;
}

/**
 * What is wrong with an answer, or null: a 5xx; a body that is not the envelope
 * `{ success, data, message, code }`; a failure without a message; success that disagrees with
 * the status. HEAD answers have no body; the logo's success is the image itself.
 * `endpoint` is null for paths no route serves.
 */
export function problemWith(endpoint: Endpoint | null, c: FuzzCase, answer: Answer): string | null {
  if (answer.status >= 500) return `status ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}`;
  if (c.method === 'HEAD') return null;
  // `/api/../x` is `/x`: the portal's static files answer it, with their plain-text 404.
  if (!endpoint && answer.status < 500 && !new URL(c.url, 'http://portal').pathname.startsWith('/api/')) return null;
  const type = String(answer.headers['content-type'] ?? '');
  if (endpoint?.rawSuccess && answer.status === 200 && !type.startsWith('application/json')) return null;
  let body: { success?: unknown; data?: unknown; message?: unknown; code?: unknown };
  try {
    body = JSON.parse(answer.body.toString('utf8'));
  } catch {
    return `status ${answer.status} with a body that is not JSON (${type}): ${answer.body.toString('utf8').slice(0, 200)}`;
  }
  if (
    !body ||
    typeof body !== 'object' ||
    typeof body.success !== 'boolean' ||
    typeof body.message !== 'string' ||
    typeof body.code !== 'string' ||
    !('data' in body)
  ) {
    return `status ${answer.status} with a body that is not the envelope: ${JSON.stringify(body).slice(0, 200)}`;
  }
  if (answer.status >= 400 && (body.success !== false || body.message.trim() === ''))
    return `status ${answer.status} without success=false and a message: ${JSON.stringify(body).slice(0, 200)}`;
  if (answer.status < 400 && body.success !== true) return `status ${answer.status} with success=${String(body.success)}`;
  return null;
}

/** Requests tried and answers by status, per report row. */
export class Tally {
  private readonly rows = new Map<string, Map<number, number>>();

  count(label: string, status: number) {
    const row = this.rows.get(label) ?? new Map<number, number>();
    row.set(status, (row.get(status) ?? 0) + 1);
    this.rows.set(label, row);
  }

  statuses(label: string): Map<number, number> {
    return this.rows.get(label) ?? new Map();
  }

  tried(label: string): number {
    return [...this.statuses(label).values()].reduce((a, b) => a + b, 0);
  }

  lines(): string[] {
    const width = Math.max(...[...this.rows.keys()].map((k) => k.length));
    return [...this.rows.entries()].map(([label, row]) => {
      const statuses = [...row.entries()]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ');
      return `${label.padEnd(width)}  ${String(this.tried(label)).padStart(5)} tried: ${statuses}`;
    });
  }

  totals(): { tried: number; byStatus: Map<number, number> } {
    const byStatus = new Map<number, number>();
    for (const row of this.rows.values()) for (const [s, n] of row) byStatus.set(s, (byStatus.get(s) ?? 0) + n);
    return { tried: [...byStatus.values()].reduce((a, b) => a + b, 0), byStatus };
  }
}
