import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { noticeRoutes } from './notice.routes';

/** Messages, registered at /api/common/msgmgt (spec 7 "Messages"). */
export default async function msgmgtService(app: FastifyInstance, ctx: ServerContext) {
  // Calls whose fields are all optional may come without a body; validate them as {}.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body == null) request.body = {};
  });
  noticeRoutes(app, ctx);
}
