import {
  NOTICE_CONTENT_MAX,
  NOTICE_TITLE_MAX,
  NOTICE_USERS_MAX,
  noticeDraftProblems,
  type NoticeDraftField,
  type NoticeRecipientType,
  type RecipientUser,
  type SendToRecipientsBody,
  type SentNoticeQuery,
  type SentRecipientQuery,
} from '@portal/contract';
import { PAGE_SIZE } from '@portal/console';

export { NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX };

/** The button permission that shows the send button (spec 6: the menu tree's codes, actions included). */
export const SEND_BUTTON = 'msg_send_submit';
/** A summary shown under the title in the bell: at most this many characters (the contract's bound). */
export const NOTICE_REMARK_MAX = 200;

const REMARK_TOO_LONG = { 'zh-CN': `摘要不能超过 ${NOTICE_REMARK_MAX} 个字`, 'en-US': `The summary can be at most ${NOTICE_REMARK_MAX} characters` } as const;

export const RECIPIENT_TYPES: readonly NoticeRecipientType[] = ['ALL', 'TENANT', 'USERS'];

/** What the form holds while a manager writes a notice. */
export interface NoticeForm {
  title: string;
  remark: string;
  content: string;
  recipientType: NoticeRecipientType;
  tenantId: number | null;
  users: RecipientUser[];
}

export const emptyNoticeForm = (): NoticeForm => ({ title: '', remark: '', content: '', recipientType: 'ALL', tenantId: null, users: [] });

/** The problems of the form by field (the contract's draft rules, which the server applies too), plus the summary's length. */
export function noticeFormProblems(form: NoticeForm): Partial<Record<NoticeDraftField | 'remark', string>> {
  const problems: Partial<Record<NoticeDraftField | 'remark', string>> = noticeDraftProblems({
    title: form.title,
    content: form.content,
    recipientType: form.recipientType,
    tenantId: form.tenantId,
    userIds: form.users.map((user) => user.id),
  });
  // In Chinese like the contract's problems: the page shows each through its message table.
  if ([...form.remark.trim()].length > NOTICE_REMARK_MAX) problems.remark = REMARK_TOO_LONG['zh-CN'];
  return problems;
}

/** The send call's body: trimmed texts, and only the recipient field the chosen type uses. */
export function sendBody(form: NoticeForm): SendToRecipientsBody {
  const remark = form.remark.trim();
  return {
    title: form.title.trim(),
    content: form.content.trim(),
    ...(remark ? { remark } : {}),
    recipientType: form.recipientType,
    ...(form.recipientType === 'TENANT' ? { tenantId: form.tenantId } : {}),
    ...(form.recipientType === 'USERS' ? { userIds: form.users.map((user) => user.id) } : {}),
  };
}

/** Chooses a user once (a second choice of the same user changes nothing), up to the limit. */
export function addRecipient(users: readonly RecipientUser[], user: RecipientUser): RecipientUser[] {
  if (users.some((u) => u.id === user.id) || users.length >= NOTICE_USERS_MAX) return [...users];
  return [...users, user];
}

export function removeRecipient(users: readonly RecipientUser[], id: number): RecipientUser[] {
  return users.filter((user) => user.id !== id);
}

/** How a sent notice's audience reads: every user, one tenant (by name) or chosen users. */
export function audienceText(sent: { recipientType: NoticeRecipientType; tenantName: string | null }): { key: string; params?: Record<string, string> } {
  if (sent.recipientType === 'TENANT') return { key: 'send.audience.tenant', params: { tenant: sent.tenantName ?? '' } };
  if (sent.recipientType === 'USERS') return { key: 'send.audience.users' };
  return { key: 'send.audience.all' };
}

export function sentQuery(filters: { recipientType: NoticeRecipientType | null; keyword: string; page: number }): SentNoticeQuery {
  const keyword = filters.keyword.trim();
  return {
    ...(filters.recipientType ? { recipientType: filters.recipientType } : {}),
    ...(keyword ? { keyword } : {}),
    pageNum: filters.page,
    pageSize: PAGE_SIZE,
  };
}

export const READ_FILTERS = [0, 1] as const;

export function recipientQuery(msgId: number, filters: { readStatus: 0 | 1 | null; keyword: string; page: number }): SentRecipientQuery {
  const keyword = filters.keyword.trim();
  return {
    msgId,
    ...(filters.readStatus === null ? {} : { readStatus: filters.readStatus }),
    ...(keyword ? { keyword } : {}),
    pageNum: filters.page,
    pageSize: PAGE_SIZE,
  };
}

const twoTypes = new Set(['ANNOUNCEMENT', 'ORDER', 'APPLY', 'PARTNER', 'ACCOUNT']);

/** Message keys of a notice's type (contract: SYSTEM, BUSINESS, SECURITY; known second-level types); an unknown second type is shown as it is. */
export function messageTypeText(oneMsgType: string, twoMsgType: string): { one: string; two: string | null; raw: string | null } {
  const known = twoTypes.has(twoMsgType);
  return { one: `send.msgType.${oneMsgType}`, two: known ? `send.msgType.${twoMsgType}` : null, raw: known || !twoMsgType ? null : twoMsgType };
}
