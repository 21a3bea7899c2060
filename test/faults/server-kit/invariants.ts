import { createPasswordHasher } from '../../../server/security/password-hash';
import type { Ledger } from './write-burst';

/**
 * What must hold in the database after a kill, whatever the kill interrupted. Read straight from
 * the tables (PGlite: a copy of the data folder taken while the server was dead; PostgreSQL: the
 * schema, before the restarted server touches it). Returns the violations (empty: all held) and
 * what was seen.
 */
export type Query = (text: string, params?: unknown[]) => Promise<Array<Record<string, any>>>;

const answered = (e: { answer?: { status: number } }) => e.answer?.status === 200;

export async function checkInvariants(q: Query, ledger: Ledger): Promise<{ violations: string[]; seen: string[] }> {
  const violations: string[] = [];
  const seen: string[] = [];
  const none = async (what: string, text: string, params: unknown[] = []) => {
    const rows = await q(text, params);
    if (rows.length) violations.push(`${what}: ${JSON.stringify(rows.slice(0, 5))}`);
  };

  // Accounts: no user without its tenant (or org), no tenant without its primary account.
  await none(
    'users whose tenant is missing',
    `select u.login_name from user_account u left join tenant t on t.id = u.tenant_id where u.tenant_id is not null and t.id is null`,
  );
  await none(
    'users whose org is missing',
    `select u.login_name from user_account u left join org o on o.id = u.org_id where u.org_id is not null and o.id is null`,
  );
  await none('client users without a tenant', `select login_name from user_account where user_type = 'CLIENT_USER' and tenant_id is null`);
  await none(
    'tenants without a primary account',
    `select t.name from tenant t where t.id >= 2001 and not exists (select 1 from user_account u where u.tenant_id = t.id and u.pid = 0 and u.user_type = 'CLIENT_USER')`,
  );
  for (const r of ledger.registrations) {
    const rows = await q(
      `select (select count(*)::int from tenant where name = $1) as tenants, (select count(*)::int from user_account where login_name = $2 and pid = 0) as users`,
      [r.tenantName, r.userName],
    );
    const { tenants, users } = rows[0];
    if (tenants !== users) violations.push(`registration ${r.userName} half-written: ${tenants} tenant(s), ${users} user(s)`);
    if (answered(r) && users !== 1) violations.push(`registration ${r.userName} was answered 200 but is not in the database`);
  }
  const registered = ledger.registrations.filter((r) => !answered(r));
  seen.push(
    `registrations: ${ledger.registrations.length - registered.length} answered and stored; of ${registered.length} unanswered, ${(await q(`select count(*)::int as n from tenant where name = any($1)`, [registered.map((r) => r.tenantName)]))[0].n} committed whole, none in part`,
  );

  // Codes: each row whole (hash, a five-minute life, a sane try count); answered requests stored.
  await none(
    'verification codes half-written',
    `select destination from verification_code where length(code_hash) < 32 or expires_at <> created_at + interval '5 minutes' or failed_attempts not between 0 and 5 or (consumed_at is not null and consumed_at < created_at)`,
  );
  for (const c of ledger.codeRequests.filter(answered)) {
    const rows = await q(`select 1 from verification_code where purpose = 'REGISTER' and destination = $1`, [`SMS:${c.mobile}`]);
    if (!rows.length) violations.push(`code for ${c.mobile} was answered 200 but is not stored`);
  }

  // Read state: each request's set read entirely, with one timestamp, or not at all.
  let whole = 0;
  let untouched = 0;
  for (const m of ledger.markReads) {
    const [row] = await q(
      `select count(*)::int as n, count(*) filter (where read_status = 1)::int as read, count(distinct read_at)::int as stamps from msg_send_detail where id = any($1)`,
      [m.ids],
    );
    if (row.read !== 0 && row.read !== row.n) violations.push(`mark-read of ${m.loginName} ${JSON.stringify(m.ids)} applied in part: ${row.read} of ${row.n}`);
    if (row.read === row.n && row.stamps !== 1) violations.push(`mark-read of ${JSON.stringify(m.ids)} has ${row.stamps} read times`);
    if (answered(m) && row.read !== row.n) violations.push(`mark-read of ${JSON.stringify(m.ids)} was answered 200 but is not read`);
    if (row.read === row.n) whole += 1;
    else untouched += 1;
  }
  seen.push(`mark-read sets: ${whole} read whole, ${untouched} untouched, none in part`);

  // Notices sent by the manager: a message with all of its deliveries, or no message.
  for (const s of ledger.sends) {
    const rows = await q(`select count(d.id)::int as deliveries from msg m left join msg_send_detail d on d.msg_id = m.id where m.title = $1 group by m.id`, [
      s.title,
    ]);
    if (rows.some((r) => r.deliveries !== s.userIds.length)) violations.push(`notice ${s.title} delivered to ${JSON.stringify(rows)} of ${s.userIds.length}`);
    if (answered(s) && rows.length !== 1) violations.push(`notice ${s.title} was answered 200 but is not stored`);
  }

  // Passwords: the old or the new one, never neither; a changed password ended every session.
  const hasher = createPasswordHasher({ fast: true, concurrency: 2 });
  let changed = 0;
  for (const c of ledger.passwordChanges) {
    const [user] = await q(`select id, password_hash from user_account where login_name = $1 and pid = 0`, [c.loginName]);
    const isNew = await hasher.verifyPassword(user.password_hash, c.newPassword);
    const isOld = await hasher.verifyPassword(user.password_hash, c.oldPassword);
    if (isNew === isOld) violations.push(`password of ${c.loginName} is neither the old nor the new one`);
    if (answered(c) && !isNew) violations.push(`password change of ${c.loginName} was answered 200 but the old password is stored`);
    if (isNew) {
      changed += 1;
      const live = await q(`select id from session where user_id = $1 and revoked_at is null`, [user.id]);
      if (live.length) violations.push(`password of ${c.loginName} changed but ${live.length} session(s) it had survived`);
    }
  }
  seen.push(`password changes: ${changed} of ${ledger.passwordChanges.length} stored, each with its sessions ended`);
  await none('access tokens of vanished sessions', `select a.session_id from access_token a left join session s on s.id = a.session_id where s.id is null`);
  return { violations, seen };
}
