import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { foldedColumn, foldedValue } from '../../db/folded';
import type { TenantStatus } from '../iam';

type Db = Kysely<Database>;

/** Another tenant has the name, after case folding and NFKC (N-6). */
export async function tenantNameTakenByOther(db: Db, name: string, tenantId: number): Promise<boolean> {
  return !!(await db.selectFrom('tenant').select('id').where(foldedColumn('name'), '=', foldedValue(name)).where('id', '<>', tenantId).executeTakeFirst());
}

/** A tenant's parent id and name, or null when there is no such tenant. */
export async function findTenantLink(db: Db, id: number): Promise<{ id: number; parentTenantId: number; name: string } | null> {
  const row = await db.selectFrom('tenant').select(['id', 'parent_tenant_id', 'name']).where('id', '=', id).executeTakeFirst();
  return row ? { id: row.id, parentTenantId: row.parent_tenant_id, name: row.name } : null;
}

interface TenantChange {
  name: string;
  contactName: string | null;
  contactMobile: string | null;
  contactEmail: string | null;
  parentTenantId: number;
  parentName: string;
  status: TenantStatus;
}

/**
 * Writes a tenant's fields; the tenants under it name it as their managing tenant, so a new name
 * reaches them too. Runs inside the caller's transaction.
 */
export async function updateTenant(db: Db, id: number, c: TenantChange): Promise<void> {
  await db
    .updateTable('tenant')
    .set({
      name: c.name,
      contact_name: c.contactName,
      contact_mobile: c.contactMobile,
      contact_email: c.contactEmail,
      parent_tenant_id: c.parentTenantId,
      mgr_tenant_name: c.parentName,
      status: c.status,
    })
    .where('id', '=', id)
    .execute();
  await db.updateTable('tenant').set({ mgr_tenant_name: c.name }).where('parent_tenant_id', '=', id).where('id', '<>', id).execute();
}

/** The ids of every account of a tenant (primary accounts and sub-accounts). */
export async function tenantUserIds(db: Db, tenantId: number): Promise<number[]> {
  const rows = await db.selectFrom('user_account').select('id').where('tenant_id', '=', tenantId).execute();
  return rows.map((r) => r.id);
}

/** A user's name, phone and e-mail as an administrator sets them. */
export async function updateUserContacts(db: Db, id: number, fields: { userName: string; mobile: string; email: string }): Promise<void> {
  await db.updateTable('user_account').set({ user_name: fields.userName, mobile: fields.mobile, email: fields.email }).where('id', '=', id).execute();
}
