import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { foldedColumn, foldedValue } from '../../db/folded';
import type { UserInfo } from '../../../contract/iam';
import type { UserType } from './iam.tables';
import { maskMobile } from './validation.rules';

type Db = Kysely<Database>;

/** A user with what sign-in and the profile need; row types stay in this file. */
export interface UserRecord {
  id: number;
  userType: UserType;
  tenantId: number | null;
  loginName: string;
  userName: string;
  mobile: string | null;
  email: string | null;
  pid: number;
  passwordHash: string;
  status: string;
  /** The e-mail has been verified with a code sent to it (issue 13 item 12). */
  emailVerified: boolean;
  innerMark: number | null;
  info: UserInfo;
}

function withDetails(db: Db) {
  return db
    .selectFrom('user_account as u')
    .leftJoin('tenant as t', 't.id', 'u.tenant_id')
    .leftJoin('org as o', 'o.id', 'u.org_id')
    .leftJoin('tenant as pt', 'pt.id', 't.parent_tenant_id')
    .leftJoin('user_account as pu', 'pu.id', 'u.pid')
    .leftJoin('role as r', 'r.id', 'u.role_id')
    .select([
      'u.id',
      'u.user_type',
      'u.tenant_id',
      'u.login_name',
      'u.user_name',
      'u.mobile',
      'u.email',
      'u.pid',
      'u.emp_number',
      'u.user_role_type',
      'u.auth_status',
      'u.role_name',
      'r.role_name_en',
      'u.password_hash',
      'u.status',
      'u.verified_email',
      't.name as tenant_name',
      't.mgr_tenant_name',
      't.inner_mark',
      'o.name as org_name',
      'pt.name as parent_tenant_name',
      'pu.login_name as pri_login_name',
    ]);
}

type DetailRow = Awaited<ReturnType<ReturnType<typeof withDetails>['executeTakeFirstOrThrow']>>;

const isVerified = (r: { email: string | null; verified_email: string | null }) =>
  !!r.email && !!r.verified_email && r.email.toLowerCase() === r.verified_email.toLowerCase();

function toRecord(r: DetailRow): UserRecord {
  return {
    id: r.id,
    userType: r.user_type,
    tenantId: r.tenant_id,
    loginName: r.login_name,
    userName: r.user_name,
    mobile: r.mobile,
    email: r.email,
    pid: r.pid,
    passwordHash: r.password_hash,
    status: r.status,
    emailVerified: isVerified(r),
    innerMark: r.inner_mark ?? null,
    info: {
      id: r.id,
      tenantId: r.tenant_id,
      userType: r.user_type,
      loginName: r.login_name,
      userName: r.user_name,
      mobile: r.mobile,
      mobileStr: maskMobile(r.mobile),
      email: r.email,
      tenantName: r.tenant_name ?? null,
      orgName: r.org_name ?? null,
      roleName: r.role_name,
      roleNameEn: r.role_name_en ?? null,
      empNumber: r.emp_number,
      userRoleType: r.user_role_type,
      pid: r.pid,
      authStatus: r.auth_status,
      // Both come from the parent tenant the user's tenant hangs under; a tenant registered before
      // its managing tenant was stored takes the parent's name, so the two never disagree.
      mgrTenantName: r.mgr_tenant_name ?? (r.user_type === 'CLIENT_USER' ? (r.parent_tenant_name ?? null) : null),
      // The managing organisation is the parent tenant the user's tenant hangs under.
      mgrOrgName: r.user_type === 'CLIENT_USER' ? (r.parent_tenant_name ?? null) : null,
      priLoginName: r.pid !== 0 ? (r.pri_login_name ?? null) : null,
      emailVerified: isVerified(r),
    },
  };
}

export async function findUserById(db: Db, id: number): Promise<UserRecord | null> {
  const row = await withDetails(db).where('u.id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** A manager or primary client account by login name, phone or e-mail (spec 2: all three sign in). */
export async function findPrimaryByIdentifier(db: Db, userType: UserType, identifier: string): Promise<UserRecord | null> {
  const rows = await withDetails(db)
    .where('u.user_type', '=', userType)
    .where('u.pid', '=', 0)
    .where((eb) =>
      eb.or([eb('u.login_name', '=', identifier), eb('u.mobile', '=', identifier), eb(eb.fn('lower', ['u.email']), '=', identifier.toLowerCase())]),
    )
    .execute();
  // A login name wins over another account's phone or e-mail that happens to look the same.
  const row = rows.find((r) => r.login_name === identifier) ?? rows[0];
  return row ? toRecord(row) : null;
}

/** A sub-account of a primary client account, by its login name. */
export async function findSubAccount(db: Db, primaryId: number, loginName: string): Promise<UserRecord | null> {
  const row = await withDetails(db)
    .where('u.user_type', '=', 'CLIENT_USER')
    .where('u.pid', '=', primaryId)
    .where('u.login_name', '=', loginName)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** A manager or primary client account by its phone (SMS) or e-mail (EMAIL), for find-password. */
export async function findByContact(db: Db, userType: UserType, channel: 'SMS' | 'EMAIL', contact: string): Promise<UserRecord | null> {
  const query = withDetails(db).where('u.user_type', '=', userType).where('u.pid', '=', 0);
  const row = await (
    channel === 'SMS' ? query.where('u.mobile', '=', contact) : query.where(({ eb, fn }) => eb(fn('lower', ['u.email']), '=', contact.toLowerCase()))
  ).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** True when another primary account (or manager) of that type already uses the phone or e-mail. */
export async function contactTaken(db: Db, userType: UserType, channel: 'SMS' | 'EMAIL', contact: string, exceptUserId = 0): Promise<boolean> {
  const found = await findByContact(db, userType, channel, contact);
  return found !== null && found.id !== exceptUserId;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('user_account').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** A user's own name and employee number, phone or e-mail (profile). */
export async function updateUserProfile(
  db: Db,
  userId: number,
  fields: { userName?: string; empNumber?: string | null; mobile?: string; email?: string },
): Promise<void> {
  const set = {
    ...(fields.userName !== undefined ? { user_name: fields.userName } : {}),
    ...(fields.empNumber !== undefined ? { emp_number: fields.empNumber } : {}),
    ...(fields.mobile !== undefined ? { mobile: fields.mobile } : {}),
    ...(fields.email !== undefined ? { email: fields.email } : {}),
  };
  await db.updateTable('user_account').set(set).where('id', '=', userId).execute();
}

/** Marks the e-mail address verified, only if it is still `email` (a change meanwhile stays unverified). */
export async function markEmailVerified(db: Db, userId: number, email: string): Promise<void> {
  await db.updateTable('user_account').set({ verified_email: email }).where('id', '=', userId).where('email', '=', email).execute();
}

/** Files a pending closure request and marks the account as closing. */
export async function insertClosureRequest(db: Db, userId: number, now: number): Promise<void> {
  await db
    .insertInto('closure_request')
    .values({ user_id: userId, created_at: new Date(now), status: 'pending' })
    .execute();
  await db.updateTable('user_account').set({ status: 'closure_requested' }).where('id', '=', userId).execute();
}

/** The ids of a primary client account's sub-accounts. */
export async function subAccountIdsOf(db: Db, primaryId: number): Promise<number[]> {
  const rows = await db.selectFrom('user_account').select('id').where('user_type', '=', 'CLIENT_USER').where('pid', '=', primaryId).execute();
  return rows.map((r) => r.id);
}

/** True when a primary account of that type has the login name after case folding and NFKC (N-6). */
export async function primaryLoginNameTaken(db: Db, userType: UserType, loginName: string): Promise<boolean> {
  return !!(await db
    .selectFrom('user_account')
    .select('id')
    .where('user_type', '=', userType)
    .where('pid', '=', 0)
    .where(foldedColumn('login_name'), '=', foldedValue(loginName))
    .executeTakeFirst());
}
