import { AppError, refusal } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type {
  AddSubAccountBody,
  AddUserResult,
  AdminUser,
  ChangeRoleBody,
  EnabledStatus,
  PasswordLinkSent,
  RoleOption,
  SubAccountPageQuery,
  UserPage,
} from '../../../contract/iam-admin';
import type { IamKit } from '../iam';
import { findAdminUser, findOrgOfUser, findUserPage } from './admin-user.repository';
import { findRole, findRoles } from './admin-role.repository';
import { changeStatus, checkedForm, createAccount, roleFor, roleUnfit, sendPasswordLink, giveRole } from './account.service';
import { holdingOfActor, holdingOfRole, mayHandOut } from './grant.service';
import { containsPattern, pageOf, storedStatusOf } from './admin.rules';

/** A client primary account's own sub-accounts (spec 6); the caller is checked by primaryAccountsOnly. */
export async function subAccountPage(kit: IamKit, primary: AuthUser, query: SubAccountPageQuery): Promise<UserPage> {
  const page = pageOf(query);
  const { total, users } = await findUserPage(
    kit.ctx.db,
    { primaryId: primary.id, pattern: containsPattern(query.keyword), status: query.status ? storedStatusOf(query.status) : undefined },
    { offset: page.offset, limit: page.pageSize },
  );
  return { total, data: users, pageNum: page.pageNum, pageSize: page.pageSize };
}

/** The client roles the primary account may give: those holding nothing it lacks (issue 22 N-1). */
export async function subAccountRoles(kit: IamKit, primary: AuthUser): Promise<RoleOption[]> {
  const { db } = kit.ctx;
  const holding = await holdingOfActor(db, primary);
  const options: RoleOption[] = [];
  for (const role of await findRoles(db, { userType: 'CLIENT_USER' })) {
    if (mayHandOut(holding, await holdingOfRole(db, role))) options.push({ id: role.id, roleName: role.roleName, roleNameEn: role.roleNameEn });
  }
  return options;
}

async function refuseUnheldRole(kit: IamKit, primary: AuthUser, role: { id: number; holdsAll: boolean; userType: 'CLIENT_USER' | 'MANAGER_USER' }) {
  const { db } = kit.ctx;
  if (!mayHandOut(await holdingOfActor(db, primary), await holdingOfRole(db, role))) throw AppError.of('ROLE_NOT_HELD');
}

export async function addSubAccount(kit: IamKit, primary: AuthUser, body: AddSubAccountBody, ip: string | null, origin: string): Promise<AddUserResult> {
  const form = checkedForm(body);
  const role = await roleFor(kit, 'CLIENT_USER', body.roleId, false);
  if (role) await refuseUnheldRole(kit, primary, role);
  const orgId = await findOrgOfUser(kit.ctx.db, primary.id);
  return createAccount(kit, primary, { userType: 'CLIENT_USER', form, tenantId: primary.tenantId, orgId, pid: primary.id, role }, ip, origin);
}

/** One of the caller's sub-accounts; anyone else's, or none, is 404 (whether it exists is not theirs to know). */
async function ownSubAccount(kit: IamKit, primary: AuthUser, id: number): Promise<AdminUser> {
  const user = await findAdminUser(kit.ctx.db, id);
  if (!user || user.userType !== 'CLIENT_USER' || user.pid !== primary.id)
    throw refusal('USER_NOT_FOUND', { 'zh-CN': '子账号不存在', 'en-US': 'No such sub-account' });
  return user;
}

export async function resetSubAccountPassword(kit: IamKit, primary: AuthUser, id: number, ip: string | null, origin: string): Promise<PasswordLinkSent> {
  await ownSubAccount(kit, primary, id);
  return sendPasswordLink(kit, primary, id, ip, origin);
}

export async function setSubAccountStatus(kit: IamKit, primary: AuthUser, id: number, status: EnabledStatus, ip: string | null): Promise<AdminUser> {
  return changeStatus(kit, primary, await ownSubAccount(kit, primary, id), status, ip);
}

/** Gives one of the caller's sub-accounts another client role, one holding nothing the caller lacks. */
export async function changeSubAccountRole(kit: IamKit, primary: AuthUser, id: number, body: ChangeRoleBody, ip: string | null): Promise<AdminUser> {
  const { db } = kit.ctx;
  const user = await ownSubAccount(kit, primary, id);
  const role = await findRole(db, body.roleId);
  if (!role || role.userType !== 'CLIENT_USER') throw roleUnfit();
  if (role.id === user.roleId) return user;
  await refuseUnheldRole(kit, primary, role);
  await giveRole(kit, primary.id, user, role, ip);
  return (await findAdminUser(db, user.id))!;
}
