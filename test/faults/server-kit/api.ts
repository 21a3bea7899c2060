import type { FastifyInstance } from 'fastify';
import { encryptBody } from '../../../server/security/aes';

/**
 * One way to call the API for both kinds of server the fault tests run: in this process
 * (`app.inject`) or as a child process over HTTP (`fetch`). A request that gets no answer
 * (the server died under it) resolves with status 0 instead of throwing.
 */
export interface Envelope {
  success: boolean;
  data: any;
  message: string;
  code: string;
}
export interface Answer {
  status: number;
  body: Envelope | null;
  ms: number;
}
export interface CallOptions {
  body?: unknown;
  at?: string;
  encrypted?: boolean;
  headers?: Record<string, string>;
}
export type Api = (method: 'GET' | 'POST', path: string, options?: CallOptions) => Promise<Answer>;

export const IAM = '/api/common/iam/v1';
export const MSG = '/api/common/msgmgt';
export const AES_KEY = 'portal-dev-aes-key-change-me';
export const DEMO_PASSWORD = 'Portal@2026';

function request(options: CallOptions) {
  const headers: Record<string, string> = { ...(options.at ? { authorization: `Bearer ${options.at}` } : {}), ...options.headers };
  let payload: string | undefined;
  if (options.body !== undefined) {
    payload = JSON.stringify(options.encrypted ? encryptBody(options.body, AES_KEY) : options.body);
    headers['content-type'] = 'application/json';
  }
  return { headers, payload };
}

const parse = (text: string): Envelope | null => {
  try {
    return JSON.parse(text) as Envelope;
  } catch {
    return null;
  }
};

export function injectApi(app: FastifyInstance): Api {
  return async (method, path, options = {}) => {
    const started = Date.now();
    const { headers, payload } = request(options);
    const response = await app.inject({ method, url: path, headers, payload });
    return { status: response.statusCode, body: parse(response.body), ms: Date.now() - started };
  };
}

/** Each request comes from its own address (X-Forwarded-For; the child server trusts it). */
let nextAddress = 0;
const freshAddress = () => {
  nextAddress += 1;
  return `10.77.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
};

export function httpApi(baseUrl: () => string, timeoutMs = 30_000): Api {
  return async (method, path, options = {}) => {
    const started = Date.now();
    const { headers, payload } = request(options);
    headers['x-forwarded-for'] ??= freshAddress();
    try {
      const response = await fetch(`${baseUrl()}${path}`, { method, headers, body: payload, signal: AbortSignal.timeout(timeoutMs) });
      return { status: response.status, body: parse(await response.text()), ms: Date.now() - started };
    } catch {
      return { status: 0, body: null, ms: Date.now() - started };
    }
  };
}

export interface Session {
  at: string;
  rt: string;
  user: { id: number; loginName: string };
}

/** Signs in with a password (login security mode 2, the default); null when refused. `extra`: e.g. a sub-account's accountType and priLoginName. */
export async function signIn(
  api: Api,
  kind: 'manager' | 'client',
  loginName: string,
  password = DEMO_PASSWORD,
  extra: Record<string, string> = {},
): Promise<Session | null> {
  const r = await api('POST', `${IAM}/${kind}/login`, { body: { loginName, pwd: password, ...extra }, encrypted: true });
  return r.status === 200 && r.body?.success ? (r.body.data as Session) : null;
}
