import type {
  ApplyDetail,
  ApplyPage,
  ApplyPageBody,
  ApplyParams,
  DeveloperApplyBody,
  DeveloperApplyState,
  GoodsDetail,
  GoodsPage,
  GoodsPageBody,
  GoodsParams,
  PlanDetail,
  PlanPage,
  PlanPageBody,
  PlanParams,
} from './cbp-business';
import { route } from './route';

const APPLY = '/cbp/bpm-service/cloudServices';
const GOODS = '/cbp/marketplace-service/marketplace/order';
const PLAN = '/cbp/cooperative-console-service/api/v1/partnerapplyplan';

/**
 * The cloud business pages' calls (issue 10 item 3); schemas in `cbpBusinessSchemas`. All need a
 * signed-in user; rows are the caller's tenant's (a manager's: every tenant's).
 *
 * @example
 * const goods = await call(cbpBusinessRoutes.goodsPage, { body: { instanceStatus: 1 } });
 * const one = await call(cbpBusinessRoutes.goodsDetail, { params: { id: goods.data[0].id } });
 */
export const cbpBusinessRoutes = {
  /** Resource applications (developer requests included), filtered by status, kind or keyword. */
  applyPage: route<{ body: ApplyPageBody; data: ApplyPage }>({ method: 'POST', path: `${APPLY}/applyPage`, auth: true }),
  /** One resource application; 404 '申请不存在' outside the caller's tenant. */
  applyDetail: route<{ params: ApplyParams; data: ApplyDetail }>({ method: 'GET', path: `${APPLY}/applyDetail/:id`, auth: true }),
  /** Whether the caller may ask to become a developer, and why not. */
  developerApplyState: route<{ data: DeveloperApplyState }>({ method: 'GET', path: `${APPLY}/developerApply/state`, auth: true }),
  /**
   * Become a developer (order-apply): files a DEVELOPER application, status 1 pending review,
   * message '已提交成为开发者申请，请等待审核'. Client primary accounts of role type 0 only:
   * managers and sub-accounts 403, role type 1 or 2 400, a request still pending 409.
   */
  developerApply: route<{ body: DeveloperApplyBody; data: ApplyDetail }>({ method: 'POST', path: `${APPLY}/developerApply`, auth: true }),
  /** Purchased goods instances, optionally of one instance status or matching a goods name. */
  goodsPage: route<{ body: GoodsPageBody; data: GoodsPage }>({ method: 'POST', path: `${GOODS}/instancePage`, auth: true }),
  /** One purchased goods instance; 404 '实例不存在' outside the caller's tenant. */
  goodsDetail: route<{ params: GoodsParams; data: GoodsDetail }>({ method: 'GET', path: `${GOODS}/instanceDetail/:id`, auth: true }),
  /** Joined partner plans, optionally of one audit status or matching a plan name; sub-accounts 403. */
  planPage: route<{ body: PlanPageBody; data: PlanPage }>({ method: 'POST', path: `${PLAN}/page`, auth: true }),
  /** One joined partner plan; 404 '计划不存在' outside the caller's tenant; sub-accounts 403. */
  planDetail: route<{ params: PlanParams; data: PlanDetail }>({ method: 'GET', path: `${PLAN}/detail/:id`, auth: true }),
};
