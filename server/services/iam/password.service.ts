import { AppError } from '../../errors';
import { digest, newOpaqueToken } from '../../security/tokens';
import { writeAudit } from '../../security/audit';
import type { IamKit } from './iam.kit';
import { checkConfirmation, checkPassword } from './password-strategy.rules';
import { passwordStrategy } from './settings.service';
import { setPasswordHash, type UserRecord } from './user.repository';
import { revokeUserSessions } from './session.service';
import { clearThrottle } from './login.service';

/** A set-password key is good once, for this long. */
export const PASSWORD_KEY_TTL_MS = 24 * 3600_000;

const invalid = (message: string) => new AppError('VALIDATION_FAILED', 400, message);

/** The strategy and the confirmation, with the spec 5 messages; throws on the first problem. */
export async function assertNewPassword(kit: IamKit, password: string, confirmation: string): Promise<void> {
  const problem = checkPassword(password, await passwordStrategy(kit.ctx.db, kit.ctx.config)) ?? checkConfirmation(password, confirmation);
  if (problem) throw invalid(problem);
}

/**
 * Stores a new password for a user: never the same as the current one, then every session of
 * the user ends and the login lock is lifted.
 */
export async function replacePassword(kit: IamKit, user: UserRecord, password: string, reason: 'password.changed' | 'password.reset' | 'password.set', ip: string | null): Promise<void> {
  if (await kit.hasher.verifyPassword(user.passwordHash, password)) throw invalid('新密码与原密码不能一致');
  const passwordHash = await kit.hasher.hashPassword(password);
  const now = kit.now();
  // One transaction: a request cut off in between (database gone, server killed) must not leave
  // the new password with the old sessions still alive.
  await kit.ctx.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash);
    await revokeUserSessions(trx, user.id, reason, now);
    await writeAudit(trx, new Date(now), { event: reason, userId: user.id, loginName: user.loginName, ip });
  });
  await clearThrottle(kit, user);
}

/** Issues a single-use set-password key and writes the link to the user's e-mail (outbox). */
export async function issuePasswordKey(kit: IamKit, user: UserRecord, issuedBy: number | null, ip: string | null): Promise<{ expiresAt: string }> {
  if (!user.email) throw invalid('该账号未绑定邮箱，无法发送设置密码链接');
  const key = newOpaqueToken();
  const now = kit.now();
  const expiresAt = new Date(now + PASSWORD_KEY_TTL_MS);
  await kit.ctx.db.insertInto('password_key').values({ key_hash: digest(key), user_id: user.id, created_at: new Date(now), expires_at: expiresAt, used_at: null }).execute();
  const type = user.userType === 'CLIENT_USER' ? 2 : 1;
  const link = `${kit.ctx.config.publicUrl}/#/set-password?key=${encodeURIComponent(key)}&type=${type}`;
  await kit.delivery.send({ channel: 'EMAIL', destination: user.email, scope: 'SET_PASSWORD', code: key, text: `请在24小时内打开以下链接设置密码：${link}` });
  await writeAudit(kit.ctx.db, new Date(now), { event: 'password.key-issued', userId: user.id, loginName: user.loginName, ip, detail: { issuedBy } });
  return { expiresAt: expiresAt.toISOString() };
}

/** Claims a set-password key: the user id, or an error when it is unknown, used or expired. */
export async function claimPasswordKey(kit: IamKit, key: string): Promise<number> {
  const now = kit.now();
  const claimed = await kit.ctx.db
    .updateTable('password_key')
    .set({ used_at: new Date(now) })
    .where('key_hash', '=', digest(key.trim()))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .returning('user_id')
    .executeTakeFirst();
  if (!claimed) throw new AppError('KEY_INVALID', 400, '链接无效或已过期，请联系管理员重新发送');
  return claimed.user_id;
}
