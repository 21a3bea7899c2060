import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../../security/audit';
import { serialized, takeSlot } from '../../security/rate-limit';
import type { AccountType, LoginBody, LoginResult, VerificeChannel } from '../../../contract/iam';
import type { IamKit } from './iam.kit';
import type { UserType } from './iam.tables';
import { afterFailure, formatWait, IP_ATTEMPTS, IP_WINDOW_MS, lockSecondsLeft, type ThrottleState } from './login-throttle.rules';
import { findPrimaryByIdentifier, findSubAccount, type UserRecord } from './user.repository';
import { loginSecurityMode } from './settings.service';
import { consumeCode } from './verification-code.service';
import { startSession } from './session.service';
import { checkCode } from './validation.rules';

const IP_RULE = { bucket: 'login-ip', limit: IP_ATTEMPTS, windowMs: IP_WINDOW_MS };

/** One message for an unknown user and a wrong password (issue 3 item 7). */
export const loginFailed = () => new AppError('LOGIN_FAILED', 400, '用户名或密码错误');

export interface Credentials {
  loginName: string;
  pwd: string;
  accountType?: AccountType;
  priLoginName?: string;
}

function throttleKey(userType: UserType, c: Credentials): string {
  const path = c.accountType === 'SUB_ACCOUNT' ? `${c.priLoginName ?? ''}/${c.loginName}` : c.loginName;
  return `${userType}:${path}`.toLowerCase();
}

async function readThrottle(db: Kysely<Database>, key: string): Promise<ThrottleState | null> {
  const row = await db.selectFrom('login_throttle').selectAll().where('throttle_key', '=', key).executeTakeFirst();
  if (!row) return null;
  return { failures: row.failures, lastFailureAt: new Date(row.last_failure_at).getTime(), lockedUntil: row.locked_until ? new Date(row.locked_until).getTime() : null };
}

const throttleRow = (s: ThrottleState) => ({ failures: s.failures, last_failure_at: new Date(s.lastFailureAt), locked_until: s.lockedUntil ? new Date(s.lockedUntil) : null });

type Guess = { lockedFor: number } | { lockedFor: 0; before: ThrottleState | null; after: ThrottleState };

/**
 * Counts a guess against the name before its password is checked, under a lock on the name:
 * otherwise parallel guesses all read "not locked" and all get checked (50 at once were 50
 * checks and no lock). A right password gives the guess back (releaseGuess).
 */
async function reserveGuess(db: Kysely<Database>, key: string, now: number): Promise<Guess> {
  return serialized(db, [`login-name:${key}`], async (trx) => {
    const before = await readThrottle(trx, key);
    const lockedFor = lockSecondsLeft(before, now);
    if (lockedFor > 0) return { lockedFor };
    const after = afterFailure(before, now);
    const row = throttleRow(after);
    await trx.insertInto('login_throttle').values({ throttle_key: key, ...row }).onConflict((oc) => oc.column('throttle_key').doUpdateSet(row)).execute();
    return { lockedFor: 0, before, after };
  });
}

/** Undoes a reserved guess whose password was right, unless another guess has counted since (a success clears the name anyway). */
async function releaseGuess(db: Kysely<Database>, key: string, before: ThrottleState | null, after: ThrottleState): Promise<void> {
  const unchanged = { failures: after.failures, at: new Date(after.lastFailureAt) };
  if (before) {
    await db.updateTable('login_throttle').set(throttleRow(before)).where('throttle_key', '=', key).where('failures', '=', unchanged.failures).where('last_failure_at', '=', unchanged.at).execute();
  } else {
    await db.deleteFrom('login_throttle').where('throttle_key', '=', key).where('failures', '=', unchanged.failures).where('last_failure_at', '=', unchanged.at).execute();
  }
}

/** Clears the failure count of a user's login names (after a success or a password reset). */
export async function clearThrottle(kit: IamKit, user: UserRecord): Promise<void> {
  const keys = [user.loginName, user.mobile, user.email]
    .filter((v): v is string => !!v)
    .map((name) => `${user.userType}:${user.info.priLoginName ? `${user.info.priLoginName}/` : ''}${name}`.toLowerCase());
  await kit.ctx.db.deleteFrom('login_throttle').where('throttle_key', 'in', keys).execute();
}

/**
 * Checks a login name and password under the IP limit and the per-name lock. Known and unknown
 * names cost the same and fail the same way; every outcome is audited.
 */
export async function checkCredentials(kit: IamKit, userType: UserType, raw: Credentials, ip: string | null): Promise<UserRecord> {
  const { db } = kit.ctx;
  const now = kit.now();
  const c = { ...raw, loginName: raw.loginName.trim(), priLoginName: raw.priLoginName?.trim() };
  if (!c.loginName) throw new AppError('VALIDATION_FAILED', 400, '请输入手机号/邮箱/用户名');
  if (!c.pwd) throw new AppError('VALIDATION_FAILED', 400, '请输入密码');
  const sub = userType === 'CLIENT_USER' && c.accountType === 'SUB_ACCOUNT';
  if (sub && !c.priLoginName) throw new AppError('VALIDATION_FAILED', 400, '请输入主账号用户名');

  const ipWait = await takeSlot(db, IP_RULE, ip ?? '-', now);
  if (ipWait > 0) {
    await writeAudit(db, new Date(now), { event: 'login.ip-limited', loginName: c.loginName, ip });
    throw AppError.of('TOO_MANY_REQUESTS', undefined, { 'Retry-After': String(ipWait) });
  }

  const key = throttleKey(userType, c);
  const guess = await reserveGuess(db, key, now);
  if (!('after' in guess)) {
    throw new AppError('LOGIN_LOCKED', 429, `登录失败次数过多，请${formatWait(guess.lockedFor)}后再试`, { 'Retry-After': String(guess.lockedFor) });
  }

  let user: UserRecord | null = null;
  if (sub) {
    const primary = await findPrimaryByIdentifier(db, 'CLIENT_USER', c.priLoginName!);
    user = primary ? await findSubAccount(db, primary.id, c.loginName) : null;
  } else {
    user = await findPrimaryByIdentifier(db, userType, c.loginName);
  }
  const ok = user ? await kit.hasher.verifyPassword(user.passwordHash, c.pwd) : (await kit.hasher.verifyNothing(c.pwd), false);
  if (!user || !ok) {
    const next = guess.after;
    await writeAudit(db, new Date(now), { event: 'login.failure', userId: user?.id ?? null, loginName: c.loginName, ip, detail: { userType, failures: next.failures } });
    if (next.lockedUntil) {
      await writeAudit(db, new Date(now), { event: 'login.locked', userId: user?.id ?? null, loginName: c.loginName, ip, detail: { seconds: Math.round((next.lockedUntil - now) / 1000) } });
    }
    throw loginFailed();
  }
  await releaseGuess(db, key, guess.before, guess.after);
  if (user.status !== 'active') {
    throw new AppError('ACCOUNT_CLOSING', 403, user.status === 'closure_requested' ? '账号已提交注销申请，正在审核中' : '账号已停用');
  }
  return user;
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
    throw new AppError('OLD_PASSWORD_LOCKED', 429, `原密码错误次数过多，请${formatWait(guess.lockedFor)}后再试`, { 'Retry-After': String(guess.lockedFor) });
  }
  if (await kit.hasher.verifyPassword(user.passwordHash, oldPwd)) {
    await releaseGuess(db, key, guess.before, guess.after);
    return;
  }
  await writeAudit(db, new Date(now), { event: 'password.old-wrong', userId: user.id, loginName: user.loginName, ip, detail: { failures: guess.after.failures } });
  throw new AppError('OLD_PASSWORD_WRONG', 400, '原密码错误');
}

/** The channel a sign-in code must come through under a login security mode, or null for none. */
export function requiredChannel(mode: number, asked: VerificeChannel | undefined): VerificeChannel | null {
  if (mode === 2) return null;
  if (mode === 0) return 'SMS';
  if (mode === 1) return 'EMAIL';
  return asked ?? 'SMS';
}

export function contactOf(user: UserRecord, channel: VerificeChannel): string | null {
  return channel === 'SMS' ? user.mobile : user.email;
}

/** manager/login and client/login: password, then a code as the login security mode asks. */
export async function signIn(kit: IamKit, userType: UserType, body: LoginBody, ip: string | null): Promise<LoginResult> {
  const user = await checkCredentials(kit, userType, body, ip);
  const now = kit.now();
  const channel = requiredChannel(await loginSecurityMode(kit.ctx.db, kit.ctx.config), body.verificeChannel);
  if (channel) {
    const code = body.verificeCode?.trim() ?? '';
    const codeProblem = checkCode(code);
    if (codeProblem) throw new AppError('VALIDATION_FAILED', 400, codeProblem);
    const address = contactOf(user, channel);
    if (!address) throw new AppError('CODE_INVALID', 400, '验证码错误或已失效');
    await consumeCode(kit, `LOGIN:${user.id}`, channel, address, code, user.id);
  }
  await clearThrottle(kit, user);
  const session = await startSession(kit.ctx.db, user.id, now);
  await writeAudit(kit.ctx.db, new Date(now), { event: 'login.success', userId: user.id, loginName: user.loginName, ip, detail: { userType, sessionId: session.sessionId } });
  return {
    at: session.at,
    rt: session.rt,
    user: user.info,
    ...(userType === 'CLIENT_USER' ? { mark: user.innerMark ?? 0 } : {}),
  };
}
