import { sql } from 'kysely';
import type { ApplyKind, ApplyRow, GoodsInstance, JoinedPlan } from '../../../contract/cbp-business';

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

type ApplyRowShape = {
  id: string;
  created_at: Date;
  status: number;
  kind: ApplyKind;
  service_name: string;
  resource_type: string | null;
  spec_code: string | null;
  quantity: number | null;
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

type GoodsRowShape = {
  id: number;
  goods_name: string;
  instance_status: number;
  order_type: string;
  service_provide_name: string;
  category_name: string;
  period_type: string;
  period_number: number;
  end_effect_day: string | null;
  basic_sku_name: string;
  define_sku_name: string | null;
  instance_code: string;
  created_at: Date;
  goods_name_en: string | null;
  category_name_en: string | null;
  service_provide_name_en: string | null;
  basic_sku_name_en: string | null;
  define_sku_name_en: string | null;
};

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

export const toPlan = (r: {
  id: number;
  plan_name: string;
  plan_desc: string;
  audit_status: number;
  created_at: Date;
  plan_name_en: string | null;
  plan_desc_en: string | null;
}): JoinedPlan => ({
  id: r.id,
  planName: r.plan_name,
  planDesc: r.plan_desc,
  auditStatus: r.audit_status,
  applyTime: iso(r.created_at),
  planNameEn: r.plan_name_en,
  planDescEn: r.plan_desc_en,
});
