import type { EndSessionBody, EndedSessions, NoFields, SessionList, SignInPage, SignInQuery } from './account-security';
import { route } from './route';

const P = '/common/iam/v1/self/security';

/**
 * The account security page (issue 13): the caller's own sessions and sign-in activity; schemas
 * in `accountSecuritySchemas`. Ending a session goes through the server's one revocation path,
 * so that browser's next request is answered 401 and lands on the login page.
 */
export const accountSecurityRoutes = {
  /** Extension: the caller's live sessions (browser, OS, address, started, last used). */
  sessions: route<{ data: SessionList }>({ method: 'GET', path: `${P}/sessions`, auth: true }),
  /** Extension: ends one of the caller's other sessions; another user's or the current one is refused. */
  endSession: route<{ body: EndSessionBody; data: EndedSessions }>({ method: 'POST', path: `${P}/sessions/end`, auth: true }),
  /** Extension: ends every live session of the caller but the current one. */
  endOtherSessions: route<{ body: NoFields; data: EndedSessions }>({ method: 'POST', path: `${P}/sessions/end-others`, auth: true }),
  /** Extension: the caller's sign-ins, failed attempts and lockouts, newest first, paged by `before`. */
  signIns: route<{ query: SignInQuery; data: SignInPage }>({ method: 'GET', path: `${P}/sign-ins`, auth: true }),
};
