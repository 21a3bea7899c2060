import type { RouteData, RouteSpec } from '../../../contract/route';
import { api } from './api';
import { callWith, type CallInput } from './call';

/**
 * Calls a route of a contract table (`iamRoutes`, `catalogRoutes`, …) with the portal's `api`
 * client. Rejects with an `ApiError` unless the answer is `success: true`.
 *
 * @example
 * import { call } from '@portal/utils';
 * import { iamRoutes } from '../../contract/iam';
 * const result = await call(iamRoutes.clientLogin, { body: { loginName, pwd, accountType: 'PRIMARY_ACCOUNT' } }); // encrypted for you
 * const taken = await call(iamRoutes.tenantNameRepeat, { params: { name } });
 */
export function call<R extends RouteSpec>(route: R, ...input: R['body'] extends object ? [CallInput<R>] : R['params'] extends object ? [CallInput<R>] : R['query'] extends object ? [CallInput<R>] : [CallInput<R>?]): Promise<RouteData<R>> {
  return callWith(api, route, input[0]);
}
