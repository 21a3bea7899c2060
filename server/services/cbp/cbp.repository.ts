import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { LeaveWord, PartnerPlan, PurchasedInstance, ResourceApplication } from '../../../contract/cbp';
import { applyColumns, contains, count, iso, isoOrNull, toApplyRow, toGoods, toPlan, type Page } from './list-rows.repository';

type Db = Kysely<Database>;

/** Null: every tenant (managers); otherwise one tenant's rows. */
type TenantFilter = number | null;

export async function findPurchasedInstances(
  db: Db,
  tenant: TenantFilter,
  serviceName: string | null,
  page: Page,
): Promise<{ total: number; rows: PurchasedInstance[] }> {
  let query = db.selectFrom('purchased_instance');
  if (tenant !== null) query = query.where('tenant_id', '=', tenant);
  if (serviceName) {
    // The good's name in either language (ADR 016), any case.
    const pattern = contains(serviceName);
    query = query.where((eb) => eb.or([eb('goods_name', 'ilike', pattern), eb('goods_name_en', 'ilike', pattern)]));
  }
  const total = (await query.select(count).executeTakeFirst())?.n ?? 0;
  const rows = await query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
  return {
    total,
    rows: rows.map(toGoods),
  };
}

export async function findResourceApplications(
  db: Db,
  tenant: TenantFilter,
  status: number | null,
  page: Page,
): Promise<{ total: number; rows: ResourceApplication[] }> {
  let query = db.selectFrom('resource_application as r').innerJoin('user_account as u', 'u.id', 'r.user_id');
  if (tenant !== null) query = query.where('r.tenant_id', '=', tenant);
  if (status !== null) query = query.where('r.status', '=', status);
  const total = (await query.select(count).executeTakeFirst())?.n ?? 0;
  const rows = await query.select(applyColumns).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(page.limit).offset(page.offset).execute();
  return {
    total,
    rows: rows.map(toApplyRow),
  };
}

export async function findPartnerPlans(
  db: Db,
  tenant: TenantFilter,
  filter: { auditStatus: number | null; planName: string | null },
  page: Page,
): Promise<{ total: number; rows: PartnerPlan[] }> {
  let query = db.selectFrom('partner_plan_apply');
  if (tenant !== null) query = query.where('tenant_id', '=', tenant);
  if (filter.auditStatus !== null) query = query.where('audit_status', '=', filter.auditStatus);
  if (filter.planName) {
    const pattern = contains(filter.planName);
    query = query.where((eb) => eb.or([eb('plan_name', 'ilike', pattern), eb('plan_name_en', 'ilike', pattern)]));
  }
  const total = (await query.select(count).executeTakeFirst())?.n ?? 0;
  const rows = await query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
  return {
    total,
    rows: rows.map(toPlan),
  };
}

export async function findLeaveWords(db: Db, mobile: string): Promise<LeaveWord[]> {
  const rows = await db
    .selectFrom('leave_word')
    .selectAll()
    .where('mobile', '=', mobile)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    content: r.content,
    disposeResult: r.dispose_result,
    createTime: iso(r.created_at),
    disposeTime: isoOrNull(r.disposed_at),
  }));
}

export async function findUserMobile(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('user_account').select('mobile').where('id', '=', userId).executeTakeFirst();
  return row?.mobile ?? null;
}
