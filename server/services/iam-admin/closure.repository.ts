import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ClosureRequest, ClosureStatus } from '../../../contract/iam-closure';
import type { UserType } from '../iam';

type Db = Kysely<Database>;

function requests(db: Db) {
  return db
    .selectFrom('closure_request as c')
    .innerJoin('user_account as u', 'u.id', 'c.user_id')
    .leftJoin('tenant as t', 't.id', 'u.tenant_id')
    .leftJoin('user_account as r', 'r.id', 'c.reviewer_id');
}

interface ClosureFilter {
  status?: ClosureStatus;
  userType?: UserType;
  /** ILIKE pattern matched against the login name and the name. */
  pattern?: string | null;
}

function filtered(db: Db, f: ClosureFilter) {
  let query = requests(db);
  if (f.status !== undefined) query = query.where('c.status', '=', f.status);
  if (f.userType !== undefined) query = query.where('u.user_type', '=', f.userType);
  if (f.pattern) {
    const p = f.pattern;
    query = query.where((eb) => eb.or([eb('c.login_name', 'ilike', p), eb('u.login_name', 'ilike', p), eb('u.user_name', 'ilike', p)]));
  }
  return query;
}

function selected(db: Db, f: ClosureFilter) {
  return filtered(db, f).select((eb) => [
    'c.id',
    'c.user_id',
    'c.status',
    'c.created_at',
    'c.reviewed_at',
    'c.reason',
    'c.login_name as kept_login_name',
    'u.user_type',
    'u.login_name',
    'u.user_name',
    'u.pid',
    'u.status as account_status',
    't.name as tenant_name',
    'r.login_name as reviewer_name',
    eb
      .selectFrom('user_account as s')
      .select(eb.fn.countAll<string>().as('n'))
      .whereRef('s.pid', '=', 'u.id')
      .where('s.user_type', '=', 'CLIENT_USER')
      .where('u.pid', '=', 0)
      .as('sub_count'),
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selected>['executeTakeFirstOrThrow']>>;

const toRequest = (r: Row): ClosureRequest => ({
  id: r.id,
  userId: r.user_id,
  userType: r.user_type,
  loginName: r.kept_login_name ?? r.login_name,
  userName: r.account_status === 'closed' ? null : r.user_name,
  tenantName: r.tenant_name ?? null,
  pid: r.pid,
  subAccountCount: r.pid === 0 ? Number(r.sub_count ?? 0) : 0,
  status: r.status as ClosureStatus,
  createdAt: new Date(r.created_at).toISOString(),
  reviewedAt: r.reviewed_at ? new Date(r.reviewed_at).toISOString() : null,
  reviewerName: r.reviewer_name ?? null,
  reason: r.reason,
});

/** Closure requests matching the filter, newest first. */
export async function findClosurePage(db: Db, f: ClosureFilter, page: { offset: number; limit: number }): Promise<{ total: number; rows: ClosureRequest[] }> {
  const counted = await filtered(db, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  const rows = await selected(db, f).orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(page.limit).offset(page.offset).execute();
  return { total: Number(counted?.n ?? 0), rows: rows.map(toRequest) };
}

export async function findClosure(db: Db, id: number): Promise<ClosureRequest | null> {
  const row = await selected(db, {}).where('c.id', '=', id).executeTakeFirst();
  return row ? toRequest(row) : null;
}

/** Marks a pending request reviewed; answers false when it was no longer pending (another reviewer won). */
export async function markReviewed(
  db: Db,
  id: number,
  review: { status: 'approved' | 'rejected'; reviewerId: number; at: Date; reason: string | null; loginName: string },
): Promise<boolean> {
  const result = await db
    .updateTable('closure_request')
    .set({ status: review.status, reviewer_id: review.reviewerId, reviewed_at: review.at, reason: review.reason, login_name: review.loginName })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Closes an account as the closure dialog warns (its data removed): the row stays, for what refers
 * to it (audit, orders, sent notices), with a login name nobody types, no contacts, an unknown
 * password and the status `closed`; its messages, assigned applications, set-password links and
 * step-up proofs are deleted.
 */
export async function anonymiseAccount(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('user_account')
    .set({
      status: 'closed',
      login_name: `closed-${userId}`,
      // eslint-disable-next-line portal/text-beside-english -- data: the stored name of a closed account (screens show their own words for it)
      user_name: '已注销用户',
      mobile: null,
      email: null,
      verified_email: null,
      emp_number: null,
      password_hash: passwordHash,
    })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('msg_send_detail').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_app').where('user_id', '=', userId).execute();
  await db.deleteFrom('password_key').where('user_id', '=', userId).execute();
  await db.deleteFrom('step_up').where('user_id', '=', userId).execute();
}

/** Whether a tenant keeps an open primary account (pid 0) other than `userId`. */
export async function tenantKeepsPrimary(db: Db, tenantId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_account')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('user_type', '=', 'CLIENT_USER')
    .where('pid', '=', 0)
    .where('id', '<>', userId)
    .where('status', 'not in', ['closed', 'closure_requested'])
    .executeTakeFirst();
  return !!row;
}

/** What closing a tenant removed, for the audit row. */
export type ClosedTenant = { tenantId: number; applications: number; goods: number; plans: number; apps: number };

/**
 * Closes the tenant of a closed primary account (the closure dialog: all data deleted): the tenant
 * row stays, for what refers to it (its users, organisations, sent notices), disabled and without
 * contacts; its business records go: resource and developer applications, purchased goods,
 * partner plan applications and the applications it was given.
 */
export async function closeTenant(db: Db, tenantId: number): Promise<ClosedTenant> {
  const count = (result: { numDeletedRows: bigint }[]) => result.reduce((sum, r) => sum + Number(r.numDeletedRows), 0);
  await db
    .updateTable('tenant')
    .set({ status: 'disabled', contact_name: null, contact_mobile: null, contact_email: null })
    .where('id', '=', tenantId)
    .execute();
  const applications = count(await db.deleteFrom('resource_application').where('tenant_id', '=', tenantId).execute());
  const goods = count(await db.deleteFrom('purchased_instance').where('tenant_id', '=', tenantId).execute());
  const plans = count(await db.deleteFrom('partner_plan_apply').where('tenant_id', '=', tenantId).execute());
  const apps = count(await db.deleteFrom('tenant_app').where('tenant_id', '=', tenantId).execute());
  return { tenantId, applications, goods, plans, apps };
}

/** A rejected closure: the account is active again (only if it is still closing). */
export async function reopenAccount(db: Db, userId: number): Promise<void> {
  await db.updateTable('user_account').set({ status: 'active' }).where('id', '=', userId).where('status', '=', 'closure_requested').execute();
}

/** The ids of a primary client account's sub-accounts not yet closed. */
export async function openSubAccountIds(db: Db, primaryId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_account')
    .select('id')
    .where('user_type', '=', 'CLIENT_USER')
    .where('pid', '=', primaryId)
    .where('status', '<>', 'closed')
    .execute();
  return rows.map((r) => r.id);
}

export async function findAccountContacts(db: Db, userId: number): Promise<{ mobile: string | null; email: string | null } | null> {
  return (await db.selectFrom('user_account').select(['mobile', 'email']).where('id', '=', userId).executeTakeFirst()) ?? null;
}
