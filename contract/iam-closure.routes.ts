import type { AdminIdParams } from './iam-admin';
import type { ClosurePage, ClosurePageQuery, ClosureRequest, RejectClosureBody } from './iam-closure';
import { route } from './route';

const P = '/common/iam/v1/admin/closure';

/**
 * Closure requests and their review (issue 23 item 2); schemas in `iamClosureSchemas`, the code
 * each call needs in `IAM_CLOSURE_PERMISSIONS`. Managers only (403 for client tokens). A request
 * already reviewed answers 409 CLOSURE_REVIEWED; an unknown one 404.
 */
export const iamClosureRoutes = {
  /** Closure requests of every tenant, newest first; needs `iam_closure`. */
  closurePage: route<{ query: ClosurePageQuery; data: ClosurePage }>({ method: 'GET', path: `${P}/page`, auth: true }),
  /** Closes the account and its sub-accounts; needs `iam_closure_approve`. No body. */
  approveClosure: route<{ params: AdminIdParams; data: ClosureRequest }>({ method: 'POST', path: `${P}/:id/approve`, auth: true }),
  /** The account is active again and told the reason; needs `iam_closure_reject`. */
  rejectClosure: route<{ params: AdminIdParams; body: RejectClosureBody; data: ClosureRequest }>({ method: 'POST', path: `${P}/:id/reject`, auth: true }),
};
