import { api, encryptBody } from '@portal/utils';
import { BACKGROUND_HEADER } from '../../../contract/http';
import type { PasswordStrategy } from '../../../contract/iam';
import type { NoticePage } from '../../../contract/msgmgt';

const IAM = '/common/iam/v1';
const MSG = '/common/msgmgt';

/** The password strategy (spec 7: data is an array, the first item is used). */
export async function loadPasswordStrategy(): Promise<PasswordStrategy | null> {
  const { data: list } = await api.get<PasswordStrategy[] | null>(`${IAM}/passwordStrategy/queryStrategy`);
  return Array.isArray(list) && list.length ? list[0] : null;
}

/** Change password (sent encrypted); the server ends every session of the user. */
export async function updatePassword(body: { oldPwd: string; newPwd: string; againPwd: string }): Promise<unknown> {
  return api.post(`${IAM}/auth/updatePwd`, await encryptBody(body));
}

/**
 * The unread count for the bell's poll. The background header keeps the 5-second poll from
 * counting as activity, so an idle session still ends (contract/http.ts).
 */
export async function loadUnreadCount(userId: number): Promise<number> {
  const { data: count } = await api.get<unknown>(`${MSG}/tmsgsenddetail/queryMsgUnReadNum/${encodeURIComponent(String(userId))}`, {
    headers: { [BACKGROUND_HEADER]: '1' },
  });
  const n = Number(count);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** One page of unread notices (spec 3 "Notice query": readStatus, remark, pageConfig). */
export async function loadUnreadNotices(pageNum: number, pageSize: number): Promise<NoticePage> {
  const { data: page } = await api.post<NoticePage | null>(`${MSG}/statistics/queryMsgNumMoreCriteria`, {
    readStatus: 0,
    remark: '',
    pageConfig: { pageNum, pageSize },
  });
  return { total: Number(page?.total) || 0, data: Array.isArray(page?.data) ? page.data : [], pageNum, pageSize };
}

/** Mark every unread notice read (no detailIds: "mark all", see contract/msgmgt.ts). */
export function markAllNoticesRead(): Promise<unknown> {
  return api.post(`${MSG}/statistics/bathUpdateReadStatus`, { detailIds: [] });
}
