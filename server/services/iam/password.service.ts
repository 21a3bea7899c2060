import { AppError, rejectInvalid } from '../../errors';
import { digest, newOpaqueToken } from '../../security/tokens';
import { writeAudit, writeRefusal } from '../../security/audit';
import { takeSlot, type RateRule } from '../../security/rate-limit';
import { estimateStrength } from '../../../contract/rules/password-strength.estimator';
import { weakPasswordMessage } from '../../../contract/rules/password-strength.rules';
import type { IamKit } from './iam.kit';
import { checkConfirmation, checkPassword, sameAsOldPassword } from './password-strategy.rules';
import { passwordStrategy } from './settings.service';
import { setPasswordHash, type UserRecord } from './user.repository';
import { revokeUserSessions } from './session.service';
import { clearThrottle } from './login.service';
import { claimPasswordKeyRow, insertPasswordKey, retirePasswordKeys } from './password-key.repository';
import { noticeAccountChange } from './security-notice.service';
import type { Language } from '../../../contract/rules/language.rules';

/** A set-password key is good once, for this long. */
export const PASSWORD_KEY_TTL_MS = 24 * 3600_000;

/**
 * The strategy and the confirmation, with the spec 5 messages, then the strength estimate
 * (zxcvbn-ts: common passwords, words, names, repeats, keyboard rows, dates, and the user's own
 * `userInputs` such as their names and contacts); throws on the first problem.
 */
export async function assertNewPassword(
  kit: IamKit,
  password: string,
  confirmation: string,
  userInputs: readonly (string | null | undefined)[] = [],
): Promise<void> {
  const strategy = await passwordStrategy(kit.ctx.db, kit.ctx.config);
  rejectInvalid((language) => checkPassword(password, strategy, language) ?? checkConfirmation(password, confirmation, language));
  const estimate = estimateStrength(
    password.trim(),
    userInputs.filter((input): input is string => !!input),
  );
  rejectInvalid((language) => weakPasswordMessage(estimate, language));
}

/** Find password and first-time password per address (issue 13 finding 10): floods get 429, refusals one audit row. */
export const PASSWORD_RESET_IP_RULE: RateRule = { bucket: 'password-reset-ip', limit: 30, windowMs: 10 * 60_000 };

export async function limitPasswordResets(kit: IamKit, ip: string | null): Promise<void> {
  const now = kit.now();
  const wait = await takeSlot(kit.ctx.db, PASSWORD_RESET_IP_RULE, ip ?? '-', now);
  if (wait === 0) return;
  await writeRefusal(kit.ctx.db, new Date(now), { event: 'password-reset.limited', ip });
  throw AppError.of('TOO_MANY_REQUESTS', {}, { 'Retry-After': String(wait) });
}

/**
 * Stores a new password for a user: never the same as the current one, then every session of
 * the user ends, every outstanding set-password key dies, the login lock is lifted and the
 * user's phone and e-mail are told (issue 13 items 2, 6).
 */
export async function replacePassword(
  kit: IamKit,
  user: UserRecord,
  password: string,
  reason: 'password.changed' | 'password.reset' | 'password.set',
  ip: string | null,
  language?: Language,
): Promise<void> {
  if (await kit.hasher.verifyPassword(user.passwordHash, password)) rejectInvalid(sameAsOldPassword);
  const passwordHash = await kit.hasher.hashPassword(password);
  const now = kit.now();
  // One transaction: a request cut off in between (database gone, server killed) must not leave
  // the new password with the old sessions still alive.
  await kit.ctx.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash);
    await revokeUserSessions(trx, user.id, reason, now);
    await retirePasswordKeys(trx, user.id);
    await writeAudit(trx, new Date(now), { event: reason, userId: user.id, loginName: user.loginName, ip });
  });
  await clearThrottle(kit, user);
  noticeAccountChange(kit, user, { kind: 'PASSWORD' }, language);
}

/**
 * Issues a single-use set-password key (retiring the user's earlier ones) and writes the link to the user's e-mail (outbox).
 * The link is absolute: under PUBLIC_URL when set, else under `origin`, the origin the request came to.
 */
export async function issuePasswordKey(
  kit: IamKit,
  user: UserRecord,
  issuedBy: number | null,
  ip: string | null,
  origin: string,
): Promise<{ expiresAt: string }> {
  if (!user.email) throw AppError.of('LINK_NEEDS_EMAIL');
  const key = newOpaqueToken();
  const now = kit.now();
  const expiresAt = new Date(now + PASSWORD_KEY_TTL_MS);
  await insertPasswordKey(kit.ctx.db, { hash: digest(key), userId: user.id, createdAt: now, expiresAt: expiresAt.getTime() });
  const type = user.userType === 'CLIENT_USER' ? 2 : 1;
  const link = `${kit.ctx.config.publicUrl || origin}/#/set-password?key=${encodeURIComponent(key)}&type=${type}`;
  await kit.delivery.send({ channel: 'EMAIL', destination: user.email, scope: 'SET_PASSWORD', code: key, text: `请在24小时内打开以下链接设置密码：${link}` });
  await writeAudit(kit.ctx.db, new Date(now), { event: 'password.key-issued', userId: user.id, loginName: user.loginName, ip, detail: { issuedBy } });
  return { expiresAt: expiresAt.toISOString() };
}

/** Claims a set-password key: the user id, or an error when it is unknown, used or expired. */
export async function claimPasswordKey(kit: IamKit, key: string): Promise<number> {
  const now = kit.now();
  const userId = await claimPasswordKeyRow(kit.ctx.db, digest(key.trim()), now);
  if (userId === null) throw AppError.of('KEY_INVALID');
  return userId;
}
