import { sql, type Expression, type ExpressionBuilder, type Selectable, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import { englishAppliedFor } from './applied-for-search';
import type { ApplyRow, GoodsInstance, JoinedPlan } from '../../../contract/cbp-business';

/**
 * What the cloud business lists share: the rows of resource applications, purchased goods and
 * partner plans as the contract gives them (the overview's lists and the pages behind it show the
 * same shapes), and the helpers of their queries.
 */

export const iso = (value: Date | string) => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
/** An ILIKE pattern matching `keyword` anywhere, its wildcards taken literally. */
export const contains = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
export const count = sql<number>`count(*)::int`.as('n');

export interface Page {
  offset: number;
  limit: number;
}

/** The columns of an application's list row: `r` the application, `u` its applicant. */
export const applyColumns = [
  'r.id',
  'r.created_at',
  'r.status',
  'r.kind',
  'r.service_name',
  'r.resource_type',
  'r.spec_code',
  'r.quantity',
  'u.user_name',
] as const;

type Row<T extends keyof Database> = Selectable<Database[T]>;

/**
 * What a search word matches in an application `r`: its number, the stored (Chinese) name, or the
 * English name the browser shows (ADR 016).
 */
export function appliedForMatches(eb: ExpressionBuilder<{ r: Database['resource_application'] }, 'r'>, keyword: string): Expression<SqlBool>[] {
  const pattern = contains(keyword);
  const english = englishAppliedFor(keyword);
  return [
    eb('r.id', 'ilike', pattern),
    eb('r.service_name', 'ilike', pattern),
    ...(english.specCodes.length ? [eb('r.spec_code', 'in', english.specCodes)] : []),
    ...(english.developer ? [eb('r.kind', '=', 'DEVELOPER')] : []),
  ];
}
type ApplyRowShape = Pick<
  Row<'resource_application'>,
  'id' | 'created_at' | 'status' | 'kind' | 'service_name' | 'resource_type' | 'spec_code' | 'quantity'
> & {
  user_name: string;
};

export const toApplyRow = (r: ApplyRowShape): ApplyRow => ({
  id: r.id,
  createTime: iso(r.created_at),
  status: r.status,
  kind: r.kind,
  serviceName: r.service_name,
  resourceType: r.resource_type,
  specCode: r.spec_code,
  quantity: r.quantity,
  applicantName: r.user_name,
});

type GoodsRowShape = Omit<Row<'purchased_instance'>, 'tenant_id'>;

export const toGoods = (r: GoodsRowShape): GoodsInstance => ({
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
});

export const toPlan = (
  r: Pick<Row<'partner_plan_apply'>, 'id' | 'plan_name' | 'plan_desc' | 'audit_status' | 'created_at' | 'plan_name_en' | 'plan_desc_en'>,
): JoinedPlan => ({
  id: r.id,
  planName: r.plan_name,
  planDesc: r.plan_desc,
  auditStatus: r.audit_status,
  applyTime: iso(r.created_at),
  planNameEn: r.plan_name_en,
  planDescEn: r.plan_desc_en,
});
