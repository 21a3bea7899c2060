import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { noticeSendSchemas as schemas } from '../../../contract/notice-send';
import { noticeSendRoutes as routes } from '../../../contract/notice-send.routes';
import { ok, serve } from '../../http/serve';
import { successes } from '../../messages';
import { SEND_PERMISSION, VIEW_SENT_PERMISSION, assertPermission, recipientTenants, recipientUserPage, sendToRecipients } from './send.service';
import { sentNoticeDetail, sentNoticePage, sentRecipientPage } from './sent.service';

const tags = ['msgmgt'];

/** Notice sending for managers (issue 10 item 2). */
export function sendRoutes(app: FastifyInstance, ctx: ServerContext) {
  const { db } = ctx;
  const now = () => new Date(ctx.config.now());

  serve(app, routes.send, schemas.send, { tags, summary: 'Managers: send a notice to every user, one tenant or chosen users' }, async (request) => {
    await assertPermission(app.menuCodesOf, request.user, SEND_PERMISSION);
    return ok(await sendToRecipients(db, request.user, request.body, now(), request.ip), successes.NOTICE_SENT);
  });

  serve(app, routes.sentPage, schemas.sentPage, { tags, summary: 'Managers: sent notices, newest first, with recipient and read counts' }, async (request) => {
    await assertPermission(app.menuCodesOf, request.user, VIEW_SENT_PERMISSION);
    return ok(await sentNoticePage(db, request.body));
  });

  serve(app, routes.sentDetail, schemas.sentDetail, { tags, summary: 'Managers: one sent notice with its content and counts' }, async (request) => {
    await assertPermission(app.menuCodesOf, request.user, VIEW_SENT_PERMISSION);
    return ok(await sentNoticeDetail(db, request.params.msgId));
  });

  serve(app, routes.sentRecipients, schemas.sentRecipients, { tags, summary: "Managers: a sent notice's recipients and their read state" }, async (request) => {
    await assertPermission(app.menuCodesOf, request.user, VIEW_SENT_PERMISSION);
    return ok(await sentRecipientPage(db, request.body));
  });

  serve(app, routes.searchUsers, schemas.searchUsers, { tags, summary: 'Managers: users to choose as recipients' }, async (request) => {
    await assertPermission(app.menuCodesOf, request.user, SEND_PERMISSION);
    return ok(await recipientUserPage(db, request.body));
  });

  serve(app, routes.tenants, schemas.tenants, { tags, summary: 'Managers: tenants to choose as recipients, with user counts' }, async (request) => {
    await assertPermission(app.menuCodesOf, request.user, SEND_PERMISSION);
    return ok(await recipientTenants(db));
  });
}
