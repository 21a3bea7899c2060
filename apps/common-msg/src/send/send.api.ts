import { call } from '@portal/utils';
import {
  type RecipientTenants,
  type RecipientUserPage,
  type RecipientUserQuery,
  type SendToRecipientsBody,
  type SendToRecipientsResult,
  type SentNoticeDetail,
  type SentNoticePage,
  type SentNoticeQuery,
  type SentRecipientPage,
  type SentRecipientQuery,
  noticeSendRoutes,
} from '@portal/contract';

export const sendNotice = (body: SendToRecipientsBody): Promise<SendToRecipientsResult> => call(noticeSendRoutes.send, { body });

export const loadSentNotices = (body: SentNoticeQuery): Promise<SentNoticePage> => call(noticeSendRoutes.sentPage, { body });

export const loadSentNotice = (msgId: number): Promise<SentNoticeDetail> => call(noticeSendRoutes.sentDetail, { params: { msgId } });

export const loadRecipients = (body: SentRecipientQuery): Promise<SentRecipientPage> => call(noticeSendRoutes.sentRecipients, { body });

export const searchRecipientUsers = (body: RecipientUserQuery): Promise<RecipientUserPage> => call(noticeSendRoutes.searchUsers, { body });

export const loadRecipientTenants = (): Promise<RecipientTenants> => call(noticeSendRoutes.tenants);
