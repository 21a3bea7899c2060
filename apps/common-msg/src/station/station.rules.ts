import type { NoticeQueryBody, ReadStatus } from '@portal/contract';

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

/** How many pages `total` notices fill; an empty list still has page 1. */
export function pageCount(total: number, pageSize = STATION_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** The page to stay on once the total has changed (e.g. the last unread notice of a page was marked read). */
export function pageWithin(page: number, total: number, pageSize = STATION_PAGE_SIZE): number {
  return Math.min(Math.max(1, page), pageCount(total, pageSize));
}

/** The ids still unread among the notices shown, for "mark this page read". */
export function unreadIds(notices: readonly { id: number; readStatus: number }[]): number[] {
  return notices.filter((n) => n.readStatus === 0).map((n) => n.id);
}

/** A sendTime (ISO 8601, UTC) as local 'YYYY-MM-DD HH:mm'; an unreadable value is shown as it is. */
export function formatSendTime(iso: string, timeZoneOffsetMinutes = new Date().getTimezoneOffset()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const local = new Date(time - timeZoneOffsetMinutes * 60_000);
  return local.toISOString().slice(0, 16).replace('T', ' ');
}
