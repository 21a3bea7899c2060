import { refusal } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type {
  AddSubAccountBody,
  AddUserResult,
  AdminUser,
  EnabledStatus,
  PasswordLinkSent,
  RoleOption,
  SubAccountPageQuery,
  UserPage,
} from '../../../contract/iam-admin';
import type { IamKit } from '../iam/iam.kit';
import { findAdminUser, findOrgOfUser, findUserPage } from './admin-user.repository';
import { findRoleOptions } from './admin-role.repository';
import { changeStatus, checkedForm, createAccount, roleFor, sendPasswordLink } from './account.service';
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

export function subAccountRoles(kit: IamKit): Promise<RoleOption[]> {
  return findRoleOptions(kit.ctx.db, 'CLIENT_USER');
}

export async function addSubAccount(kit: IamKit, primary: AuthUser, body: AddSubAccountBody, ip: string | null, origin: string): Promise<AddUserResult> {
  const form = checkedForm(body);
  const role = await roleFor(kit, 'CLIENT_USER', body.roleId, false);
  const orgId = await findOrgOfUser(kit.ctx.db, primary.id);
  return createAccount(kit, primary, { userType: 'CLIENT_USER', form, tenantId: primary.tenantId, orgId, pid: primary.id, role }, ip, origin);
}

/** One of the caller's sub-accounts; anyone else's, or none, is 404 (whether it exists is not theirs to know). */
async function ownSubAccount(kit: IamKit, primary: AuthUser, id: number): Promise<AdminUser> {
  const user = await findAdminUser(kit.ctx.db, id);
  if (!user || user.userType !== 'CLIENT_USER' || user.pid !== primary.id) throw refusal('USER_NOT_FOUND', '子账号不存在', 'No such sub-account');
  return user;
}

export async function resetSubAccountPassword(kit: IamKit, primary: AuthUser, id: number, ip: string | null, origin: string): Promise<PasswordLinkSent> {
  await ownSubAccount(kit, primary, id);
  return sendPasswordLink(kit, primary, id, ip, origin);
}

export async function setSubAccountStatus(kit: IamKit, primary: AuthUser, id: number, status: EnabledStatus, ip: string | null): Promise<AdminUser> {
  return changeStatus(kit, primary, await ownSubAccount(kit, primary, id), status, ip);
}
