import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildTestServer, type TestServer } from '../../helpers/server';
import { encryptBody } from '../../../server/security/aes';
import type { Config } from '../../../server/config';

// A fresh embedded database takes several seconds to open in a new jest worker; the project's
// testTimeout does not reach hooks when jest runs several projects.
jest.setTimeout(60_000);

export const P = '/api/common/iam/v1';
export const PASSWORD = 'Portal@2026';

/** A clock the server reads instead of Date.now; tests move it instead of sleeping. */
export function testClock(start = Date.UTC(2026, 0, 5, 9, 0, 0)) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

export type Clock = ReturnType<typeof testClock>;

/** A seeded server with an injected clock. */
export async function iamServer(opts: { env?: Record<string, string>; config?: Partial<Config> } = {}): Promise<TestServer & { clock: Clock }> {
  const clock = testClock();
  const server = await buildTestServer({ seed: true, env: opts.env, config: { now: clock.now, ...opts.config } });
  return { ...server, clock };
}

/**
 * An iamServer for the tests of the enclosing describe block (or of the file, at its top level):
 * started before them, closed after them. The object is filled in by that beforeAll hook, so its
 * fields are read in tests and hooks, not while the block is being declared.
 */
export function iamServerForBlock(opts: Parameters<typeof iamServer>[0] = {}): TestServer & { clock: Clock } {
  const server = {} as TestServer & { clock: Clock };
  beforeAll(async () => {
    Object.assign(server, await iamServer(opts));
  });
  afterAll(() => server.close?.());
  return server;
}

/** Calls an iam route; `encrypted` sends the body in the AES wire format. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; at?: string; encrypted?: boolean; ip?: string; headers?: Record<string, string> } = {},
) {
  const inject: InjectOptions = {
    method,
    url: `${P}${path}`,
    headers: { ...(options.at ? { authorization: `Bearer ${options.at}` } : {}), ...options.headers },
    remoteAddress: options.ip ?? '127.0.0.1',
  };
  if (options.body !== undefined) inject.payload = options.encrypted ? encryptBody(options.body, AES_KEY) : (options.body as object);
  const response = await app.inject(inject);
  return { status: response.statusCode, headers: response.headers, body: response.json() as { success: boolean; data: any; message: string; code: string } };
}

/** The key buildTestServer's config uses (the default). */
export const AES_KEY = 'portal-dev-aes-key-change-me';

export async function login(app: FastifyInstance, kind: 'manager' | 'client', body: Record<string, unknown>, ip?: string) {
  return call(app, 'POST', kind === 'manager' ? '/manager/login' : '/client/login', { body: { pwd: PASSWORD, ...body }, encrypted: true, ip });
}

/** Signs in (login security mode 2) and returns the token pair and the user. */
export async function signedIn(app: FastifyInstance, kind: 'manager' | 'client', loginName: string, extra: Record<string, unknown> = {}) {
  const r = await login(app, kind, { loginName, ...extra });
  if (!r.body.success) throw new Error(`sign-in of ${loginName} failed: ${r.body.message}`);
  return r.body.data as { at: string; rt: string; user: { id: number; mobile: string; email: string } & Record<string, unknown>; mark?: number };
}

/** Who registers a tenant (POST /tenant/register): the tenant's name and its first user. */
interface Registrant {
  tenantName: string;
  userName: string;
  mobile: string;
  email: string;
  password: string;
}

/** A self-registration form for `who` under the platform's public tenant (1798 / 1708), the agreement ticked, the code 000000; `overrides` change any field. */
export function registrationForm({ password, ...who }: Registrant, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...who, pid: 1798, parentTenantId: 1708, verificeCode: '000000', password, confirmPassword: password, choices: ['agree'], ...overrides };
}

/** Asks for a registration code for `mobile` (from `ip`) and returns the code delivered. */
export async function registrationCode(server: TestServer, mobile: string, ip: string): Promise<string> {
  await call(server.app, 'POST', '/auth/verifice-code/tenant', { body: { mobile }, ip });
  return server.app.delivery.lastTo(mobile, 'REGISTER')!.code;
}
