import { AppError, rejectInvalid } from '../../errors';
import type { InitPasswordBody, ResetPwdBody, UpdatePwdBody, UserType } from '../../../contract/iam';
import type { AuthUser } from '../../plugins/auth';
import type { Caller, IamKit } from './iam.kit';
import { checkOldPassword } from './login.service';
import { userByContact, userById } from './account.service';
import { consumeCode } from './verification-code.service';
import { assertNewPassword, claimPasswordKey, issuePasswordKey, limitPasswordResets, replacePassword } from './password.service';
import { checkCode, checkOldPassword as checkOldPasswordGiven } from './validation.rules';
import { sameAsOldPassword } from './password-strategy.rules';

/**
 * Find password (auth/resetPwd): a code sent to the account's phone or verified e-mail and a new
 * password. An unknown contact, or an unverified e-mail, fails like a wrong code: the answer does
 * not tell who has an account.
 */
export async function resetForgottenPassword(kit: IamKit, body: ResetPwdBody, caller: Caller): Promise<void> {
  await limitPasswordResets(kit, caller.ip);
  rejectInvalid((language) => checkCode(body.verificeCode, language));
  await assertNewPassword(kit, body.newPwd, body.againPwd, [body.loginName]);
  const address = body.loginName.trim();
  const found = await userByContact(kit, body.loginUserType, body.verificeChannel, address);
  const user = found && (body.verificeChannel === 'SMS' || found.emailVerified) ? found : null;
  await consumeCode(kit, `PWDRESET:${body.loginUserType}`, body.verificeChannel, address, body.verificeCode, user?.id ?? null);
  if (!user) throw AppError.of('CODE_INVALID');
  await replacePassword(kit, user, body.newPwd, 'password.reset', caller.ip, caller.language);
}

/** First-time password (auth/init/password) with a set-password key; answers the account's user type. */
export async function setFirstPassword(kit: IamKit, body: InitPasswordBody, caller: Caller): Promise<{ userType: UserType }> {
  await limitPasswordResets(kit, caller.ip);
  await assertNewPassword(kit, body.password, body.confirmPassword);
  const userId = await claimPasswordKey(kit, body.key);
  const user = await userById(kit, userId);
  if (!user) throw AppError.of('KEY_INVALID');
  await replacePassword(kit, user, body.password, 'password.set', caller.ip, caller.language);
  return { userType: user.userType };
}

/** Change one's own password (auth/updatePwd): the old one under its own throttle; ends every session. */
export async function changeOwnPassword(kit: IamKit, userId: number, body: UpdatePwdBody, caller: Caller): Promise<void> {
  rejectInvalid((language) => checkOldPasswordGiven(body.oldPwd, language));
  const user = await userById(kit, userId);
  if (!user) throw AppError.of('UNAUTHENTICATED');
  await assertNewPassword(kit, body.newPwd, body.againPwd, [user.loginName, user.mobile, user.email, user.info.userName]);
  if (body.newPwd === body.oldPwd) rejectInvalid(sameAsOldPassword);
  await checkOldPassword(kit, user, body.oldPwd, caller.ip);
  await replacePassword(kit, user, body.newPwd, 'password.changed', caller.ip, caller.language);
}

/**
 * Administrator reset: e-mails `userId` a set-password link. A manager (`userType` MANAGER_USER)
 * for anyone; a primary client account (CLIENT_USER) for its own sub-accounts only, which cannot
 * reset their own password. Anyone else's id is USER_NOT_FOUND.
 */
export async function sendPasswordLink(kit: IamKit, self: AuthUser, userType: UserType, userId: number, ip: string, origin: string) {
  if (self.userType !== userType || (userType === 'CLIENT_USER' && self.pid !== 0)) throw AppError.of('FORBIDDEN');
  const user = await userById(kit, userId);
  if (!user || (userType === 'CLIENT_USER' && user.pid !== self.id)) throw AppError.of('USER_NOT_FOUND');
  return issuePasswordKey(kit, user, self.id, ip, origin);
}
