import { call } from '@portal/utils';
import { type ClosurePage, type ClosurePageQuery, type ClosureRequest, iamClosureRoutes } from '@portal/contract';

export function loadClosurePage(query: ClosurePageQuery): Promise<ClosurePage> {
  return call(iamClosureRoutes.closurePage, { query });
}

export function approveClosure(id: number): Promise<ClosureRequest> {
  return call(iamClosureRoutes.approveClosure, { params: { id } });
}

export function rejectClosure(id: number, reason: string): Promise<ClosureRequest> {
  return call(iamClosureRoutes.rejectClosure, { params: { id }, body: { reason } });
}
