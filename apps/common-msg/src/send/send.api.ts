import { call } from '@portal/utils';
import type {
  RecipientTenants,
  RecipientUserPage,
  RecipientUserQuery,
  SendToRecipientsBody,
  SendToRecipientsResult,
  SentNoticeDetail,
  SentNoticePage,
  SentNoticeQuery,
  SentRecipientPage,
  SentRecipientQuery,
} from '../../../../contract/notice-send';
import { noticeSendRoutes } from '../../../../contract/notice-send.routes';

export const sendNotice = (body: SendToRecipientsBody): Promise<SendToRecipientsResult> => call(noticeSendRoutes.send, { body });

export const loadSentNotices = (body: SentNoticeQuery): Promise<SentNoticePage> => call(noticeSendRoutes.sentPage, { body });

export const loadSentNotice = (msgId: number): Promise<SentNoticeDetail> => call(noticeSendRoutes.sentDetail, { params: { msgId } });

export const loadRecipients = (body: SentRecipientQuery): Promise<SentRecipientPage> => call(noticeSendRoutes.sentRecipients, { body });

export const searchRecipientUsers = (body: RecipientUserQuery): Promise<RecipientUserPage> => call(noticeSendRoutes.searchUsers, { body });

export const loadRecipientTenants = (): Promise<RecipientTenants> => call(noticeSendRoutes.tenants);
