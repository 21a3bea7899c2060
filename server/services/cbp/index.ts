import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { acceptEmptyBodies } from '../../http/optional-body';
import { cbpRoutesPlugin } from './cbp.routes';
import { businessRoutes } from './business.routes';
import { reviewRoutes } from './review.routes';

/** The cloud business platform calls the portal makes, registered at /api/cbp (spec 7 "Other services"). */
export default async function cbpService(app: FastifyInstance, ctx: ServerContext) {
  acceptEmptyBodies(app);
  cbpRoutesPlugin(app, ctx);
  businessRoutes(app, ctx);
  reviewRoutes(app, ctx);
}
