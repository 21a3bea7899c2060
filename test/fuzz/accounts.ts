import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { createPasswordHasher } from '../../server/security/password-hash';
import { encryptBody } from '../../server/security/aes';
import { sendNotice } from '../../server/services/msgmgt/notice.service';
import type { Sessions } from './harness';
import type { Signer } from './requests';

export const DEMO_PASSWORD = 'Portal@2026';
/** Never among the generated values, so no fuzzed request can change it (updatePwd) or sign in with it. */
export const FUZZ_PASSWORD = 'Fuzz#Only4Setup';
/** The address sign-ins for the harness come from, apart from the fuzzed ones (so no IP limit counts them). */
const HARNESS_IP = '192.0.2.1';

const P = '/api/common/iam/v1';

export interface Accounts {
  manager: number;
  client: number;
  sub: number;
  demoManager: number;
  demoClient: number;
  demoTenant: number;
}

/**
 * The run's own accounts, mirroring the demo ones (a manager; a primary account in the demo
 * tenant and its sub-account), each with a few notices. Signed-in fuzz of the routes that write
 * (profile, mark-read, sign-out…) runs as these, so that the demo accounts can be compared
 * column by column afterwards.
 */
export async function createFuzzAccounts(db: Kysely<Database>): Promise<Accounts> {
  const hash = await createPasswordHasher({ fast: true, concurrency: 2 }).hashPassword(FUZZ_PASSWORD);
  const demo = await db
    .selectFrom('user_account')
    .select(['id', 'tenant_id', 'org_id'])
    .where('login_name', '=', 'demo')
    .where('user_type', '=', 'CLIENT_USER')
    .executeTakeFirstOrThrow();
  const admin = await db
    .selectFrom('user_account')
    .select('id')
    .where('login_name', '=', 'admin')
    .where('user_type', '=', 'MANAGER_USER')
    .executeTakeFirstOrThrow();
  const base = { password_hash: hash, status: 'active' as const, emp_number: null, auth_status: 1, user_role_type: 0, role_name: null };
  const insert = (values: {
    user_type: 'MANAGER_USER' | 'CLIENT_USER';
    tenant_id: number | null;
    org_id: number | null;
    login_name: string;
    mobile: string;
    pid: number;
  }) =>
    db
      .insertInto('user_account')
      .values({ ...base, ...values, user_name: values.login_name, email: `${values.login_name}@fuzz.example` })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  const manager = await insert({ user_type: 'MANAGER_USER', tenant_id: null, org_id: null, login_name: 'fuzz_mgr', mobile: '13900000001', pid: 0 });
  const client = await insert({
    user_type: 'CLIENT_USER',
    tenant_id: demo.tenant_id,
    org_id: demo.org_id,
    login_name: 'fuzz_pri',
    mobile: '13900000002',
    pid: 0,
  });
  const sub = await insert({
    user_type: 'CLIENT_USER',
    tenant_id: demo.tenant_id,
    org_id: demo.org_id,
    login_name: 'fuzz_sub',
    mobile: '13900000003',
    pid: client,
  });
  for (let i = 0; i < 5; i += 1) {
    await sendNotice(
      db,
      { title: `模糊测试通知 ${i}`, content: '内容', oneMsgType: i % 2 ? 'BUSINESS' : 'SYSTEM', twoMsgType: 'ANNOUNCEMENT' },
      [manager, client, sub],
      new Date(),
    );
  }
  return { manager, client, sub, demoManager: admin.id, demoClient: demo.id, demoTenant: demo.tenant_id! };
}

/** Signs in (login security mode 2) and answers the access token. */
export async function signIn(
  app: FastifyInstance,
  aesKey: string,
  kind: 'manager' | 'client',
  body: Record<string, unknown>,
): Promise<{ status: number; at?: string; message: string }> {
  const response = await app.inject({ method: 'POST', url: `${P}/${kind}/login`, payload: encryptBody(body, aesKey), remoteAddress: HARNESS_IP });
  const answer = response.json() as { success: boolean; data: { at: string } | null; message: string };
  return { status: response.statusCode, at: answer.data?.at, message: answer.message };
}

const LOGINS: Record<Signer, { kind: 'manager' | 'client'; body: Record<string, unknown> }> = {
  manager: { kind: 'manager', body: { loginName: 'fuzz_mgr', pwd: FUZZ_PASSWORD } },
  client: { kind: 'client', body: { loginName: 'fuzz_pri', pwd: FUZZ_PASSWORD, accountType: 'PRIMARY_ACCOUNT' } },
  sub: { kind: 'client', body: { loginName: 'fuzz_sub', pwd: FUZZ_PASSWORD, accountType: 'SUB_ACCOUNT', priLoginName: 'fuzz_pri' } },
  'demo-manager': { kind: 'manager', body: { loginName: 'admin', pwd: DEMO_PASSWORD } },
  'demo-client': { kind: 'client', body: { loginName: 'demo', pwd: DEMO_PASSWORD, accountType: 'PRIMARY_ACCOUNT' } },
};

/**
 * Sessions of the five signers. The demo accounts are signed in once, up front: the fuzz tries
 * their names with wrong passwords, which locks them for a while (the throttle doing its job).
 */
export async function openSessions(app: FastifyInstance, aesKey: string): Promise<Sessions & { renewals: number }> {
  const tokens = new Map<Signer, string>();
  const login = async (who: Signer) => {
    const { kind, body } = LOGINS[who];
    const r = await signIn(app, aesKey, kind, body);
    if (!r.at) throw new Error(`sign-in of ${String(body.loginName)} failed: ${r.status} ${r.message}`);
    tokens.set(who, r.at);
  };
  for (const who of Object.keys(LOGINS) as Signer[]) await login(who);
  const sessions = {
    renewals: 0,
    async token(who: Signer) {
      return tokens.get(who)!;
    },
    async renewIfEnded(who: Signer) {
      const probe = await app.inject({
        method: 'GET',
        url: `${P}/tenant/getInnerMark`,
        headers: { authorization: `Bearer ${tokens.get(who)}` },
        remoteAddress: HARNESS_IP,
      });
      if (probe.statusCode !== 401) return false;
      await login(who);
      sessions.renewals += 1;
      return true;
    },
  };
  return sessions;
}
