import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerContext } from '../../context';
import { msgmgtRoutes as routes } from '../../../contract/msgmgt';
import { AppError } from '../../errors';
import { ok, schemaOf } from './reply';
import { assertManager, markRead, queryNotices, sendNotice, topNotices, unreadCountFor } from './notice.service';

/** Paths are the contract's, relative to the /api/common/msgmgt prefix this plugin is registered at. */
const local = (path: string) => path.replace(/^\/common\/msgmgt/, '');

export function noticeRoutes(fastify: FastifyInstance, ctx: ServerContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = ctx;
  const now = () => new Date(ctx.config.now());
  const signedIn = { onRequest: app.authenticate };

  app.get(
    local(routes.unreadCount.path),
    { ...signedIn, schema: { ...schemaOf(routes.unreadCount.data, "The signed-in user's unread notice count (the bell's 5-second poll)"), params: routes.unreadCount.params } },
    async (request) => ok(await unreadCountFor(db, request.user!, request.params.userId)),
  );

  app.post(
    local(routes.queryNotices.path),
    { ...signedIn, schema: { ...schemaOf(routes.queryNotices.data, 'A page of notices, newest first'), body: routes.queryNotices.body } },
    async (request) => ok(await queryNotices(db, request.user!, request.body)),
  );

  app.post(
    local(routes.markRead.path),
    { ...signedIn, schema: { ...schemaOf(routes.markRead.data, 'Mark notices read, or all unread (of a type) when detailIds is empty'), body: routes.markRead.body } },
    async (request) => ok(await markRead(db, request.user!, request.body, now())),
  );

  app.post(
    local(routes.topNotices.path),
    { ...signedIn, schema: schemaOf(routes.topNotices.data, "The signed-in user's 100 newest notices") },
    async (request) => ok(await topNotices(db, request.user!)),
  );

  app.post(
    local(routes.sendNotice.path),
    { ...signedIn, schema: { ...schemaOf(routes.sendNotice.data, 'Managers: send a notice to users by id'), body: routes.sendNotice.body } },
    async (request) => {
      assertManager(request.user!);
      const b = request.body;
      // minLength 1 counts spaces; the stored title is trimmed and must not end up empty.
      if (!b.title.trim()) throw new AppError('VALIDATION_FAILED', 400, '请输入标题');
      const result = await sendNotice(
        db,
        { title: b.title.trim(), content: b.content, remark: b.remark?.trim() || null, oneMsgType: b.oneMsgType ?? 'SYSTEM', twoMsgType: b.twoMsgType?.trim() || 'ANNOUNCEMENT', senderId: request.user!.id },
        b.userIds,
        now(),
      );
      return ok(result, '发送成功');
    },
  );
}
