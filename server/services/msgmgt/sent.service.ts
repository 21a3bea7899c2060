import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { paging } from '../../http/paging';
import { AppError } from '../../errors';
import type { SentNoticeDetail, SentNoticePage, SentNoticeQuery, SentRecipientPage, SentRecipientQuery } from '../../../contract/notice-send';
import { findSentNotice, findSentNotices, findSentRecipients } from './send.repository';

/** What managers sent, as they look back on it: the sent list, one sent notice, and who has read it. */

type Db = Kysely<Database>;

export async function sentNoticePage(db: Db, query: SentNoticeQuery): Promise<SentNoticePage> {
  const { pageNum, pageSize, page } = paging(query);
  const { total, rows } = await findSentNotices(db, { keyword: query.keyword?.trim() || null, recipientType: query.recipientType ?? null }, page);
  return { total, data: rows, pageNum, pageSize };
}

export async function sentNoticeDetail(db: Db, msgId: number): Promise<SentNoticeDetail> {
  const notice = await findSentNotice(db, msgId);
  if (!notice) throw AppError.of('NOTICE_NOT_FOUND');
  return notice;
}

export async function sentRecipientPage(db: Db, query: SentRecipientQuery): Promise<SentRecipientPage> {
  await sentNoticeDetail(db, query.msgId);
  const { pageNum, pageSize, page } = paging(query);
  const { total, rows } = await findSentRecipients(db, query.msgId, { readStatus: query.readStatus ?? null, keyword: query.keyword?.trim() || null }, page);
  return { total, data: rows, pageNum, pageSize };
}
