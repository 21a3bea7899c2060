import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { paging } from '../../http/paging';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { AllApplyBody, OpenedServicesBody, PartnerPlanBody } from '../../../contract/cbp';
import { findLeaveWords, findPartnerPlans, findPurchasedInstances, findResourceApplications, findUserMobile, type TenantFilter } from './cbp.repository';

type Db = Kysely<Database>;

const isSubAccount = (user: AuthUser) => user.userType === 'CLIENT_USER' && user.pid !== 0;

/** Business rows belong to tenants: a client user sees their own tenant's, a manager every tenant's. */
function tenantOf(user: AuthUser): TenantFilter | 'none' {
  if (user.userType === 'MANAGER_USER') return null;
  return user.tenantId ?? 'none';
}

export async function openedServices(db: Db, user: AuthUser, body: OpenedServicesBody) {
  const { pageNum, pageSize, page } = paging(body);
  const tenant = tenantOf(user);
  if (tenant === 'none') return { total: 0, data: [], pageNum, pageSize };
  const { total, rows } = await findPurchasedInstances(db, tenant, body.serviceName?.trim() || null, page);
  return { total, data: rows, pageNum, pageSize };
}

export async function resourceApplications(db: Db, user: AuthUser, body: AllApplyBody) {
  const { pageNum, pageSize, page } = paging(body);
  const tenant = tenantOf(user);
  if (tenant === 'none') return { total: 0, data: [], pageNum, pageSize };
  const { total, rows } = await findResourceApplications(db, tenant, body.status ?? null, page);
  return { total, data: rows, pageNum, pageSize };
}

/**
 * Joined partner plans are the primary account's business (the partner menu is primary-only, the
 * plan pages refuse sub-accounts): a sub-account's overview card lists none of the tenant's. An
 * empty page rather than 403 here, because the overview shows the card to every client user.
 */
export async function partnerPlans(db: Db, user: AuthUser, body: PartnerPlanBody) {
  const { pageNum, pageSize, page } = paging(body);
  const tenant = tenantOf(user);
  if (tenant === 'none' || isSubAccount(user)) return { total: 0, data: [], pageNum, pageSize };
  const { total, rows } = await findPartnerPlans(db, tenant, { auditStatus: body.auditStatus ?? null, planName: body.planName?.trim() || null }, page);
  return { total, data: rows, pageNum, pageSize };
}

/** Message replies are private to the phone's owner: only the caller's own mobile may be asked for. */
export async function leaveWordsFor(db: Db, user: AuthUser, mobile: string) {
  const own = await findUserMobile(db, user.id);
  if (!own || own !== mobile) throw AppError.of('OTHER_MOBILE');
  return findLeaveWords(db, mobile);
}
