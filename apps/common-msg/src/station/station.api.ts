import { call, setUnread } from '@portal/utils';
import { type MarkReadResult, type Notice, type NoticePage, type NoticeQueryBody, msgmgtRoutes } from '@portal/contract';

// The route table is paths and types only: the sub-app ships without the portal's schema code.

/** Spec 7: POST /common/msgmgt/statistics/queryMsgNumMoreCriteria → { total, data }. */
export function queryNotices(body: NoticeQueryBody): Promise<NoticePage> {
  return call(msgmgtRoutes.queryNotices, { body });
}

/** One of the user's notices by its delivery id (the bell's click opens it here: `?id=`). */
export function loadNotice(id: number): Promise<Notice> {
  return call(msgmgtRoutes.noticeDetail, { params: { id } });
}

/**
 * Spec 7: POST /common/msgmgt/statistics/bathUpdateReadStatus. The answer carries the caller's
 * unread count afterwards, which goes straight into the shared atom so the header bell agrees.
 */
export async function markRead(detailIds: number[]): Promise<MarkReadResult> {
  const result = await call(msgmgtRoutes.markRead, { body: { detailIds } });
  setUnread(result.unread);
  return result;
}
