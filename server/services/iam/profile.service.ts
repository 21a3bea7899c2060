import type { UserInfo } from '../../../contract/iam';
import type { Language } from '../../../contract/rules/language.rules';
import { AppError, rejectInvalid } from '../../errors';
import { writeAudit } from '../../security/audit';
import type { IamKit } from './iam.kit';
import type { UserType } from './iam.tables';
import { checkOldPassword } from './login.service';
import { noticeAccountChange } from './security-notice.service';
import { contactTaken, findUserById, markEmailVerified, updateUserProfile, type UserRecord } from './user.repository';
import { consumeCode, issueOwnCode } from './verification-code.service';
import { checkCode, checkCurrentPassword, checkEmail, checkEmpNumber, checkMobile, checkProfileName } from './validation.rules';

const fresh = async (kit: IamKit, id: number): Promise<UserInfo> => (await findUserById(kit.ctx.db, id))!.info;

/** Own name and employee number (spec 7 self/update/info). */
export async function updateOwnInfo(
  kit: IamKit,
  user: UserRecord,
  input: { userName: string; empNumber?: string | null },
  ip: string | null,
): Promise<UserInfo> {
  const userName = input.userName.trim();
  const empNumber = input.empNumber?.trim() || null;
  rejectInvalid((language) => checkProfileName(userName, language) ?? checkEmpNumber(empNumber, language));
  await updateUserProfile(kit.ctx.db, user.id, { userName, empNumber });
  await writeAudit(kit.ctx.db, new Date(kit.now()), { event: 'profile.changed', userId: user.id, ip });
  return fresh(kit, user.id);
}

/**
 * The current password of a phone or e-mail change (issue 13 item 2), under the lock of the
 * password change: a stolen access token alone changes no contact. A wrong one is answered as
 * the current password being wrong, before the code is spent.
 */
async function requireCurrentPassword(kit: IamKit, user: UserRecord, password: string, ip: string | null): Promise<void> {
  try {
    await checkOldPassword(kit, user, password, ip);
  } catch (error) {
    if (error instanceof AppError && error.code === 'OLD_PASSWORD_WRONG') throw AppError.of('CURRENT_PASSWORD_WRONG');
    throw error;
  }
}

/**
 * Own phone, with the code sent to the new number and the current password; a primary account's
 * phone must be its own. The old phone is told.
 */
export async function updateOwnMobile(
  kit: IamKit,
  user: UserRecord,
  userType: UserType,
  input: { mobile: string; verificeCode: string; password?: string },
  ip: string | null,
  language?: Language,
): Promise<UserInfo> {
  const mobile = input.mobile.trim();
  rejectInvalid((lang) => checkMobile(mobile, lang) ?? checkCode(input.verificeCode, lang) ?? checkCurrentPassword(input.password, lang));
  await requireCurrentPassword(kit, user, input.password!, ip);
  await consumeCode(kit, `UPDATE_MOBILE:${user.id}`, 'SMS', mobile, input.verificeCode, user.id);
  if (user.pid === 0 && (await contactTaken(kit.ctx.db, userType, 'SMS', mobile, user.id))) throw AppError.of('MOBILE_TAKEN');
  await updateUserProfile(kit.ctx.db, user.id, { mobile });
  await writeAudit(kit.ctx.db, new Date(kit.now()), { event: 'contact.mobile-changed', userId: user.id, ip });
  noticeAccountChange(kit, user, { kind: 'MOBILE', to: mobile }, language);
  return fresh(kit, user.id);
}

/**
 * Own e-mail, with the code sent to the new address (which verifies it) and the current password;
 * a primary account's e-mail must be its own. The old address is told.
 */
export async function updateOwnEmail(
  kit: IamKit,
  user: UserRecord,
  userType: UserType,
  input: { email: string; verificeCode: string; password?: string },
  ip: string | null,
  language?: Language,
): Promise<UserInfo> {
  const email = input.email.trim();
  rejectInvalid((lang) => checkEmail(email, lang) ?? checkCode(input.verificeCode, lang) ?? checkCurrentPassword(input.password, lang));
  await requireCurrentPassword(kit, user, input.password!, ip);
  await consumeCode(kit, `UPDATE_EMAIL:${user.id}`, 'EMAIL', email, input.verificeCode, user.id);
  if (user.pid === 0 && (await contactTaken(kit.ctx.db, userType, 'EMAIL', email, user.id))) throw AppError.of('EMAIL_TAKEN');
  await updateUserProfile(kit.ctx.db, user.id, { email });
  await markEmailVerified(kit.ctx.db, user.id, email);
  await writeAudit(kit.ctx.db, new Date(kit.now()), { event: 'contact.email-changed', userId: user.id, ip });
  noticeAccountChange(kit, user, { kind: 'EMAIL', to: email }, language);
  return fresh(kit, user.id);
}

/** The address the code that verifies the own e-mail goes to (issue 13 item 12): only one not yet verified. */
function emailToVerify(user: UserRecord): string {
  if (!user.email) throw AppError.of('EMAIL_NOT_BOUND');
  if (user.emailVerified) throw AppError.of('EMAIL_ALREADY_VERIFIED');
  return user.email;
}

/** Sends the code that verifies the own e-mail to it. */
export function sendEmailVerificationCode(kit: IamKit, user: UserRecord, ip: string | null, language: Language): Promise<{ resendAfterSeconds: number }> {
  return issueOwnCode(kit, user.id, 'VERIFY_EMAIL', 'EMAIL', emailToVerify(user), { ip, language });
}

/** Verifies the own e-mail with the code sent to it. */
export async function verifyOwnEmail(kit: IamKit, user: UserRecord, verificeCode: string, ip: string | null): Promise<UserInfo> {
  rejectInvalid((lang) => checkCode(verificeCode, lang));
  const email = emailToVerify(user);
  await consumeCode(kit, `VERIFY_EMAIL:${user.id}`, 'EMAIL', email, verificeCode, user.id);
  await markEmailVerified(kit.ctx.db, user.id, email);
  await writeAudit(kit.ctx.db, new Date(kit.now()), { event: 'contact.email-verified', userId: user.id, ip });
  return fresh(kit, user.id);
}
