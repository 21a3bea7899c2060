import type {
  AllApplyBody,
  ClassificationAppQuery,
  Classifications,
  LeaveWordQuery,
  LeaveWords,
  LogoQuery,
  OpenedServicesBody,
  PartnerPlanBody,
  PartnerPlanPage,
  PurchasedInstancePage,
  ResourceApplicationPage,
} from './cbp';
import type { AppEntries } from './catalog';
import { route } from './route';

const P = '/cbp';

/**
 * Cloud business platform calls (spec 7 "Other services"); schemas in `cbpSchemas`. All but the
 * logo need a signed-in user.
 *
 * @example
 * const plans = await call(cbpRoutes.partnerPlans, { body: { pageNum: 1, pageSize: 20 } }); // { total, data: PartnerPlan[], … }
 */
export const cbpRoutes = {
  /** Purchased instances; the overview shows the first 3 of data.data. */
  openedServices: route<{ body: OpenedServicesBody; data: PurchasedInstancePage }>({
    method: 'POST',
    path: `${P}/marketplace-service/marketplace/order/queryOpenedServices`,
    auth: true,
  }),
  /** Resource applications; the overview shows the first 5 of data.data. */
  allApply: route<{ body: AllApplyBody; data: ResourceApplicationPage }>({ method: 'POST', path: `${P}/bpm-service/cloudServices/getAllApply`, auth: true }),
  partnerPlans: route<{ body: PartnerPlanBody; data: PartnerPlanPage }>({
    method: 'POST',
    path: `${P}/cooperative-console-service/api/v1/partnerapplyplan/partnerapplyplanlist`,
    auth: true,
  }),
  /** Message replies for the caller's own mobile, newest first (a plain array). */
  leaveWords: route<{ query: LeaveWordQuery; data: LeaveWords }>({ method: 'GET', path: `${P}/conchservice/leaveWord/leaveWordByMobile`, auth: true }),
  classifications: route<{ data: Classifications }>({ method: 'GET', path: `${P}/conchservice/application/classification`, auth: true }),
  classificationApps: route<{ query: ClassificationAppQuery; data: AppEntries }>({
    method: 'GET',
    path: `${P}/conchservice/application/classificationApp`,
    auth: true,
  }),
  /**
   * An application logo: the image itself (image/svg+xml or image/png), not an envelope; an
   * unknown uuid answers the 404 envelope. Public, so it works in an `<img src>` (use the
   * entries' `logoUrl`).
   */
  logo: route<{ query: LogoQuery; data: unknown }>({ method: 'GET', path: `${P}/conchservice/idaaslogoRequest` }),
};
