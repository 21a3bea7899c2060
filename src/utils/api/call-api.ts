import type { ApiRoute, RouteData } from '../../../contract/route';
import { api } from './api';
import { callWith, type CallArgs } from './call';

/**
 * Calls a route of a contract table (`iamRoutes`, `msgmgtRoutes`, … from `contract/*.routes.ts`)
 * with the portal's `api` client: method, path and encryption from the table, inputs and answer
 * typed from it. Rejects with an `ApiError` unless the answer is `success: true`.
 *
 * @example
 * import { call } from '@portal/utils';
 * import { msgmgtRoutes } from '../../contract/msgmgt.routes';
 * const count = await call(msgmgtRoutes.unreadCount, { params: { userId: user.id } }); // number
 */
export function call<R extends ApiRoute>(route: R, ...input: CallArgs<R>): Promise<RouteData<R>> {
  return callWith(api, route, ...input);
}
