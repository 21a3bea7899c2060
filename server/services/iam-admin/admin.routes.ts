import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { iamAdminSchemas as schemas } from '../../../contract/iam-admin';
import { iamAdminRoutes as routes } from '../../../contract/iam-admin.routes';
import { IAM_ADMIN_PERMISSIONS as codes, type IamAdminCall } from '../../../contract/iam-admin.rules';
import { ok, serve } from '../../http/serve';
import { requestOrigin } from '../../http/origin';
import type { IamKit } from '../iam';
import { managersOnly } from './guards';
import { addTenant, tenantDetail, tenantPage } from './admin-tenant.service';
import { addUser, changeUserRole, resetUserPassword, setUserStatus, userPage } from './admin-user.service';
import { addRole, editRole, roleList, roleMenus } from './admin-role.service';
import { stepUp } from './step-up.service';
import { successes } from '../../messages';
import { loginSecurityDetail, saveLoginSecurity, saveStrategy, strategyDetail } from './admin-security.service';

const tags = ['iam-admin'];

type As = (call: IamAdminCall, summary: string) => { tags: string[]; summary: string; preHandler: preHandlerHookHandler[] };

/** Tenants: the list, one tenant, adding one. */
function tenantRoutes(app: FastifyInstance, kit: IamKit, as: As) {
  serve(app, routes.tenantPage, schemas.tenantPage, as('tenantPage', 'Tenants, newest first, by part of the name'), async (request) =>
    ok(await tenantPage(kit, request.query)),
  );
  serve(app, routes.tenantDetail, schemas.tenantDetail, as('tenantDetail', 'A tenant with its org tree and users'), async (request) =>
    ok(await tenantDetail(kit, request.params.id)),
  );
  serve(app, routes.addTenant, schemas.addTenant, as('addTenant', 'Add a tenant'), async (request) =>
    ok(await addTenant(kit, request.user, request.body, request.ip), successes.TENANT_ADDED),
  );
}

/** Users of every tenant, and the step-up proof their security changes need. */
function userRoutes(app: FastifyInstance, kit: IamKit, as: As) {
  serve(app, routes.userPage, schemas.userPage, as('userPage', 'Users of every tenant, searched and filtered'), async (request) =>
    ok(await userPage(kit, request.query)),
  );
  serve(app, routes.addUser, schemas.addUser, as('addUser', 'Add a user and e-mail a set-password link'), async (request) =>
    ok(await addUser(kit, request.user, request.body, request.ip, requestOrigin(request)), successes.USER_ADDED),
  );
  serve(
    app,
    routes.resetUserPassword,
    schemas.resetUserPassword,
    as('resetUserPassword', 'E-mail a new set-password link; older links stop working'),
    async (request) => ok(await resetUserPassword(kit, request.user, request.params.id, request.ip, requestOrigin(request)), successes.RESET_LINK_SENT),
  );
  serve(app, routes.setUserStatus, schemas.setUserStatus, as('setUserStatus', 'Disable (ending its sessions) or enable a user'), async (request) =>
    ok(
      await setUserStatus(kit, request.user, request.params.id, request.body.status, request.ip),
      request.body.status === 'disabled' ? successes.DISABLED : successes.ENABLED,
    ),
  );

  serve(app, routes.changeUserRole, schemas.changeUserRole, as('changeUserRole', 'Give a user another role of its type (step-up)'), async (request) =>
    ok(await changeUserRole(kit, request.user, request.params.id, request.body, request.ip), successes.SAVED),
  );
  serve(
    app,
    routes.stepUp,
    schemas.stepUp,
    { tags, summary: 'The current password again: a 5-minute proof for one security change (managers)', preHandler: [managersOnly] },
    async (request) => ok(await stepUp(kit, request.user, request.body.password, request.ip)),
  );
}

function roleRoutes(app: FastifyInstance, kit: IamKit, as: As) {
  serve(app, routes.roleMenus, schemas.roleMenus, as('roleMenus', "A user type's menu tree for the role editor"), async (request) =>
    ok(await roleMenus(kit, request.user, request.query.userType)),
  );
  serve(app, routes.roleList, schemas.roleList, as('roleList', 'Roles by user type'), async (request) => ok(await roleList(kit, request.query)));
  serve(app, routes.addRole, schemas.addRole, as('addRole', 'Add a role'), async (request) =>
    ok(await addRole(kit, request.user, request.body, request.ip), successes.ROLE_ADDED),
  );
  serve(app, routes.editRole, schemas.editRole, as('editRole', 'Rename a role, set its remark and its codes (codes: step-up)'), async (request) =>
    ok(await editRole(kit, request.user, request.params.id, request.body, request.ip), successes.SAVED),
  );
}

/** The password strategy and the login security mode. */
function securitySettingRoutes(app: FastifyInstance, kit: IamKit, as: As) {
  serve(app, routes.passwordStrategyDetail, schemas.passwordStrategyDetail, as('passwordStrategyDetail', 'The stored password strategy'), async () =>
    ok(await strategyDetail(kit)),
  );
  serve(
    app,
    routes.savePasswordStrategy,
    schemas.savePasswordStrategy,
    as('savePasswordStrategy', 'Save the password strategy; applies at once'),
    async (request) => ok(await saveStrategy(kit, request.user, request.body, request.ip), successes.SAVED),
  );
  serve(app, routes.loginSecurityDetail, schemas.loginSecurityDetail, as('loginSecurityDetail', 'The stored login security mode'), async () =>
    ok(await loginSecurityDetail(kit)),
  );
  serve(app, routes.saveLoginSecurity, schemas.saveLoginSecurity, as('saveLoginSecurity', 'Save the login security mode; applies at once'), async (request) =>
    ok(await saveLoginSecurity(kit, request.user, request.body, request.ip), successes.SAVED),
  );
}

/** Manager calls: tenants, users, roles and the security settings; each behind its menu code. */
export function adminRoutes(app: FastifyInstance, kit: IamKit) {
  const as: As = (call, summary) => ({
    tags,
    summary: `${summary} (managers; ${codes[call]})`,
    preHandler: [managersOnly, app.requirePermission(codes[call])],
  });
  tenantRoutes(app, kit, as);
  userRoutes(app, kit, as);
  roleRoutes(app, kit, as);
  securitySettingRoutes(app, kit, as);
}
