import type { FastifyInstance } from 'fastify';
import { iamSchemas as schemas } from '../../../contract/iam';
import { iamRoutes as routes } from '../../../contract/iam.routes';
import { AppError, rejectInvalid, requestLanguage } from '../../errors';
import { ok, serve } from '../../http/serve';
import { requestOrigin } from '../../http/origin';
import type { IamKit } from './iam.kit';
import { checkOldPassword } from './login.service';
import { userByContact, userById } from './account.service';
import { consumeCode } from './verification-code.service';
import { assertNewPassword, claimPasswordKey, issuePasswordKey, limitPasswordResets, replacePassword } from './password.service';
import { loginSecurityMode, passwordStrategy } from './settings.service';
import { checkCode, checkOldPassword as checkOldPasswordGiven } from './validation.rules';
import { sameAsOldPassword } from './password-strategy.rules';
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

  serve(app, routes.resetPwd, schemas.resetPwd, { tags, summary: 'Find password with a code' }, async (request) => {
    const b = request.body;
    await limitPasswordResets(kit, request.ip);
    rejectInvalid((language) => checkCode(b.verificeCode, language));
    await assertNewPassword(kit, b.newPwd, b.againPwd, [b.loginName]);
    const address = b.loginName.trim();
    const found = await userByContact(kit, b.loginUserType, b.verificeChannel, address);
    // An unverified e-mail recovers nothing (issue 13 item 12): it is treated as unknown.
    const user = found && (b.verificeChannel === 'SMS' || found.emailVerified) ? found : null;
    // An unknown contact fails like a wrong code: the answer does not tell who has an account.
    await consumeCode(kit, `PWDRESET:${b.loginUserType}`, b.verificeChannel, address, b.verificeCode, user?.id ?? null);
    if (!user) throw AppError.of('CODE_INVALID');
    await replacePassword(kit, user, b.newPwd, 'password.reset', request.ip, requestLanguage(request));
    return ok(null, successes.PASSWORD_RESET);
  });

  serve(app, routes.initPassword, schemas.initPassword, { tags, summary: 'First-time password with a set-password key' }, async (request) => {
    const b = request.body;
    await limitPasswordResets(kit, request.ip);
    await assertNewPassword(kit, b.password, b.confirmPassword);
    const userId = await claimPasswordKey(kit, b.key);
    const user = await userById(kit, userId);
    if (!user) throw AppError.of('KEY_INVALID');
    await replacePassword(kit, user, b.password, 'password.set', request.ip, requestLanguage(request));
    return ok({ userType: user.userType }, successes.PASSWORD_SET);
  });

  serve(app, routes.updatePwd, schemas.updatePwd, { tags, summary: 'Change password; ends every session' }, async (request) => {
    const b = request.body;
    rejectInvalid((language) => checkOldPasswordGiven(b.oldPwd, language));
    const user = await userById(kit, request.user.id);
    if (!user) throw AppError.of('UNAUTHENTICATED');
    await assertNewPassword(kit, b.newPwd, b.againPwd, [user.loginName, user.mobile, user.email, user.info.userName]);
    if (b.newPwd === b.oldPwd) rejectInvalid(sameAsOldPassword);
    await checkOldPassword(kit, user, b.oldPwd, request.ip);
    await replacePassword(kit, user, b.newPwd, 'password.changed', request.ip, requestLanguage(request));
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
      async (request) => {
        const self = request.user;
        if (self.userType !== userType || (userType === 'CLIENT_USER' && self.pid !== 0)) throw AppError.of('FORBIDDEN');
        const user = await userById(kit, request.body.userId);
        if (!user || (userType === 'CLIENT_USER' && user.pid !== self.id)) throw AppError.of('USER_NOT_FOUND');
        return ok(await issuePasswordKey(kit, user, self.id, request.ip, requestOrigin(request)), successes.RESET_LINK_SENT);
      },
    );
  }
}
