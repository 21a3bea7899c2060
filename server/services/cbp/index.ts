import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { cbpRoutesPlugin } from './cbp.routes';

/** The cloud business platform calls the portal makes, registered at /api/cbp (spec 7 "Other services"). */
export default async function cbpService(app: FastifyInstance, ctx: ServerContext) {
  // The overview posts these lists with `{}` or with no body at all; both mean "no filters".
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body == null) request.body = {};
  });
  cbpRoutesPlugin(app, ctx);
}
