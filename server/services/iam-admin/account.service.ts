import type { ErrorCode } from '../../../contract/errors';
import type { Localized } from '../../../contract/rules/language.rules';
import { AppError, refusal, rejectInvalid } from '../../errors';

import { writeAudit } from '../../security/audit';
import { newOpaqueToken } from '../../security/tokens';
import type { AuthUser } from '../../plugins/auth';
import type { AdminUser, EnabledStatus, PasswordLinkSent } from '../../../contract/iam-admin';
import type { IamKit } from '../iam';
import type { UserType } from '../iam';
import { contactTaken, findUserById } from '../iam';
import { assertPasswordLinkAllowed, issuePasswordKey } from '../iam';
import { revokeUserSessions } from '../iam';
import { checkEmail, checkMobile, checkProfileName, checkUserName } from '../iam';
import { findAdminUser, insertUser, loginNameTaken, updateStatus } from './admin-user.repository';
import { findRole } from './admin-role.repository';
import { updateUserRole } from './role-grant.repository';
import { maskEmail, storedStatusOf } from './admin.rules';

/** A role that is missing or of another user type (400, in both languages like every refusal). */
export const roleUnfit = () =>
  refusal('VALIDATION_FAILED', { 'zh-CN': '角色不存在或不适用于该用户类型', 'en-US': 'The role does not exist or does not fit this user type' });
export const userNotFound = () => AppError.of('USER_NOT_FOUND');

interface AccountForm {
  loginName: string;
  userName: string;
  mobile: string;
  email: string;
}

/** The form trimmed (spec 5), or the first rule it breaks with the spec's message. */
export function checkedForm(raw: AccountForm): AccountForm {
  const form = { loginName: raw.loginName.trim(), userName: raw.userName.trim(), mobile: raw.mobile.trim(), email: raw.email.trim() };
  rejectInvalid(
    (language) =>
      checkUserName(form.loginName, language) ??
      checkProfileName(form.userName, language) ??
      checkMobile(form.mobile, language) ??
      checkEmail(form.email, language),
  );
  return form;
}

/** The role named by id, which must be one of the user type's; null when none is asked for and none is required. */
export async function roleFor(
  kit: IamKit,
  userType: UserType,
  roleId: number | null | undefined,
  required: boolean,
): Promise<{ id: number; name: string; holdsAll: boolean; userType: UserType } | null> {
  if (roleId === null || roleId === undefined) {
    if (required) throw refusal('VALIDATION_FAILED', { 'zh-CN': '请选择角色', 'en-US': 'Please choose a role' });
    return null;
  }
  const role = await findRole(kit.ctx.db, roleId);
  if (!role || role.userType !== userType) throw roleUnfit();
  return { id: role.id, name: role.roleName, holdsAll: role.holdsAll, userType: role.userType };
}

interface NewAccount {
  userType: UserType;
  form: AccountForm;
  tenantId: number | null;
  orgId: number | null;
  /** 0 for a primary account or manager; the primary's id for a sub-account. */
  pid: number;
  role: { id: number; name: string } | null;
}

const conflict = (code: ErrorCode) => AppError.of(code);

/**
 * Creates an account without a usable password and e-mails it a set-password link. Login names
 * are unique per user type among primary accounts, and per primary among its sub-accounts;
 * phones and e-mails among primary accounts of the type (sign-in accepts them as names).
 */
export async function createAccount(
  kit: IamKit,
  actor: AuthUser,
  a: NewAccount,
  ip: string | null,
  origin: string,
  /** Runs once the account is known to be addable, before anything is written (a step-up is spent there). */
  beforeWrite: () => Promise<void> = async () => undefined,
): Promise<{ user: AdminUser; link: PasswordLinkSent }> {
  const { db } = kit.ctx;
  if (await loginNameTaken(db, a.userType, a.pid, a.form.loginName)) throw conflict('USER_NAME_TAKEN');
  if (a.pid === 0 && (await contactTaken(db, a.userType, 'SMS', a.form.mobile))) throw conflict('MOBILE_TAKEN');
  if (a.pid === 0 && (await contactTaken(db, a.userType, 'EMAIL', a.form.email))) throw conflict('EMAIL_TAKEN');
  // N-5: over the set-password e-mail limits nothing is created (the link would not go out).
  await assertPasswordLinkAllowed(kit, actor.id, a.form.email);
  await beforeWrite();
  const passwordHash = await kit.hasher.hashPassword(newOpaqueToken());
  const now = kit.now();
  let id: number;
  try {
    id = await insertUser(db, {
      ...a.form,
      userType: a.userType,
      tenantId: a.tenantId,
      orgId: a.orgId,
      pid: a.pid,
      role: a.role,
      passwordHash,
      createdAt: new Date(now),
    });
  } catch (error) {
    // Two administrators adding the same name at once: the unique indexes decide.
    if ((error as { code?: string }).code === '23505') throw conflict('ACCOUNT_TAKEN');
    throw error;
  }
  await writeAudit(db, new Date(now), {
    event: 'user.created',
    userId: id,
    loginName: a.form.loginName,
    ip,
    detail: { by: actor.id, userType: a.userType, tenantId: a.tenantId, pid: a.pid },
  });
  const link = await sendPasswordLink(kit, actor, id, ip, origin, {
    'zh-CN': '用户已创建，但设置密码链接发送失败，请稍后重置密码',
    'en-US': 'The user was created, but the set-password link could not be sent; reset the password later',
  });
  return { user: (await findAdminUser(db, id))!, link };
}

/** Issues a new set-password key (the user's earlier ones stop working) and e-mails the link. */
export async function sendPasswordLink(
  kit: IamKit,
  actor: AuthUser,
  userId: number,
  ip: string | null,
  origin: string,
  /** What the refusal says when the link cannot be sent; the catalogue's LINK_NOT_SENT text by default. */
  failure: Localized | null = null,
): Promise<PasswordLinkSent> {
  const user = await findUserById(kit.ctx.db, userId);
  if (!user) throw userNotFound();
  try {
    const { expiresAt } = await issuePasswordKey(kit, user, actor.id, ip, origin);
    return { expiresAt, sentTo: maskEmail(user.email!) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw failure ? refusal('LINK_NOT_SENT', failure) : AppError.of('LINK_NOT_SENT');
  }
}

/**
 * Enables or disables an account. Disabling ends its sessions in the same transaction, so no
 * token of it works afterwards; an account under closure keeps its state, and nobody disables
 * themselves.
 */
export async function changeStatus(kit: IamKit, actor: AuthUser, user: AdminUser, status: EnabledStatus, ip: string | null): Promise<AdminUser> {
  const { db } = kit.ctx;
  if (user.status === 'closing') throw AppError.of('ACCOUNT_UNDER_CLOSURE');
  if (user.id === actor.id && status === 'disabled')
    throw refusal('VALIDATION_FAILED', { 'zh-CN': '不能禁用当前登录的账号', 'en-US': 'You cannot disable the account you are signed in with' });
  if (user.status === status) return user;
  const now = kit.now();
  await db.transaction().execute(async (trx) => {
    if (!(await updateStatus(trx, user.id, storedStatusOf(user.status as EnabledStatus), storedStatusOf(status)))) return;
    if (status === 'disabled') await revokeUserSessions(trx, user.id, 'disabled', now);
    await writeAudit(trx, new Date(now), {
      event: status === 'disabled' ? 'user.disabled' : 'user.enabled',
      userId: user.id,
      loginName: user.loginName,
      ip,
      detail: { by: actor.id },
    });
  });
  return (await findAdminUser(db, user.id))!;
}

/** Gives `user` the role `role` (already checked) and audits who did it. */
export async function giveRole(kit: IamKit, actorId: number, user: AdminUser, role: { id: number; roleName: string }, ip: string | null): Promise<void> {
  const { db } = kit.ctx;
  await updateUserRole(db, user.id, { id: role.id, name: role.roleName });
  await writeAudit(db, new Date(kit.now()), {
    event: 'user.role-changed',
    userId: user.id,
    loginName: user.loginName,
    ip,
    detail: { by: actorId, from: user.roleName, to: role.roleName },
  });
}
