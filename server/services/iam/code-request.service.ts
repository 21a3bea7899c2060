import { AppError, rejectInvalid } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { ClosureCodeBody, CodeSent, EmailCodeBody, MobileCodeBody, MsgCodeBody, TenantCodeBody } from '../../../contract/iam';
import type { Caller, IamKit } from './iam.kit';
import { checkCredentials, contactOf } from './login.service';
import { userByContact, userById } from './account.service';
import { issueCode, issueOwnCode } from './verification-code.service';
import { assertSelfService } from './self-service';
import { checkEmail, checkMobile } from './validation.rules';

/**
 * auth/getMsgVerificeCode. LOGIN: the password is checked first, then a code goes to the account's
 * own phone or e-mail. PWDRESET: loginName is the phone or e-mail; an unknown one (or an unverified
 * e-mail, or a sub-account, which cannot reset its own password) gets the same answer and nothing
 * is delivered.
 */
export async function sendSignInOrResetCode(kit: IamKit, body: MsgCodeBody, caller: Caller): Promise<CodeSent> {
  const channel = body.verificeChannel;
  if (body.scope === 'LOGIN') {
    const credentials = { loginName: body.loginName, pwd: body.pwd ?? '', accountType: body.accountType, priLoginName: body.priLoginName };
    const user = await checkCredentials(kit, body.loginUserType, credentials, caller.ip);
    const address = contactOf(user, channel);
    if (!address) throw AppError.of(channel === 'SMS' ? 'MOBILE_NOT_BOUND' : 'EMAIL_NOT_BOUND');
    return issueOwnCode(kit, user.id, 'LOGIN', channel, address, caller);
  }
  const address = body.loginName.trim();
  rejectInvalid((language) => (channel === 'SMS' ? checkMobile(address, language) : checkEmail(address, language)));
  const user = await userByContact(kit, body.loginUserType, channel, address);
  const known = !!user && user.status === 'active' && (channel === 'SMS' || user.emailVerified);
  return issueCode(kit, {
    purpose: `PWDRESET:${body.loginUserType}`,
    scope: 'PWDRESET',
    channel,
    address,
    deliver: known,
    queued: true,
    ...caller,
    userId: user?.id ?? null,
  });
}

/** A code for closing one's own account, to one's own phone (the number given must be it). */
export async function sendClosureCode(kit: IamKit, self: AuthUser, body: ClosureCodeBody, caller: Caller): Promise<CodeSent> {
  assertSelfService(self);
  if (body.id !== self.id) throw AppError.of('FORBIDDEN');
  const mobile = body.mobile.trim();
  const user = await userById(kit, self.id);
  if (!user?.mobile || user.mobile !== mobile) throw AppError.of('MOBILE_MISMATCH');
  return issueOwnCode(kit, self.id, 'CLOSE_ACCOUNT', 'SMS', mobile, caller);
}

/** A code to a new e-mail address for one's profile. */
export async function sendNewEmailCode(kit: IamKit, self: AuthUser, body: EmailCodeBody, caller: Caller): Promise<CodeSent> {
  assertSelfService(self);
  const email = body.email.trim();
  rejectInvalid((language) => checkEmail(email, language));
  return issueOwnCode(kit, self.id, 'UPDATE_EMAIL', 'EMAIL', email, caller);
}

/** A code to a new phone for one's profile. */
export async function sendNewMobileCode(kit: IamKit, self: AuthUser, body: MobileCodeBody, caller: Caller): Promise<CodeSent> {
  assertSelfService(self);
  const mobile = body.mobile.trim();
  rejectInvalid((language) => checkMobile(mobile, language));
  return issueOwnCode(kit, self.id, 'UPDATE_MOBILE', 'SMS', mobile, caller);
}

/** A code for registering a tenant, to the phone given. */
export async function sendRegistrationCode(kit: IamKit, body: TenantCodeBody, caller: Caller): Promise<CodeSent> {
  const mobile = body.mobile.trim();
  rejectInvalid((language) => checkMobile(mobile, language));
  return issueCode(kit, { purpose: 'REGISTER', scope: 'REGISTER', channel: 'SMS', address: mobile, deliver: true, ...caller });
}
