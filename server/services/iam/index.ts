import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { createIamKit } from './iam.kit';
import { seedSettings } from './settings.service';
import { sweepExpired } from './housekeeping';
import { accountSecurityRoutes } from './account-security.routes';
import { authRoutes } from './auth.routes';
import { codeRoutes } from './code.routes';
import { passwordRoutes } from './password.routes';
import { profileRoutes } from './profile.routes';
import { tenantRoutes } from './tenant.routes';

/** For the auth plugin (app.ts): the access-token check with its cache (ADR 010). */
export { openSessionGate } from './session-gate';

// What other services use of identity: the one door into it (a lint zone refuses a path into its files).
/** The identity kit its routes take (database, hasher, delivery, clock) and how one is made, for identity administration. */
export { createIamKit, type IamKit } from './iam.kit';
export type { AccountStatus, TenantStatus, UserType } from './iam.tables';
export { contactTaken, findUserById } from './user.repository';
export { assertPasswordLinkAllowed, issuePasswordKey } from './password.service';
export { revokeUserSessions } from './session.service';
export { checkOldPassword } from './login.service';
export { loginSecurityMode, passwordStrategy, saveLoginSecurityMode, savePasswordStrategy } from './settings.service';
export { checkEmail, checkMobile, checkProfileName, checkTenantName, checkUserName, maskMobile } from './validation.rules';

/** Identity and access, registered at /api/common/iam/v1 (spec 7). */
export default async function iamService(app: FastifyInstance, ctx: ServerContext) {
  await seedSettings(ctx.db, ctx.config);
  const kit = createIamKit(app, ctx);
  authRoutes(app, kit);
  codeRoutes(app, kit);
  passwordRoutes(app, kit);
  profileRoutes(app, kit);
  tenantRoutes(app, kit);
  accountSecurityRoutes(app, kit);

  // Old rate events and expired tokens only cost space, audit rows past retention must go: sweep
  // them now and then, off the request path.
  const timer = setInterval(() => {
    sweepExpired(ctx.db, kit.now(), ctx.config.auditRetentionDays).catch((error) => app.log.warn({ err: error }, 'identity housekeeping failed'));
  }, 10 * 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
