import { AppError } from '../../errors';
import { writeAudit } from '../../security/audit';
import type { AuthUser } from '../../plugins/auth';
import type { AddRoleBody, AdminRole, EditRoleBody, RoleListQuery } from '../../../contract/iam-admin';
import { checkRemark, checkRoleName } from '../../../contract/iam-admin.rules';
import type { IamKit } from '../iam/iam.kit';
import { findRole, findRoles, insertRole, roleNameTaken, updateRole } from './admin-role.repository';
import { invalid } from './account.service';
import { containsPattern } from './admin.rules';

const roleNameRepeated = () => AppError.of('ROLE_NAME_TAKEN');

function checkedRole(raw: { roleName: string; remark?: string | null }): { roleName: string; remark: string | null } {
  const roleName = raw.roleName.trim();
  const remark = raw.remark?.trim() || null;
  const problem = checkRoleName(roleName) ?? checkRemark(remark);
  if (problem) throw invalid(problem);
  return { roleName, remark };
}

const uniqueOrConflict = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw roleNameRepeated();
    throw error;
  }
};

export function roleList(kit: IamKit, query: RoleListQuery): Promise<AdminRole[]> {
  return findRoles(kit.ctx.db, { userType: query.userType, namePattern: containsPattern(query.roleName) });
}

export async function addRole(kit: IamKit, actor: AuthUser, body: AddRoleBody, ip: string | null): Promise<AdminRole> {
  const { db } = kit.ctx;
  const role = checkedRole(body);
  if (await roleNameTaken(db, body.userType, role.roleName)) throw roleNameRepeated();
  const now = kit.now();
  const id = await uniqueOrConflict(() => insertRole(db, { ...role, userType: body.userType, createdAt: new Date(now) }));
  await writeAudit(db, new Date(now), {
    event: 'role.created',
    userId: actor.id,
    loginName: actor.loginName,
    ip,
    detail: { roleId: id, roleName: role.roleName, userType: body.userType },
  });
  return (await findRole(db, id))!;
}

export async function editRole(kit: IamKit, actor: AuthUser, id: number, body: EditRoleBody, ip: string | null): Promise<AdminRole> {
  const { db } = kit.ctx;
  const before = await findRole(db, id);
  if (!before) throw AppError.of('ROLE_NOT_FOUND');
  const role = checkedRole(body);
  if (await roleNameTaken(db, before.userType, role.roleName, id)) throw roleNameRepeated();
  await uniqueOrConflict(() => updateRole(db, id, role));
  await writeAudit(db, new Date(kit.now()), {
    event: 'role.updated',
    userId: actor.id,
    loginName: actor.loginName,
    ip,
    detail: { roleId: id, from: before.roleName, to: role.roleName },
  });
  return (await findRole(db, id))!;
}
