import type { NoticeQueryBody, ReadStatus } from '@portal/contract';

/** The message centre's list (spec 2, reached from the bell), inside the sub-app (#/common/msg…). */
export const STATION_PATH = '/system/message/station';
/** One notice's own page: `${NOTICE_PATH}/{id}`, with the list's query (menu_code, filters, page) for the way back. */
export const NOTICE_PATH = '/system/message/detail';

/** The list's query parameters: read state (`unread` or `read`; none is all), keyword and page. */
export const STATION_QUERY = { read: 'read', keyword: 'keyword', page: 'page' } as const;

/**
 * Where a notice opens and where its page leads back to: the list's own query (its menu_code,
 * filters and page) travels in the notice's address, so Back, a reload or a shared link return
 * to the same rows. A stray `id` (the bell's old link) is left behind.
 *
 * @example
 * noticeRoute(7, '?menu_code=msg_station&read=unread&page=2'); // '/system/message/detail/7?menu_code=msg_station&read=unread&page=2'
 * listRoute('?menu_code=msg_station&read=unread&page=2'); // '/system/message/station?menu_code=msg_station&read=unread&page=2'
 */
export function noticeRoute(id: number, listSearch: string): string {
  return `${NOTICE_PATH}/${id}${withoutId(listSearch)}`;
}

/** The list a notice's page leads back to, with the query the notice was opened with. */
export function listRoute(noticeSearch: string): string {
  return `${STATION_PATH}${withoutId(noticeSearch)}`;
}

function withoutId(search: string): string {
  const query = new URLSearchParams(search);
  query.delete('id');
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The read filter named by the list's query; anything else is all. */
export function readFilterOf(value: string | null): ReadFilter {
  return value === 'unread' || value === 'read' ? value : 'all';
}

/** Notice page size (spec 9). */
export const STATION_PAGE_SIZE = 20;

/** The read filter of the message centre. */
export type ReadFilter = 'all' | 'unread' | 'read';

const readStatusOf: Record<ReadFilter, ReadStatus | null> = { all: null, unread: 0, read: 1 };

/**
 * The notice query (spec 3) for a filter, a 1-based page and a keyword. 'all' and a blank keyword
 * leave their field out rather than sending null: the server's schema coercion reads a null
 * readStatus as 0 (unread).
 */
export function stationQuery(filter: ReadFilter, pageNum: number, keyword = ''): NoticeQueryBody {
  const remark = keyword.trim();
  const readStatus = readStatusOf[filter];
  return {
    ...(readStatus === null ? {} : { readStatus }),
    ...(remark ? { remark } : {}),
    pageConfig: { pageNum: Math.max(1, Math.floor(pageNum) || 1), pageSize: STATION_PAGE_SIZE },
  };
}

/** The ids still unread among the notices shown, for "mark this page read". */
export function unreadIds(notices: readonly { id: number; readStatus: number }[]): number[] {
  return notices.filter((n) => n.readStatus === 0).map((n) => n.id);
}
