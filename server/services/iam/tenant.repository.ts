import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { foldedColumn, foldedValue } from '../../db/folded';
import { grantDefaultApps } from '../catalog';

/** The seeded role a new primary account gets (data: its stored name). */
// eslint-disable-next-line portal/text-beside-english -- data: the seeded role's name, matched as stored
const TENANT_ADMIN_ROLE = '租户管理员';

type Db = Kysely<Database>;

interface NewTenant {
  name: string;
  pid: number;
  parentTenantId: number;
}

interface NewPrimaryAccount {
  userName: string;
  mobile: string;
  email: string;
  passwordHash: string;
}

/** A tenant of that name after case folding and NFKC (N-6): `DEMO` and `ｄｅｍｏ` are `demo`. */
export async function tenantNameExists(db: Db, name: string): Promise<boolean> {
  return !!(await db.selectFrom('tenant').select('id').where(foldedColumn('name'), '=', foldedValue(name)).executeTakeFirst());
}

/** How many of these tenant ids exist. */
export async function countTenants(db: Db, ids: number[]): Promise<number> {
  const rows = await db.selectFrom('tenant').select('id').where('id', 'in', ids).execute();
  return rows.length;
}

/**
 * Creates a tenant and its primary account (the tenant administrator, signing in with the user
 * name) in one transaction. A unique index refusing either row rejects with PostgreSQL's 23505.
 */
export async function insertTenantWithPrimary(db: Db, tenant: NewTenant, account: NewPrimaryAccount): Promise<{ tenantId: number; userId: number }> {
  return db.transaction().execute(async (trx) => {
    // The managing tenant is the parent it registers under, as for tenants a manager adds.
    const parent = await trx.selectFrom('tenant').select('name').where('id', '=', tenant.parentTenantId).executeTakeFirst();
    const created = await trx
      .insertInto('tenant')
      .values({ name: tenant.name, pid: tenant.pid, parent_tenant_id: tenant.parentTenantId, inner_mark: 0, mgr_tenant_name: parent?.name ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await trx
      .insertInto('user_account')
      .values({
        user_type: 'CLIENT_USER',
        tenant_id: created.id,
        org_id: null,
        login_name: account.userName,
        user_name: account.userName,
        mobile: account.mobile,
        email: account.email,
        pid: 0,
        emp_number: null,
        user_role_type: 0,
        auth_status: 1,
        role_name: TENANT_ADMIN_ROLE,
        // The tenant administrator role decides what the new primary account sees (issue 22 N-1).
        role_id: trx.selectFrom('role').select('id').where('user_type', '=', 'CLIENT_USER').where('role_name', '=', TENANT_ADMIN_ROLE),
        password_hash: account.passwordHash,
        status: 'active',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Issue 23 item 2: the platform's default applications.
    await grantDefaultApps(trx, created.id);
    return { tenantId: created.id, userId: user.id };
  });
}

/** Whether the tenant is disabled (issue 23 item 2): its users do not sign in. */
export async function tenantDisabled(db: Db, tenantId: number): Promise<boolean> {
  const row = await db.selectFrom('tenant').select('status').where('id', '=', tenantId).executeTakeFirst();
  return row?.status === 'disabled';
}
