import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { UserType } from '../iam';
import { findMenuRows, findRoleGrant, findUserGrant } from '../catalog';
import { codesNotHeld, grantedCodes, unknownCodes } from '../catalog';
import { findActiveSuperAdmins } from './role-grant.repository';

type Db = Kysely<Database>;

/** What someone holds in one user type's tree: every code (the super administrator) or a set. */
export interface Holding {
  all: boolean;
  codes: Set<string>;
}

export async function holdingOfUser(db: Db, userId: number, userType: UserType): Promise<Holding> {
  const grant = await findUserGrant(db, userId);
  return { all: grant.all, codes: grantedCodes(await findMenuRows(db, userType), grant) };
}

export async function holdingOfRole(db: Db, role: { id: number; holdsAll: boolean; userType: UserType }): Promise<Holding> {
  const grant = await findRoleGrant(db, role.id, role.holdsAll);
  return { all: grant.all, codes: grantedCodes(await findMenuRows(db, role.userType), grant) };
}

/**
 * The codes a role editor asked for, checked against the user type's tree (400 MENU_CODE_UNKNOWN
 * naming the strangers) and closed over their ancestors (a button needs its page to be reached).
 */
export async function checkedRoleCodes(db: Db, userType: UserType, wanted: readonly string[]): Promise<string[]> {
  const rows = await findMenuRows(db, userType);
  const unknown = unknownCodes(rows, wanted);
  if (unknown.length) throw AppError.of('MENU_CODE_UNKNOWN', { codes: unknown.slice(0, 5).join(', ') });
  return [...grantedCodes(rows, { all: false, codes: new Set(wanted) })].sort();
}

/**
 * Nobody gives what they do not hold (issue 22 N-1): a role the actor may give or take holds no
 * code the actor lacks, and the super administrator role only a super administrator gives.
 * Within one user type: a manager holds no client codes, and administers client roles by the
 * role permissions themselves.
 */
export function mayHandOut(actor: Holding, role: Holding): boolean {
  if (actor.all) return true;
  return !role.all && codesNotHeld(actor.codes, role.codes).length === 0;
}

/** 409 LAST_SUPER_ADMIN when `userId` is the only active super administrator left. */
export async function keepLastSuperAdmin(db: Db, userId: number): Promise<void> {
  if ((await findActiveSuperAdmins(db, userId)).length === 0) throw AppError.of('LAST_SUPER_ADMIN');
}

/** The actor's holding over their own user type's tree. */
export function holdingOfActor(db: Db, actor: AuthUser): Promise<Holding> {
  return holdingOfUser(db, actor.id, actor.userType);
}
