import crypto from 'node:crypto';
import { AppError } from '../../errors';
import { codeText } from '../../messages';
import { fillText, type Language } from '../../../contract/rules/language.rules';
import { digest, sameDigest } from '../../security/tokens';
import { writeAudit, writeRefusal } from '../../security/audit';
import { recordEvent, secondsUntilAllowed, serialized, type RateRule } from '../../security/rate-limit';
import type { Channel } from '../../delivery';
import type { IamKit } from './iam.kit';
import { waitOf } from './login-throttle.rules';
import { burnCode, claimCode, countCodeTry, deleteCode, findCode, saveCode } from './verification-code.repository';

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
  /**
   * Delivered in the background (find password, issue 13 item 9): the answer and its timing are
   * the same whether the contact is registered and whether the provider is up.
   */
  queued?: boolean;
  ip: string | null;
  userId?: number | null;
  /** The language of the delivered text (the request's). */
  language?: Language;
}

const destinationOf = (channel: Channel, address: string) => `${channel}:${channel === 'EMAIL' ? address.toLowerCase() : address}`;
const hashCode = (purpose: string, destination: string, code: string) => digest(`${purpose}|${destination}|${code}`);

function tooSoon(seconds: number, code: 'CODE_TOO_SOON' | 'CODE_LIMIT' = 'CODE_TOO_SOON'): AppError {
  return AppError.of(code, { wait: waitOf(seconds) }, { 'Retry-After': String(seconds) });
}

export async function issueCode(kit: IamKit, req: CodeRequest): Promise<{ resendAfterSeconds: number }> {
  const { db } = kit.ctx;
  const now = kit.now();
  const destination = destinationOf(req.channel, req.address);
  const cooldown = RESEND_AFTER_S[req.channel];
  const audit = (event: 'code.sent' | 'code.refused', reason?: string) =>
    (event === 'code.refused' ? writeRefusal : writeAudit)(db, new Date(now), {
      event,
      userId: req.userId,
      ip: req.ip,
      detail: { purpose: req.scope, channel: req.channel, ...(reason ? { reason } : {}) },
    });

  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  // Checks and records under locks on the destination and the address: parallel requests
  // otherwise all pass the checks before any records (30 at once put 30 codes on one phone).
  const refusal = await serialized(db, [`code-dest:${destination}`, `code-ip:${req.ip ?? '-'}`], async (trx) => {
    const live = await findCode(trx, req.purpose, destination);
    // The countdown guards an outstanding or burned code; once one was used (the page clears its
    // countdowns after a successful sign-in, spec 4) the next may be asked for at once, within the hourly limits.
    if (live && (live.consumedAt === null || live.failedAttempts >= CODE_MAX_TRIES)) {
      const wait = Math.ceil((live.createdAt + cooldown * 1000 - now) / 1000);
      if (wait > 0) return { reason: 'cooldown', error: tooSoon(wait) };
    }
    for (const [rule, subject] of [
      [PER_DEST_HOUR, destination],
      [PER_DEST_DAY, destination],
      [PER_IP_HOUR, req.ip ?? '-'],
    ] as const) {
      const wait = await secondsUntilAllowed(trx, rule, subject, now);
      if (wait > 0) return { reason: rule.bucket, error: tooSoon(wait, 'CODE_LIMIT') };
    }
    await saveCode(trx, req.purpose, destination, { hash: hashCode(req.purpose, destination, code), createdAt: now, expiresAt: now + CODE_TTL_MS });
    await recordEvent(trx, PER_DEST_HOUR, destination, now);
    await recordEvent(trx, PER_DEST_DAY, destination, now);
    await recordEvent(trx, PER_IP_HOUR, req.ip ?? '-', now);
    return null;
  });
  if (refusal) {
    await audit('code.refused', refusal.reason);
    throw refusal.error;
  }
  const message = { channel: req.channel, destination: req.address, scope: req.scope, code, text: fillText(codeText[req.language ?? 'zh-CN'], { code }) };
  if (req.deliver && req.queued) kit.delivery.enqueue(message);
  else if (req.deliver) {
    try {
      await kit.delivery.send(message);
    } catch {
      // Nothing arrived, so nothing may block the retry the page allows at once (spec 8).
      await deleteCode(db, req.purpose, destination);
      throw AppError.of('DELIVERY_FAILED');
    }
  }
  await audit('code.sent');
  return { resendAfterSeconds: cooldown };
}

export const invalidCode = () => AppError.of('CODE_INVALID');

/**
 * Checks and consumes a code. Wrong tries count; the fifth burns it. A code is good for its
 * purpose and destination only, once, for 5 minutes.
 */
export async function consumeCode(kit: IamKit, purpose: string, channel: Channel, address: string, code: string, userId: number | null = null): Promise<void> {
  const { db } = kit.ctx;
  const now = kit.now();
  const destination = destinationOf(channel, address);
  const row = await findCode(db, purpose, destination);
  const usable = row && row.consumedAt === null && row.expiresAt > now && row.failedAttempts < CODE_MAX_TRIES;
  if (!row || !usable) {
    // No code to try: repeatable at will (an unknown contact), so repeats share a row.
    await writeRefusal(db, new Date(now), { event: 'code.failed', userId, detail: { purpose, channel, reason: row ? 'unusable' : 'none' } });
    throw invalidCode();
  }
  // A try is counted before the comparison, in one statement: parallel guesses otherwise all read
  // the same count and all get compared (the burn after 5 never came).
  const tries = await countCodeTry(db, row.id, CODE_MAX_TRIES);
  if (tries === null) {
    await writeRefusal(db, new Date(now), { event: 'code.failed', userId, detail: { purpose, channel, reason: 'unusable' } });
    throw invalidCode();
  }
  if (!sameDigest(row.codeHash, hashCode(purpose, destination, code.trim()))) {
    if (tries >= CODE_MAX_TRIES) await burnCode(db, row.id, now);
    await writeAudit(db, new Date(now), { event: tries >= CODE_MAX_TRIES ? 'code.burned' : 'code.failed', userId, detail: { purpose, channel, tries } });
    throw invalidCode();
  }
  // The right code gives its try back, so a used code is not taken for a burned one (resend countdown).
  if (!(await claimCode(db, row.id, now))) throw invalidCode();
}
