import { AppError } from '../../errors';
import { writeAudit } from '../../security/audit';
import { digest, newOpaqueToken } from '../../security/tokens';
import type { AuthUser } from '../../plugins/auth';
import type { StepUpResult } from '../../../contract/iam-admin';
import type { IamKit } from '../iam';
import { checkOldPassword } from '../iam';
import { findUserById } from '../iam';
import { insertStepUp, spendStepUpProof } from './role-grant.repository';

/** How long a step-up proof lasts: long enough to read a confirmation, short enough to be fresh. */
const STEP_UP_TTL_MS = 5 * 60_000;

/**
 * Issue 22 item 2: the current password once more, under the old-password lock (a stolen access
 * token cannot guess it), gives a proof bound to the user and the session, good for one change
 * within 5 minutes. Only its SHA-256 is stored.
 */
export async function stepUp(kit: IamKit, actor: AuthUser, password: string, ip: string | null): Promise<StepUpResult> {
  const { db } = kit.ctx;
  const user = await findUserById(db, actor.id);
  if (!user) throw AppError.of('UNAUTHENTICATED');
  try {
    await checkOldPassword(kit, user, password, ip);
  } catch (error) {
    if (error instanceof AppError && error.code === 'OLD_PASSWORD_WRONG') {
      await writeAudit(db, new Date(kit.now()), { event: 'step-up.refused', userId: actor.id, loginName: actor.loginName, ip });
      throw AppError.of('CURRENT_PASSWORD_WRONG');
    }
    throw error;
  }
  const now = kit.now();
  const token = newOpaqueToken();
  const expiresAt = new Date(now + STEP_UP_TTL_MS);
  await insertStepUp(db, { tokenHash: digest(token), userId: actor.id, sessionId: actor.sessionId, expiresAt }, new Date(now));
  await writeAudit(db, new Date(now), { event: 'step-up.granted', userId: actor.id, loginName: actor.loginName, ip });
  return { stepUpToken: token, expiresAt: expiresAt.toISOString() };
}

/** Spends the proof a security change carries; none, another session's, spent or expired answers 403 STEP_UP_REQUIRED. */
export async function spendStepUp(kit: IamKit, actor: AuthUser, token: string | undefined): Promise<void> {
  const spent =
    !!token && (await spendStepUpProof(kit.ctx.db, { tokenHash: digest(token), userId: actor.id, sessionId: actor.sessionId }, new Date(kit.now())));
  if (!spent) throw AppError.of('STEP_UP_REQUIRED');
}
