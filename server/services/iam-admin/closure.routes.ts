import type { FastifyInstance } from 'fastify';
import { iamClosureSchemas as schemas, IAM_CLOSURE_PERMISSIONS as codes } from '../../../contract/iam-closure';
import { iamClosureRoutes as routes } from '../../../contract/iam-closure.routes';
import { ok, serve } from '../../http/serve';
import { successes } from '../../messages';
import type { IamKit } from '../iam';
import { managersOnly } from './guards';
import { approveClosure, closurePage, rejectClosure } from './closure.service';

const tags = ['iam-admin'];

/** Closure requests and their review by managers holding the permission (issue 23 item 2). */
export function closureRoutes(app: FastifyInstance, kit: IamKit) {
  const as = (code: string, summary: string) => ({
    tags,
    summary: `${summary} (managers; ${code})`,
    preHandler: [managersOnly, app.requirePermission(code)],
  });

  serve(app, routes.closurePage, schemas.closurePage, as(codes.closurePage, 'Closure requests of every tenant, newest first'), async (request) =>
    ok(await closurePage(kit, request.query)),
  );
  serve(
    app,
    routes.approveClosure,
    schemas.approveClosure,
    as(codes.approveClosure, 'Approve: the account and its sub-accounts are closed, their data removed'),
    async (request) => ok(await approveClosure(kit, request.user, request.params.id, request.ip), successes.CLOSURE_APPROVED),
  );
  serve(
    app,
    routes.rejectClosure,
    schemas.rejectClosure,
    as(codes.rejectClosure, 'Reject with a reason: the account is active again and told why'),
    async (request) => ok(await rejectClosure(kit, request.user, request.params.id, request.body.reason, request.ip), successes.CLOSURE_REJECTED),
  );
}
