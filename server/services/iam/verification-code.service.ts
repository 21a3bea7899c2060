import crypto from 'node:crypto';
import { AppError } from '../../errors';
import { codeText } from '../../messages';
import { fillText, type Language } from '../../../contract/rules/language.rules';
import { sameDigest } from '../../security/tokens';
import { sealed } from './sealed';
import { writeAudit, writeRefusal } from '../../security/audit';
import { recordEvent, secondsUntilAllowed, serialized, type RateRule } from '../../security/rate-limit';
import type { Channel } from '../../delivery';
import type { IamKit } from './iam.kit';
import { waitOf } from './login-throttle.rules';
import { burnCode, claimCode, countCodeTry, deleteCode, findCode, saveCode } from './verification-code.repository';

/** Issue 3 item 6. */
const CODE_TTL_MS = 5 * 60_000;
const CODE_MAX_TRIES = 5;
/** The client's countdown (spec 4, 9): a resend before it ends is refused. */
const RESEND_AFTER_S: Record<Channel, number> = { SMS: 60, EMAIL: 180 };
/**
 * Quotas (N-4). A stranger's requests must not use up the owner's codes, so requests count per
 * requester and destination: the requester is the signed-in or password-proven user (`owner`) when
 * there is one, else the address. One address asking again and again for one phone is stopped
 * there; the owner, from another address, still gets a code at once (or after the resend
 * countdown of a code their own address asked for). A cap per destination still stops a botnet
 * from bombing a phone; codes an owner proved themselves for (sign-in after the password, profile
 * and closure codes) are not counted in it, so sign-in is never blocked by strangers.
 */
const CODE_RULES = {
  /** Anonymous requests (find password, registration) from one address to one destination. */
  addressHour: { bucket: 'code-addr-dest-hour', limit: 3, windowMs: 3600_000 },
  addressDay: { bucket: 'code-addr-dest-day', limit: 5, windowMs: 24 * 3600_000 },
  /** A proven user's own requests to one destination. */
  ownerHour: { bucket: 'code-owner-dest-hour', limit: 5, windowMs: 3600_000 },
  ownerDay: { bucket: 'code-owner-dest-day', limit: 10, windowMs: 24 * 3600_000 },
  /** Everything not proven by the owner, to one destination, from anywhere. */
  destinationHour: { bucket: 'code-dest-hour', limit: 10, windowMs: 3600_000 },
  destinationDay: { bucket: 'code-dest-day', limit: 20, windowMs: 24 * 3600_000 },
  /** Everything from one address. */
  addressAll: { bucket: 'code-ip-hour', limit: 20, windowMs: 3600_000 },
} satisfies Record<string, RateRule>;

/** The rules a request is counted under, each with its subject. */
function codeQuotas(destination: string, ip: string, owner: number | null | undefined): Array<[RateRule, string]> {
  const R = CODE_RULES;
  if (owner) {
    return [
      [R.ownerHour, `${owner}|${destination}`],
      [R.ownerDay, `${owner}|${destination}`],
      [R.addressAll, ip],
    ];
  }
  return [
    [R.addressHour, `${ip}|${destination}`],
    [R.addressDay, `${ip}|${destination}`],
    [R.destinationHour, destination],
    [R.destinationDay, destination],
    [R.addressAll, ip],
  ];
}

interface CodeRequest {
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
  /**
   * The user who proved who they are for this code (the password before a sign-in code, the token
   * for profile and closure codes): the quota is theirs, apart from strangers' (N-4). Unset for
   * find password and registration.
   */
  owner?: number;
  /** The language of the delivered text (the request's). */
  language?: Language;
}

const destinationOf = (channel: Channel, address: string) => `${channel}:${channel === 'EMAIL' ? address.toLowerCase() : address}`;
/** A code for a change of the user's own account (`scope`), to `address`; only that user may use it. */
export function issueOwnCode(
  kit: IamKit,
  userId: number,
  scope: string,
  channel: Channel,
  address: string,
  caller: Pick<CodeRequest, 'ip' | 'language'>,
): Promise<{ resendAfterSeconds: number }> {
  return issueCode(kit, { purpose: `${scope}:${userId}`, scope, channel, address, deliver: true, ...caller, userId, owner: userId });
}

/** A code as stored: an HMAC of purpose, destination and code under the code secret (N-2), never a plain digest. */
const hashCode = (kit: IamKit, purpose: string, destination: string, code: string) => sealed(kit, `code|${purpose}|${destination}|${code}`);

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
  const ip = req.ip ?? '-';
  const requester = req.owner ? `user:${req.owner}` : `ip:${ip}`;
  const quotas = codeQuotas(destination, ip, req.owner);
  const refusal = await serialized(db, [`code-dest:${destination}`, `code-ip:${ip}`], async (trx) => {
    const live = await findCode(trx, req.purpose, destination);
    // The countdown guards an outstanding or burned code the same requester asked for; once one
    // was used (the page clears its countdowns after a successful sign-in, spec 4) the next may be
    // asked for at once, within the limits. Another requester's code does not hold the owner back.
    if (live && live.requestedBy === requester && (live.consumedAt === null || live.failedAttempts >= CODE_MAX_TRIES)) {
      const wait = Math.ceil((live.createdAt + cooldown * 1000 - now) / 1000);
      if (wait > 0) return { reason: 'cooldown', error: tooSoon(wait) };
    }
    for (const [rule, subject] of quotas) {
      const wait = await secondsUntilAllowed(trx, rule, subject, now);
      if (wait > 0) return { reason: rule.bucket, error: tooSoon(wait, 'CODE_LIMIT') };
    }
    await saveCode(trx, req.purpose, destination, {
      hash: hashCode(kit, req.purpose, destination, code),
      createdAt: now,
      expiresAt: now + CODE_TTL_MS,
      requestedBy: requester,
    });
    for (const [rule, subject] of quotas) await recordEvent(trx, rule, subject, now);
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

const invalidCode = () => AppError.of('CODE_INVALID');

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
  if (!sameDigest(row.codeHash, hashCode(kit, purpose, destination, code.trim()))) {
    if (tries >= CODE_MAX_TRIES) await burnCode(db, row.id, now);
    await writeAudit(db, new Date(now), { event: tries >= CODE_MAX_TRIES ? 'code.burned' : 'code.failed', userId, detail: { purpose, channel, tries } });
    throw invalidCode();
  }
  // The right code gives its try back, so a used code is not taken for a burned one (resend countdown).
  if (!(await claimCode(db, row.id, now))) throw invalidCode();
}
