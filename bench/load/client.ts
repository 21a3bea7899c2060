/**
 * One simulated browser: its own loopback source address (127.x.y.z, all local on Linux) and
 * keep-alive connection, so the server sees many users as it would in production and its per-IP
 * sign-in limit applies per user, unweakened. Every call is timed and judged into `Figures`.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Figures } from './figures';

/** Generous: only a hang counts as a failure here, never slowness (the figures show slowness). */
const REQUEST_TIMEOUT_MS = 60_000;

export interface Envelope {
  success?: boolean;
  data?: unknown;
  message?: string;
  code?: string;
}

export interface Answer {
  ok: boolean;
  status: number;
  body: Envelope | null;
}

/** The n-th source address, 127.1.0.1 upwards (never 127.0.x.x, the server's own; never .0 or .255). */
export function sourceAddress(n: number): string {
  const last = 1 + (n % 254);
  const block = Math.floor(n / 254);
  return `127.${1 + (Math.floor(block / 256) % 254)}.${block % 256}.${last}`;
}

export class Browser {
  private readonly agent: http.Agent;
  token: { at: string; rt: string } | null = null;

  constructor(
    private readonly origin: URL,
    readonly address: string,
    private readonly figures: Figures,
  ) {
    // Idle sockets are dropped well before the server's keep-alive timeout, so no request is
    // ever written onto a socket the server is closing.
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 2, timeout: 30_000 });
  }

  /**
   * A call as the portal makes it; the answer counts as a failure unless it is 2xx with
   * `success: true` and `check` (when given) accepts its data.
   */
  call(
    kind: string,
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; background?: boolean; signedIn?: boolean; check?: (data: unknown) => string | null } = {},
  ): Promise<Answer> {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = { 'domain-name': '127.0.0.1', accept: 'application/json' };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (options.signedIn !== false && this.token) headers.authorization = `Bearer ${this.token.at}`;
    if (options.background) headers['x-background-request'] = '1';
    const started = performance.now();
    return new Promise((resolve) => {
      let settled = false;
      const finish = (status: number, body: Envelope | null, problem: string | null) => {
        if (settled) return;
        settled = true;
        const ms = performance.now() - started;
        let reason = problem;
        if (!reason && (status < 200 || status > 299)) reason = `HTTP ${status} ${body?.code ?? ''} ${body?.message ?? ''}`.trim();
        if (!reason && body?.success !== true) reason = `success:${String(body?.success)} ${body?.code ?? ''} ${body?.message ?? ''}`.trim();
        if (!reason && options.check) reason = options.check(body?.data);
        this.figures.record(kind, ms, reason === null ? null : `${method} ${path.replace(/\/\d+$/, '/:id')}: ${reason}`);
        resolve({ ok: reason === null, status, body });
      };
      const request = http.request(
        {
          host: this.origin.hostname,
          port: this.origin.port,
          method,
          path: `/api${path}`,
          headers,
          agent: this.agent,
          localAddress: this.address,
          timeout: REQUEST_TIMEOUT_MS,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error) => finish(0, null, `network: ${error.message}`));
          response.on('end', () => {
            let body: Envelope | null = null;
            try {
              body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope;
            } catch {
              return finish(response.statusCode ?? 0, null, `HTTP ${response.statusCode}: not JSON`);
            }
            finish(response.statusCode ?? 0, body, null);
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS / 1000} s`)));
      request.on('error', (error: NodeJS.ErrnoException) => finish(0, null, `network: ${error.code ?? ''} ${error.message}`.trim()));
      request.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
