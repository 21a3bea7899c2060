import { AppError, rejectInvalid } from '../../errors';
import { newOpaqueToken } from '../../security/tokens';
import { sealed } from './sealed';
import { writeAudit, writeRefusal } from '../../security/audit';
import { recordEvent, secondsUntilAllowed, serialized, takeSlot, type RateRule } from '../../security/rate-limit';
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
import { waitOf } from './login-throttle.rules';

/** A set-password key is good once, for this long. */
const PASSWORD_KEY_TTL_MS = 24 * 3600_000;

/**
 * The strategy and the confirmation, with the spec 5 messages, then the strength estimate
 * (zxcvbn-ts: common passwords, words, names, repeats, keyboard rows, dates, and the user's own
 * `userInputs` such as their names and contacts); throws on the first problem.
 */

/** The set-password e-mail: the server does not know the reader's language, so it says it in both. */
function setPasswordMail(link: string): string {
  const text = { 'zh-CN': `请在24小时内打开以下链接设置密码：${link}`, 'en-US': `Open this link within 24 hours to set your password: ${link}` };
  return `${text['zh-CN']}\n\n${text['en-US']}`;
}
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
const PASSWORD_RESET_IP_RULE: RateRule = { bucket: 'password-reset-ip', limit: 30, windowMs: 10 * 60_000 };

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
 * Set-password e-mails (N-5): an account that creates accounts (a primary account its
 * sub-accounts, a manager users) sends at most this many links, and one address receives at most
 * so many a day whoever sends them, so creating sub-accounts is no way to mail strangers at will.
 */
const PASSWORD_LINK_RULES = {
  senderHour: { bucket: 'password-link-sender-hour', limit: 20, windowMs: 3600_000 },
  senderDay: { bucket: 'password-link-sender-day', limit: 50, windowMs: 24 * 3600_000 },
  addressDay: { bucket: 'password-link-address-day', limit: 10, windowMs: 24 * 3600_000 },
} satisfies Record<string, RateRule>;

function passwordLinkQuotas(sender: number | null, email: string): Array<[RateRule, string]> {
  const who = sender === null ? 'system' : String(sender);
  return [
    [PASSWORD_LINK_RULES.senderHour, who],
    [PASSWORD_LINK_RULES.senderDay, who],
    [PASSWORD_LINK_RULES.addressDay, email.trim().toLowerCase()],
  ];
}

const linkLimited = (wait: number) => AppError.of('PASSWORD_LINK_LIMIT', { wait: waitOf(wait) }, { 'Retry-After': String(wait) });

/** Refuses (429 PASSWORD_LINK_LIMIT) when a link from `sender` to `email` would pass a limit; records nothing. Checked before an account is created. */
export async function assertPasswordLinkAllowed(kit: IamKit, sender: number | null, email: string): Promise<void> {
  const now = kit.now();
  for (const [rule, subject] of passwordLinkQuotas(sender, email)) {
    const wait = await secondsUntilAllowed(kit.ctx.db, rule, subject, now);
    if (wait > 0) throw linkLimited(wait);
  }
}

/** Checks and records one link under the limits, atomically. */
async function takePasswordLinkSlot(kit: IamKit, sender: number | null, email: string, ip: string | null): Promise<void> {
  const now = kit.now();
  const quotas = passwordLinkQuotas(sender, email);
  const wait = await serialized(
    kit.ctx.db,
    quotas.map(([rule, subject]) => `${rule.bucket}:${subject}`),
    async (trx) => {
      for (const [rule, subject] of quotas) {
        const seconds = await secondsUntilAllowed(trx, rule, subject, now);
        if (seconds > 0) return seconds;
      }
      for (const [rule, subject] of quotas) await recordEvent(trx, rule, subject, now);
      return 0;
    },
  );
  if (wait === 0) return;
  await writeRefusal(kit.ctx.db, new Date(now), { event: 'password.key-limited', userId: sender, ip });
  throw linkLimited(wait);
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
  await takePasswordLinkSlot(kit, issuedBy, user.email, ip);
  const key = newOpaqueToken();
  const now = kit.now();
  const expiresAt = new Date(now + PASSWORD_KEY_TTL_MS);
  await insertPasswordKey(kit.ctx.db, { hash: sealed(kit, `key|${key}`), userId: user.id, createdAt: now, expiresAt: expiresAt.getTime() });
  const type = user.userType === 'CLIENT_USER' ? 2 : 1;
  const link = `${kit.ctx.config.publicUrl || origin}/#/set-password?key=${encodeURIComponent(key)}&type=${type}`;
  await kit.delivery.send({ channel: 'EMAIL', destination: user.email, scope: 'SET_PASSWORD', code: key, text: setPasswordMail(link) });
  await writeAudit(kit.ctx.db, new Date(now), { event: 'password.key-issued', userId: user.id, loginName: user.loginName, ip, detail: { issuedBy } });
  return { expiresAt: expiresAt.toISOString() };
}

/** Claims a set-password key: the user id, or an error when it is unknown, used or expired. */
export async function claimPasswordKey(kit: IamKit, key: string): Promise<number> {
  const now = kit.now();
  const userId = await claimPasswordKeyRow(kit.ctx.db, sealed(kit, `key|${key.trim()}`), now);
  if (userId === null) throw AppError.of('KEY_INVALID');
  return userId;
}
