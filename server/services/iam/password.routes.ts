import type { FastifyInstance, FastifyRequest } from 'fastify';
import { iamSchemas as schemas } from '../../../contract/iam';
import { iamRoutes as routes } from '../../../contract/iam.routes';
import { requestLanguage } from '../../errors';
import { ok, serve } from '../../http/serve';
import { requestOrigin } from '../../http/origin';
import type { Caller, IamKit } from './iam.kit';
import { changeOwnPassword, resetForgottenPassword, sendPasswordLink, setFirstPassword } from './password-change.service';
import { loginSecurityMode, passwordStrategy } from './settings.service';
import { successes } from '../../messages';

const tags = ['iam'];

export function passwordRoutes(app: FastifyInstance, kit: IamKit) {
  const { db, config } = kit.ctx;

  serve(app, routes.queryStrategy, schemas.queryStrategy, { tags, summary: 'The password strategy (the first item is used)' }, async () =>
    ok([await passwordStrategy(db, config)]),
  );
  serve(app, routes.queryPwdConfig, schemas.queryPwdConfig, { tags, summary: 'The login security mode: 0 SMS, 1 e-mail, 2 off, 3 both' }, async () =>
    ok(await loginSecurityMode(db, config)),
  );

  const callerOf = (request: FastifyRequest): Caller => ({ ip: request.ip, language: requestLanguage(request) });

  serve(app, routes.resetPwd, schemas.resetPwd, { tags, summary: 'Find password with a code' }, async (request) => {
    await resetForgottenPassword(kit, request.body, callerOf(request));
    return ok(null, successes.PASSWORD_RESET);
  });

  serve(app, routes.initPassword, schemas.initPassword, { tags, summary: 'First-time password with a set-password key' }, async (request) =>
    ok(await setFirstPassword(kit, request.body, callerOf(request)), successes.PASSWORD_SET),
  );

  serve(app, routes.updatePwd, schemas.updatePwd, { tags, summary: 'Change password; ends every session' }, async (request) => {
    await changeOwnPassword(kit, request.user.id, request.body, callerOf(request));
    return ok(null, successes.PASSWORD_CHANGED);
  });

  // Administrator reset (issue 3 item 8): a manager for anyone; a primary client account for its
  // own sub-accounts, which cannot reset their own password (spec 6).
  // The same button permissions as the administration's reset calls: no way round a narrower menu.
  const resets = [
    [routes.resetPasswordLink, schemas.resetPasswordLink, 'MANAGER_USER', 'iam_user_reset_pwd'],
    [routes.subAccountResetLink, schemas.subAccountResetLink, 'CLIENT_USER', 'iam_sub_account_reset_pwd'],
  ] as const;
  for (const [route, routeSchemas, userType, permission] of resets) {
    serve(
      app,
      route,
      routeSchemas,
      { tags, summary: 'Administrator reset: e-mail a set-password link (extension)', preHandler: app.requirePermission(permission) },
      async (request) =>
        ok(await sendPasswordLink(kit, request.user, userType, request.body.userId, request.ip, requestOrigin(request)), successes.RESET_LINK_SENT),
    );
  }
}
