import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { successes } from '../../messages';
import { cbpReviewSchemas as schemas } from '../../../contract/cbp-review';
import { cbpReviewRoutes as routes } from '../../../contract/cbp-review.routes';
import { REVIEW_MENU_CODE, REVIEW_PERMISSIONS } from '../../../contract/cbp-review.rules';
import { ok, serve } from '../../http/serve';
import { applyForResource, reviewApplication, reviewDetail, reviewPage } from './review.service';

const tags = ['cbp'];

/** Resource applications from the catalogue and their review by managers holding the permission (issue 23 item 1). */
export function reviewRoutes(app: FastifyInstance, ctx: ServerContext) {
  const { db } = ctx;
  const now = () => new Date(ctx.config.now());
  const may = (code: string) => app.requirePermission(code);

  serve(app, routes.resourceApply, schemas.resourceApply, { tags, summary: 'Apply for a resource of the catalogue (client users)' }, async (request) =>
    ok(await applyForResource(db, request.user, request.body, now(), request.ip), successes.RESOURCE_APPLIED),
  );
  serve(
    app,
    routes.reviewPage,
    schemas.reviewPage,
    { tags, summary: 'Every tenant’s applications for review', preHandler: may(REVIEW_MENU_CODE) },
    async (request) => ok(await reviewPage(db, request.body)),
  );
  serve(app, routes.reviewDetail, schemas.reviewDetail, { tags, summary: 'One application for review', preHandler: may(REVIEW_MENU_CODE) }, async (request) =>
    ok(await reviewDetail(db, request.params.id)),
  );
  serve(
    app,
    routes.approve,
    schemas.approve,
    { tags, summary: 'Approve: pending review → under review', preHandler: may(REVIEW_PERMISSIONS.approve) },
    async (request) => ok(await reviewApplication(db, app.delivery, request.user, 'approve', request.body, now(), request.ip), successes.APPLY_APPROVED),
  );
  serve(
    app,
    routes.complete,
    schemas.complete,
    { tags, summary: 'Complete: under review → completed (the purchased good is created)', preHandler: may(REVIEW_PERMISSIONS.complete) },
    async (request) => ok(await reviewApplication(db, app.delivery, request.user, 'complete', request.body, now(), request.ip), successes.APPLY_COMPLETED),
  );
  serve(
    app,
    routes.reject,
    schemas.reject,
    { tags, summary: 'Reject with a reason: pending or under review → rejected', preHandler: may(REVIEW_PERMISSIONS.reject) },
    async (request) => ok(await reviewApplication(db, app.delivery, request.user, 'reject', request.body, now(), request.ip), successes.APPLY_REJECTED),
  );
}
