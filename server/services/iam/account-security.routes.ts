import type { FastifyInstance } from 'fastify';
import { accountSecuritySchemas as schemas } from '../../../contract/account-security';
import { accountSecurityRoutes as routes } from '../../../contract/account-security.routes';
import { ok, serve } from '../../http/serve';
import { successes } from '../../messages';
import type { IamKit } from './iam.kit';
import { endOtherOwnSessions, endOwnSession, ownSessions, ownSignIns } from './account-security.service';

const tags = ['iam'];

/** The account security page (issue 13): the caller's own sessions and sign-in activity, nobody else's. */
export function accountSecurityRoutes(app: FastifyInstance, kit: IamKit) {
  const { db } = kit.ctx;

  serve(app, routes.sessions, schemas.sessions, { tags, summary: 'Own live sessions (extension)' }, async (request) =>
    ok({ sessions: await ownSessions(db, request.user, kit.now()) }),
  );

  serve(app, routes.endSession, schemas.endSession, { tags, summary: 'End one of the own other sessions (extension)' }, async (request) =>
    ok({ ended: await endOwnSession(db, request.user, request.body.sessionId, kit.now(), request.ip) }, successes.SESSION_ENDED),
  );

  serve(app, routes.endOtherSessions, schemas.endOtherSessions, { tags, summary: 'End all own sessions but this one (extension)' }, async (request) =>
    ok({ ended: await endOtherOwnSessions(db, request.user, kit.now(), request.ip) }, successes.SESSIONS_ENDED),
  );

  serve(app, routes.signIns, schemas.signIns, { tags, summary: 'Own sign-ins, failed attempts and lockouts, newest first (extension)' }, async (request) =>
    ok(await ownSignIns(db, request.user, request.query.before ?? null, request.query.limit)),
  );
}
