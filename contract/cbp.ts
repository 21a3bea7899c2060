import { Type, type Static, type TSchema } from 'typebox';
import type { RouteSpec } from './route';
import { AppEntry } from './catalog';

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
 * @example
 * import { cbpRoutes, type RouteData } from 'contract';
 * // POST /api/cbp/marketplace-service/marketplace/order/queryOpenedServices  { serviceName: '' }
 * type Goods = RouteData<typeof cbpRoutes.openedServices>; // { total, data: PurchasedInstance[], pageNum, pageSize }
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
  /** What was applied for, e.g. '云主机 4核8G'. */
  serviceName: Type.String(),
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

const P = '/cbp';

export const cbpRoutes = {
  /** Purchased instances; the overview shows the first 3 of data.data. */
  openedServices: { method: 'POST', path: `${P}/marketplace-service/marketplace/order/queryOpenedServices`, body: OpenedServicesBody, data: PurchasedInstancePage, auth: true },
  /** Resource applications; the overview shows the first 5 of data.data. */
  allApply: { method: 'POST', path: `${P}/bpm-service/cloudServices/getAllApply`, body: AllApplyBody, data: ResourceApplicationPage, auth: true },
  partnerPlans: { method: 'POST', path: `${P}/cooperative-console-service/api/v1/partnerapplyplan/partnerapplyplanlist`, body: PartnerPlanBody, data: PartnerPlanPage, auth: true },
  /** Message replies for the caller's own mobile, newest first (a plain array). */
  leaveWords: { method: 'GET', path: `${P}/conchservice/leaveWord/leaveWordByMobile`, query: LeaveWordQuery, data: Type.Array(LeaveWord), auth: true },
  classifications: { method: 'GET', path: `${P}/conchservice/application/classification`, data: Type.Array(Classification), auth: true },
  classificationApps: { method: 'GET', path: `${P}/conchservice/application/classificationApp`, query: ClassificationAppQuery, data: Type.Array(AppEntry), auth: true },
  /**
   * An application logo: the image itself (image/svg+xml or image/png), not an envelope; an
   * unknown uuid answers the 404 envelope. Public, so it works in an `<img src>`.
   */
  logo: { method: 'GET', path: `${P}/conchservice/idaaslogoRequest`, query: LogoQuery, data: Type.Unknown() },
} as const satisfies Record<string, RouteSpec>;

export type CbpRoutes = typeof cbpRoutes;
