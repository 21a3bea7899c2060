/**
 * What a manager's notice must hold before it is sent (issue 10 item 2), applied by the send page
 * and again by the server, which answers the first problem as a 400 with this message.
 * Lengths count UTF-16 code units after trimming, as a text field's maxlength does.
 *
 * @example
 * noticeDraftProblems({ title: '', content: '正文', recipientType: 'ALL' }); // { title: '请输入标题' }
 * noticeDraftProblems({ title: '维护通知', content: '正文', recipientType: 'USERS', userIds: [] }); // { recipients: '请至少选择一个接收人' }
 */

import type { Language, Localized } from './rules/language.rules';

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

const PROBLEMS = {
  titleMissing: { 'zh-CN': '请输入标题', 'en-US': 'Enter a title' },
  titleLong: { 'zh-CN': `标题不能超过 ${NOTICE_TITLE_MAX} 个字`, 'en-US': `The title can be at most ${NOTICE_TITLE_MAX} characters` },
  contentMissing: { 'zh-CN': '请输入内容', 'en-US': 'Enter the text' },
  contentLong: { 'zh-CN': `内容不能超过 ${NOTICE_CONTENT_MAX} 个字`, 'en-US': `The text can be at most ${NOTICE_CONTENT_MAX} characters` },
  recipientsMissing: { 'zh-CN': '请选择接收人', 'en-US': 'Choose the recipients' },
  tenantMissing: { 'zh-CN': '请选择接收租户', 'en-US': 'Choose a tenant' },
  usersMissing: { 'zh-CN': '请至少选择一个接收人', 'en-US': 'Choose at least one recipient' },
  usersTooMany: { 'zh-CN': `一次最多选择 ${NOTICE_USERS_MAX} 个接收人`, 'en-US': `At most ${NOTICE_USERS_MAX} recipients at a time` },
} as const satisfies Record<string, Localized>;

type Problem = keyof typeof PROBLEMS;

/** Which problem each field of a draft has, if any. */
function problemsOf(draft: NoticeDraft): Partial<Record<NoticeDraftField, Problem>> {
  const problems: Partial<Record<NoticeDraftField, Problem>> = {};
  const title = (draft.title ?? '').trim();
  const content = (draft.content ?? '').trim();
  if (!title) problems.title = 'titleMissing';
  else if (title.length > NOTICE_TITLE_MAX) problems.title = 'titleLong';
  if (!content) problems.content = 'contentMissing';
  else if (content.length > NOTICE_CONTENT_MAX) problems.content = 'contentLong';
  if (!draft.recipientType) problems.recipients = 'recipientsMissing';
  else if (draft.recipientType === 'TENANT' && !draft.tenantId) problems.recipients = 'tenantMissing';
  else if (draft.recipientType === 'USERS' && !draft.userIds?.length) problems.recipients = 'usersMissing';
  else if (draft.recipientType === 'USERS' && draft.userIds!.length > NOTICE_USERS_MAX) problems.recipients = 'usersTooMany';
  return problems;
}

/** The problems of a draft by field, in `language` (zh-CN by default); empty when it can be sent. */
export function noticeDraftProblems(draft: NoticeDraft, language: Language = 'zh-CN'): Partial<Record<NoticeDraftField, string>> {
  return Object.fromEntries(Object.entries(problemsOf(draft)).map(([field, problem]) => [field, PROBLEMS[problem][language]]));
}

/** The first problem in field order (title, content, recipients) in both languages, or null. */
export function firstNoticeDraftProblem(draft: NoticeDraft): Localized | null {
  const problems = problemsOf(draft);
  const first = problems.title ?? problems.content ?? problems.recipients;
  return first ? PROBLEMS[first] : null;
}
