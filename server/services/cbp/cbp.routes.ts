import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerContext } from '../../context';
import { AppError } from '../../errors';
import { cbpRoutes as routes } from '../../../contract/cbp';
import { findLogo } from '../catalog/catalog.repository';
import { classificationAppsFor, classificationsFor } from '../catalog/catalog.service';
import { ok, schemaOf } from './reply';
import { leaveWordsFor, openedServices, partnerPlans, resourceApplications } from './cbp.service';

/** Paths are the contract's, relative to the /api/cbp prefix this plugin is registered at. */
const local = (path: string) => path.replace(/^\/cbp/, '');

export function cbpRoutesPlugin(fastify: FastifyInstance, ctx: ServerContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = ctx;
  const signedIn = { onRequest: app.authenticate };

  app.post(
    local(routes.openedServices.path),
    { ...signedIn, schema: { ...schemaOf(routes.openedServices.data, 'Purchased instances, newest first'), body: routes.openedServices.body } },
    async (request) => ok(await openedServices(db, request.user!, request.body)),
  );

  app.post(
    local(routes.allApply.path),
    { ...signedIn, schema: { ...schemaOf(routes.allApply.data, 'Resource applications, newest first'), body: routes.allApply.body } },
    async (request) => ok(await resourceApplications(db, request.user!, request.body)),
  );

  app.post(
    local(routes.partnerPlans.path),
    { ...signedIn, schema: { ...schemaOf(routes.partnerPlans.data, 'Partner plans the tenant applied to, newest first'), body: routes.partnerPlans.body } },
    async (request) => ok(await partnerPlans(db, request.user!, request.body)),
  );

  app.get(
    local(routes.leaveWords.path),
    { ...signedIn, schema: { ...schemaOf(routes.leaveWords.data, "Message replies for the caller's own mobile"), querystring: routes.leaveWords.query } },
    async (request) => ok(await leaveWordsFor(db, request.user!, request.query.mobile)),
  );

  app.get(local(routes.classifications.path), { ...signedIn, schema: schemaOf(routes.classifications.data, 'Application categories') }, async (request) =>
    ok(await classificationsFor(db, request.user!)),
  );

  app.get(
    local(routes.classificationApps.path),
    { ...signedIn, schema: { ...schemaOf(routes.classificationApps.data, "The caller's applications of a category"), querystring: routes.classificationApps.query } },
    async (request) => ok(await classificationAppsFor(db, request.user!, { categoryId: request.query.classificationId, appName: request.query.appName })),
  );

  app.get(
    local(routes.logo.path),
    { schema: { tags: ['cbp'], summary: 'An application logo (image/svg+xml or image/png)', querystring: routes.logo.query } },
    async (request, reply) => {
      const logo = await findLogo(db, request.query.uuid);
      if (!logo) throw AppError.of('NOT_FOUND', '图标不存在');
      // A logo never changes under its uuid; the SVG ones must not run script if opened directly.
      reply
        .header('Cache-Control', 'public, max-age=86400')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .type(logo.content_type);
      return logo.body;
    },
  );
}
