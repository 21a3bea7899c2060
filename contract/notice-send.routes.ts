import type {
  RecipientTenants,
  RecipientUserPage,
  RecipientUserQuery,
  SendToRecipientsBody,
  SendToRecipientsResult,
  SentNoticeDetail,
  SentNoticePage,
  SentNoticeParams,
  SentNoticeQuery,
  SentRecipientPage,
  SentRecipientQuery,
} from './notice-send';
import { route } from './route';

const P = '/common/msgmgt/tmsgsend';

/**
 * Notice sending for managers (issue 10 item 2); schemas in `noticeSendSchemas`. Client users
 * get 403; so does a manager without `msg_send_submit` (send, searchUsers, tenants) or `msg_send`
 * (sentPage, sentDetail, sentRecipients) in the menu tree.
 *
 * @example
 * const { msgId, sent } = await call(noticeSendRoutes.send, { body: { title, content, recipientType: 'USERS', userIds: [7, 9] } });
 * const page = await call(noticeSendRoutes.sentPage, { body: { pageNum: 1, pageSize: 20 } });
 */
export const noticeSendRoutes = {
  /** Sends a notice to ALL users, one TENANT's users or chosen USERS; their unread counts rise at once. Audited. */
  send: route<{ body: SendToRecipientsBody; data: SendToRecipientsResult }>({ method: 'POST', path: `${P}/send`, auth: true }),
  /** Notices managers sent, newest first, with recipient and read counts. */
  sentPage: route<{ body: SentNoticeQuery; data: SentNoticePage }>({ method: 'POST', path: `${P}/sentPage`, auth: true }),
  /** One sent notice with its content and counts; 404 '消息不存在' for an unknown id. */
  sentDetail: route<{ params: SentNoticeParams; data: SentNoticeDetail }>({ method: 'GET', path: `${P}/sentDetail/:msgId`, auth: true }),
  /** A sent notice's recipients with their read state, by login name. */
  sentRecipients: route<{ body: SentRecipientQuery; data: SentRecipientPage }>({ method: 'POST', path: `${P}/sentRecipients`, auth: true }),
  /** Users to choose as recipients: by name, login name or mobile, optionally of one tenant. */
  searchUsers: route<{ body: RecipientUserQuery; data: RecipientUserPage }>({ method: 'POST', path: `${P}/searchUsers`, auth: true }),
  /** Tenants to choose as recipients, with their user counts. */
  tenants: route<{ data: RecipientTenants }>({ method: 'GET', path: `${P}/tenants`, auth: true }),
};
