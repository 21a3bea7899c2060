import { Type, type Static, type TSchema } from 'typebox';
import type { RouteSchemas } from './route';
import { AppEntries } from './catalog';

/**
 * Cloud business platform calls the portal makes (spec 7 "Other services", prefix /cbp): purchased
 * instances, resource applications, partner plans, message replies, application classification
 * and logos.
 *
 * The spec reads the lists from an `obj` wrapper (`obj.data`); here that wrapper is the envelope's
 * `data`, shaped `{ total, data: [...], pageNum, pageSize }` for the three business lists, newest
 * first, page size default 20 (at most 100). Scope: a client user sees their own tenant's rows, a
 * manager every tenant's. Times are ISO 8601 strings (UTC); days are 'YYYY-MM-DD'. Every call
 * except the logo needs `Authorization: Bearer <at>`.
 *
 * `cbpSchemas` are the server's; the client calls through `cbpRoutes` (`cbp.routes.ts`).
 *
 * @example
 * import { cbpRoutes } from 'contract/cbp.routes';
 * const goods = await call(cbpRoutes.openedServices, { body: { serviceName: '' } });
 * // POST /api/cbp/marketplace-service/marketplace/order/queryOpenedServices → { total, data: PurchasedInstance[], pageNum, pageSize }
 * // the overview shows goods.data.slice(0, 3)
 */

const text = (maxLength: number) => Type.String({ maxLength });
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const pageNum = Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 }));
const pageSize = Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 }));
const pageOf = <T extends TSchema>(item: T) =>
  Type.Object({ total: Type.Integer(), data: Type.Array(item), pageNum: Type.Integer(), pageSize: Type.Integer() });

/**
 * A purchased goods instance (spec 3). instanceStatus 1 on trial, 2 being provisioned,
 * 3 activated; orderType '6' is a trial order; periodType '0' monthly, '1' yearly, '3' per use
 * (long-term valid), '4' daily (spec 4).
 */
export const PurchasedInstance = Type.Object({
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
export type PurchasedInstance = Static<typeof PurchasedInstance>;

/** `serviceName` (empty = all) matches goods names containing it. */
export const OpenedServicesBody = Type.Object({
  serviceName: Type.Optional(nullable(text(64))),
  pageNum,
  pageSize,
});
export type OpenedServicesBody = Static<typeof OpenedServicesBody>;

export const PurchasedInstancePage = pageOf(PurchasedInstance);
export type PurchasedInstancePage = Static<typeof PurchasedInstancePage>;

/** A resource application (spec 3): status 1 pending review, 2 completed, 3 rejected, 5 terminated, 6 under review. */
export const ResourceApplication = Type.Object({
  /** The application number, e.g. 'SQ202611210001'. */
  id: Type.String(),
  /** When it was filed, ISO 8601. */
  createTime: Type.String(),
  status: Type.Integer(),
  /** What was applied for, as stored in Chinese, e.g. '云主机 4核8G'. */
  serviceName: Type.String(),
  /** RESOURCE or DEVELOPER, and a resource's catalogue codes (null otherwise): the browser names it with `appliedForName`. */
  kind: Type.Unsafe<'RESOURCE' | 'DEVELOPER'>({ type: 'string', enum: ['RESOURCE', 'DEVELOPER'] }),
  resourceType: nullable(Type.String()),
  specCode: nullable(Type.String()),
  quantity: nullable(Type.Integer()),
  applicantName: Type.String(),
});
export type ResourceApplication = Static<typeof ResourceApplication>;

export const AllApplyBody = Type.Object({
  status: Type.Optional(nullable(Type.Integer({ minimum: 0, maximum: 99 }))),
  pageNum,
  pageSize,
});
export type AllApplyBody = Static<typeof AllApplyBody>;

export const ResourceApplicationPage = pageOf(ResourceApplication);
export type ResourceApplicationPage = Static<typeof ResourceApplicationPage>;

/** A partner plan the tenant applied to join (spec 3): auditStatus 1 under review, 2 approved, 3 rejected. */
export const PartnerPlan = Type.Object({
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
export type PartnerPlan = Static<typeof PartnerPlan>;

export const PartnerPlanBody = Type.Object({
  auditStatus: Type.Optional(nullable(Type.Integer({ minimum: 0, maximum: 99 }))),
  planName: Type.Optional(nullable(text(64))),
  pageNum,
  pageSize,
});
export type PartnerPlanBody = Static<typeof PartnerPlanBody>;

export const PartnerPlanPage = pageOf(PartnerPlan);
export type PartnerPlanPage = Static<typeof PartnerPlanPage>;

/** A message the user left and the administrator's reply (spec 3 "Message item"). */
export const LeaveWord = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  /** The administrator's reply; null while unanswered. */
  disposeResult: nullable(Type.String()),
  createTime: Type.String(),
  disposeTime: nullable(Type.String()),
});
export type LeaveWord = Static<typeof LeaveWord>;

/** Only the signed-in user's own mobile (403 otherwise); 11 digits. */
export const LeaveWordQuery = Type.Object({ mobile: Type.String({ pattern: '^[0-9]{11}$' }) });
export type LeaveWordQuery = Static<typeof LeaveWordQuery>;

/** An application category (生产运营, 平台应用, 个人板块) and how many of the caller's applications it holds. */
export const Classification = Type.Object({
  id: Type.Integer(),
  classificationName: Type.String(),
  /** The English name, or null (docs/decisions/016). */
  classificationNameEn: Type.Union([Type.String(), Type.Null()]),
  sort: Type.Integer(),
  appCount: Type.Integer(),
});
export type Classification = Static<typeof Classification>;

/** The caller's applications, optionally of one category (`classificationId`) or matching `appName`. */
export const ClassificationAppQuery = Type.Object({
  classificationId: Type.Optional(Type.Integer({ minimum: 1 })),
  appName: Type.Optional(text(64)),
});
export type ClassificationAppQuery = Static<typeof ClassificationAppQuery>;

/** A logo's uuid (lowercase hex with dashes). */
export const LogoQuery = Type.Object({ uuid: Type.String({ pattern: '^[0-9a-f-]{8,64}$' }) });
export type LogoQuery = Static<typeof LogoQuery>;

export const LeaveWords = Type.Array(LeaveWord);
export type LeaveWords = Static<typeof LeaveWords>;

export const Classifications = Type.Array(Classification);
export type Classifications = Static<typeof Classifications>;

/**
 * The schemas of every cbp call, by the name of its entry in `cbpRoutes` (`cbp.routes.ts`): the
 * server validates and documents with these. The logo's answer is the image, not an envelope.
 */
export const cbpSchemas = {
  openedServices: { body: OpenedServicesBody, data: PurchasedInstancePage },
  allApply: { body: AllApplyBody, data: ResourceApplicationPage },
  partnerPlans: { body: PartnerPlanBody, data: PartnerPlanPage },
  leaveWords: { query: LeaveWordQuery, data: LeaveWords },
  classifications: { data: Classifications },
  classificationApps: { query: ClassificationAppQuery, data: AppEntries },
  logo: { query: LogoQuery, data: Type.Unknown() },
} satisfies Record<string, RouteSchemas>;
