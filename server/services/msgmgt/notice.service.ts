import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { paging } from '../../http/paging';
import type { AuthUser } from '../../plugins/auth';
import type { MarkReadBody, MarkReadResult, Notice, NoticePage, NoticeQueryBody } from '../../../contract/msgmgt';
import type { SendToRecipientsResult } from '../../../contract/notice-send';
import { countUnread, findNotices, insertMessage, markAllRead, markNoticesRead, type NewMessage } from './notice.repository';

type Db = Kysely<Database>;

const TOP_NOTICES = 100;

/** The unread count is private: asking for another user's answers 403, not 0. */
export async function unreadCountFor(db: Db, user: AuthUser, userId: number): Promise<number> {
  if (userId !== user.id) throw AppError.of('OTHER_USER_NOTICES');
  return countUnread(db, user.id);
}

export async function queryNotices(db: Db, user: AuthUser, body: NoticeQueryBody): Promise<NoticePage> {
  const { pageNum, pageSize, page } = paging(body.pageConfig ?? {});
  const keyword = body.remark?.trim() || null;
  const { total, notices } = await findNotices(
    db,
    user.id,
    { readStatus: body.readStatus ?? null, keyword, oneMsgType: body.oneMsgType || null, twoMsgType: body.twoMsgType?.trim() || null },
    page,
  );
  return { total, data: notices, pageNum, pageSize };
}

/** One of the caller's notices; anyone else's (or none) is NOTICE_NOT_FOUND, so ids reveal nothing. */
export async function noticeDetail(db: Db, user: AuthUser, id: number): Promise<Notice> {
  const { notices } = await findNotices(db, user.id, { id }, { offset: 0, limit: 1 });
  if (!notices[0]) throw AppError.of('NOTICE_NOT_FOUND');
  return notices[0];
}

export async function topNotices(db: Db, user: AuthUser) {
  const { notices } = await findNotices(db, user.id, {}, { offset: 0, limit: TOP_NOTICES });
  return notices;
}

/**
 * Mark read (spec 7 bathUpdateReadStatus). Named ids: only the caller's own are touched.
 * No ids: mark all (of a type when given); nothing unread is refused with '没有未读信息' (spec 8).
 */
export async function markRead(db: Db, user: AuthUser, body: MarkReadBody, now: Date): Promise<MarkReadResult> {
  const ids = body.detailIds ?? [];
  let updated: number;
  if (ids.length) {
    const result = await markNoticesRead(db, user.id, ids, now);
    if (result.owned === 0) throw AppError.of('NOTICE_NOT_FOUND');
    updated = result.updated;
  } else {
    updated = await markAllRead(db, user.id, { oneMsgType: body.oneMsgType || null, twoMsgType: body.twoMsgType?.trim() || null }, now);
    if (updated === 0) throw AppError.of('NO_UNREAD');
  }
  return { updated, unread: await countUnread(db, user.id) };
}

/**
 * Gives users a notice by id (unknown ids are skipped), with no sender and no audit: what other
 * services (a resource review) and the tests use. Managers send through `sendToRecipients`
 * (send.service.ts), the one HTTP sending call.
 *
 * @example await sendNotice(db, { title: '系统维护通知', content: '…', oneMsgType: 'SYSTEM', twoMsgType: 'ANNOUNCEMENT' }, [userId], new Date())
 */
export async function sendNotice(db: Db, message: NewMessage, userIds: number[], now: Date): Promise<SendToRecipientsResult> {
  return insertMessage(db, message, userIds, now);
}
