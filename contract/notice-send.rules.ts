/**
 * What a manager's notice must hold before it is sent (issue 10 item 2), applied by the send page
 * and again by the server, which answers the first problem as a 400 with this message.
 * Lengths count UTF-16 code units after trimming, as a text field's maxlength does.
 *
 * @example
 * noticeDraftProblems({ title: '', content: '正文', recipientType: 'ALL' }); // { title: '请输入标题' }
 * noticeDraftProblems({ title: '维护通知', content: '正文', recipientType: 'USERS', userIds: [] }); // { recipients: '请至少选择一个接收人' }
 */

export const NOTICE_TITLE_MAX = 100;
export const NOTICE_CONTENT_MAX = 4000;
/** At most this many chosen users in one send. */
export const NOTICE_USERS_MAX = 1000;

/** ALL: every user; TENANT: every user of one tenant; USERS: the chosen user ids. */
export type NoticeRecipientType = 'ALL' | 'TENANT' | 'USERS';

export interface NoticeDraft {
  title?: string | null;
  content?: string | null;
  recipientType?: NoticeRecipientType | null;
  tenantId?: number | null;
  userIds?: readonly number[] | null;
}

export type NoticeDraftField = 'title' | 'content' | 'recipients';

/** The problems of a draft by field; empty when it can be sent. */
export function noticeDraftProblems(draft: NoticeDraft): Partial<Record<NoticeDraftField, string>> {
  const problems: Partial<Record<NoticeDraftField, string>> = {};
  const title = (draft.title ?? '').trim();
  const content = (draft.content ?? '').trim();
  if (!title) problems.title = '请输入标题';
  else if (title.length > NOTICE_TITLE_MAX) problems.title = `标题不能超过 ${NOTICE_TITLE_MAX} 个字`;
  if (!content) problems.content = '请输入内容';
  else if (content.length > NOTICE_CONTENT_MAX) problems.content = `内容不能超过 ${NOTICE_CONTENT_MAX} 个字`;
  if (!draft.recipientType) problems.recipients = '请选择接收人';
  else if (draft.recipientType === 'TENANT' && !draft.tenantId) problems.recipients = '请选择接收租户';
  else if (draft.recipientType === 'USERS' && !draft.userIds?.length) problems.recipients = '请至少选择一个接收人';
  else if (draft.recipientType === 'USERS' && draft.userIds!.length > NOTICE_USERS_MAX) problems.recipients = `一次最多选择 ${NOTICE_USERS_MAX} 个接收人`;
  return problems;
}

/** The first problem in field order (title, content, recipients), or null. */
export function firstNoticeDraftProblem(draft: NoticeDraft): string | null {
  const problems = noticeDraftProblems(draft);
  return problems.title ?? problems.content ?? problems.recipients ?? null;
}
