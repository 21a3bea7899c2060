import type { FastifyInstance } from 'fastify';
import { iamAdminSchemas as schemas } from '../../../contract/iam-admin';
import { iamAdminRoutes as routes } from '../../../contract/iam-admin.routes';
import { IAM_ADMIN_PERMISSIONS as codes, type IamAdminCall } from '../../../contract/iam-admin.rules';
import { ok, serve } from '../../http/serve';
import { successes } from '../../messages';
import { requestOrigin } from '../../http/origin';
import type { IamKit } from '../iam';
import { primaryAccountsOnly } from './guards';
import { addSubAccount, changeSubAccountRole, resetSubAccountPassword, setSubAccountStatus, subAccountPage, subAccountRoles } from './sub-account.service';

const tags = ['iam-admin'];

/** A client primary account administers its own sub-accounts (spec 6: they cannot reset their own password). */
export function subAccountRoutes(app: FastifyInstance, kit: IamKit) {
  const as = (call: IamAdminCall, summary: string) => ({
    tags,
    summary: `${summary} (client primary accounts; ${codes[call]})`,
    preHandler: [primaryAccountsOnly, app.requirePermission(codes[call])],
  });

  serve(app, routes.subAccountPage, schemas.subAccountPage, as('subAccountPage', 'The caller’s sub-accounts'), async (request) =>
    ok(await subAccountPage(kit, request.user, request.query)),
  );
  serve(app, routes.subAccountRoles, schemas.subAccountRoles, as('subAccountRoles', 'Client roles the caller may give sub-accounts'), async (request) =>
    ok(await subAccountRoles(kit, request.user)),
  );
  serve(app, routes.addSubAccount, schemas.addSubAccount, as('addSubAccount', 'Add a sub-account and e-mail a set-password link'), async (request) =>
    ok(await addSubAccount(kit, request.user, request.body, request.ip, requestOrigin(request)), successes.SUB_ACCOUNT_ADDED),
  );
  serve(
    app,
    routes.resetSubAccountPassword,
    schemas.resetSubAccountPassword,
    as('resetSubAccountPassword', 'E-mail a sub-account a new set-password link'),
    async (request) => ok(await resetSubAccountPassword(kit, request.user, request.params.id, request.ip, requestOrigin(request)), successes.RESET_LINK_SENT),
  );
  serve(app, routes.setSubAccountStatus, schemas.setSubAccountStatus, as('setSubAccountStatus', 'Disable or enable a sub-account'), async (request) =>
    ok(
      await setSubAccountStatus(kit, request.user, request.params.id, request.body.status, request.ip),
      request.body.status === 'disabled' ? successes.DISABLED : successes.ENABLED,
    ),
  );
  serve(app, routes.changeSubAccountRole, schemas.changeSubAccountRole, as('changeSubAccountRole', 'Give a sub-account another client role'), async (request) =>
    ok(await changeSubAccountRole(kit, request.user, request.params.id, request.body, request.ip), successes.SAVED),
  );
}
