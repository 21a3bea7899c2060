import type { MarkReadBody, MarkReadResult, Notice, NoticeDetailParams, NoticePage, NoticeQueryBody, TopNotices, UnreadCountParams } from './msgmgt';
import { route } from './route';

const P = '/common/msgmgt';

/**
 * Every message call (spec 7 "Messages"); schemas in `msgmgtSchemas`. All need a signed-in user.
 * Managers send notices through `noticeSendRoutes.send` (notice-send.routes.ts), the one sending call.
 *
 * @example
 * const count = await call(msgmgtRoutes.unreadCount, { params: { userId: 7 } }); // number
 */
export const msgmgtRoutes = {
  /** data is the number of the caller's unread notices. */
  unreadCount: route<{ params: UnreadCountParams; data: number }>({ method: 'GET', path: `${P}/tmsgsenddetail/queryMsgUnReadNum/:userId`, auth: true }),
  queryNotices: route<{ body: NoticeQueryBody; data: NoticePage }>({ method: 'POST', path: `${P}/statistics/queryMsgNumMoreCriteria`, auth: true }),
  /** Extension: one of the caller's notices by its delivery id (404 NOTICE_NOT_FOUND for anyone else's). */
  noticeDetail: route<{ params: NoticeDetailParams; data: Notice }>({ method: 'GET', path: `${P}/tmsgsenddetail/detail/:id`, auth: true }),
  markRead: route<{ body: MarkReadBody; data: MarkReadResult }>({ method: 'POST', path: `${P}/statistics/bathUpdateReadStatus`, auth: true }),
  /** The spec's "top 100 messages" call, whose path it leaves open (`{hash}`). */
  topNotices: route<{ data: TopNotices }>({ method: 'POST', path: `${P}/statistics/queryTopMsg`, auth: true }),
};
