import type { Kysely } from 'kysely';
import type { PasswordStrategyRules } from '../../contract/iam';
import { loginSecurityMode, passwordStrategy, saveLoginSecurityMode, savePasswordStrategy } from '../../server/services/iam/settings.service';
import type { Database } from '../../server/db/schema';
import { checkEmail, checkEmpNumber, checkMobile, checkProfileName, checkTenantName } from '../../server/services/iam/validation.rules';

const DEMO_LOGINS = ['admin', 'demo', 'operator', 'demo2'];

/** The stored rows no fuzzed request may change: the demo accounts, their tenants and their notices. */
export async function demoSnapshot(db: Kysely<Database>) {
  const users = await db.selectFrom('user_account').selectAll().where('login_name', 'in', DEMO_LOGINS).orderBy('id').execute();
  const tenantIds = users.map((u) => u.tenant_id).filter((id): id is number => id !== null);
  const tenants = await db.selectFrom('tenant').selectAll().where('id', 'in', tenantIds).orderBy('id').execute();
  const notices = await db
    .selectFrom('msg_send_detail')
    .selectAll()
    .where(
      'user_id',
      'in',
      users.map((u) => u.id),
    )
    .orderBy('id')
    .execute();
  return JSON.parse(JSON.stringify({ users, tenants, notices })) as { users: unknown[]; tenants: unknown[]; notices: Array<{ id: number }> };
}

/**
 * Rules every stored row keeps whatever was sent: each one a sentence, listed when broken.
 * Rows a fuzzed request may legitimately have written (the run's own accounts' profiles,
 * notices a manager sent) must still hold what the validation accepts.
 */
export async function brokenInvariants(db: Kysely<Database>): Promise<string[]> {
  const broken: string[] = [];
  const tenants = await db.selectFrom('tenant').selectAll().execute();
  const tenantIds = new Set(tenants.map((t) => t.id));
  for (const t of tenants) {
    const problem = checkTenantName(t.name);
    if (problem || t.name !== t.name.trim()) broken.push(`tenant ${t.id} has a name the registration refuses: ${JSON.stringify(t.name)}`);
    if (!tenantIds.has(t.parent_tenant_id) && t.parent_tenant_id !== 0) broken.push(`tenant ${t.id} hangs under a missing tenant ${t.parent_tenant_id}`);
  }
  const users = await db.selectFrom('user_account').selectAll().execute();
  const userIds = new Set(users.map((u) => u.id));
  for (const u of users) {
    const where = `user ${u.id} (${u.login_name})`;
    if (u.user_type === 'CLIENT_USER' && (u.tenant_id === null || !tenantIds.has(u.tenant_id))) broken.push(`${where} has no tenant`);
    if (u.pid !== 0 && !userIds.has(u.pid)) broken.push(`${where} is a sub-account of a missing user ${u.pid}`);
    if (checkProfileName(u.user_name)) broken.push(`${where} has a name the profile form refuses: ${JSON.stringify(u.user_name)}`);
    if (u.mobile !== null && checkMobile(u.mobile)) broken.push(`${where} has a malformed phone: ${JSON.stringify(u.mobile)}`);
    if (u.email !== null && checkEmail(u.email)) broken.push(`${where} has a malformed e-mail: ${JSON.stringify(u.email)}`);
    if (checkEmpNumber(u.emp_number) || (u.emp_number !== null && u.emp_number !== u.emp_number.trim()))
      broken.push(`${where} has an employee number the form refuses: ${JSON.stringify(u.emp_number)}`);
    if (!['active', 'closure_requested', 'disabled'].includes(u.status)) broken.push(`${where} has status ${u.status}`);
    if (!u.password_hash.startsWith('$')) broken.push(`${where} has no password hash`);
  }
  const messages = await db.selectFrom('msg').selectAll().execute();
  for (const m of messages) {
    if (m.title.trim() === '' || m.title.length > 100) broken.push(`message ${m.id} has a title the send form refuses: ${JSON.stringify(m.title)}`);
    if (m.content === '' || m.content.length > 4000) broken.push(`message ${m.id} has content the send form refuses (${m.content.length} characters)`);
    if (m.remark !== null && m.remark.length > 200) broken.push(`message ${m.id} has a remark of ${m.remark.length} characters`);
    if (m.two_msg_type.trim() === '' || m.two_msg_type.length > 32) broken.push(`message ${m.id} has second-level type ${JSON.stringify(m.two_msg_type)}`);
  }
  const orphans = await db.selectFrom('msg_send_detail').select(['id', 'user_id', 'read_status', 'read_at']).execute();
  for (const d of orphans) {
    if (!userIds.has(d.user_id)) broken.push(`notice ${d.id} is delivered to a missing user ${d.user_id}`);
    if ((d.read_status === 1) !== (d.read_at !== null)) broken.push(`notice ${d.id} has read state ${d.read_status} with read time ${String(d.read_at)}`);
  }
  return broken;
}

/** The columns a manager may legitimately change on any account: its status, and its role (name). */
const MANAGER_SWITCHES = ['status', 'role_id', 'role_name'] as const;

/**
 * A fuzzed manager request may legitimately switch the platform's login security mode or password
 * strategy, or disable a demo account or rename its role. Put those switches back (answering what
 * was found switched), so that the end of the run can check that nothing else changed and that
 * every account still signs in.
 */
export async function restoreManagerSwitches(
  db: Kysely<Database>,
  before: { users: unknown[] },
  initial: { passwordStrategy: PasswordStrategyRules },
): Promise<string[]> {
  const restored: string[] = [];
  if ((await loginSecurityMode(db, { loginSecurityMode: 2 } as never)) !== 2) {
    await saveLoginSecurityMode(db, 2);
    restored.push('login security mode back to 2');
  }
  const strategy = await passwordStrategy(db, initial as never);
  if ((Object.keys(initial.passwordStrategy) as Array<keyof PasswordStrategyRules>).some((key) => strategy[key] !== initial.passwordStrategy[key])) {
    await savePasswordStrategy(db, initial.passwordStrategy);
    restored.push('password strategy back to its initial rules');
  }
  for (const row of before.users as Array<Record<string, unknown> & { id: number; login_name: string }>) {
    const now = await db.selectFrom('user_account').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    const changed = MANAGER_SWITCHES.filter((column) => column in row && (now as Record<string, unknown>)[column] !== row[column]);
    if (!changed.length) continue;
    await db
      .updateTable('user_account')
      .set(Object.fromEntries(changed.map((column) => [column, row[column]])) as never)
      .where('id', '=', row.id)
      .execute();
    restored.push(`${row.login_name}: ${changed.join(', ')} back`);
  }
  return restored;
}
