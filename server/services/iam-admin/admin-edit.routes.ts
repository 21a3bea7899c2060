import type { FastifyInstance } from 'fastify';
import { iamAdminSchemas as schemas } from '../../../contract/iam-admin';
import { iamAdminRoutes as routes } from '../../../contract/iam-admin.routes';
import { IAM_ADMIN_PERMISSIONS as codes } from '../../../contract/iam-admin.rules';
import { ok, serve } from '../../http/serve';
import { successes } from '../../messages';
import type { IamKit } from '../iam';
import { managersOnly } from './guards';
import { editTenant, editUser } from './admin-edit.service';

const tags = ['iam-admin'];

/** Editing a tenant and a user (issue 23 item 2), each behind its button code. */
export function editRoutes(app: FastifyInstance, kit: IamKit) {
  const as = (code: string, summary: string) => ({
    tags,
    summary: `${summary} (managers; ${code})`,
    preHandler: [managersOnly, app.requirePermission(code)],
  });

  serve(app, routes.editTenant, schemas.editTenant, as(codes.editTenant, "A tenant's name, contacts, parent and status"), async (request) =>
    ok(await editTenant(kit, request.user, request.params.id, request.body, request.ip), successes.TENANT_SAVED),
  );
  serve(
    app,
    routes.editUser,
    schemas.editUser,
    as(codes.editUser, "A user's name and contacts; role (step-up) and status by their own rules"),
    async (request) => ok(await editUser(kit, request.user, request.params.id, request.body, request.ip), successes.USER_SAVED),
  );
}
