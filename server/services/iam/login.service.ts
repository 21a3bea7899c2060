import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, rejectInvalid } from '../../errors';
import { writeAudit, writeRefusal } from '../../security/audit';
import { serialized, takeSlot } from '../../security/rate-limit';
import type { AccountType, LoginBody, LoginResult, VerificeChannel } from '../../../contract/iam';
import type { IamKit } from './iam.kit';
import type { UserType } from './iam.tables';
import { afterFailure, IP_ATTEMPTS, IP_WINDOW_MS, lockSecondsLeft, waitOf, type ThrottleState } from './login-throttle.rules';
import { deleteThrottles, readThrottle, restoreThrottle, writeThrottle } from './login-throttle.repository';
import { findPrimaryByIdentifier, findSubAccount, type UserRecord } from './user.repository';
import { loginSecurityMode } from './settings.service';
import { consumeCode } from './verification-code.service';
import { startSession } from './session.service';
import { tenantDisabled } from './tenant.repository';
import { checkCode, checkLoginName, checkLoginPassword, checkPrimaryLoginName } from './validation.rules';

const IP_RULE = { bucket: 'login-ip', limit: IP_ATTEMPTS, windowMs: IP_WINDOW_MS };

/** One message for an unknown user and a wrong password (issue 3 item 7). */
const loginFailed = () => AppError.of('LOGIN_FAILED');

interface Credentials {
  loginName: string;
  pwd: string;
  accountType?: AccountType;
  priLoginName?: string;
}

function throttleKey(userType: UserType, c: Credentials): string {
  const path = c.accountType === 'SUB_ACCOUNT' ? `${c.priLoginName ?? ''}/${c.loginName}` : c.loginName;
  return `${userType}:${path}`.toLowerCase();
}

type Counted = { lockedFor: 0; before: ThrottleState | null; after: ThrottleState };
type Guess = { lockedFor: number } | Counted;

/** The guess when it was counted (not refused by a lock), else null. */
const counted = (guess: Guess | null): Counted | null => (guess && 'after' in guess ? (guess as Counted) : null);

/**
 * Counts a guess against the name before its password is checked, under a lock on the name:
 * otherwise parallel guesses all read "not locked" and all get checked (50 at once were 50
 * checks and no lock). A right password gives the guess back (restoreThrottle).
 */
async function reserveGuess(db: Kysely<Database>, key: string, now: number): Promise<Guess> {
  return serialized(db, [`login-name:${key}`], async (trx) => {
    const before = await readThrottle(trx, key);
    const lockedFor = lockSecondsLeft(before, now);
    if (lockedFor > 0) return { lockedFor };
    const after = afterFailure(before, now);
    await writeThrottle(trx, key, after);
    return { lockedFor: 0, before, after };
  });
}

/**
 * The account's own counter (issue 13 finding 5): its login name, phone and e-mail share the 5
 * guesses instead of getting 5 each.
 */
const accountKey = (user: UserRecord) => `account:${user.id}`;

/** Clears the failure count of a user's login names and of the account (after a success or a password reset). */
export async function clearThrottle(kit: IamKit, user: UserRecord): Promise<void> {
  const keys = [user.loginName, user.mobile, user.email]
    .filter((v): v is string => !!v)
    .map((name) => `${user.userType}:${user.info.priLoginName ? `${user.info.priLoginName}/` : ''}${name}`.toLowerCase());
  await deleteThrottles(kit.ctx.db, [...keys, accountKey(user)]);
}

/**
 * Checks a login name and password under the IP limit and the per-name lock. Known and unknown
 * names cost the same and fail the same way; every outcome is audited.
 */
export async function checkCredentials(kit: IamKit, userType: UserType, raw: Credentials, ip: string | null): Promise<UserRecord> {
  const { db } = kit.ctx;
  const now = kit.now();
  const c = { ...raw, loginName: raw.loginName.trim(), priLoginName: raw.priLoginName?.trim() };
  const sub = userType === 'CLIENT_USER' && c.accountType === 'SUB_ACCOUNT';
  rejectInvalid(
    (language) =>
      checkLoginName(c.loginName, language) ?? checkLoginPassword(c.pwd, language) ?? (sub ? checkPrimaryLoginName(c.priLoginName, language) : null),
  );

  const ipWait = await takeSlot(db, IP_RULE, ip ?? '-', now);
  if (ipWait > 0) {
    await writeRefusal(db, new Date(now), { event: 'login.ip-limited', loginName: c.loginName, ip });
    throw AppError.of('TOO_MANY_REQUESTS', {}, { 'Retry-After': String(ipWait) });
  }

  const key = throttleKey(userType, c);
  const guess = await reserveGuess(db, key, now);
  if (!('after' in guess)) {
    throw AppError.of('LOGIN_LOCKED', { wait: waitOf(guess.lockedFor) }, { 'Retry-After': String(guess.lockedFor) });
  }

  let user: UserRecord | null = null;
  let primary: UserRecord | null = null;
  if (sub) {
    primary = await findPrimaryByIdentifier(db, 'CLIENT_USER', c.priLoginName!);
    user = primary ? await findSubAccount(db, primary.id, c.loginName) : null;
  } else {
    user = await findPrimaryByIdentifier(db, userType, c.loginName);
  }
  // The account counts the guess too, whichever of its names was typed. A locked account is not
  // told apart from an unknown name: the password goes unchecked (at the same cost) and the answer
  // is the same LOGIN_FAILED, while the typed name's own count goes on to its own lock as an
  // unknown name's would. So a name never reveals that it belongs to a locked account.
  const accountGuess = user ? await reserveGuess(db, accountKey(user), now) : null;
  const accountCounted = counted(accountGuess);
  const accountLocked = accountGuess !== null && !accountCounted;
  const ok = user && !accountLocked ? await kit.hasher.verifyPassword(user.passwordHash, c.pwd) : (await kit.hasher.verifyNothing(c.pwd), false);
  if (!user || !ok) {
    const next = guess.after;
    const accountNext = accountCounted?.after ?? null;
    await writeAudit(db, new Date(now), {
      event: 'login.failure',
      userId: user?.id ?? null,
      loginName: c.loginName,
      ip,
      detail: {
        userType,
        failures: next.failures,
      },
    });
    if (accountNext?.lockedUntil && !next.lockedUntil) {
      await writeAudit(db, new Date(now), {
        event: 'login.locked',
        userId: user!.id,
        loginName: c.loginName,
        ip,
        detail: { seconds: Math.round((accountNext.lockedUntil - now) / 1000), account: true },
      });
    }
    if (next.lockedUntil) {
      await writeAudit(db, new Date(now), {
        event: 'login.locked',
        userId: user?.id ?? null,
        loginName: c.loginName,
        ip,
        detail: { seconds: Math.round((next.lockedUntil - now) / 1000) },
      });
    }
    throw loginFailed();
  }
  await restoreThrottle(db, key, guess.before, guess.after);
  if (accountCounted) await restoreThrottle(db, accountKey(user), accountCounted.before, accountCounted.after);
  if (user.status !== 'active') {
    throw AppError.of(user.status === 'closure_requested' ? 'ACCOUNT_CLOSING' : 'ACCOUNT_DISABLED');
  }
  // N-7: a primary account's closure request suspends its sub-accounts (said after the right password).
  if (primary && primary.status === 'closure_requested') throw AppError.of('PRIMARY_CLOSING');
  // Issue 23 item 2: a disabled tenant's users do not sign in (said after the right password).
  if (user.tenantId !== null && (await tenantDisabled(db, user.tenantId))) throw AppError.of('TENANT_DISABLED');
  // Issue 13 item 12: an e-mail signs in once verified; said only after the right password.
  if (!sub && signsInByEmail(user, c.loginName) && !user.emailVerified) throw AppError.of('EMAIL_NOT_VERIFIED');
  return user;
}

/** The typed name matched the account's e-mail, not its login name or phone. */
function signsInByEmail(user: UserRecord, typed: string): boolean {
  return typed !== user.loginName && typed !== user.mobile && !!user.email && user.email.toLowerCase() === typed.toLowerCase();
}

/**
 * Checks the old password of a signed-in user's password change under the same lock as sign-in
 * (5 wrong in 15 minutes lock it for 1 minute, doubling up to 15): a stolen access token must not
 * become unlimited password guessing. The lock is the user's own, apart from their sign-in names,
 * so a thief guessing here cannot lock the owner out of signing in.
 */
export async function checkOldPassword(kit: IamKit, user: UserRecord, oldPwd: string, ip: string | null): Promise<void> {
  const { db } = kit.ctx;
  const now = kit.now();
  const key = `old-password:${user.id}`;
  const guess = await reserveGuess(db, key, now);
  if (!('after' in guess)) {
    throw AppError.of('OLD_PASSWORD_LOCKED', { wait: waitOf(guess.lockedFor) }, { 'Retry-After': String(guess.lockedFor) });
  }
  if (await kit.hasher.verifyPassword(user.passwordHash, oldPwd)) {
    await restoreThrottle(db, key, guess.before, guess.after);
    return;
  }
  await writeAudit(db, new Date(now), {
    event: 'password.old-wrong',
    userId: user.id,
    loginName: user.loginName,
    ip,
    detail: { failures: guess.after.failures },
  });
  throw AppError.of('OLD_PASSWORD_WRONG');
}

/** The channel a sign-in code must come through under a login security mode, or null for none. */
function requiredChannel(mode: number, asked: VerificeChannel | undefined): VerificeChannel | null {
  if (mode === 2) return null;
  if (mode === 0) return 'SMS';
  if (mode === 1) return 'EMAIL';
  return asked ?? 'SMS';
}

export function contactOf(user: UserRecord, channel: VerificeChannel): string | null {
  return channel === 'SMS' ? user.mobile : user.email;
}

/** manager/login and client/login: password, then a code as the login security mode asks. */
export async function signIn(kit: IamKit, userType: UserType, body: LoginBody, ip: string | null, userAgent: string | null = null): Promise<LoginResult> {
  const user = await checkCredentials(kit, userType, body, ip);
  const now = kit.now();
  const channel = requiredChannel(await loginSecurityMode(kit.ctx.db, kit.ctx.config), body.verificeChannel);
  if (channel) {
    const code = body.verificeCode?.trim() ?? '';
    rejectInvalid((language) => checkCode(code, language));
    const address = contactOf(user, channel);
    if (!address) throw AppError.of('CODE_INVALID');
    await consumeCode(kit, `LOGIN:${user.id}`, channel, address, code, user.id);
  }
  await clearThrottle(kit, user);
  const session = await startSession(kit.ctx.db, user.id, now, { userAgent, ip });
  await writeAudit(kit.ctx.db, new Date(now), {
    event: 'login.success',
    userId: user.id,
    loginName: user.loginName,
    ip,
    detail: { userType, sessionId: session.sessionId },
  });
  return {
    at: session.at,
    rt: session.rt,
    user: user.info,
    ...(userType === 'CLIENT_USER' ? { mark: user.innerMark ?? 0 } : {}),
  };
}
