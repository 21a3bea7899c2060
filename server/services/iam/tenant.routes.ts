import type { FastifyInstance } from 'fastify';
import { iamSchemas as schemas } from '../../../contract/iam';
import { iamRoutes as routes } from '../../../contract/iam.routes';
import { ok, serve } from '../../http/serve';
import type { IamKit } from './iam.kit';
import { innerMarkOf, registerTenant, tenantExists } from './tenant.service';
import { successes } from '../../messages';

const tags = ['iam'];

export function tenantRoutes(app: FastifyInstance, kit: IamKit) {
  serve(app, routes.tenantNameRepeat, schemas.tenantNameRepeat, { tags, summary: 'True when a tenant of that name exists' }, async (request) =>
    ok(await tenantExists(kit, request.params.name.trim())),
  );

  serve(app, routes.innerMark, schemas.innerMark, { tags, summary: "The signed-in user's tenant inner mark (1 for managers)" }, async (request) =>
    ok(await innerMarkOf(kit, request.user.id)),
  );

  serve(app, routes.register, schemas.register, { tags, summary: 'Self-registration of a tenant and its primary account' }, async (request) =>
    ok(await registerTenant(kit, request.body, request.ip), successes.REGISTERED),
  );
}
