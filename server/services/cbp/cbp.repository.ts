import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { LeaveWord, PartnerPlan, PurchasedInstance, ResourceApplication } from '../../../contract/cbp';

type Db = Kysely<Database>;

/** Null: every tenant (managers); otherwise one tenant's rows. */
export type TenantFilter = number | null;
interface Page {
  offset: number;
  limit: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
const contains = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const count = sql<number>`count(*)::int`.as('n');

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
    rows: rows.map((r) => ({
      id: r.id,
      goodsName: r.goods_name,
      instanceStatus: r.instance_status,
      orderType: r.order_type,
      serviceProvideName: r.service_provide_name,
      categoryName: r.category_name,
      periodType: r.period_type,
      periodNumber: r.period_number,
      endEffectDay: r.end_effect_day,
      basicSkuName: r.basic_sku_name,
      defineSkuName: r.define_sku_name,
      instanceCode: r.instance_code,
      createTime: iso(r.created_at),
      goodsNameEn: r.goods_name_en,
      categoryNameEn: r.category_name_en,
      serviceProvideNameEn: r.service_provide_name_en,
      basicSkuNameEn: r.basic_sku_name_en,
      defineSkuNameEn: r.define_sku_name_en,
    })),
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
  const rows = await query
    .select(['r.id', 'r.created_at', 'r.status', 'r.kind', 'r.service_name', 'r.resource_type', 'r.spec_code', 'r.quantity', 'u.user_name'])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      createTime: iso(r.created_at),
      status: r.status,
      serviceName: r.service_name,
      kind: r.kind,
      resourceType: r.resource_type,
      specCode: r.spec_code,
      quantity: r.quantity,
      applicantName: r.user_name,
    })),
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
    rows: rows.map((r) => ({
      id: r.id,
      planName: r.plan_name,
      planDesc: r.plan_desc,
      auditStatus: r.audit_status,
      applyTime: iso(r.created_at),
      planNameEn: r.plan_name_en,
      planDescEn: r.plan_desc_en,
    })),
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
