import { Type, type Static } from 'typebox';
import type { RouteSchemas } from './route';
import { APPLY_STATUSES, INSTANCE_STATUSES, PLAN_AUDIT_STATUSES } from './cbp-business.codes';
import { nullable, pageOf, keyword, pageQuery } from './schema-parts';

/**
 * The cloud business pages (issue 10 item 3, prefix /cbp): paged lists and details of resource
 * applications, purchased goods instances and joined partner plans, and the become-developer
 * request (order-apply). The overview keeps its own calls (`cbpRoutes`, contract/cbp.ts); these
 * serve the pages behind its 'more' links. The route table is `cbpBusinessRoutes`
 * (`cbp-business.routes.ts`).
 *
 * Scope as on the overview: a client user (primary or sub-account) sees their own tenant's rows,
 * a manager every tenant's. A detail outside the caller's scope answers 404, as if it did not
 * exist. Partner plans are for primary accounts: a sub-account gets 403 (its menu hides them).
 * Lists are newest first, page size default 20 (at most 100). Times are ISO 8601 strings (UTC),
 * days 'YYYY-MM-DD'.
 *
 * @example
 * import { cbpBusinessRoutes } from 'contract/cbp-business.routes';
 * const page = await call(cbpBusinessRoutes.applyPage, { body: { status: 1, pageNum: 1, pageSize: 20 } });
 * // POST /api/cbp/bpm-service/cloudServices/applyPage → { total: 5, data: ApplyRow[], pageNum: 1, pageSize: 20 }
 */

/** One of the listed integers, or null for all. One schema (not a union) so coercion of '2' works. */
const oneOf = <T extends number>(values: readonly T[]) => Type.Optional(Type.Unsafe<T | null>({ type: ['integer', 'null'], enum: [...values, null] }));

// ---- Resource applications (spec 3, 4) ----

export { APPLY_STATUSES, INSTANCE_STATUSES, PLAN_AUDIT_STATUSES };
export type ApplyStatus = (typeof APPLY_STATUSES)[number];

/** RESOURCE: a cloud resource; DEVELOPER: a request to become a developer (order-apply). */
export const ApplyKind = Type.Unsafe<'RESOURCE' | 'DEVELOPER'>({ type: 'string', enum: ['RESOURCE', 'DEVELOPER'] });
export type ApplyKind = Static<typeof ApplyKind>;

export const ApplyPageBody = pageQuery({
  status: oneOf(APPLY_STATUSES),
  kind: Type.Optional(nullable(ApplyKind)),
  /** Matches the application number or what was applied for. */
  keyword,
});
export type ApplyPageBody = Static<typeof ApplyPageBody>;

export const ApplyRow = Type.Object({
  /** The application number, e.g. 'SQ202611210001'. */
  id: Type.String(),
  /** When it was filed, ISO 8601. */
  createTime: Type.String(),
  status: Type.Integer(),
  kind: ApplyKind,
  /** What was applied for, as stored in Chinese, e.g. '云主机 4核8G' or '成为开发者'. */
  serviceName: Type.String(),
  /**
   * A resource application's catalogue type, specification and quantity (RESOURCE_CATALOGUE,
   * contract/cbp-review.rules.ts), from which the browser names it in the user's language
   * (`appliedForName`); null for developer requests and rows from before the catalogue.
   */
  resourceType: nullable(Type.String()),
  specCode: nullable(Type.String()),
  quantity: nullable(Type.Integer()),
  applicantName: Type.String(),
});
export type ApplyRow = Static<typeof ApplyRow>;

export const ApplyPage = pageOf(ApplyRow);
export type ApplyPage = Static<typeof ApplyPage>;

export const ApplyParams = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9-]{1,40}$' }) });
export type ApplyParams = Static<typeof ApplyParams>;

/** A resource request: catalogue type and specification, how many, for how long ('0' months, '1' years). */
export const ResourceRequest = Type.Object({
  resourceType: Type.String({ pattern: '^[A-Z0-9-]{1,32}$' }),
  specCode: Type.String({ pattern: '^[A-Z0-9-]{1,32}$' }),
  quantity: Type.Integer({ minimum: 1, maximum: 100 }),
  periodType: Type.Unsafe<'0' | '1'>({ type: 'string', enum: ['0', '1'] }),
  periodNumber: Type.Integer({ minimum: 1, maximum: 36 }),
});
export type ResourceRequest = Static<typeof ResourceRequest>;

export const ApplyDetail = Type.Object({
  ...ApplyRow.properties,
  applicantLoginName: Type.String(),
  tenantId: Type.Integer(),
  tenantName: Type.String(),
  /** What the applicant wrote; null when nothing. */
  description: nullable(Type.String()),
  /** The reviewer's opinion and when it was given; null until reviewed. */
  auditOpinion: nullable(Type.String()),
  auditTime: nullable(Type.String()),
  /** What a resource application asked for (catalogue codes, contract/cbp-review.rules.ts); null for developer requests and older rows. */
  resource: nullable(ResourceRequest),
  /** The purchased good a completed resource application became; null until then. */
  goodsId: nullable(Type.Integer()),
});
export type ApplyDetail = Static<typeof ApplyDetail>;

/** The become-developer request: an optional reason (≤ 200 characters). */
export const DeveloperApplyBody = Type.Object({ reason: Type.Optional(nullable(Type.String({ maxLength: 200 }))) });
export type DeveloperApplyBody = Static<typeof DeveloperApplyBody>;

/**
 * Whether the caller may ask to become a developer (spec 2, 6: client primary accounts of role
 * type 0 only), and why not: `reason` is the message the request itself would be refused with;
 * `pendingId` the application number of a request still pending (status 1 or 6).
 */
export const DeveloperApplyState = Type.Object({
  canApply: Type.Boolean(),
  reason: nullable(Type.String()),
  pendingId: nullable(Type.String()),
});
export type DeveloperApplyState = Static<typeof DeveloperApplyState>;

// ---- Purchased goods instances (spec 3, 4) ----

export const GoodsPageBody = pageQuery({
  instanceStatus: oneOf(INSTANCE_STATUSES),
  /** Matches goods names containing it. */
  goodsName: keyword,
});
export type GoodsPageBody = Static<typeof GoodsPageBody>;

/**
 * A purchased goods instance (spec 3). instanceStatus 1 on trial, 2 being provisioned,
 * 3 activated; orderType '6' is a trial order; periodType '0' monthly, '1' yearly, '3' per use
 * (long-term valid), '4' daily (spec 4).
 */
export const GoodsInstance = Type.Object({
  id: Type.Integer(),
  goodsName: Type.String(),
  instanceStatus: Type.Integer(),
  orderType: Type.String(),
  serviceProvideName: Type.String(),
  categoryName: Type.String(),
  periodType: Type.String(),
  periodNumber: Type.Integer(),
  /** Last day of validity, 'YYYY-MM-DD'; null for period type '3' (long-term valid). */
  endEffectDay: nullable(Type.String()),
  basicSkuName: Type.String(),
  defineSkuName: nullable(Type.String()),
  instanceCode: Type.String(),
  createTime: Type.String(),
  /**
   * English beside the Chinese of a good the platform ships (migration 015); null where there is
   * none. The browser shows `localName(goodsName, goodsNameEn, language)` and so on.
   */
  goodsNameEn: nullable(Type.String()),
  categoryNameEn: nullable(Type.String()),
  serviceProvideNameEn: nullable(Type.String()),
  basicSkuNameEn: nullable(Type.String()),
  defineSkuNameEn: nullable(Type.String()),
});
export type GoodsInstance = Static<typeof GoodsInstance>;

export const GoodsPage = pageOf(GoodsInstance);
export type GoodsPage = Static<typeof GoodsPage>;

export const GoodsParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type GoodsParams = Static<typeof GoodsParams>;

export const GoodsDetail = Type.Object({ ...GoodsInstance.properties, tenantId: Type.Integer(), tenantName: Type.String() });
export type GoodsDetail = Static<typeof GoodsDetail>;

// ---- Joined partner plans (spec 3, 4) ----

export const PlanPageBody = pageQuery({
  auditStatus: oneOf(PLAN_AUDIT_STATUSES),
  planName: keyword,
});
export type PlanPageBody = Static<typeof PlanPageBody>;

export const JoinedPlan = Type.Object({
  id: Type.Integer(),
  planName: Type.String(),
  planDesc: Type.String(),
  auditStatus: Type.Integer(),
  /** When the tenant applied, ISO 8601. */
  applyTime: Type.String(),
  /** English beside the Chinese of a plan the platform ships (migration 015); null where there is none. */
  planNameEn: nullable(Type.String()),
  planDescEn: nullable(Type.String()),
});
export type JoinedPlan = Static<typeof JoinedPlan>;

export const PlanPage = pageOf(JoinedPlan);
export type PlanPage = Static<typeof PlanPage>;

export const PlanParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type PlanParams = Static<typeof PlanParams>;

export const PlanDetail = Type.Object({
  ...JoinedPlan.properties,
  tenantId: Type.Integer(),
  tenantName: Type.String(),
  auditOpinion: nullable(Type.String()),
  auditTime: nullable(Type.String()),
});
export type PlanDetail = Static<typeof PlanDetail>;

/** The schemas of every cloud business page call, by the name of its entry in `cbpBusinessRoutes`. */
export const cbpBusinessSchemas = {
  applyPage: { body: ApplyPageBody, data: ApplyPage },
  applyDetail: { params: ApplyParams, data: ApplyDetail },
  developerApplyState: { data: DeveloperApplyState },
  developerApply: { body: DeveloperApplyBody, data: ApplyDetail },
  goodsPage: { body: GoodsPageBody, data: GoodsPage },
  goodsDetail: { params: GoodsParams, data: GoodsDetail },
  planPage: { body: PlanPageBody, data: PlanPage },
  planDetail: { params: PlanParams, data: PlanDetail },
} satisfies Record<string, RouteSchemas>;
