import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { msgmgtSchemas as schemas } from '../../../contract/msgmgt';
import { msgmgtRoutes as routes } from '../../../contract/msgmgt.routes';
import { ok, serve } from '../../http/serve';
import { markRead, noticeDetail, queryNotices, topNotices, unreadCountFor } from './notice.service';

const tags = ['msgmgt'];

export function noticeRoutes(app: FastifyInstance, ctx: ServerContext) {
  const { db } = ctx;
  const now = () => new Date(ctx.config.now());

  serve(
    app,
    routes.unreadCount,
    schemas.unreadCount,
    { tags, summary: "The signed-in user's unread notice count (the bell's 5-second poll)" },
    async (request) => ok(await unreadCountFor(db, request.user, request.params.userId)),
  );

  serve(app, routes.queryNotices, schemas.queryNotices, { tags, summary: 'A page of notices, newest first' }, async (request) =>
    ok(await queryNotices(db, request.user, request.body)),
  );

  serve(app, routes.noticeDetail, schemas.noticeDetail, { tags, summary: "One of the caller's notices by its delivery id" }, async (request) =>
    ok(await noticeDetail(db, request.user, request.params.id)),
  );

  serve(app, routes.markRead, schemas.markRead, { tags, summary: 'Mark notices read, or all unread (of a type) when detailIds is empty' }, async (request) =>
    ok(await markRead(db, request.user, request.body, now())),
  );

  serve(app, routes.topNotices, schemas.topNotices, { tags, summary: "The signed-in user's 100 newest notices" }, async (request) =>
    ok(await topNotices(db, request.user)),
  );
}
