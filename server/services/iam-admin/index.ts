import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { createIamKit } from '../iam';
import { acceptEmptyBodies } from '../../http/optional-body';
import { adminRoutes } from './admin.routes';
import { subAccountRoutes } from './sub-account.routes';
import { closureRoutes } from './closure.routes';
import { editRoutes } from './admin-edit.routes';

/** Identity administration (issue 10 item 1), registered at /api/common/iam/v1 beside identity. */
export default async function iamAdminService(app: FastifyInstance, ctx: ServerContext) {
  acceptEmptyBodies(app);
  const kit = createIamKit(app, ctx);
  adminRoutes(app, kit);
  subAccountRoutes(app, kit);
  editRoutes(app, kit);
  closureRoutes(app, kit);
}
