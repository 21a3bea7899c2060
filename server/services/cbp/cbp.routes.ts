import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { AppError } from '../../errors';
import { cbpSchemas as schemas } from '../../../contract/cbp';
import { cbpRoutes as routes } from '../../../contract/cbp.routes';
import { ok, serve } from '../../http/serve';
import { classificationAppsFor, classificationsFor, logoOf } from '../catalog';
import { leaveWordsFor, openedServices, partnerPlans, resourceApplications } from './cbp.service';

const tags = ['cbp'];

export function cbpRoutesPlugin(app: FastifyInstance, ctx: ServerContext) {
  const { db } = ctx;

  serve(app, routes.openedServices, schemas.openedServices, { tags, summary: 'Purchased instances, newest first' }, async (request) =>
    ok(await openedServices(db, request.user, request.body)),
  );

  serve(app, routes.allApply, schemas.allApply, { tags, summary: 'Resource applications, newest first' }, async (request) =>
    ok(await resourceApplications(db, request.user, request.body)),
  );

  serve(app, routes.partnerPlans, schemas.partnerPlans, { tags, summary: 'Partner plans the tenant applied to, newest first' }, async (request) =>
    ok(await partnerPlans(db, request.user, request.body)),
  );

  serve(app, routes.leaveWords, schemas.leaveWords, { tags, summary: "Message replies for the caller's own mobile" }, async (request) =>
    ok(await leaveWordsFor(db, request.user, request.query.mobile)),
  );

  serve(app, routes.classifications, schemas.classifications, { tags, summary: 'Application categories' }, async (request) =>
    ok(await classificationsFor(db, request.user)),
  );

  serve(app, routes.classificationApps, schemas.classificationApps, { tags, summary: "The caller's applications of a category" }, async (request) =>
    ok(await classificationAppsFor(db, request.user, { categoryId: request.query.classificationId, appName: request.query.appName })),
  );

  serve(app, routes.logo, schemas.logo, { tags, summary: 'An application logo (image/svg+xml or image/png)', raw: true }, async (request, reply) => {
    const logo = await logoOf(db, request.query.uuid);
    if (!logo) throw AppError.of('LOGO_NOT_FOUND');
    // A logo never changes under its uuid; the SVG ones must not run script if opened directly.
    reply
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .type(logo.contentType);
    return logo.body;
  });
}
