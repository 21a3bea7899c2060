import crypto from 'node:crypto';
import { AppError } from '../../errors';
import { digest, sameDigest } from '../../security/tokens';
import { writeAudit } from '../../security/audit';
import { recordEvent, secondsUntilAllowed, type RateRule } from '../../security/rate-limit';
import type { Channel } from '../../delivery';
import type { IamKit } from './iam.kit';
import { formatWait } from './login-throttle.rules';

/** Issue 3 item 6. */
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_MAX_TRIES = 5;
/** The client's countdown (spec 4, 9): a resend before it ends is refused. */
export const RESEND_AFTER_S: Record<Channel, number> = { SMS: 60, EMAIL: 180 };
const PER_DEST_HOUR: RateRule = { bucket: 'code-dest-hour', limit: 5, windowMs: 3600_000 };
const PER_DEST_DAY: RateRule = { bucket: 'code-dest-day', limit: 10, windowMs: 24 * 3600_000 };
const PER_IP_HOUR: RateRule = { bucket: 'code-ip-hour', limit: 20, windowMs: 3600_000 };

export interface CodeRequest {
  /** What the code is for; bound into the stored hash with the destination. */
  purpose: string;
  /** The scope written to the outbox (LOGIN, PWDRESET, REGISTER, …). */
  scope: string;
  channel: Channel;
  address: string;
  /** False for an unknown phone or e-mail: everything happens the same, nothing is delivered. */
  deliver: boolean;
  ip: string | null;
  userId?: number | null;
}

const destinationOf = (channel: Channel, address: string) => `${channel}:${channel === 'EMAIL' ? address.toLowerCase() : address}`;
const hashCode = (purpose: string, destination: string, code: string) => digest(`${purpose}|${destination}|${code}`);

function tooSoon(seconds: number, code = 'CODE_TOO_SOON', message = `请${formatWait(seconds)}后再获取验证码`): AppError {
  return new AppError(code, 429, message, { 'Retry-After': String(seconds) });
}

export async function issueCode(kit: IamKit, req: CodeRequest): Promise<{ resendAfterSeconds: number }> {
  const { db } = kit.ctx;
  const now = kit.now();
  const destination = destinationOf(req.channel, req.address);
  const cooldown = RESEND_AFTER_S[req.channel];
  const audit = (event: 'code.sent' | 'code.refused', reason?: string) =>
    writeAudit(db, new Date(now), { event, userId: req.userId, ip: req.ip, detail: { purpose: req.scope, channel: req.channel, ...(reason ? { reason } : {}) } });

  const live = await db.selectFrom('verification_code').select(['created_at', 'consumed_at']).where('purpose', '=', req.purpose).where('destination', '=', destination).executeTakeFirst();
  // The countdown guards an outstanding code; once one was used (the page clears its countdowns
  // after a successful sign-in, spec 4) the next may be asked for at once, within the hourly limits.
  if (live && live.consumed_at === null) {
    const wait = Math.ceil((new Date(live.created_at).getTime() + cooldown * 1000 - now) / 1000);
    if (wait > 0) {
      await audit('code.refused', 'cooldown');
      throw tooSoon(wait);
    }
  }
  for (const [rule, subject] of [[PER_DEST_HOUR, destination], [PER_DEST_DAY, destination], [PER_IP_HOUR, req.ip ?? '-']] as const) {
    const wait = await secondsUntilAllowed(db, rule, subject, now);
    if (wait > 0) {
      await audit('code.refused', rule.bucket);
      throw tooSoon(wait, 'CODE_LIMIT', `验证码获取过于频繁，请${formatWait(wait)}后再试`);
    }
  }

  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const row = { code_hash: hashCode(req.purpose, destination, code), created_at: new Date(now), expires_at: new Date(now + CODE_TTL_MS), failed_attempts: 0, consumed_at: null };
  await db
    .insertInto('verification_code')
    .values({ purpose: req.purpose, destination, ...row })
    .onConflict((oc) => oc.columns(['purpose', 'destination']).doUpdateSet(row))
    .execute();
  await recordEvent(db, PER_DEST_HOUR, destination, now);
  await recordEvent(db, PER_DEST_DAY, destination, now);
  await recordEvent(db, PER_IP_HOUR, req.ip ?? '-', now);
  if (req.deliver) {
    try {
      await kit.delivery.send({ channel: req.channel, destination: req.address, scope: req.scope, code, text: `您的验证码为${code}，5分钟内有效，请勿泄露给他人。` });
    } catch {
      // Nothing arrived, so nothing may block the retry the page allows at once (spec 8).
      await db.deleteFrom('verification_code').where('purpose', '=', req.purpose).where('destination', '=', destination).execute();
      throw new AppError('DELIVERY_FAILED', 503, '验证码发送失败，请稍后重试');
    }
  }
  await audit('code.sent');
  return { resendAfterSeconds: cooldown };
}

export const invalidCode = () => new AppError('CODE_INVALID', 400, '验证码错误或已失效');

/**
 * Checks and consumes a code. Wrong tries count; the fifth burns it. A code is good for its
 * purpose and destination only, once, for 5 minutes.
 */
export async function consumeCode(kit: IamKit, purpose: string, channel: Channel, address: string, code: string, userId: number | null = null): Promise<void> {
  const { db } = kit.ctx;
  const now = kit.now();
  const destination = destinationOf(channel, address);
  const row = await db.selectFrom('verification_code').selectAll().where('purpose', '=', purpose).where('destination', '=', destination).executeTakeFirst();
  const usable = row && row.consumed_at === null && new Date(row.expires_at).getTime() > now && row.failed_attempts < CODE_MAX_TRIES;
  if (!row || !usable) {
    await writeAudit(db, new Date(now), { event: 'code.failed', userId, detail: { purpose, channel, reason: row ? 'unusable' : 'none' } });
    throw invalidCode();
  }
  if (!sameDigest(row.code_hash, hashCode(purpose, destination, code.trim()))) {
    const tries = row.failed_attempts + 1;
    await db
      .updateTable('verification_code')
      .set({ failed_attempts: tries, consumed_at: tries >= CODE_MAX_TRIES ? new Date(now) : null })
      .where('id', '=', row.id)
      .execute();
    await writeAudit(db, new Date(now), { event: tries >= CODE_MAX_TRIES ? 'code.burned' : 'code.failed', userId, detail: { purpose, channel, tries } });
    throw invalidCode();
  }
  const claimed = await db.updateTable('verification_code').set({ consumed_at: new Date(now) }).where('id', '=', row.id).where('consumed_at', 'is', null).executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw invalidCode();
}
