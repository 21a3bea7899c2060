import { Type, type Static } from 'typebox';
import type { RouteSchemas } from './route';
import { pageNum, pageOf, pageSize } from './schema-parts';

/**
 * Messages (spec 7 "Messages", spec 4 "Notice bell", prefix /common/msgmgt): every body, query,
 * params and response `data` schema, and `msgmgtSchemas` (the server's); the route table the client
 * calls through is `msgmgtRoutes` in `msgmgt.routes.ts`.
 *
 * A notice is one message delivered to one user; its `id` is the delivery's id (the "detail id"
 * that mark-read takes). Lists are newest first. Times are ISO 8601 strings in UTC.
 * Every call needs `Authorization: Bearer <at>`; the bell's 5-second unread poll also sends
 * `x-background-request: 1` so it does not keep an idle session alive.
 *
 * @example
 * import { msgmgtRoutes } from 'contract/msgmgt.routes';
 * const page = await call(msgmgtRoutes.queryNotices, { body: { readStatus: 0, pageConfig: { pageNum: 1, pageSize: 20 } } });
 * // POST /api/common/msgmgt/statistics/queryMsgNumMoreCriteria → data: { total: 45, data: Notice[] (20), pageNum: 1, pageSize: 20 }
 */

const text = (maxLength: number) => Type.String({ maxLength });
const id = Type.Integer({ minimum: 1 });

/** 0 unread, 1 read. */
export const ReadStatus = Type.Union([Type.Literal(0), Type.Literal(1)]);
export type ReadStatus = Static<typeof ReadStatus>;

/**
 * First-level message type: SYSTEM (platform notices), BUSINESS (orders, applications, plans),
 * SECURITY (sign-in and account events). Second-level types are free text within the first,
 * e.g. SYSTEM/ANNOUNCEMENT, BUSINESS/ORDER, BUSINESS/APPLY, BUSINESS/PARTNER, SECURITY/ACCOUNT.
 */
export const OneMsgType = Type.Union([Type.Literal('SYSTEM'), Type.Literal('BUSINESS'), Type.Literal('SECURITY')]);
export type OneMsgType = Static<typeof OneMsgType>;

/** One notice as the bell and the message centre show it (spec 3 "Notice" plus read state and content). */
export const Notice = Type.Object({
  /** The delivery ("detail") id: what bathUpdateReadStatus takes in detailIds. */
  id: Type.Integer(),
  /** The message's own id; one message sent to many users has one msgId and many ids. */
  msgId: Type.Integer(),
  title: Type.String(),
  /** When it was sent, ISO 8601 (UTC). */
  sendTime: Type.String(),
  /** A one-line summary shown under the title in the bell. */
  remark: Type.Union([Type.String(), Type.Null()]),
  /** The full text, for the message centre's detail view (plain text, never HTML). */
  content: Type.String(),
  readStatus: ReadStatus,
  /** When it was marked read, ISO 8601; null while unread. */
  readTime: Type.Union([Type.String(), Type.Null()]),
  oneMsgType: OneMsgType,
  twoMsgType: Type.String(),
});
export type Notice = Static<typeof Notice>;

/** Page request: 1-based page number; page size default 20 (spec 9), at most 100. */
export const PageConfig = Type.Object({ pageNum, pageSize });
export type PageConfig = Static<typeof PageConfig>;

/**
 * Notice query (spec 3): all filters optional. `readStatus` absent lists read and unread;
 * `remark` is a keyword matched (case-insensitively) against title and remark.
 */
export const NoticeQueryBody = Type.Object({
  // One schema with both types, not a union: with type coercion on, a union tries its branches in
  // order and either turns null into 0 (unread) or 0 into null (all).
  readStatus: Type.Optional(Type.Unsafe<ReadStatus | null>({ type: ['number', 'null'], enum: [0, 1, null] })),
  remark: Type.Optional(Type.Union([text(64), Type.Null()])),
  oneMsgType: Type.Optional(Type.Union([OneMsgType, Type.Literal(''), Type.Null()])),
  twoMsgType: Type.Optional(Type.Union([text(32), Type.Null()])),
  pageConfig: Type.Optional(PageConfig),
});
export type NoticeQueryBody = Static<typeof NoticeQueryBody>;

/** A page of notices, newest first; `total` counts every notice matching the filters. */
export const NoticePage = pageOf(Notice);
export type NoticePage = Static<typeof NoticePage>;

/** The unread count is only ever the signed-in user's own: another user's id answers 403. */
export const UnreadCountParams = Type.Object({ userId: id });
export type UnreadCountParams = Static<typeof UnreadCountParams>;

/** One notice by its delivery id (the bell's click opens it in the message centre): the caller's own only, else 404. */
export const NoticeDetailParams = Type.Object({ id });
export type NoticeDetailParams = Static<typeof NoticeDetailParams>;

/**
 * Mark read. With `detailIds`: those of the caller's notices (other ids are ignored; none of
 * them the caller's answers 404). Without (absent or empty): every unread notice of the caller,
 * narrowed to `oneMsgType` / `twoMsgType` when given ("mark all read"); when there is nothing
 * unread to mark the answer is success=false with message '没有未读信息' (code NO_UNREAD, 409).
 */
export const MarkReadBody = Type.Object({
  detailIds: Type.Optional(Type.Union([Type.Array(id, { maxItems: 1000 }), Type.Null()])),
  oneMsgType: Type.Optional(Type.Union([OneMsgType, Type.Literal(''), Type.Null()])),
  twoMsgType: Type.Optional(Type.Union([text(32), Type.Null()])),
});
export type MarkReadBody = Static<typeof MarkReadBody>;

/** How many notices changed from unread to read, and the caller's unread count afterwards. */
export const MarkReadResult = Type.Object({ updated: Type.Integer(), unread: Type.Integer() });
export type MarkReadResult = Static<typeof MarkReadResult>;

/** Top messages (spec 7 `POST {hash}`): the caller's 100 newest notices, read and unread. No body. */
export const TopNotices = Type.Array(Notice, { maxItems: 100 });
export type TopNotices = Static<typeof TopNotices>;

/**
 * The schemas of every message call, by the name of its entry in `msgmgtRoutes`
 * (`msgmgt.routes.ts`): the server validates and documents with these.
 */
export const msgmgtSchemas = {
  unreadCount: { params: UnreadCountParams, data: Type.Integer() },
  queryNotices: { body: NoticeQueryBody, data: NoticePage },
  noticeDetail: { params: NoticeDetailParams, data: Notice },
  markRead: { body: MarkReadBody, data: MarkReadResult },
  topNotices: { data: TopNotices },
} satisfies Record<string, RouteSchemas>;
