import { AppError, refusal } from '../../errors';
import { closureNoticeText } from '../../messages';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit } from '../../security/audit';
import { newOpaqueToken } from '../../security/tokens';
import { fillText, type Language, type Localized } from '../../../contract/rules/language.rules';
import { CLOSURE_REASON_MAX, type ClosurePage, type ClosurePageQuery, type ClosureRequest } from '../../../contract/iam-closure';
import type { IamKit } from '../iam';
import { revokeUserSessions } from '../iam';
import { sendNotice } from '../msgmgt';
import { findAdminUser } from './admin-user.repository';
import { refuseOutranking } from './admin-user.service';
import { containsPattern, pageOf } from './admin.rules';
import {
  anonymiseAccount,
  closeTenant,
  findAccountContacts,
  findClosure,
  findClosurePage,
  markReviewed,
  openSubAccountIds,
  reopenAccount,
  tenantKeepsPrimary,
  type ClosedTenant,
} from './closure.repository';
import { holdingOfUser, keepLastSuperAdmin } from './grant.service';

export async function closurePage(kit: IamKit, query: ClosurePageQuery): Promise<ClosurePage> {
  const page = pageOf(query);
  const { total, rows } = await findClosurePage(
    kit.ctx.db,
    { status: query.status, userType: query.userType, pattern: containsPattern(query.keyword) },
    { offset: page.offset, limit: page.pageSize },
  );
  return { total, data: rows, pageNum: page.pageNum, pageSize: page.pageSize };
}

async function pending(kit: IamKit, id: number): Promise<ClosureRequest> {
  const request = await findClosure(kit.ctx.db, id);
  if (!request) throw AppError.of('CLOSURE_NOT_FOUND');
  if (request.status !== 'pending') throw AppError.of('CLOSURE_REVIEWED');
  return request;
}

const reviewedMeanwhile = () => AppError.of('CLOSURE_REVIEWED');

/** Both languages of a notice text, Chinese first. */
function bothLanguages(text: { title: Localized; content: Localized }, values: Record<string, string>) {
  const one = (language: Language) => fillText(text.content[language], values);
  return { title: `${text.title['zh-CN']} / ${text.title['en-US']}`, content: `${one('zh-CN')}\n${one('en-US')}` };
}

function tell(kit: IamKit, contacts: { mobile: string | null; email: string | null } | null, text: string) {
  const scope = 'NOTICE_CLOSURE';
  if (contacts?.email) kit.delivery.enqueue({ channel: 'EMAIL', destination: contacts.email, scope, text });
  else if (contacts?.mobile) kit.delivery.enqueue({ channel: 'SMS', destination: contacts.mobile, scope, text });
}

const requestTime = (request: ClosureRequest) => request.createdAt.slice(0, 16).replace('T', ' ');

/**
 * Approves a closure (issue 23 item 2): the account and, for a primary account, its sub-accounts
 * are closed as the closure dialog warns (their data removed, sessions ended) in one transaction,
 * with an audit row naming the account as it was. A tenant's last open primary account takes the
 * tenant's business data with it (closeTenant: the tenant disabled, its applications, goods and
 * plans deleted), in the same transaction; the audit row counts what went. A manager's closure follows the rank rules, and
 * the last active super administrator is never closed. The user is told by e-mail (else SMS)
 * before the contacts go.
 */
export async function approveClosure(kit: IamKit, actor: AuthUser, id: number, ip: string | null): Promise<ClosureRequest> {
  const { db } = kit.ctx;
  const request = await pending(kit, id);
  const user = await findAdminUser(db, request.userId);
  if (!user) throw AppError.of('USER_NOT_FOUND');
  if (user.userType === 'MANAGER_USER') {
    if (user.id !== actor.id) await refuseOutranking(kit, actor, user);
    if ((await holdingOfUser(db, user.id, user.userType)).all) await keepLastSuperAdmin(db, user.id);
  }
  const contacts = await findAccountContacts(db, user.id);
  const passwordHash = await kit.hasher.hashPassword(newOpaqueToken());
  const now = kit.now();
  let closedSubs = 0;
  const primary = user.userType === 'CLIENT_USER' && user.pid === 0;
  await db.transaction().execute(async (trx) => {
    const marked = await markReviewed(trx, id, { status: 'approved', reviewerId: actor.id, at: new Date(now), reason: null, loginName: user.loginName });
    if (!marked) throw reviewedMeanwhile();
    const accounts = [user.id, ...(primary ? await openSubAccountIds(trx, user.id) : [])];
    closedSubs = accounts.length - 1;
    for (const accountId of accounts) {
      await revokeUserSessions(trx, accountId, accountId === user.id ? 'closed' : 'primary-closed', now);
      await anonymiseAccount(trx, accountId, passwordHash);
    }
    let tenant: ClosedTenant | null = null;
    if (primary && user.tenantId !== null && !(await tenantKeepsPrimary(trx, user.tenantId, user.id))) tenant = await closeTenant(trx, user.tenantId);
    await writeAudit(trx, new Date(now), {
      event: 'closure.approved',
      userId: user.id,
      loginName: user.loginName,
      ip,
      detail: { by: actor.id, requestId: id, subAccounts: closedSubs, ...tenant },
    });
  });
  tell(kit, contacts, bothLanguages(closureNoticeText.approve, { at: requestTime(request) }).content);
  return (await findClosure(db, id))!;
}

/**
 * Rejects a closure with a reason: the account is active again (its sub-accounts sign in again
 * with it) and is told why in the bell and by e-mail (else SMS). Audited.
 */
export async function rejectClosure(kit: IamKit, actor: AuthUser, id: number, rawReason: string, ip: string | null): Promise<ClosureRequest> {
  const { db } = kit.ctx;
  const reason = rawReason.trim();
  if (!reason) throw refusal('VALIDATION_FAILED', { 'zh-CN': '请填写驳回原因', 'en-US': 'Give the reason for the rejection' });
  if (reason.length > CLOSURE_REASON_MAX) {
    throw refusal('VALIDATION_FAILED', {
      'zh-CN': `驳回原因最多${CLOSURE_REASON_MAX}个字符`,
      'en-US': `The reason can be at most ${CLOSURE_REASON_MAX} characters`,
    });
  }
  const request = await pending(kit, id);
  const now = kit.now();
  await db.transaction().execute(async (trx) => {
    const marked = await markReviewed(trx, id, { status: 'rejected', reviewerId: actor.id, at: new Date(now), reason, loginName: request.loginName });
    if (!marked) throw reviewedMeanwhile();
    await reopenAccount(trx, request.userId);
    await writeAudit(trx, new Date(now), {
      event: 'closure.rejected',
      userId: request.userId,
      loginName: request.loginName,
      ip,
      detail: { by: actor.id, requestId: id },
    });
  });
  const notice = bothLanguages(closureNoticeText.reject, { at: requestTime(request), reason });
  await sendNotice(
    db,
    { title: notice.title, content: notice.content, remark: reason.slice(0, 24), oneMsgType: 'SECURITY', twoMsgType: 'ACCOUNT' },
    [request.userId],
    new Date(now),
  );
  tell(kit, await findAccountContacts(db, request.userId), notice.content);
  return (await findClosure(db, id))!;
}
