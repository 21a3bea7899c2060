import { api, store, unreadCountAtom } from '@portal/utils';
import type { MarkReadResult, NoticePage, NoticeQueryBody } from '../../../../contract/msgmgt';

// Paths as literals and contract types only: the sub-app ships without the portal's schema code.

/** Spec 7: POST /common/msgmgt/statistics/queryMsgNumMoreCriteria → { total, data }. */
export async function queryNotices(body: NoticeQueryBody): Promise<NoticePage> {
  const response = await api.post<NoticePage>('/common/msgmgt/statistics/queryMsgNumMoreCriteria', body);
  return response.data;
}

/**
 * Spec 7: POST /common/msgmgt/statistics/bathUpdateReadStatus. The answer carries the caller's
 * unread count afterwards, which goes straight into the shared atom so the header bell agrees.
 */
export async function markRead(detailIds: number[]): Promise<MarkReadResult> {
  const response = await api.post<MarkReadResult>('/common/msgmgt/statistics/bathUpdateReadStatus', { detailIds });
  store.set(unreadCountAtom, response.data.unread);
  return response.data;
}
