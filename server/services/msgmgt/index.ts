import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { acceptEmptyBodies } from '../../http/optional-body';
import { noticeRoutes } from './notice.routes';
import { sendRoutes } from './send.routes';

/** Messages, registered at /api/common/msgmgt (spec 7 "Messages"). */
export default async function msgmgtService(app: FastifyInstance, ctx: ServerContext) {
  acceptEmptyBodies(app);
  noticeRoutes(app, ctx);
  sendRoutes(app, ctx);
}
