import { AppError, rejectInvalid } from '../../errors';
import { writeAudit } from '../../security/audit';
import type { AuthUser } from '../../plugins/auth';
import type { AddRoleBody, AdminRole, EditRoleBody, RoleListQuery, RoleMenuItem } from '../../../contract/iam-admin';
import { checkRemark, checkRoleName, checkRoleNameEn } from '../../../contract/iam-admin.rules';
import type { IamKit } from '../iam';
import type { UserType } from '../iam';
import { findMenuRows } from '../catalog';
import { changesNotHeld } from '../catalog';
import { findRole, findRoles, insertRole, roleNameTaken, updateRole } from './admin-role.repository';
import { checkedRoleCodes, holdingOfActor, type Holding } from './grant.service';
import { replaceRoleCodes } from './role-grant.repository';
import { tellSuperAdmins } from './security-change.service';
import { spendStepUp } from './step-up.service';
import { containsPattern } from './admin.rules';

const roleNameRepeated = () => AppError.of('ROLE_NAME_TAKEN');

/** The role's names and remark, trimmed; `roleNameEn` stays undefined when the body leaves it out (an edit keeps it). */
function checkedRole(raw: { roleName: string; roleNameEn?: string | null; remark?: string | null }): {
  roleName: string;
  roleNameEn?: string | null;
  remark: string | null;
} {
  const roleName = raw.roleName.trim();
  const remark = raw.remark?.trim() || null;
  rejectInvalid((language) => checkRoleName(roleName, language) ?? checkRoleNameEn(raw.roleNameEn, language) ?? checkRemark(remark, language));
  return { roleName, remark, ...(raw.roleNameEn === undefined ? {} : { roleNameEn: raw.roleNameEn?.trim() || null }) };
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

/**
 * What the actor may give or take in a user type's tree: their own codes in their own type; in
 * the other type (a manager and the client roles) every code, the role permissions being the remit.
 */
async function grantableIn(kit: IamKit, actor: AuthUser, userType: UserType): Promise<Holding> {
  if (actor.userType !== userType) return { all: true, codes: new Set() };
  return holdingOfActor(kit.ctx.db, actor);
}

/** 403 GRANT_NOT_HELD naming the changed codes the actor does not hold. */
function refuseUnheld(holding: Holding, before: ReadonlySet<string>, after: ReadonlySet<string>): void {
  if (holding.all) return;
  const unheld = changesNotHeld(holding.codes, before, after);
  if (unheld.length) throw AppError.of('GRANT_NOT_HELD', { codes: unheld.slice(0, 5).join(', ') });
}

/** A user type's whole tree for the role editor, flat, each node marked with whether the caller may grant it. */
export async function roleMenus(kit: IamKit, actor: AuthUser, userType: UserType): Promise<RoleMenuItem[]> {
  const rows = await findMenuRows(kit.ctx.db, userType);
  const holding = await grantableIn(kit, actor, userType);
  const codeOf = new Map(rows.map((r) => [r.id, r.menu_code]));
  return rows.map((r) => ({
    menuCode: r.menu_code,
    menuName: r.menu_name,
    menuNameEn: r.menu_name_en,
    menuType: r.menu_type,
    parentCode: r.parent_id === null ? null : (codeOf.get(r.parent_id) ?? null),
    primaryOnly: r.primary_only,
    grantable: holding.all || holding.codes.has(r.menu_code),
  }));
}

export async function addRole(kit: IamKit, actor: AuthUser, body: AddRoleBody, ip: string | null): Promise<AdminRole> {
  const { db } = kit.ctx;
  const role = checkedRole(body);
  const codes = await checkedRoleCodes(db, body.userType, body.menuCodes ?? []);
  refuseUnheld(await grantableIn(kit, actor, body.userType), new Set(), new Set(codes));
  if (await roleNameTaken(db, body.userType, role.roleName)) throw roleNameRepeated();
  const now = kit.now();
  const id = await uniqueOrConflict(() =>
    db.transaction().execute(async (trx) => {
      const created = await insertRole(trx, { ...role, roleNameEn: role.roleNameEn ?? null, userType: body.userType, createdAt: new Date(now) });
      await replaceRoleCodes(trx, created, codes);
      return created;
    }),
  );
  await writeAudit(db, new Date(now), {
    event: 'role.created',
    userId: actor.id,
    loginName: actor.loginName,
    ip,
    detail: { roleId: id, roleName: role.roleName, userType: body.userType, codes: codes.join(',') },
  });
  return (await findRole(db, id))!;
}

export async function editRole(kit: IamKit, actor: AuthUser, id: number, body: EditRoleBody, ip: string | null): Promise<AdminRole> {
  const { db } = kit.ctx;
  const before = await findRole(db, id);
  if (!before) throw AppError.of('ROLE_NOT_FOUND');
  // The super administrator role holds every code, present and future; nobody narrows or renames it.
  if (before.holdsAll) throw AppError.of('ROLE_NOT_EDITABLE');
  const role = checkedRole(body);
  const codes = body.menuCodes === undefined ? before.menuCodes : await checkedRoleCodes(db, before.userType, body.menuCodes);
  const had = new Set(before.menuCodes);
  const added = codes.filter((c) => !had.has(c));
  const removed = before.menuCodes.filter((c) => !codes.includes(c));
  const regranted = added.length + removed.length > 0;
  if (regranted) refuseUnheld(await grantableIn(kit, actor, before.userType), had, new Set(codes));
  if (await roleNameTaken(db, before.userType, role.roleName, id)) throw roleNameRepeated();
  // Issue 22 item 2: what a role grants is the platform's security; the caller proves who they are first.
  if (regranted) await spendStepUp(kit, actor, body.stepUpToken);
  await uniqueOrConflict(() =>
    db.transaction().execute(async (trx) => {
      await updateRole(trx, id, role);
      if (regranted) await replaceRoleCodes(trx, id, codes);
    }),
  );
  const now = new Date(kit.now());
  await writeAudit(db, now, {
    event: 'role.updated',
    userId: actor.id,
    loginName: actor.loginName,
    ip,
    detail: { roleId: id, from: before.roleName, to: role.roleName },
  });
  if (regranted) {
    await writeAudit(db, now, {
      event: 'role.permissions-changed',
      userId: actor.id,
      loginName: actor.loginName,
      ip,
      detail: { roleId: id, roleName: role.roleName, added: added.join(','), removed: removed.join(','), users: before.userCount },
    });
    await tellSuperAdmins(kit, actor, 'ROLE_PERMISSIONS', { role: role.roleName, users: before.userCount, added: added.length, removed: removed.length });
  }
  return (await findRole(db, id))!;
}
