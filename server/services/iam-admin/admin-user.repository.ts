import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { foldedColumn, foldedValue } from '../../db/folded';
import type { AdminUser } from '../../../contract/iam-admin';
import type { AccountStatus, UserType } from '../iam';
import { accountStatusOf } from './admin.rules';

type Db = Kysely<Database>;

function users(db: Db) {
  return db
    .selectFrom('user_account as u')
    .leftJoin('tenant as t', 't.id', 'u.tenant_id')
    .leftJoin('org as o', 'o.id', 'u.org_id')
    .leftJoin('user_account as p', 'p.id', 'u.pid')
    .leftJoin('role as r', 'r.id', 'u.role_id');
}

const columns = [
  'u.id',
  'u.user_type',
  'u.login_name',
  'u.user_name',
  'u.mobile',
  'u.email',
  'u.tenant_id',
  't.name as tenant_name',
  'o.name as org_name',
  'u.role_id',
  'u.role_name',
  'r.role_name_en',
  'u.pid',
  'p.login_name as pri_login_name',
  'u.status',
  'u.created_at',
] as const;

type UserRow = Awaited<ReturnType<ReturnType<ReturnType<typeof users>['select']>['executeTakeFirstOrThrow']>>;

const toUser = (r: UserRow): AdminUser => ({
  id: r.id,
  userType: r.user_type,
  loginName: r.login_name,
  userName: r.user_name,
  mobile: r.mobile,
  email: r.email,
  tenantId: r.tenant_id,
  tenantName: r.tenant_name ?? null,
  orgName: r.org_name ?? null,
  roleId: r.role_id,
  roleName: r.role_name,
  roleNameEn: r.role_name_en ?? null,
  pid: r.pid,
  priLoginName: r.pid !== 0 ? (r.pri_login_name ?? null) : null,
  status: accountStatusOf(r.status),
  createdAt: new Date(r.created_at).toISOString(),
});

interface UserFilter {
  /** ILIKE pattern matched against login name, name, phone and e-mail. */
  pattern?: string | null;
  tenantId?: number;
  userType?: UserType;
  status?: AccountStatus;
  /** Sub-accounts of this primary account only. */
  primaryId?: number;
}

function filtered(db: Db, f: UserFilter) {
  let query = users(db);
  if (f.pattern) {
    const p = f.pattern;
    query = query.where((eb) => eb.or([eb('u.login_name', 'ilike', p), eb('u.user_name', 'ilike', p), eb('u.mobile', 'ilike', p), eb('u.email', 'ilike', p)]));
  }
  if (f.tenantId !== undefined) query = query.where('u.tenant_id', '=', f.tenantId);
  if (f.userType !== undefined) query = query.where('u.user_type', '=', f.userType);
  if (f.status !== undefined) query = query.where('u.status', '=', f.status);
  if (f.primaryId !== undefined) query = query.where('u.user_type', '=', 'CLIENT_USER').where('u.pid', '=', f.primaryId);
  return query;
}

/** Users matching the filter, newest first. */
export async function findUserPage(db: Db, f: UserFilter, page: { offset: number; limit: number }): Promise<{ total: number; users: AdminUser[] }> {
  const counted = await filtered(db, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  const rows = await filtered(db, f).select(columns).orderBy('u.id', 'desc').limit(page.limit).offset(page.offset).execute();
  return { total: Number(counted?.n ?? 0), users: rows.map(toUser) };
}

export async function findAdminUser(db: Db, id: number): Promise<AdminUser | null> {
  const row = await users(db).select(columns).where('u.id', '=', id).executeTakeFirst();
  return row ? toUser(row) : null;
}

/** True when an account of that type under that primary (0: primary accounts) has the login name, after case folding and NFKC (N-6). */
export async function loginNameTaken(db: Db, userType: UserType, pid: number, loginName: string): Promise<boolean> {
  return !!(await db
    .selectFrom('user_account')
    .select('id')
    .where('user_type', '=', userType)
    .where('pid', '=', pid)
    .where(foldedColumn('login_name'), '=', foldedValue(loginName))
    .executeTakeFirst());
}

/** The root org of a tenant (the first without a parent), where added users are placed. */
export async function findRootOrg(db: Db, tenantId: number): Promise<number | null> {
  const row = await db.selectFrom('org').select('id').where('tenant_id', '=', tenantId).where('parent_id', 'is', null).orderBy('id').executeTakeFirst();
  return row?.id ?? null;
}

export async function findOrgOfUser(db: Db, userId: number): Promise<number | null> {
  return (await db.selectFrom('user_account').select('org_id').where('id', '=', userId).executeTakeFirst())?.org_id ?? null;
}

interface NewUser {
  userType: UserType;
  tenantId: number | null;
  orgId: number | null;
  loginName: string;
  userName: string;
  mobile: string;
  email: string;
  pid: number;
  role: { id: number; name: string } | null;
  /** A hash of a secret nobody knows: the user sets a password through the link. */
  passwordHash: string;
  createdAt: Date;
}

export async function insertUser(db: Db, u: NewUser): Promise<number> {
  const row = await db
    .insertInto('user_account')
    .values({
      user_type: u.userType,
      tenant_id: u.tenantId,
      org_id: u.orgId,
      login_name: u.loginName,
      user_name: u.userName,
      mobile: u.mobile,
      email: u.email,
      pid: u.pid,
      emp_number: null,
      user_role_type: 0,
      auth_status: 1,
      role_id: u.role?.id ?? null,
      role_name: u.role?.name ?? null,
      password_hash: u.passwordHash,
      status: 'active',
      created_at: u.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets the stored status when it is still `from`; answers whether it changed. */
export async function updateStatus(db: Db, id: number, from: AccountStatus, to: AccountStatus): Promise<boolean> {
  const result = await db.updateTable('user_account').set({ status: to }).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
