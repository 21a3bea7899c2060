import { call } from '@portal/utils/internal';
import type { SessionView, SignInPage } from '../../../contract/account-security';
import { accountSecurityRoutes } from '../../../contract/account-security.routes';

/** The security section's calls (issue 13): always the signed-in user's own. */
export async function loadSessions(): Promise<SessionView[]> {
  return (await call(accountSecurityRoutes.sessions)).sessions;
}

export function endSession(sessionId: string): Promise<{ ended: number }> {
  return call(accountSecurityRoutes.endSession, { body: { sessionId } });
}

export function endOtherSessions(): Promise<{ ended: number }> {
  return call(accountSecurityRoutes.endOtherSessions, { body: {} });
}

export function loadSignIns(before: number | null): Promise<SignInPage> {
  return call(accountSecurityRoutes.signIns, { query: before === null ? {} : { before } });
}
