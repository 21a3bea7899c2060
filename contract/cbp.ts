import { Type, type Static } from 'typebox';
import type { RouteSchemas } from './route';
import { AppEntries } from './catalog';
import { ApplyRow, GoodsInstance, JoinedPlan } from './cbp-business';
import { nullable, pageOf, pageQuery } from './schema-parts';

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

/** A purchased goods instance (spec 3): the overview's rows have the goods page's shape. */
export const PurchasedInstance = GoodsInstance;
export type PurchasedInstance = GoodsInstance;

/** `serviceName` (empty = all) matches goods names containing it. */
export const OpenedServicesBody = pageQuery({
  serviceName: Type.Optional(nullable(text(64))),
});
export type OpenedServicesBody = Static<typeof OpenedServicesBody>;

export const PurchasedInstancePage = pageOf(PurchasedInstance);
export type PurchasedInstancePage = Static<typeof PurchasedInstancePage>;

/** A resource application (spec 3): status 1 pending review, 2 completed, 3 rejected, 5 terminated, 6 under review; the applications page's shape. */
export const ResourceApplication = ApplyRow;
export type ResourceApplication = ApplyRow;

export const AllApplyBody = pageQuery({
  status: Type.Optional(nullable(Type.Integer({ minimum: 0, maximum: 99 }))),
});
export type AllApplyBody = Static<typeof AllApplyBody>;

export const ResourceApplicationPage = pageOf(ResourceApplication);
export type ResourceApplicationPage = Static<typeof ResourceApplicationPage>;

/** A partner plan the tenant applied to join (spec 3): auditStatus 1 under review, 2 approved, 3 rejected; the plans page's shape. */
export const PartnerPlan = JoinedPlan;
export type PartnerPlan = JoinedPlan;

export const PartnerPlanBody = pageQuery({
  auditStatus: Type.Optional(nullable(Type.Integer({ minimum: 0, maximum: 99 }))),
  planName: Type.Optional(nullable(text(64))),
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
