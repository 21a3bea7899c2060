import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, refusal } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit } from '../../security/audit';
import type {
  ApplyDetail,
  ApplyPage,
  ApplyPageBody,
  DeveloperApplyBody,
  DeveloperApplyState,
  GoodsDetail,
  GoodsPage,
  GoodsPageBody,
  PlanDetail,
  PlanPage,
  PlanPageBody,
} from '../../../contract/cbp-business';
import {
  ApplicationNumberTaken,
  PendingDeveloperApply,
  findApplicant,
  findApplyDetail,
  findApplyPage,
  findGoodsDetail,
  findGoodsPage,
  findPendingDeveloperApply,
  findPlanDetail,
  findPlanPage,
  insertDeveloperApply,
} from './business.repository';
import { scopeOf, scopedDetail, scopedPage } from './tenant-scope';

type Db = Kysely<Database>;

const isManager = (user: AuthUser) => user.userType === 'MANAGER_USER';
const isSubAccount = (user: AuthUser) => user.userType === 'CLIENT_USER' && user.pid !== 0;

/** Partner plans are the primary account's business; the menu hides them from sub-accounts and so does the API. */
function assertPlansVisible(user: AuthUser) {
  if (isSubAccount(user)) throw refusal('FORBIDDEN', { 'zh-CN': '子账号无权查看合作伙伴计划', 'en-US': 'Sub-accounts may not see partner plans' });
}

export async function applyPage(db: Db, user: AuthUser, body: ApplyPageBody): Promise<ApplyPage> {
  return scopedPage(scopeOf(user), body, (tenant, page) =>
    findApplyPage(db, tenant, { status: body.status ?? null, kind: body.kind ?? null, keyword: body.keyword?.trim() || null }, page),
  );
}

export async function applyDetail(db: Db, user: AuthUser, id: string): Promise<ApplyDetail> {
  return scopedDetail(scopeOf(user), (tenant) => findApplyDetail(db, tenant, id), 'APPLICATION_NOT_FOUND');
}

export async function goodsPage(db: Db, user: AuthUser, body: GoodsPageBody): Promise<GoodsPage> {
  return scopedPage(scopeOf(user), body, (tenant, page) =>
    findGoodsPage(db, tenant, { instanceStatus: body.instanceStatus ?? null, goodsName: body.goodsName?.trim() || null }, page),
  );
}

export async function goodsDetail(db: Db, user: AuthUser, id: number): Promise<GoodsDetail> {
  return scopedDetail(scopeOf(user), (tenant) => findGoodsDetail(db, tenant, id), 'INSTANCE_NOT_FOUND');
}

export async function planPage(db: Db, user: AuthUser, body: PlanPageBody): Promise<PlanPage> {
  assertPlansVisible(user);
  return scopedPage(scopeOf(user), body, (tenant, page) =>
    findPlanPage(db, tenant, { auditStatus: body.auditStatus ?? null, planName: body.planName?.trim() || null }, page),
  );
}

export async function planDetail(db: Db, user: AuthUser, id: number): Promise<PlanDetail> {
  assertPlansVisible(user);
  return scopedDetail(scopeOf(user), (tenant) => findPlanDetail(db, tenant, id), 'PLAN_NOT_FOUND');
}

const pending = () =>
  refusal('DEVELOPER_APPLY_PENDING', {
    'zh-CN': '您的成为开发者申请正在审核中，请勿重复提交',
    'en-US': 'Your developer request is under review; do not send it again',
  });

/**
 * Why the caller may not ask to become a developer (spec 2, 6: only a client primary account of
 * role type 0), as the error the request would be refused with; null when they may.
 */
async function developerRefusal(db: Db, user: AuthUser): Promise<{ error: AppError | null; pendingId: string | null; tenantId: number | null }> {
  const none = { pendingId: null, tenantId: null };
  if (isManager(user))
    return { ...none, error: refusal('DEVELOPER_APPLY_REFUSED', { 'zh-CN': '管理员无需申请成为开发者', 'en-US': 'Managers need no developer status' }) };
  if (isSubAccount(user))
    return {
      ...none,
      error: refusal('DEVELOPER_APPLY_REFUSED', { 'zh-CN': '子账号不能申请成为开发者', 'en-US': 'Sub-accounts cannot request developer status' }),
    };
  const applicant = await findApplicant(db, user.id);
  if (!applicant || applicant.tenantId === null)
    return {
      ...none,
      error: refusal('VALIDATION_FAILED', { 'zh-CN': '账号未归属租户，无法申请', 'en-US': 'This account belongs to no tenant and cannot apply' }),
    };
  if (applicant.userRoleType === 1)
    return { ...none, error: refusal('VALIDATION_FAILED', { 'zh-CN': '您已是开发者，无需申请', 'en-US': 'You are a developer already' }) };
  if (applicant.userRoleType !== 0)
    return {
      ...none,
      error: refusal('VALIDATION_FAILED', { 'zh-CN': '当前用户类型不能申请成为开发者', 'en-US': 'This user type cannot request developer status' }),
    };
  const pendingId = await findPendingDeveloperApply(db, user.id);
  if (pendingId) return { pendingId, tenantId: applicant.tenantId, error: pending() };
  return { pendingId: null, tenantId: applicant.tenantId, error: null };
}

export async function developerApplyState(db: Db, user: AuthUser): Promise<DeveloperApplyState> {
  const { error, pendingId } = await developerRefusal(db, user);
  return { canApply: !error, reason: error?.message ?? null, pendingId };
}

/** An application number: 'SQ', the day and time of filing (UTC) and six random digits. */
export function applicationNumber(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `SQ${stamp}${crypto.randomInt(0, 1_000_000).toString().padStart(6, '0')}`;
}

/** Files the caller's request to become a developer (status 1 pending review) and audits it. */
export async function requestDeveloper(db: Db, user: AuthUser, body: DeveloperApplyBody, now: Date, ip: string): Promise<ApplyDetail> {
  const { error, tenantId } = await developerRefusal(db, user);
  if (error) throw error;
  let id = applicationNumber(now);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await insertDeveloperApply(db, { id, tenantId: tenantId!, userId: user.id, description: body.reason?.trim() || null, now });
      break;
    } catch (e) {
      if (e instanceof PendingDeveloperApply) throw pending();
      // Another application took this number in the same second: draw again.
      if (!(e instanceof ApplicationNumberTaken) || attempt === 3) throw e;
      id = applicationNumber(now);
    }
  }
  await writeAudit(db, now, { event: 'developer.requested', userId: user.id, loginName: user.loginName, ip, detail: { applicationId: id } });
  return applyDetail(db, user, id);
}
