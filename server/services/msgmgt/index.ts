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

// What other services use of messages: the one door into it.
/** Gives users a notice (no sender, no audit): what other services send on their own behalf. */
export { sendNotice } from './notice.service';
export { deliverMessage } from './notice.repository';
