import type { AuthUser } from '../../plugins/auth';
import { AppError, refusal } from '../../errors';
import type {
  AddUserBody,
  AddUserResult,
  AdminUser,
  ChangeRoleBody,
  EnabledStatus,
  PasswordLinkSent,
  UserPage,
  UserPageQuery,
} from '../../../contract/iam-admin';
import type { IamKit } from '../iam';
import { findAdminTenant } from './admin-tenant.repository';
import { findAdminUser, findRootOrg, findUserPage } from './admin-user.repository';
import { changeStatus, checkedForm, createAccount, roleFor, roleUnfit, sendPasswordLink, userNotFound, giveRole } from './account.service';
import { containsPattern, pageOf, storedFilterOf } from './admin.rules';
import { findRole } from './admin-role.repository';
import { holdingOfActor, holdingOfRole, holdingOfUser, keepLastSuperAdmin, mayHandOut } from './grant.service';
import { tellSuperAdmins } from './security-change.service';
import { spendStepUp } from './step-up.service';

export async function userPage(kit: IamKit, query: UserPageQuery): Promise<UserPage> {
  const page = pageOf(query);
  const { total, users } = await findUserPage(
    kit.ctx.db,
    {
      pattern: containsPattern(query.keyword),
      tenantId: query.tenantId,
      userType: query.userType,
      status: query.status ? storedFilterOf(query.status) : undefined,
    },
    { offset: page.offset, limit: page.pageSize },
  );
  return { total, data: users, pageNum: page.pageNum, pageSize: page.pageSize };
}

/** A manager adds a manager, or a primary account of a tenant (sub-accounts are their primary's to add). */
export async function addUser(kit: IamKit, actor: AuthUser, body: AddUserBody, ip: string | null, origin: string): Promise<AddUserResult> {
  const form = checkedForm(body);
  let tenantId: number | null = null;
  let orgId: number | null = null;
  if (body.userType === 'CLIENT_USER') {
    if (body.tenantId === null || body.tenantId === undefined) throw refusal('VALIDATION_FAILED', { 'zh-CN': '请选择租户', 'en-US': 'Please choose a tenant' });
    if (!(await findAdminTenant(kit.ctx.db, body.tenantId)))
      throw refusal('VALIDATION_FAILED', { 'zh-CN': '租户不存在', 'en-US': 'The tenant does not exist' });
    tenantId = body.tenantId;
    orgId = await findRootOrg(kit.ctx.db, tenantId);
  }
  const role = (await roleFor(kit, body.userType, body.roleId, true))!;
  const manager = body.userType === 'MANAGER_USER';
  // Nobody gives a manager a role holding more than they hold (issue 22 N-1).
  if (manager && !mayHandOut(await holdingOfActor(kit.ctx.db, actor), await holdingOfRole(kit.ctx.db, role))) throw AppError.of('ROLE_NOT_HELD');
  const result = await createAccount(kit, actor, { userType: body.userType, form, tenantId, orgId, pid: 0, role }, ip, origin, async () => {
    // A new manager is a change of the platform's security (issue 22 item 2).
    if (manager) await spendStepUp(kit, actor, body.stepUpToken);
  });
  if (manager) await tellSuperAdmins(kit, actor, 'MANAGER_CREATED', { login: form.loginName, role: role.name });
  return result;
}

async function existing(kit: IamKit, id: number): Promise<AdminUser> {
  const user = await findAdminUser(kit.ctx.db, id);
  if (!user) throw userNotFound();
  return user;
}

export async function resetUserPassword(kit: IamKit, actor: AuthUser, id: number, ip: string | null, origin: string): Promise<PasswordLinkSent> {
  await existing(kit, id);
  return sendPasswordLink(kit, actor, id, ip, origin);
}

/**
 * A manager is only disabled or enabled by someone holding all they hold, and the last active
 * super administrator stays enabled (issue 22 N-1).
 */
export async function setUserStatus(kit: IamKit, actor: AuthUser, id: number, status: EnabledStatus, ip: string | null): Promise<AdminUser> {
  const user = await existing(kit, id);
  if (user.userType === 'MANAGER_USER' && user.id !== actor.id && user.status !== status) {
    await refuseOutranking(kit, actor, user);
    if (status === 'disabled' && (await holdingOfUser(kit.ctx.db, user.id, user.userType)).all) await keepLastSuperAdmin(kit.ctx.db, user.id);
  }
  return changeStatus(kit, actor, user, status, ip);
}

export async function refuseOutranking(kit: IamKit, actor: AuthUser, user: AdminUser): Promise<void> {
  const { db } = kit.ctx;
  if (!mayHandOut(await holdingOfActor(db, actor), await holdingOfUser(db, user.id, user.userType))) throw AppError.of('USER_OUTRANKS');
}

/**
 * Gives a user another role of its type (issue 22 N-1). For a manager the caller must hold all
 * the user holds now and all the new role holds; the last active super administrator keeps the
 * role. Every change needs a step-up, is audited, and a manager's tells the super administrators.
 */
export async function changeUserRole(kit: IamKit, actor: AuthUser, id: number, body: ChangeRoleBody, ip: string | null): Promise<AdminUser> {
  const { db } = kit.ctx;
  const user = await existing(kit, id);
  if (user.id === actor.id) throw AppError.of('OWN_ROLE');
  const role = await findRole(db, body.roleId);
  if (!role || role.userType !== user.userType) throw roleUnfit();
  if (role.id === user.roleId) return user;
  const manager = user.userType === 'MANAGER_USER';
  if (manager) {
    await refuseOutranking(kit, actor, user);
    if (!mayHandOut(await holdingOfActor(db, actor), await holdingOfRole(db, role))) throw AppError.of('ROLE_NOT_HELD');
    if (!role.holdsAll && user.status === 'enabled' && (await holdingOfUser(db, user.id, user.userType)).all) await keepLastSuperAdmin(db, user.id);
  }
  await spendStepUp(kit, actor, body.stepUpToken);
  await giveRole(kit, actor.id, user, role, ip);
  if (manager) await tellSuperAdmins(kit, actor, 'USER_ROLE', { login: user.loginName, from: user.roleName ?? '-', to: role.roleName });
  return (await findAdminUser(db, user.id))!;
}
