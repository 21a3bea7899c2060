import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { paging } from '../../http/paging';
import { AppError, refusal } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit } from '../../security/audit';
import { maskMobile } from '../iam';
import { firstNoticeDraftProblem } from '../../../contract/notice-send.rules';
import type { RecipientUserPage, RecipientUserQuery, SendToRecipientsBody, SendToRecipientsResult } from '../../../contract/notice-send';
import { deliverMessage, type Audience, type NewMessage } from './notice.repository';
import { countExistingUsers, countTenantUsers, findRecipientTenants, findTenantName, searchUsers } from './send.repository';

type Db = Kysely<Database>;

/** What a manager needs in the menu tree: the send button for sending and choosing recipients, the page for the sent list. */
export const SEND_PERMISSION = {
  menuCode: 'msg_send_submit',
  notManager: { 'zh-CN': '只有管理员可以发送消息', 'en-US': 'Only managers may send messages' },
  missing: { 'zh-CN': '没有发送消息的权限', 'en-US': 'You lack the permission to send messages' },
} as const;
export const VIEW_SENT_PERMISSION = {
  menuCode: 'msg_send',
  notManager: { 'zh-CN': '只有管理员可以查看已发送消息', 'en-US': 'Only managers may see sent messages' },
  missing: { 'zh-CN': '没有查看已发送消息的权限', 'en-US': 'You lack the permission to see sent messages' },
} as const;

type Permission = typeof SEND_PERMISSION | typeof VIEW_SENT_PERMISSION;

/**
 * Managers only, and only with the permission in their menu tree (page children act as button
 * permissions), each refusal with its own texts; `menuCodesOf` is the permission plugin's `app.menuCodesOf`.
 */
export async function assertPermission(menuCodesOf: (user: AuthUser) => Promise<Set<string>>, user: AuthUser, permission: Permission): Promise<void> {
  if (user.userType !== 'MANAGER_USER') throw refusal('MANAGER_ONLY', permission.notManager);
  if (!(await menuCodesOf(user)).has(permission.menuCode)) throw refusal('PERMISSION_DENIED', permission.missing);
}

async function audienceOf(db: Db, body: SendToRecipientsBody): Promise<Audience> {
  if (body.recipientType === 'ALL') return { kind: 'ALL' };
  if (body.recipientType === 'TENANT') {
    const tenantId = body.tenantId!;
    if ((await findTenantName(db, tenantId)) === null) throw AppError.of('TENANT_NOT_FOUND');
    if ((await countTenantUsers(db, tenantId)) === 0) throw refusal('VALIDATION_FAILED', { 'zh-CN': '该租户下没有用户', 'en-US': 'This tenant has no users' });
    return { kind: 'TENANT', tenantId };
  }
  const userIds = [...new Set(body.userIds ?? [])];
  if ((await countExistingUsers(db, userIds)) !== userIds.length)
    throw refusal('VALIDATION_FAILED', { 'zh-CN': '部分接收人不存在，请重新选择', 'en-US': 'Some recipients do not exist; choose again' });
  return { kind: 'USERS', userIds };
}

/** Sends a manager's notice to its audience and records the send in the audit log. */
export async function sendToRecipients(db: Db, user: AuthUser, body: SendToRecipientsBody, now: Date, ip: string): Promise<SendToRecipientsResult> {
  const problem = firstNoticeDraftProblem(body);
  if (problem) throw refusal('VALIDATION_FAILED', problem);
  const audience = await audienceOf(db, body);
  const message: NewMessage = {
    title: body.title.trim(),
    content: body.content.trim(),
    remark: body.remark?.trim() || null,
    oneMsgType: body.oneMsgType ?? 'SYSTEM',
    twoMsgType: body.twoMsgType?.trim() || 'ANNOUNCEMENT',
    senderId: user.id,
  };
  const result = await deliverMessage(db, message, audience, now);
  await auditSend(db, user, now, ip, {
    msgId: result.msgId,
    recipientType: audience.kind,
    tenantId: audience.kind === 'TENANT' ? audience.tenantId : null,
    sent: result.sent,
  });
  return result;
}

async function auditSend(
  db: Db,
  user: AuthUser,
  now: Date,
  ip: string,
  detail: { msgId: number; recipientType: Audience['kind']; tenantId: number | null; sent: number },
) {
  await writeAudit(db, now, { event: 'notice.sent', userId: user.id, loginName: user.loginName, ip, detail });
}

export async function recipientUserPage(db: Db, query: RecipientUserQuery): Promise<RecipientUserPage> {
  const { pageNum, pageSize, page } = paging(query);
  const { total, rows } = await searchUsers(
    db,
    { keyword: query.keyword?.trim() || null, tenantId: query.tenantId ?? null, userType: query.userType ?? null },
    page,
  );
  return {
    total,
    data: rows.map((u) => ({
      id: u.id,
      loginName: u.loginName,
      userName: u.userName,
      mobileStr: maskMobile(u.mobile),
      userType: u.userType,
      tenantId: u.tenantId,
      tenantName: u.tenantName,
      subAccount: u.userType === 'CLIENT_USER' && u.pid !== 0,
    })),
    pageNum,
    pageSize,
  };
}

export const recipientTenants = findRecipientTenants;
