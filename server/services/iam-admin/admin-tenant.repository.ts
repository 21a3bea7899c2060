import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { foldedColumn, foldedValue } from '../../db/folded';
import type { AdminTenant } from '../../../contract/iam-admin';
import { grantDefaultApps } from '../catalog';

type Db = Kysely<Database>;

function tenants(db: Db) {
  return db
    .selectFrom('tenant as t')
    .leftJoin('tenant as pt', 'pt.id', 't.parent_tenant_id')
    .select((eb) => [
      't.id',
      't.name',
      't.inner_mark',
      't.parent_tenant_id',
      't.mgr_tenant_name',
      't.created_at',
      't.contact_name',
      't.contact_mobile',
      't.contact_email',
      't.status',
      'pt.name as parent_name',
      eb.selectFrom('user_account as u').select(eb.fn.countAll<string>().as('n')).whereRef('u.tenant_id', '=', 't.id').as('user_count'),
    ]);
}

type TenantRow = Awaited<ReturnType<ReturnType<typeof tenants>['executeTakeFirstOrThrow']>>;

const toTenant = (r: TenantRow): AdminTenant => ({
  id: r.id,
  name: r.name,
  innerMark: r.inner_mark,
  parentTenantId: r.parent_tenant_id,
  parentTenantName: r.parent_name ?? null,
  mgrTenantName: r.mgr_tenant_name,
  userCount: Number(r.user_count ?? 0),
  createdAt: new Date(r.created_at).toISOString(),
  contactName: r.contact_name,
  contactMobile: r.contact_mobile,
  contactEmail: r.contact_email,
  status: r.status,
});

/** Tenants whose name contains the pattern (ILIKE), newest (highest id) first. */
export async function findTenantPage(
  db: Db,
  namePattern: string | null,
  page: { offset: number; limit: number },
): Promise<{ total: number; tenants: AdminTenant[] }> {
  const counted = await db
    .selectFrom('tenant')
    .$if(namePattern !== null, (q) => q.where('name', 'ilike', namePattern!))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  const rows = await tenants(db)
    .$if(namePattern !== null, (q) => q.where('t.name', 'ilike', namePattern!))
    .orderBy('t.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { total: Number(counted?.n ?? 0), tenants: rows.map(toTenant) };
}

export async function findAdminTenant(db: Db, id: number): Promise<AdminTenant | null> {
  const row = await tenants(db).where('t.id', '=', id).executeTakeFirst();
  return row ? toTenant(row) : null;
}

/** After case folding and NFKC (N-6). */
export async function tenantNameTaken(db: Db, name: string): Promise<boolean> {
  return !!(await db.selectFrom('tenant').select('id').where(foldedColumn('name'), '=', foldedValue(name)).executeTakeFirst());
}

export async function findTenantOrgs(db: Db, tenantId: number): Promise<Array<{ id: number; parentId: number | null; name: string }>> {
  const rows = await db.selectFrom('org').select(['id', 'parent_id', 'name']).where('tenant_id', '=', tenantId).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, parentId: r.parent_id, name: r.name }));
}

interface NewTenant {
  name: string;
  innerMark: number;
  pid: number;
  parentTenantId: number;
  createdAt: Date;
}

/** The tenant, its root org of the same name and the default applications, in one transaction; answers the tenant's id. */
export async function insertTenant(db: Db, t: NewTenant): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const parent = await trx.selectFrom('tenant').select('name').where('id', '=', t.parentTenantId).executeTakeFirst();
    const tenant = await trx
      .insertInto('tenant')
      .values({
        name: t.name,
        pid: t.pid,
        parent_tenant_id: t.parentTenantId,
        inner_mark: t.innerMark,
        mgr_tenant_name: parent?.name ?? null,
        created_at: t.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('org').values({ tenant_id: tenant.id, parent_id: null, name: t.name }).execute();
    await grantDefaultApps(trx, tenant.id);
    return tenant.id;
  });
}
