import type { FastifyInstance } from 'fastify';
import { iamSchemas as schemas } from '../../../contract/iam';
import { iamRoutes as routes } from '../../../contract/iam.routes';
import { ok, serve } from '../../http/serve';
import { writeAudit } from '../../security/audit';
import { AppError } from '../../errors';
import { bearerToken } from '../../plugins/auth';
import type { IamKit } from './iam.kit';
import { assertSelfService } from './self-service';
import { signIn } from './login.service';
import { resolveAccessToken, revokeSession, rotateRefreshToken, sessionOfRefreshToken } from './session.service';
import { requestClosure } from './account.service';
import { successes } from '../../messages';
import { storedUserAgent } from './user-agent.rules';

const tags = ['iam'];

export function authRoutes(app: FastifyInstance, kit: IamKit) {
  const { db } = kit.ctx;

  serve(app, routes.managerLogin, schemas.managerLogin, { tags, summary: 'Manager sign-in' }, async (request) =>
    ok(await signIn(kit, 'MANAGER_USER', request.body, request.ip, storedUserAgent(request.headers['user-agent'])), successes.SIGNED_IN),
  );
  serve(app, routes.clientLogin, schemas.clientLogin, { tags, summary: 'Client sign-in (primary or sub-account)' }, async (request) =>
    ok(await signIn(kit, 'CLIENT_USER', request.body, request.ip, storedUserAgent(request.headers['user-agent'])), successes.SIGNED_IN),
  );

  serve(app, routes.refresh, schemas.refresh, { tags, summary: 'Rotate the refresh token (extension)' }, async (request) =>
    ok(await rotateRefreshToken(db, request.body.rt, kit.now(), request.ip, storedUserAgent(request.headers['user-agent']))),
  );

  // A sign-out may come with no body at all (only the bearer token); treat that as `{}`.
  const emptyBody = async (request: { body: unknown }) => {
    request.body ??= {};
  };
  serve(app, routes.signout, schemas.signout, { tags, summary: 'End the current session (extension)', preValidation: emptyBody }, async (request) => {
    const now = kit.now();
    const token = bearerToken(request);
    const user = token ? await resolveAccessToken(db, token, now, true) : null;
    const session = user ? { sessionId: user.sessionId, userId: user.id } : request.body.rt ? await sessionOfRefreshToken(db, request.body.rt) : null;
    if (session) {
      await revokeSession(db, session.sessionId, 'signout', now, session.userId);
      await writeAudit(db, new Date(now), { event: 'session.signed-out', userId: session.userId, ip: request.ip });
    }
    return ok(null, successes.SIGNED_OUT);
  });

  serve(app, routes.closeAccount, schemas.closeAccount, { tags, summary: 'Request account closure with the code sent to the own phone' }, async (request) => {
    const self = assertSelfService(request.user);
    if (request.body.id !== self.id) throw AppError.of('FORBIDDEN');
    await requestClosure(kit, self, request.body.verificeCode, request.ip);
    return ok(null, successes.CLOSURE_REQUESTED);
  });
}
