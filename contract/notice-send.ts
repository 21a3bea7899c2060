import { Type, type Static } from 'typebox';
import type { RouteSchemas } from './route';
import { OneMsgType, ReadStatus } from './msgmgt';
import type { NoticeRecipientType } from './notice-send.rules';
import { nullable, pageOf, keyword, pageQuery } from './schema-parts';

/**
 * Notice sending for managers (issue 10 item 2, prefix /common/msgmgt): send a notice to every
 * user, to one tenant's users or to chosen users; the sent list with recipient and read counts;
 * a sent notice's detail and recipients; the user search and tenant list for choosing recipients.
 * The route table is `noticeSendRoutes` (`notice-send.routes.ts`); the draft rules (title ≤ 100,
 * content ≤ 4000, at least one recipient, with their messages) are `noticeDraftProblems`
 * (`notice-send.rules.ts`), which the server applies too.
 *
 * Every call is for managers only (a client user gets 403). Sending and the recipient pickers
 * need the button permission `msg_send_submit`, the sent list and details the page `msg_send`,
 * both from the caller's menu tree (403 '没有发送消息的权限' / '没有查看已发送消息的权限').
 * Lists are newest first, page size default 20 (at most 100). Times are ISO 8601 strings (UTC).
 *
 * @example
 * import { noticeSendRoutes } from 'contract/notice-send.routes';
 * await call(noticeSendRoutes.send, { body: { title: '系统维护通知', content: '…', recipientType: 'TENANT', tenantId: 3 } });
 * // POST /api/common/msgmgt/tmsgsend/send → data: { msgId: 120, sent: 2 }, message '发送成功'
 */

const id = Type.Integer({ minimum: 1 });

/** ALL: every user; TENANT: every user of `tenantId`; USERS: the users of `userIds`. */
export const RecipientType = Type.Unsafe<NoticeRecipientType>({ type: 'string', enum: ['ALL', 'TENANT', 'USERS'] });
export type RecipientType = Static<typeof RecipientType>;

/**
 * A notice to send. The schema only bounds sizes; the draft rules give the clear messages
 * (e.g. '请输入标题', '标题不能超过 100 个字', '请至少选择一个接收人'), answered as 400 VALIDATION_FAILED.
 * A tenant that does not exist answers 404 '租户不存在', one without users 400 '该租户下没有用户';
 * chosen ids of which any is unknown answer 400 '部分接收人不存在，请重新选择'.
 */
export const SendToRecipientsBody = Type.Object({
  title: Type.String({ maxLength: 1000 }),
  content: Type.String({ maxLength: 20000 }),
  /** A one-line summary shown under the title in the bell; defaults to none. */
  remark: Type.Optional(nullable(Type.String({ maxLength: 200 }))),
  recipientType: RecipientType,
  /** Required when recipientType is TENANT. */
  tenantId: Type.Optional(nullable(id)),
  /** Required (at least one) when recipientType is USERS; duplicates count once. */
  userIds: Type.Optional(nullable(Type.Array(id, { maxItems: 10000 }))),
  /** Defaults to SYSTEM / ANNOUNCEMENT. */
  oneMsgType: Type.Optional(OneMsgType),
  twoMsgType: Type.Optional(Type.String({ maxLength: 32 })),
});
export type SendToRecipientsBody = Static<typeof SendToRecipientsBody>;

/** The message's id and how many users it reached (their unread counts rose by one). */
export const SendToRecipientsResult = Type.Object({ msgId: Type.Integer(), sent: Type.Integer() });
export type SendToRecipientsResult = Static<typeof SendToRecipientsResult>;

/** `keyword` matches the title (case-insensitively); `recipientType` narrows to one kind of send. */
export const SentNoticeQuery = pageQuery({
  keyword,
  recipientType: Type.Optional(nullable(RecipientType)),
});
export type SentNoticeQuery = Static<typeof SentNoticeQuery>;

/** A notice a manager sent, with how many users it went to and how many of them have read it. */
export const SentNotice = Type.Object({
  msgId: Type.Integer(),
  title: Type.String(),
  remark: nullable(Type.String()),
  oneMsgType: OneMsgType,
  twoMsgType: Type.String(),
  recipientType: RecipientType,
  /** The tenant of a TENANT send (its name as it is now); null otherwise. */
  tenantId: nullable(Type.Integer()),
  tenantName: nullable(Type.String()),
  senderId: Type.Integer(),
  senderName: Type.String(),
  sendTime: Type.String(),
  recipientCount: Type.Integer(),
  readCount: Type.Integer(),
});
export type SentNotice = Static<typeof SentNotice>;

export const SentNoticePage = pageOf(SentNotice);
export type SentNoticePage = Static<typeof SentNoticePage>;

export const SentNoticeParams = Type.Object({ msgId: id });
export type SentNoticeParams = Static<typeof SentNoticeParams>;

/** A sent notice with its full text. A message no manager sent (a platform notice) answers 404. */
export const SentNoticeDetail = Type.Object({ ...SentNotice.properties, content: Type.String() });
export type SentNoticeDetail = Static<typeof SentNoticeDetail>;

/** One page of a sent notice's recipients, by login name; `readStatus` 0 or 1 narrows to unread or read. */
export const SentRecipientQuery = pageQuery({
  msgId: id,
  readStatus: Type.Optional(Type.Unsafe<ReadStatus | null>({ type: ['number', 'null'], enum: [0, 1, null] })),
  keyword,
});
export type SentRecipientQuery = Static<typeof SentRecipientQuery>;

export const SentRecipient = Type.Object({
  userId: Type.Integer(),
  loginName: Type.String(),
  userName: Type.String(),
  tenantName: nullable(Type.String()),
  readStatus: ReadStatus,
  readTime: nullable(Type.String()),
});
export type SentRecipient = Static<typeof SentRecipient>;

export const SentRecipientPage = pageOf(SentRecipient);
export type SentRecipientPage = Static<typeof SentRecipientPage>;

/**
 * User search for choosing recipients: `keyword` matches name, login name or mobile
 * (case-insensitively, anywhere in it); `tenantId` narrows to one tenant's users; `userType`
 * to managers or client users. Ordered by login name.
 */
export const RecipientUserQuery = pageQuery({
  keyword,
  tenantId: Type.Optional(nullable(id)),
  userType: Type.Optional(nullable(Type.Unsafe<'MANAGER_USER' | 'CLIENT_USER'>({ type: 'string', enum: ['MANAGER_USER', 'CLIENT_USER'] }))),
});
export type RecipientUserQuery = Static<typeof RecipientUserQuery>;

export const RecipientUser = Type.Object({
  id: Type.Integer(),
  loginName: Type.String(),
  userName: Type.String(),
  /** Masked: first 3 digits, four stars, the rest from the 8th (spec 3); null without a mobile. */
  mobileStr: nullable(Type.String()),
  userType: Type.Unsafe<'MANAGER_USER' | 'CLIENT_USER'>({ type: 'string', enum: ['MANAGER_USER', 'CLIENT_USER'] }),
  tenantId: nullable(Type.Integer()),
  tenantName: nullable(Type.String()),
  /** A client sub-account (pid ≠ 0). */
  subAccount: Type.Boolean(),
});
export type RecipientUser = Static<typeof RecipientUser>;

export const RecipientUserPage = pageOf(RecipientUser);
export type RecipientUserPage = Static<typeof RecipientUserPage>;

/** Every tenant with how many users a TENANT send would reach, by name. */
export const RecipientTenant = Type.Object({ id: Type.Integer(), name: Type.String(), userCount: Type.Integer() });
export type RecipientTenant = Static<typeof RecipientTenant>;

export const RecipientTenants = Type.Array(RecipientTenant);
export type RecipientTenants = Static<typeof RecipientTenants>;

/** The schemas of every notice-sending call, by the name of its entry in `noticeSendRoutes`. */
export const noticeSendSchemas = {
  send: { body: SendToRecipientsBody, data: SendToRecipientsResult },
  sentPage: { body: SentNoticeQuery, data: SentNoticePage },
  sentDetail: { params: SentNoticeParams, data: SentNoticeDetail },
  sentRecipients: { body: SentRecipientQuery, data: SentRecipientPage },
  searchUsers: { body: RecipientUserQuery, data: RecipientUserPage },
  tenants: { data: RecipientTenants },
} satisfies Record<string, RouteSchemas>;
