import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { successes } from '../../messages';
import { cbpReviewSchemas as schemas } from '../../../contract/cbp-review';
import { cbpReviewRoutes as routes } from '../../../contract/cbp-review.routes';
import { REVIEW_MENU_CODE, REVIEW_PERMISSIONS } from '../../../contract/cbp-review.rules';
import { ok, serve } from '../../http/serve';
import { applyForResource, reviewApplication, reviewDetail, reviewPage } from './review.service';

const tags = ['cbp'];

/** The review's moves: the action, its summary and what the reviewer is told. */
const moves = [
  ['approve', 'Approve: pending review → under review', successes.APPLY_APPROVED],
  ['complete', 'Complete: under review → completed (the purchased good is created)', successes.APPLY_COMPLETED],
  ['reject', 'Reject with a reason: pending or under review → rejected', successes.APPLY_REJECTED],
] as const;

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
  for (const [action, summary, success] of moves)
    serve(app, routes[action], schemas[action], { tags, summary, preHandler: may(REVIEW_PERMISSIONS[action]) }, async (request) =>
      ok(await reviewApplication(db, app.delivery, request.user, action, request.body, now(), request.ip), success),
    );
}
