import type { FastifyInstance, FastifyRequest } from 'fastify';
import { iamSchemas as schemas } from '../../../contract/iam';
import { iamRoutes as routes } from '../../../contract/iam.routes';
import { requestLanguage } from '../../errors';
import type { Caller, IamKit } from './iam.kit';
import { sendClosureCode, sendNewEmailCode, sendNewMobileCode, sendRegistrationCode, sendSignInOrResetCode } from './code-request.service';
import { ok, serve } from '../../http/serve';
import { successes } from '../../messages';

const SENT = successes.CODE_SENT;

const tags = ['iam'];

const callerOf = (request: FastifyRequest): Caller => ({ ip: request.ip, language: requestLanguage(request) });

/** The verification-code calls: each asks one service function (code-request.service.ts) for a code. */
export function codeRoutes(app: FastifyInstance, kit: IamKit) {
  serve(
    app,
    routes.msgVerificeCode,
    schemas.msgVerificeCode,
    { tags, summary: 'Code for sign-in (password checked first) or find-password' },
    async (request) => ok(await sendSignInOrResetCode(kit, request.body, callerOf(request)), SENT),
  );

  serve(app, routes.closureCode, schemas.closureCode, { tags, summary: 'Code for account closure, to the own phone' }, async (request) =>
    ok(await sendClosureCode(kit, request.user, request.body, callerOf(request)), SENT),
  );

  serve(app, routes.emailCode, schemas.emailCode, { tags, summary: 'Code to a new e-mail address (profile)' }, async (request) =>
    ok(await sendNewEmailCode(kit, request.user, request.body, callerOf(request)), SENT),
  );

  serve(app, routes.mobileCode, schemas.mobileCode, { tags, summary: 'Code to a new phone (profile)' }, async (request) =>
    ok(await sendNewMobileCode(kit, request.user, request.body, callerOf(request)), SENT),
  );

  serve(app, routes.tenantCode, schemas.tenantCode, { tags, summary: 'Code for registration' }, async (request) =>
    ok(await sendRegistrationCode(kit, request.body, callerOf(request)), SENT),
  );
}
