import { AppError, refusal, rejectInvalid } from '../../errors';
import { writeAudit } from '../../security/audit';
import type { AuthUser } from '../../plugins/auth';
import type { AdminTenant, AdminUser, EditTenantBody, EditUserBody } from '../../../contract/iam-admin';
import { IAM_ADMIN_PERMISSIONS } from '../../../contract/iam-admin.rules';
import type { IamKit } from '../iam';
import { contactTaken } from '../iam';
import { revokeUserSessions } from '../iam';
import { checkEmail, checkMobile, checkProfileName, checkTenantName } from '../iam';
import { menuCodesFor } from '../catalog';
import { findAdminTenant } from './admin-tenant.repository';
import { findAdminUser } from './admin-user.repository';
import { findTenantLink, tenantNameTakenByOther, tenantUserIds, updateTenant, updateUserContacts } from './admin-edit.repository';
import { changeUserRole, refuseOutranking, setUserStatus } from './admin-user.service';
import { holdingOfUser, keepLastSuperAdmin } from './grant.service';
import { userNotFound } from './account.service';

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/** The parent chain is longer than any real one: a cycle already stored stops the walk. */
const MAX_DEPTH = 64;

/** True when `candidate` is `tenantId` or hangs (at any depth) under it. */
async function isSelfOrBelow(kit: IamKit, tenantId: number, candidate: number): Promise<boolean> {
  let id = candidate;
  for (let depth = 0; depth < MAX_DEPTH; depth += 1) {
    if (id === tenantId) return true;
    const link = await findTenantLink(kit.ctx.db, id);
    if (!link || link.parentTenantId === id) return false;
    id = link.parentTenantId;
  }
  return true;
}

/**
 * Edits a tenant (issue 23 item 2): name, contacts, parent and status. Disabling it ends its
 * users' sessions in the same transaction (sign-in then answers TENANT_DISABLED). Audited.
 */
export async function editTenant(kit: IamKit, actor: AuthUser, id: number, body: EditTenantBody, ip: string | null): Promise<AdminTenant> {
  const { db } = kit.ctx;
  const before = await findAdminTenant(db, id);
  if (!before) throw AppError.of('TENANT_NOT_FOUND');
  const name = body.name.trim();
  const contactName = blankToNull(body.contactName);
  const contactMobile = blankToNull(body.contactMobile);
  const contactEmail = blankToNull(body.contactEmail);
  rejectInvalid(
    (language) =>
      checkTenantName(name, language) ??
      (contactName === null ? null : checkProfileName(contactName, language)) ??
      (contactMobile === null ? null : checkMobile(contactMobile, language)) ??
      (contactEmail === null ? null : checkEmail(contactEmail, language)),
  );
  const parent = await findTenantLink(db, body.parentTenantId);
  if (!parent) throw refusal('VALIDATION_FAILED', { 'zh-CN': '上级租户不存在', 'en-US': 'No such parent tenant' });
  if (await isSelfOrBelow(kit, id, parent.id)) {
    throw refusal('VALIDATION_FAILED', {
      'zh-CN': '上级租户不能是该租户自身或其下级租户',
      'en-US': 'The parent tenant cannot be the tenant itself or one below it',
    });
  }
  if (await tenantNameTakenByOther(db, name, id)) throw AppError.of('TENANT_NAME_TAKEN');
  const now = kit.now();
  try {
    await db.transaction().execute(async (trx) => {
      await updateTenant(trx, id, { name, contactName, contactMobile, contactEmail, parentTenantId: parent.id, parentName: parent.name, status: body.status });
      if (body.status === 'disabled' && before.status !== 'disabled') {
        for (const userId of await tenantUserIds(trx, id)) await revokeUserSessions(trx, userId, 'tenant-disabled', now);
      }
      await writeAudit(trx, new Date(now), {
        event: 'tenant.updated',
        userId: actor.id,
        loginName: actor.loginName,
        ip,
        detail: { tenantId: id, name, parentTenantId: parent.id, status: body.status, from: before.status },
      });
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw AppError.of('TENANT_NAME_TAKEN');
    throw error;
  }
  return (await findAdminTenant(db, id))!;
}

/**
 * Edits a user (issue 23 item 2): name and contacts, and, when they change, role and status by
 * the same code as 变更角色 and 禁用/启用 (their permissions, step-up, rank rules, last super
 * administrator). Every check runs before anything is written, so a refused part changes nothing.
 */
export async function editUser(kit: IamKit, actor: AuthUser, id: number, body: EditUserBody, ip: string | null): Promise<AdminUser> {
  const { db } = kit.ctx;
  const user = await findAdminUser(db, id);
  if (!user) throw userNotFound();
  if (user.status === 'closed') throw refusal('CONFLICT', { 'zh-CN': '账号已注销，无法编辑', 'en-US': 'This account is closed and cannot be edited' });
  const manager = user.userType === 'MANAGER_USER';
  if (manager && user.id !== actor.id) await refuseOutranking(kit, actor, user);
  const form = { userName: body.userName.trim(), mobile: body.mobile.trim(), email: body.email.trim() };
  rejectInvalid((language) => checkProfileName(form.userName, language) ?? checkMobile(form.mobile, language) ?? checkEmail(form.email, language));
  // Phones and e-mails are sign-in names among primary accounts of a type (sub-accounts sign in under their primary).
  if (user.pid === 0 && (await contactTaken(db, user.userType, 'SMS', form.mobile, user.id))) throw AppError.of('MOBILE_TAKEN');
  if (user.pid === 0 && (await contactTaken(db, user.userType, 'EMAIL', form.email, user.id))) throw AppError.of('EMAIL_TAKEN');

  const roleChange = body.roleId !== undefined && body.roleId !== null && body.roleId !== user.roleId;
  const statusChange = body.status !== undefined && body.status !== user.status;
  if (roleChange || statusChange) {
    const held = await menuCodesFor(db, actor);
    const need = (code: string) => {
      if (!held.has(code)) throw AppError.of('PERMISSION_DENIED', { code });
    };
    if (roleChange) need(IAM_ADMIN_PERMISSIONS.changeUserRole);
    if (statusChange) {
      need(IAM_ADMIN_PERMISSIONS.setUserStatus);
      if (user.status === 'closing') throw AppError.of('ACCOUNT_UNDER_CLOSURE');
      if (user.id === actor.id && body.status === 'disabled')
        throw refusal('VALIDATION_FAILED', { 'zh-CN': '不能禁用当前登录的账号', 'en-US': 'You cannot disable the account you are signed in with' });
      if (manager && body.status === 'disabled' && (await holdingOfUser(db, user.id, user.userType)).all) await keepLastSuperAdmin(db, user.id);
    }
  }
  // The role change checks its own rules and spends the step-up before it writes.
  if (roleChange) await changeUserRole(kit, actor, user.id, { roleId: body.roleId!, stepUpToken: body.stepUpToken }, ip);
  if (statusChange) await setUserStatus(kit, actor, user.id, body.status!, ip);
  if (form.userName !== user.userName || form.mobile !== user.mobile || form.email !== user.email) {
    try {
      await updateUserContacts(db, user.id, form);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw AppError.of('ACCOUNT_TAKEN');
      throw error;
    }
    await writeAudit(db, new Date(kit.now()), {
      event: 'user.updated',
      userId: user.id,
      loginName: user.loginName,
      ip,
      detail: { by: actor.id, name: form.userName !== user.userName, mobile: form.mobile !== user.mobile, email: form.email !== user.email },
    });
  }
  return (await findAdminUser(db, user.id))!;
}
