import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { DEVELOPER_SERVICE_NAME } from '../../../contract/cbp-review.rules';
import type { ApplyDetail, ApplyKind, ApplyRow, GoodsDetail, GoodsInstance, JoinedPlan, PlanDetail } from '../../../contract/cbp-business';
import { appliedForMatches, applyColumns, contains, count, isoOrNull, toApplyRow, toGoods, toPlan, type Page } from './list-rows.repository';

type Db = Kysely<Database>;

/** Null: every tenant (managers); otherwise one tenant's rows. */
type TenantScope = number | null;

// ---- Resource applications ----

function applications(db: Db, tenant: TenantScope) {
  let query = db.selectFrom('resource_application as r').innerJoin('user_account as u', 'u.id', 'r.user_id').innerJoin('tenant as t', 't.id', 'r.tenant_id');
  if (tenant !== null) query = query.where('r.tenant_id', '=', tenant);
  return query;
}

export async function findApplyPage(
  db: Db,
  tenant: TenantScope,
  filter: { status: number | null; kind: ApplyKind | null; keyword: string | null },
  page: Page,
): Promise<{ total: number; rows: ApplyRow[] }> {
  let query = applications(db, tenant);
  if (filter.status !== null) query = query.where('r.status', '=', filter.status);
  if (filter.kind) query = query.where('r.kind', '=', filter.kind);
  const { keyword } = filter;
  if (keyword) query = query.where((eb) => eb.or(appliedForMatches(eb, keyword)));
  const total = (await query.select(count).executeTakeFirst())?.n ?? 0;
  const rows = await query.select(applyColumns).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(page.limit).offset(page.offset).execute();
  return { total, rows: rows.map(toApplyRow) };
}

/** The columns of an application's detail, the applicant and the reviewer alike see: `t` its tenant. */
export const applyDetailColumns = [
  ...applyColumns,
  'u.login_name',
  'r.tenant_id',
  't.name as tenant_name',
  'r.description',
  'r.audit_opinion',
  'r.audited_at',
  'r.period_type',
  'r.period_number',
  'r.goods_id',
] as const;

type ApplyDetailShape = Parameters<typeof toApplyRow>[0] &
  Pick<
    Selectable<Database['resource_application']>,
    'tenant_id' | 'description' | 'audit_opinion' | 'audited_at' | 'period_type' | 'period_number' | 'goods_id'
  > & {
    login_name: string;
    tenant_name: string;
  };

export function toApplyDetail(r: ApplyDetailShape): ApplyDetail {
  return {
    ...toApplyRow(r),
    applicantLoginName: r.login_name,
    tenantId: r.tenant_id,
    tenantName: r.tenant_name,
    description: r.description,
    auditOpinion: r.audit_opinion,
    auditTime: isoOrNull(r.audited_at),
    resource:
      r.resource_type && r.spec_code && r.quantity && (r.period_type === '0' || r.period_type === '1') && r.period_number
        ? { resourceType: r.resource_type, specCode: r.spec_code, quantity: r.quantity, periodType: r.period_type, periodNumber: r.period_number }
        : null,
    goodsId: r.goods_id,
  };
}

export async function findApplyDetail(db: Db, tenant: TenantScope, id: string): Promise<ApplyDetail | null> {
  const r = await applications(db, tenant).select(applyDetailColumns).where('r.id', '=', id).executeTakeFirst();
  return r ? toApplyDetail(r) : null;
}

/** What decides whether a user may ask to become a developer. */
export async function findApplicant(db: Db, userId: number): Promise<{ userRoleType: number; tenantId: number | null } | null> {
  const row = await db.selectFrom('user_account').select(['user_role_type', 'tenant_id']).where('id', '=', userId).executeTakeFirst();
  return row ? { userRoleType: row.user_role_type, tenantId: row.tenant_id } : null;
}

/** The user's developer request still pending (status 1 or 6), if any. */
export async function findPendingDeveloperApply(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('resource_application')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'DEVELOPER')
    .where('status', 'in', [1, 6])
    .executeTakeFirst();
  return row?.id ?? null;
}

export class PendingDeveloperApply extends Error {}
export class ApplicationNumberTaken extends Error {}

/** What every application is filed with; its kind's own columns go beside it. */
export interface NewApplication {
  id: string;
  tenantId: number;
  userId: number;
  description: string | null;
  now: Date;
}

type KindColumns = Pick<
  Insertable<Database['resource_application']>,
  'kind' | 'service_name' | 'resource_type' | 'spec_code' | 'quantity' | 'period_type' | 'period_number'
>;

interface UniqueViolation {
  constraint?: string;
  message?: string;
}

/** Files an application in status 1, pending review; a unique index's refusal is thrown as what `refused` makes of it. */
export async function insertPendingApplication(
  db: Db,
  apply: NewApplication,
  columns: KindColumns,
  refused: (violation: UniqueViolation) => Error,
): Promise<void> {
  try {
    await db
      .insertInto('resource_application')
      .values({ id: apply.id, tenant_id: apply.tenantId, user_id: apply.userId, status: 1, description: apply.description, created_at: apply.now, ...columns })
      .execute();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw refused(error as UniqueViolation);
    throw error;
  }
}

/**
 * Files a developer request, status 1 pending review. The partial unique index refuses a second
 * pending one even when two requests race: that refusal is thrown as PendingDeveloperApply, a
 * number already taken as ApplicationNumberTaken.
 */
export async function insertDeveloperApply(db: Db, apply: NewApplication): Promise<void> {
  await insertPendingApplication(db, apply, { kind: 'DEVELOPER', service_name: DEVELOPER_SERVICE_NAME['zh-CN'] }, (e) =>
    `${e.constraint ?? ''} ${e.message ?? ''}`.includes('developer_pending') ? new PendingDeveloperApply() : new ApplicationNumberTaken(),
  );
}

// ---- Purchased goods instances ----

function goods(db: Db, tenant: TenantScope) {
  let query = db.selectFrom('purchased_instance as g').innerJoin('tenant as t', 't.id', 'g.tenant_id');
  if (tenant !== null) query = query.where('g.tenant_id', '=', tenant);
  return query;
}

export async function findGoodsPage(
  db: Db,
  tenant: TenantScope,
  filter: { instanceStatus: number | null; goodsName: string | null },
  page: Page,
): Promise<{ total: number; rows: GoodsInstance[] }> {
  let query = goods(db, tenant);
  if (filter.instanceStatus !== null) query = query.where('g.instance_status', '=', filter.instanceStatus);
  if (filter.goodsName) {
    // The good's name in either language (ADR 016), any case.
    const pattern = contains(filter.goodsName);
    query = query.where((eb) => eb.or([eb('g.goods_name', 'ilike', pattern), eb('g.goods_name_en', 'ilike', pattern)]));
  }
  const total = (await query.select(count).executeTakeFirst())?.n ?? 0;
  const rows = await query.selectAll('g').orderBy('g.created_at', 'desc').orderBy('g.id', 'desc').limit(page.limit).offset(page.offset).execute();
  return { total, rows: rows.map(toGoods) };
}

export async function findGoodsDetail(db: Db, tenant: TenantScope, id: number): Promise<GoodsDetail | null> {
  const r = await goods(db, tenant).selectAll('g').select('t.name as tenant_name').where('g.id', '=', id).executeTakeFirst();
  return r ? { ...toGoods(r), tenantId: r.tenant_id, tenantName: r.tenant_name } : null;
}

// ---- Joined partner plans ----

function plans(db: Db, tenant: TenantScope) {
  let query = db.selectFrom('partner_plan_apply as p').innerJoin('tenant as t', 't.id', 'p.tenant_id');
  if (tenant !== null) query = query.where('p.tenant_id', '=', tenant);
  return query;
}

export async function findPlanPage(
  db: Db,
  tenant: TenantScope,
  filter: { auditStatus: number | null; planName: string | null },
  page: Page,
): Promise<{ total: number; rows: JoinedPlan[] }> {
  let query = plans(db, tenant);
  if (filter.auditStatus !== null) query = query.where('p.audit_status', '=', filter.auditStatus);
  if (filter.planName) {
    const pattern = contains(filter.planName);
    query = query.where((eb) => eb.or([eb('p.plan_name', 'ilike', pattern), eb('p.plan_name_en', 'ilike', pattern)]));
  }
  const total = (await query.select(count).executeTakeFirst())?.n ?? 0;
  const rows = await query.selectAll('p').orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(page.limit).offset(page.offset).execute();
  return { total, rows: rows.map(toPlan) };
}

export async function findPlanDetail(db: Db, tenant: TenantScope, id: number): Promise<PlanDetail | null> {
  const r = await plans(db, tenant).selectAll('p').select('t.name as tenant_name').where('p.id', '=', id).executeTakeFirst();
  return r ? { ...toPlan(r), tenantId: r.tenant_id, tenantName: r.tenant_name, auditOpinion: r.audit_opinion, auditTime: isoOrNull(r.audited_at) } : null;
}
