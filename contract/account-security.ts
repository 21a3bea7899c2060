import { Type, type Static } from 'typebox';
import type { RouteSchemas } from './route';

/**
 * The account security page (issue 13): the signed-in user's own live sessions and recent
 * sign-in activity. Every call is the caller's own: there is no user id to pass, and a session id
 * of someone else's session is refused like an unknown one. Routes in `account-security.routes.ts`.
 *
 * @example
 * const { sessions } = await call(accountSecurityRoutes.sessions); // the current one has current: true
 * await call(accountSecurityRoutes.endOtherSessions); // data: { ended: 2 }
 */

/** A session id as the sessions list gives it (a UUID). */
const SessionId = Type.String({ minLength: 1, maxLength: 64 });

/** What a user agent says, parsed on the server; null parts were not recognised. */
export const ClientInfo = Type.Object({
  /** e.g. 'Chrome 131', 'Firefox 133', 'Safari 17'. */
  browser: Type.Union([Type.String(), Type.Null()]),
  /** e.g. 'Windows 10/11', 'macOS', 'Android 14', 'iOS 17', 'Linux'. */
  os: Type.Union([Type.String(), Type.Null()]),
  /** A phone or tablet. */
  mobile: Type.Boolean(),
});
export type ClientInfo = Static<typeof ClientInfo>;

export const SessionView = Type.Object({
  id: SessionId,
  /** The session of the token that asked. */
  current: Type.Boolean(),
  client: ClientInfo,
  /** The address of the sign-in or of the latest refresh; null when unknown. */
  ip: Type.Union([Type.String(), Type.Null()]),
  /** ISO 8601 instants. */
  startedAt: Type.String(),
  lastUsedAt: Type.String(),
});
export type SessionView = Static<typeof SessionView>;

export const SessionList = Type.Object({
  /** Live sessions, the current one first, then by last use, newest first. */
  sessions: Type.Array(SessionView),
});
export type SessionList = Static<typeof SessionList>;

export const EndSessionBody = Type.Object({ sessionId: SessionId });
export type EndSessionBody = Static<typeof EndSessionBody>;

/** endOtherSessions takes an empty object (a JSON body, so no client sends an empty one). */
export const NoFields = Type.Object({}, { additionalProperties: false });
export type NoFields = Static<typeof NoFields>;

export const EndedSessions = Type.Object({ ended: Type.Integer({ minimum: 0 }) });
export type EndedSessions = Static<typeof EndedSessions>;

/** success: signed in; failure: a wrong password for this account; locked: the failures locked it. */
export const SignInOutcome = Type.Union([Type.Literal('success'), Type.Literal('failure'), Type.Literal('locked')]);
export type SignInOutcome = Static<typeof SignInOutcome>;

export const SignInEvent = Type.Object({
  id: Type.Integer(),
  outcome: SignInOutcome,
  /** ISO 8601 instant. */
  at: Type.String(),
  ip: Type.Union([Type.String(), Type.Null()]),
  /** The name typed (login name, phone or e-mail). */
  loginName: Type.Union([Type.String(), Type.Null()]),
  /** locked: for how many seconds. */
  lockSeconds: Type.Union([Type.Integer(), Type.Null()]),
  /** success: the sign-in that started the asking session. */
  current: Type.Boolean(),
});
export type SignInEvent = Static<typeof SignInEvent>;

export const SignInQuery = Type.Object({
  /** The page after `next` of the previous page (older events); absent for the newest. */
  before: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Page size, 20 by default. */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type SignInQuery = Static<typeof SignInQuery>;

export const SignInPage = Type.Object({
  /** Newest first. */
  events: Type.Array(SignInEvent),
  /** `before` of the next (older) page; null on the last page. */
  next: Type.Union([Type.Integer(), Type.Null()]),
});
export type SignInPage = Static<typeof SignInPage>;

export const accountSecuritySchemas = {
  sessions: { data: SessionList },
  endSession: { body: EndSessionBody, data: EndedSessions },
  endOtherSessions: { body: NoFields, data: EndedSessions },
  signIns: { query: SignInQuery, data: SignInPage },
} satisfies Record<string, RouteSchemas>;
