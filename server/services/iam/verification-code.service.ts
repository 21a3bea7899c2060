import crypto from 'node:crypto';
import { AppError } from '../../errors';
import { digest, sameDigest } from '../../security/tokens';
import { writeAudit } from '../../security/audit';
import { recordEvent, secondsUntilAllowed, serialized, type RateRule } from '../../security/rate-limit';
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

  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  // Checks and records under locks on the destination and the address: parallel requests
  // otherwise all pass the checks before any records (30 at once put 30 codes on one phone).
  const refusal = await serialized(db, [`code-dest:${destination}`, `code-ip:${req.ip ?? '-'}`], async (trx) => {
    const live = await trx.selectFrom('verification_code').select(['created_at', 'consumed_at', 'failed_attempts']).where('purpose', '=', req.purpose).where('destination', '=', destination).executeTakeFirst();
    // The countdown guards an outstanding or burned code; once one was used (the page clears its
    // countdowns after a successful sign-in, spec 4) the next may be asked for at once, within the hourly limits.
    if (live && (live.consumed_at === null || live.failed_attempts >= CODE_MAX_TRIES)) {
      const wait = Math.ceil((new Date(live.created_at).getTime() + cooldown * 1000 - now) / 1000);
      if (wait > 0) return { reason: 'cooldown', error: tooSoon(wait) };
    }
    for (const [rule, subject] of [[PER_DEST_HOUR, destination], [PER_DEST_DAY, destination], [PER_IP_HOUR, req.ip ?? '-']] as const) {
      const wait = await secondsUntilAllowed(trx, rule, subject, now);
      if (wait > 0) return { reason: rule.bucket, error: tooSoon(wait, 'CODE_LIMIT', `验证码获取过于频繁，请${formatWait(wait)}后再试`) };
    }
    const row = { code_hash: hashCode(req.purpose, destination, code), created_at: new Date(now), expires_at: new Date(now + CODE_TTL_MS), failed_attempts: 0, consumed_at: null };
    await trx
      .insertInto('verification_code')
      .values({ purpose: req.purpose, destination, ...row })
      .onConflict((oc) => oc.columns(['purpose', 'destination']).doUpdateSet(row))
      .execute();
    await recordEvent(trx, PER_DEST_HOUR, destination, now);
    await recordEvent(trx, PER_DEST_DAY, destination, now);
    await recordEvent(trx, PER_IP_HOUR, req.ip ?? '-', now);
    return null;
  });
  if (refusal) {
    await audit('code.refused', refusal.reason);
    throw refusal.error;
  }
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
  // A try is counted before the comparison, in one statement: parallel guesses otherwise all read
  // the same count and all get compared (the burn after 5 never came).
  const taken = await db
    .updateTable('verification_code')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .where('failed_attempts', '<', CODE_MAX_TRIES)
    .returning('failed_attempts')
    .executeTakeFirst();
  if (!taken) {
    await writeAudit(db, new Date(now), { event: 'code.failed', userId, detail: { purpose, channel, reason: 'unusable' } });
    throw invalidCode();
  }
  const tries = taken.failed_attempts;
  if (!sameDigest(row.code_hash, hashCode(purpose, destination, code.trim()))) {
    if (tries >= CODE_MAX_TRIES) await db.updateTable('verification_code').set({ consumed_at: new Date(now) }).where('id', '=', row.id).where('consumed_at', 'is', null).execute();
    await writeAudit(db, new Date(now), { event: tries >= CODE_MAX_TRIES ? 'code.burned' : 'code.failed', userId, detail: { purpose, channel, tries } });
    throw invalidCode();
  }
  // The right code gives its try back, so a used code is not taken for a burned one (resend countdown).
  const claimed = await db
    .updateTable('verification_code')
    .set((eb) => ({ consumed_at: new Date(now), failed_attempts: eb('failed_attempts', '-', 1) }))
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) throw invalidCode();
}
