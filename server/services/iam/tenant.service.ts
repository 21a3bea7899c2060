import type { RegisterBody, RegisterResult } from '../../../contract/iam';
import { AppError, rejectInvalid } from '../../errors';
import { writeAudit, writeRefusal } from '../../security/audit';
import { takeSlot, type RateRule } from '../../security/rate-limit';
import type { IamKit } from './iam.kit';
import { contactTaken, findPrimaryByIdentifier, findUserById, primaryLoginNameTaken } from './user.repository';
import { countTenants, insertTenantWithPrimary, tenantNameExists } from './tenant.repository';
import { consumeCode } from './verification-code.service';
import { assertNewPassword } from './password.service';
import { checkAgreement, checkCode, checkEmail, checkMobile, checkTenantName, checkUserName, parseTenantRef } from './validation.rules';

const tenantNameTaken = () => AppError.of('TENANT_NAME_TAKEN');

export function tenantExists(kit: IamKit, name: string): Promise<boolean> {
  return tenantNameExists(kit.ctx.db, name);
}

/** A user's tenant inner mark: 1 for managers, the tenant's mark (0 when none) for client users. */
export async function innerMarkOf(kit: IamKit, userId: number): Promise<number> {
  const user = await findUserById(kit.ctx.db, userId);
  return user?.userType === 'MANAGER_USER' ? 1 : (user?.innerMark ?? 0);
}

/**
 * The only parent a self-registered tenant may have: the spec's defaults (pid 1798, parent 1708).
 * The server decides, the body is only checked against it: another pair is refused with a message
 * rather than silently replaced, so a form or link that sends one learns at once that it is wrong
 * (a quiet replacement would create the tenant under a parent the caller did not ask for).
 */
const SELF_REGISTRATION_PARENT = { pid: 1798, parentTenantId: 1708 } as const;

/** Registrations per address (issue 13 findings 3, 10): each needs a code, so honest use stays far below. */
const REGISTER_IP_RULE: RateRule = { bucket: 'register-ip', limit: 30, windowMs: 10 * 60_000 };

/**
 * Self-registration (spec 6), in an order that tells nobody who has an account: the address's
 * limit, every field checked again, the parent checked against the server's, the tenant name
 * (public anyway: tenantNameRepeat), then the registration code consumed, and only then whether
 * the user name, phone or e-mail is taken; the tenant and its primary account are created last.
 * Without the right code every probe answers CODE_INVALID, taken or not.
 */
export async function registerTenant(kit: IamKit, b: RegisterBody, ip: string | null): Promise<RegisterResult> {
  const { db } = kit.ctx;
  const wait = await takeSlot(db, REGISTER_IP_RULE, ip ?? '-', kit.now());
  if (wait > 0) {
    await writeRefusal(db, new Date(kit.now()), { event: 'register.limited', ip });
    throw AppError.of('TOO_MANY_REQUESTS', {}, { 'Retry-After': String(wait) });
  }
  const pid = parseTenantRef(b.pid);
  const parentTenantId = parseTenantRef(b.parentTenantId);
  if (!pid || !parentTenantId) throw AppError.of('DATA_ERROR');
  if (pid !== SELF_REGISTRATION_PARENT.pid || parentTenantId !== SELF_REGISTRATION_PARENT.parentTenantId) throw AppError.of('REGISTER_PARENT_REFUSED');
  rejectInvalid((language) => checkAgreement(b.choices, language));
  const form = { tenantName: b.tenantName.trim(), userName: b.userName.trim(), mobile: b.mobile.trim(), email: b.email.trim() };
  rejectInvalid(
    (language) =>
      checkTenantName(form.tenantName, language) ??
      checkUserName(form.userName, language) ??
      checkMobile(form.mobile, language) ??
      checkEmail(form.email, language) ??
      checkCode(b.verificeCode, language),
  );
  await assertNewPassword(kit, b.password, b.confirmPassword, [form.userName, form.tenantName, form.mobile, form.email]);
  if ((await countTenants(db, [pid, parentTenantId])) !== new Set([pid, parentTenantId]).size) throw AppError.of('DATA_ERROR');
  if (await tenantNameExists(db, form.tenantName)) throw tenantNameTaken();
  await consumeCode(kit, 'REGISTER', 'SMS', form.mobile, b.verificeCode);
  // Past the code: the registrant holds this phone, and a taken name says which field to change.
  if ((await findPrimaryByIdentifier(db, 'CLIENT_USER', form.userName)) || (await primaryLoginNameTaken(db, 'CLIENT_USER', form.userName))) {
    throw AppError.of('USER_NAME_TAKEN');
  }
  if (await contactTaken(db, 'CLIENT_USER', 'SMS', form.mobile)) throw AppError.of('MOBILE_TAKEN');
  if (await contactTaken(db, 'CLIENT_USER', 'EMAIL', form.email)) throw AppError.of('EMAIL_TAKEN');

  const passwordHash = await kit.hasher.hashPassword(b.password);
  const now = kit.now();
  try {
    const created = await insertTenantWithPrimary(
      db,
      { name: form.tenantName, pid, parentTenantId },
      { userName: form.userName, mobile: form.mobile, email: form.email, passwordHash },
    );
    await writeAudit(db, new Date(now), {
      event: 'tenant.registered',
      userId: created.userId,
      loginName: form.userName,
      ip,
      detail: { tenantId: created.tenantId },
    });
    return { ...created, loginName: form.userName };
  } catch (error) {
    // Two registrations racing for one name: the unique index decides.
    const e = error as { code?: string; constraint?: string };
    if (e.code === '23505') throw e.constraint?.startsWith('tenant') ? tenantNameTaken() : AppError.of('ACCOUNT_TAKEN');
    throw error;
  }
}
