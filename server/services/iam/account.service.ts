import { AppError, rejectInvalid } from '../../errors';
import { writeAudit } from '../../security/audit';
import type { AuthUser } from '../../plugins/auth';
import type { VerificeChannel } from '../../../contract/iam';
import type { IamKit } from './iam.kit';
import type { UserType } from './iam.tables';
import { findByContact, findUserById, insertClosureRequest, subAccountIdsOf, type UserRecord } from './user.repository';
import { revokeUserSessions } from './session.service';
import { consumeCode } from './verification-code.service';
import { checkCode } from './validation.rules';

export type { UserRecord };

export function userById(kit: IamKit, id: number): Promise<UserRecord | null> {
  return findUserById(kit.ctx.db, id);
}

/** A manager or primary client account by its phone (SMS) or e-mail (EMAIL), for find-password. */
export function userByContact(kit: IamKit, userType: UserType, channel: VerificeChannel, contact: string): Promise<UserRecord | null> {
  return findByContact(kit.ctx.db, userType, channel, contact);
}

/**
 * Account closure (spec 7 user/logout): the code sent to the own phone, then every session ends,
 * the sub-accounts' too (N-7): while the primary account is closing they do not sign in
 * (PRIMARY_CLOSING, login.service), and they sign in again once it is active again.
 */
export async function requestClosure(kit: IamKit, self: AuthUser, verificeCode: string, ip: string | null): Promise<void> {
  const { db } = kit.ctx;
  rejectInvalid((language) => checkCode(verificeCode, language));
  const user = await findUserById(db, self.id);
  if (!user?.mobile) throw AppError.of('CODE_INVALID');
  await consumeCode(kit, `CLOSE_ACCOUNT:${self.id}`, 'SMS', user.mobile, verificeCode, self.id);
  const now = kit.now();
  await insertClosureRequest(db, self.id, now);
  await writeAudit(db, new Date(now), { event: 'closure.requested', userId: self.id, loginName: self.loginName, ip });
  await revokeUserSessions(db, self.id, 'closure', now);
  for (const subId of await subAccountIdsOf(db, self.id)) await revokeUserSessions(db, subId, 'primary-closure', now);
}
