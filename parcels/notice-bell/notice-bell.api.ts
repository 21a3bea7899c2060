import { call, setUnread } from '@portal/utils/internal';
import { BACKGROUND_HEADER } from '../../contract/http';
import type { MarkReadResult, NoticePage } from '../../contract/msgmgt';
import { msgmgtRoutes } from '../../contract/msgmgt.routes';

/**
 * The unread count for the bell's poll. The background header keeps the 5-second poll from
 * counting as activity, so an idle session still ends (contract/http.ts).
 */
export async function loadUnreadCount(userId: number): Promise<number> {
  const count = await call(msgmgtRoutes.unreadCount, { params: { userId }, headers: { [BACKGROUND_HEADER]: '1' } });
  const n = Number(count);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** One page of unread notices (spec 3 "Notice query": readStatus, remark, pageConfig). */
export async function loadUnreadNotices(pageNum: number, pageSize: number): Promise<NoticePage> {
  const page: NoticePage | null = await call(msgmgtRoutes.queryNotices, { body: { readStatus: 0, remark: '', pageConfig: { pageNum, pageSize } } });
  return { total: Number(page?.total) || 0, data: Array.isArray(page?.data) ? page.data : [], pageNum, pageSize };
}

/** Mark every unread notice read (no detailIds: "mark all", see contract/msgmgt.ts). */
export function markAllNoticesRead(): Promise<MarkReadResult> {
  return call(msgmgtRoutes.markRead, { body: { detailIds: [] } });
}

/** Mark one notice read (the bell's click); the new count goes into the shared atom. */
export async function markNoticeRead(id: number): Promise<void> {
  const result = await call(msgmgtRoutes.markRead, { body: { detailIds: [id] } });
  setUnread(result.unread);
}
