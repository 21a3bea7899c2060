import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { AllApplyBody, OpenedServicesBody, PartnerPlanBody } from '../../../contract/cbp';
import { findLeaveWords, findPartnerPlans, findPurchasedInstances, findResourceApplications, findUserMobile } from './cbp.repository';
import { scopeOf, scopedPage } from './tenant-scope';

type Db = Kysely<Database>;

const isSubAccount = (user: AuthUser) => user.userType === 'CLIENT_USER' && user.pid !== 0;

export async function openedServices(db: Db, user: AuthUser, body: OpenedServicesBody) {
  return scopedPage(scopeOf(user), body, (tenant, page) => findPurchasedInstances(db, tenant, body.serviceName?.trim() || null, page));
}

export async function resourceApplications(db: Db, user: AuthUser, body: AllApplyBody) {
  return scopedPage(scopeOf(user), body, (tenant, page) => findResourceApplications(db, tenant, body.status ?? null, page));
}

/**
 * Joined partner plans are the primary account's business (the partner menu is primary-only, the
 * plan pages refuse sub-accounts): a sub-account's overview card lists none of the tenant's. An
 * empty page rather than 403 here, because the overview shows the card to every client user.
 */
export async function partnerPlans(db: Db, user: AuthUser, body: PartnerPlanBody) {
  const scope = isSubAccount(user) ? 'none' : scopeOf(user);
  return scopedPage(scope, body, (tenant, page) =>
    findPartnerPlans(db, tenant, { auditStatus: body.auditStatus ?? null, planName: body.planName?.trim() || null }, page),
  );
}

/** Message replies are private to the phone's owner: only the caller's own mobile may be asked for. */
export async function leaveWordsFor(db: Db, user: AuthUser, mobile: string) {
  const own = await findUserMobile(db, user.id);
  if (!own || own !== mobile) throw AppError.of('OTHER_MOBILE');
  return findLeaveWords(db, mobile);
}
