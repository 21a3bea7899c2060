import type { FastifyInstance } from 'fastify';
import { encryptBody } from '../../../server/security/aes';
import { AES_KEY, call, iamServer, login, P, PASSWORD } from '../iam/iam.fixtures';

export { AES_KEY, call, iamServer, iamServerForBlock, login, P, PASSWORD } from '../iam/iam.fixtures';

export type Server = Awaited<ReturnType<typeof iamServer>>;

/** An administration call: `query` goes to the query string, `body` as JSON. */
export async function admin(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  options: { at?: string; body?: unknown; query?: Record<string, string | number>; ip?: string; headers?: Record<string, string> } = {},
) {
  const search = options.query ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)])).toString()}` : '';
  return call(app, method, `${path}${search}`, { at: options.at, body: options.body, ip: options.ip, headers: options.headers });
}

let n = 0;
/** A fresh address per sign-in, so the per-IP sign-in limit never decides a test. */
export const nextIp = () => `10.77.${Math.floor(n / 250) % 250}.${(n++ % 250) + 1}`;

/** Signs in (login security mode 2) from a fresh address and returns the token pair and the user. */
export async function signedIn(app: FastifyInstance, kind: 'manager' | 'client', loginName: string, extra: Record<string, unknown> = {}) {
  const r = await login(app, kind, { loginName, ...extra }, nextIp());
  if (!r.body.success) throw new Error(`sign-in of ${loginName} failed: ${r.body.message}`);
  return r.body.data as { at: string; rt: string; user: { id: number; tenantId: number | null; pid: number } & Record<string, unknown> };
}

/** Tokens of the demo accounts: manager admin, primary demo (tenant A) and its sub-account operator, primary demo2 (tenant B). */
export async function demoTokens(app: FastifyInstance) {
  return {
    admin: await signedIn(app, 'manager', 'admin'),
    demo: await signedIn(app, 'client', 'demo'),
    operator: await signedIn(app, 'client', 'operator', { accountType: 'SUB_ACCOUNT', priLoginName: 'demo' }),
    demo2: await signedIn(app, 'client', 'demo2'),
  };
}

export type DemoTokens = Awaited<ReturnType<typeof demoTokens>>;

/**
 * A seeded server and the demo accounts' tokens for the tests of the enclosing describe block:
 * started and signed in before them, closed after them. Both objects are filled in by that
 * beforeAll hook, so their fields are read in tests and hooks only.
 */
export function demoServerForBlock(): { server: Server; tokens: DemoTokens } {
  const server = {} as Server;
  const tokens = {} as DemoTokens;
  beforeAll(async () => {
    Object.assign(server, await iamServer());
    Object.assign(tokens, await demoTokens(server.app));
  });
  afterAll(() => server.close?.());
  return { server, tokens };
}

/** The set-password key last e-mailed to an address (the outbox). */
export function lastKey(app: FastifyInstance, email: string): { key: string; text: string } {
  const message = app.delivery.lastTo(email, 'SET_PASSWORD');
  if (!message) throw new Error(`no set-password link was sent to ${email}`);
  return { key: message.code, text: message.text };
}

/** auth/init/password with a key. */
export function setPassword(app: FastifyInstance, key: string, password: string) {
  return app
    .inject({ method: 'POST', url: `${P}/auth/init/password`, payload: encryptBody({ key, password, confirmPassword: password }, AES_KEY) })
    .then((r) => ({ status: r.statusCode, body: r.json() }));
}

/** Removes a button permission from its user type's menu tree, as a narrower menu would. */
export async function withoutMenu(server: Server, menuCode: string) {
  await server.ctx.db.deleteFrom('menu').where('menu_code', '=', menuCode).execute();
}

export const NEW_PASSWORD = 'Welcome@2026x';
export { PASSWORD as DEMO_PASSWORD };

/** A step-up proof for the signed-in manager (their current password once more), for one security change. */
export async function stepUpToken(app: FastifyInstance, at: string, password = PASSWORD): Promise<string> {
  const r = await call(app, 'POST', '/admin/step-up', { at, encrypted: true, body: { password } });
  if (!r.body.success) throw new Error(`step-up failed: ${r.body.message}`);
  return r.body.data.stepUpToken as string;
}
