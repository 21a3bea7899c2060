import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ApplyKind, ResourceRequest } from '../../../contract/cbp-business';
import type { ReviewDetail, ReviewRow } from '../../../contract/cbp-review';
import { ApplicationNumberTaken, applyDetailColumns, insertPendingApplication, toApplyDetail, type NewApplication } from './business.repository';
import { PLATFORM_PROVIDER } from '../../migrations/015-cbp-english-names';
import { appliedForMatches, applyColumns, contains, count, toApplyRow } from './list-rows.repository';

type Db = Kysely<Database>;

/** Files a resource application in status 1; a number already taken is thrown as ApplicationNumberTaken. */
export async function insertResourceApply(db: Db, apply: NewApplication & { serviceName: string; request: ResourceRequest }): Promise<void> {
  const { request } = apply;
  const columns = {
    kind: 'RESOURCE',
    service_name: apply.serviceName,
    resource_type: request.resourceType,
    spec_code: request.specCode,
    quantity: request.quantity,
    period_type: request.periodType,
    period_number: request.periodNumber,
  } as const;
  await insertPendingApplication(db, apply, columns, () => new ApplicationNumberTaken());
}

function reviewQuery(db: Db) {
  return db
    .selectFrom('resource_application as r')
    .innerJoin('user_account as u', 'u.id', 'r.user_id')
    .innerJoin('tenant as t', 't.id', 'r.tenant_id')
    .leftJoin('user_account as v', 'v.id', 'r.reviewer_id');
}

/** An application's list row, with its tenant. */
const rowColumns = [...applyColumns, 'r.tenant_id', 't.name as tenant_name'] as const;
const toRow = (r: Parameters<typeof toApplyRow>[0] & { tenant_id: number; tenant_name: string }): ReviewRow => ({
  ...toApplyRow(r),
  tenantId: r.tenant_id,
  tenantName: r.tenant_name,
});

interface ReviewFilter {
  status: number | null;
  kind: ApplyKind | null;
  tenantId: number | null;
  keyword: string | null;
}

/** Every tenant's applications, newest first (the review list). */
export async function findReviewPage(db: Db, filter: ReviewFilter, page: { offset: number; limit: number }): Promise<{ total: number; rows: ReviewRow[] }> {
  let query = reviewQuery(db);
  if (filter.status !== null) query = query.where('r.status', '=', filter.status);
  if (filter.kind) query = query.where('r.kind', '=', filter.kind);
  if (filter.tenantId !== null) query = query.where('r.tenant_id', '=', filter.tenantId);
  if (filter.keyword) {
    // What was applied for, or the applicant.
    const keyword = filter.keyword;
    query = query.where((eb) => eb.or([...appliedForMatches(eb, keyword), eb('u.user_name', 'ilike', contains(keyword))]));
  }
  const total = (await query.select(count).executeTakeFirst())?.n ?? 0;
  const rows = await query.select(rowColumns).orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(page.limit).offset(page.offset).execute();
  return { total, rows: rows.map(toRow) };
}

/** One application with everything the reviewer and the applicant see; `tenant` limits it to one tenant. */
export async function findReviewDetail(db: Db, id: string, tenant: number | null = null): Promise<(ReviewDetail & { userId: number }) | null> {
  let query = reviewQuery(db)
    .select([...applyDetailColumns, 'r.user_id', 'v.user_name as reviewer_name'])
    .where('r.id', '=', id);
  if (tenant !== null) query = query.where('r.tenant_id', '=', tenant);
  const r = await query.executeTakeFirst();
  return r ? { ...toApplyDetail(r), userId: r.user_id, reviewerName: r.reviewer_name ?? null } : null;
}

/**
 * Moves an application from one of `from` to `to` with the reviewer's opinion, only if it is
 * still in one of `from` when the update runs: of two reviews racing, one moves it and the other
 * finds nothing to update. Runs `then` in the same transaction (creating the purchased good);
 * answers false when the status had changed meanwhile.
 */
export async function moveApplication(
  db: Db,
  move: { id: string; from: readonly number[]; to: number; reviewerId: number; opinion: string | null; now: Date },
  then?: (trx: Db, application: { id: string; tenantId: number; userId: number; kind: ApplyKind; row: ResourceRowForGoods }) => Promise<{ goodsId?: number }>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('resource_application')
      .set({ status: move.to, reviewer_id: move.reviewerId, audit_opinion: move.opinion, audited_at: move.now })
      .where('id', '=', move.id)
      .where('status', 'in', [...move.from])
      .returning(['id', 'tenant_id', 'user_id', 'kind', 'resource_type', 'spec_code', 'quantity', 'period_type', 'period_number', 'service_name'])
      .executeTakeFirst();
    if (!moved) return false;
    if (then) {
      const { goodsId } = await then(trx, { id: moved.id, tenantId: moved.tenant_id, userId: moved.user_id, kind: moved.kind, row: moved });
      if (goodsId !== undefined) await trx.updateTable('resource_application').set({ goods_id: goodsId }).where('id', '=', move.id).execute();
    }
    return true;
  });
}

export interface ResourceRowForGoods {
  resource_type: string | null;
  spec_code: string | null;
  quantity: number | null;
  period_type: string | null;
  period_number: number | null;
  service_name: string;
}

/** The application's current status, or null when there is no such application. */
export async function findApplicationStatus(db: Db, id: string): Promise<number | null> {
  const row = await db.selectFrom('resource_application').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status ?? null;
}

export async function insertPurchasedGood(
  db: Db,
  good: {
    tenantId: number;
    goodsName: string;
    categoryName: string;
    /** The English beside the Chinese texts (migration 015). */
    en: { goodsName: string; categoryName: string; basicSkuName: string };
    periodType: string;
    periodNumber: number;
    endEffectDay: string | null;
    basicSkuName: string;
    defineSkuName: string | null;
    instanceCode: string;
    now: Date;
  },
): Promise<number> {
  const row = await db
    .insertInto('purchased_instance')
    .values({
      tenant_id: good.tenantId,
      goods_name: good.goodsName,
      instance_status: 3,
      order_type: '1',
      service_provide_name: PLATFORM_PROVIDER['zh-CN'],
      category_name: good.categoryName,
      period_type: good.periodType,
      period_number: good.periodNumber,
      end_effect_day: good.endEffectDay,
      basic_sku_name: good.basicSkuName,
      define_sku_name: good.defineSkuName,
      instance_code: good.instanceCode,
      created_at: good.now,
      goods_name_en: good.en.goodsName,
      category_name_en: good.en.categoryName,
      service_provide_name_en: PLATFORM_PROVIDER['en-US'],
      basic_sku_name_en: good.en.basicSkuName,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A developer request completed: the applicant becomes a developer (role type 1). */
export async function makeDeveloper(db: Db, userId: number): Promise<void> {
  await db.updateTable('user_account').set({ user_role_type: 1 }).where('id', '=', userId).where('user_role_type', '=', 0).execute();
}

/** Where the applicant hears of a review besides the bell. */
export async function findContacts(db: Db, userId: number): Promise<{ mobile: string | null; email: string | null } | null> {
  return (await db.selectFrom('user_account').select(['mobile', 'email']).where('id', '=', userId).executeTakeFirst()) ?? null;
}
