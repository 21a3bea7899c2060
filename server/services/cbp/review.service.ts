import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Delivery } from '../../delivery';
import { AppError, refusal } from '../../errors';
import { paging } from '../../http/paging';
import { applyNoticeText } from '../../messages';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit } from '../../security/audit';
import { fillText, type Language, type Localized } from '../../../contract/rules/language.rules';
import type { ApplyDetail } from '../../../contract/cbp-business';
import type { ResourceApplyBody, ReviewBody, ReviewDetail, ReviewPage, ReviewPageBody } from '../../../contract/cbp-review';
import {
  RESOURCE_APPLY_PROBLEMS,
  findCatalogueSpec,
  findCatalogueType,
  nextStatus,
  periodEndDay,
  resourceApplyProblem,
  resourceServiceName,
  type ApplyPeriodType,
  type ReviewAction,
} from '../../../contract/cbp-review.rules';
import { ApplicationNumberTaken } from './business.repository';
import { applicationNumber, applyDetail } from './business.service';
import { sendNotice } from '../msgmgt';
import {
  findApplicationStatus,
  findContacts,
  findReviewDetail,
  findReviewPage,
  insertPurchasedGood,
  insertResourceApply,
  makeDeveloper,
  moveApplication,
  type ResourceRowForGoods,
} from './review.repository';

type Db = Kysely<Database>;

/** What a notice says of a review without an opinion. */
const NO_OPINION = { 'zh-CN': '无', 'en-US': 'none' } as const;

/** The status names of spec 4, as the lists show them. */
const STATUS_NAMES: Record<number, Localized> = {
  1: { 'zh-CN': '待审核', 'en-US': 'Pending review' },
  2: { 'zh-CN': '已完成', 'en-US': 'Completed' },
  3: { 'zh-CN': '已驳回', 'en-US': 'Rejected' },
  5: { 'zh-CN': '已终止', 'en-US': 'Terminated' },
  6: { 'zh-CN': '审核中', 'en-US': 'Under review' },
};
const ACTION_NAMES: Record<ReviewAction, Localized> = {
  approve: { 'zh-CN': '通过', 'en-US': 'approved' },
  complete: { 'zh-CN': '确认完成', 'en-US': 'completed' },
  reject: { 'zh-CN': '驳回', 'en-US': 'rejected' },
};

function transitionRefused(status: number, action: ReviewAction): AppError {
  return AppError.of('APPLY_TRANSITION_REFUSED', {
    status: (language: Language) => STATUS_NAMES[status]?.[language] ?? String(status),
    action: (language: Language) => ACTION_NAMES[action][language],
  });
}

/** Files a client user's application for a catalogue resource (status 1) and audits it. */
export async function applyForResource(db: Db, user: AuthUser, body: ResourceApplyBody, now: Date, ip: string): Promise<ApplyDetail> {
  if (user.userType === 'MANAGER_USER') throw refusal('FORBIDDEN', { 'zh-CN': '管理员不能提交资源申请', 'en-US': 'Managers cannot apply for resources' });
  if (user.tenantId === null)
    throw refusal('VALIDATION_FAILED', { 'zh-CN': '账号未归属租户，无法申请', 'en-US': 'This account belongs to no tenant and cannot apply' });
  const problem = resourceApplyProblem(body);
  if (problem) throw refusal('VALIDATION_FAILED', RESOURCE_APPLY_PROBLEMS[problem]);
  const request = {
    resourceType: body.resourceType,
    specCode: body.specCode,
    quantity: body.quantity,
    periodType: body.periodType,
    periodNumber: body.periodNumber,
  };
  const serviceName = resourceServiceName(request);
  for (let attempt = 1; ; attempt += 1) {
    const id = applicationNumber(now);
    try {
      await insertResourceApply(db, { id, tenantId: user.tenantId, userId: user.id, serviceName, request, description: body.reason?.trim() || null, now });
      await writeAudit(db, now, { event: 'resource.applied', userId: user.id, loginName: user.loginName, ip, detail: { applicationId: id, serviceName } });
      return applyDetail(db, user, id);
    } catch (e) {
      // Another application took this number in the same second: draw again.
      if (!(e instanceof ApplicationNumberTaken) || attempt === 3) throw e;
    }
  }
}

export async function reviewPage(db: Db, body: ReviewPageBody): Promise<ReviewPage> {
  const { pageNum, pageSize, page } = paging(body);
  const { total, rows } = await findReviewPage(
    db,
    { status: body.status ?? null, kind: body.kind ?? null, tenantId: body.tenantId ?? null, keyword: body.keyword?.trim() || null },
    page,
  );
  return { total, data: rows, pageNum, pageSize };
}

export async function reviewDetail(db: Db, id: string): Promise<ReviewDetail> {
  const found = await findReviewDetail(db, id);
  if (!found) throw AppError.of('APPLICATION_NOT_FOUND');
  const { userId: _userId, ...detail } = found;
  return detail;
}

/** Creates the purchased good of a resource application being completed: activated, from today for its period. */
async function deliverGood(trx: Db, tenantId: number, row: ResourceRowForGoods, now: Date): Promise<number | undefined> {
  const type = row.resource_type ? findCatalogueType(row.resource_type) : undefined;
  const found = row.resource_type && row.spec_code ? findCatalogueSpec(row.resource_type, row.spec_code) : undefined;
  if (!type || !found || !row.quantity || !row.period_number || (row.period_type !== '0' && row.period_type !== '1')) return undefined;
  const periodType = row.period_type as ApplyPeriodType;
  return insertPurchasedGood(trx, {
    tenantId,
    goodsName: type.name['zh-CN'],
    categoryName: type.category['zh-CN'],
    periodType,
    periodNumber: row.period_number,
    endEffectDay: periodEndDay(now.toISOString().slice(0, 10), periodType, row.period_number),
    basicSkuName: found.name['zh-CN'],
    en: { goodsName: type.name['en-US'], categoryName: type.category['en-US'], basicSkuName: found.name['en-US'] },
    defineSkuName: row.quantity > 1 ? `×${row.quantity}` : null,
    instanceCode: `INS-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${crypto.randomBytes(4).toString('hex').toUpperCase()}`,
    now,
  });
}

/**
 * One review step (the state machine of contract/cbp-review.rules.ts). The update is conditional
 * on the status read here, so of two reviewers acting at once one wins and the other is told the
 * application moved on (409). Completing a resource application creates its purchased good in the
 * same transaction; completing a developer request makes the applicant a developer. The applicant
 * is told (bell and delivery), and the step is audited.
 */
export async function reviewApplication(
  db: Db,
  delivery: Delivery,
  user: AuthUser,
  action: ReviewAction,
  body: ReviewBody,
  now: Date,
  ip: string,
): Promise<ReviewDetail> {
  const opinion = body.opinion?.trim() || null;
  if (action === 'reject' && !opinion) throw refusal('VALIDATION_FAILED', { 'zh-CN': '请填写驳回原因', 'en-US': 'Give the reason for the rejection' });
  const before = await findReviewDetail(db, body.id);
  if (!before) throw AppError.of('APPLICATION_NOT_FOUND');
  const to = nextStatus(before.status, action);
  if (to === null) throw transitionRefused(before.status, action);
  const moved = await moveApplication(
    db,
    { id: before.id, from: [before.status], to, reviewerId: user.id, opinion, now },
    action === 'complete'
      ? async (trx, application) => {
          if (application.kind === 'DEVELOPER') {
            await makeDeveloper(trx, application.userId);
            return {};
          }
          return { goodsId: await deliverGood(trx, application.tenantId, application.row, now) };
        }
      : undefined,
  );
  if (!moved) {
    const status = await findApplicationStatus(db, before.id);
    if (status === null) throw AppError.of('APPLICATION_NOT_FOUND');
    throw transitionRefused(status, action);
  }
  await writeAudit(db, now, {
    event: `application.${action}`,
    userId: user.id,
    loginName: user.loginName,
    ip,
    detail: { applicationId: before.id, from: before.status, to },
  });
  await tellApplicant(db, delivery, before.userId, action, { id: before.id, service: before.serviceName, opinion }, now);
  return reviewDetail(db, before.id);
}

/** The applicant's notice in the bell and by e-mail (else SMS), in both languages. */
async function tellApplicant(
  db: Db,
  delivery: Delivery,
  userId: number,
  action: ReviewAction,
  values: { id: string; service: string; opinion: string | null },
  now: Date,
) {
  const texts = applyNoticeText[action];
  const both = (text: Localized, language: Language) => fillText(text[language], { ...values, opinion: values.opinion ?? NO_OPINION[language] });
  const title = `${texts.title['zh-CN']} / ${texts.title['en-US']}`;
  const content = `${both(texts.content, 'zh-CN')}\n${both(texts.content, 'en-US')}`;
  await sendNotice(db, { title, content, remark: `${values.id} · ${values.service}`, oneMsgType: 'BUSINESS', twoMsgType: 'APPLY' }, [userId], now);
  const contacts = await findContacts(db, userId);
  const scope = 'NOTICE_APPLICATION';
  if (contacts?.email) delivery.enqueue({ channel: 'EMAIL', destination: contacts.email, scope, text: content });
  else if (contacts?.mobile) delivery.enqueue({ channel: 'SMS', destination: contacts.mobile, scope, text: content });
}
