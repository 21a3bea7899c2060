import type { AuthUser } from '../../plugins/auth';
import type { AddUserBody, AddUserResult, AdminUser, EnabledStatus, PasswordLinkSent, UserPage, UserPageQuery } from '../../../contract/iam-admin';
import type { IamKit } from '../iam/iam.kit';
import { findAdminTenant } from './admin-tenant.repository';
import { findAdminUser, findRootOrg, findUserPage } from './admin-user.repository';
import { changeStatus, checkedForm, createAccount, invalid, roleFor, sendPasswordLink, userNotFound } from './account.service';
import { containsPattern, pageOf, storedStatusOf } from './admin.rules';

export async function userPage(kit: IamKit, query: UserPageQuery): Promise<UserPage> {
  const page = pageOf(query);
  const { total, users } = await findUserPage(
    kit.ctx.db,
    {
      pattern: containsPattern(query.keyword),
      tenantId: query.tenantId,
      userType: query.userType,
      status: query.status ? storedStatusOf(query.status) : undefined,
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
    if (body.tenantId === null || body.tenantId === undefined) throw invalid('请选择租户');
    if (!(await findAdminTenant(kit.ctx.db, body.tenantId))) throw invalid('租户不存在');
    tenantId = body.tenantId;
    orgId = await findRootOrg(kit.ctx.db, tenantId);
  }
  const role = await roleFor(kit, body.userType, body.roleId, true);
  return createAccount(kit, actor, { userType: body.userType, form, tenantId, orgId, pid: 0, role }, ip, origin);
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

export async function setUserStatus(kit: IamKit, actor: AuthUser, id: number, status: EnabledStatus, ip: string | null): Promise<AdminUser> {
  return changeStatus(kit, actor, await existing(kit, id), status, ip);
}
