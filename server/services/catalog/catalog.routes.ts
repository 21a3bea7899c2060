import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { catalogSchemas as schemas } from '../../../contract/catalog';
import { catalogRoutes as routes } from '../../../contract/catalog.routes';
import { ok, serve } from '../../http/serve';
import { appGroupsFor, menuTreeFor, orgTreeFor, tenantAppPage, tenantsFor, userAppList } from './catalog.service';

const tags = ['catalog'];

export function catalogRoutesPlugin(app: FastifyInstance, ctx: ServerContext) {
  const { db } = ctx;

  serve(app, routes.menuTree, schemas.menuTree, { tags, summary: "The signed-in user's menu tree" }, async (request) =>
    ok(await menuTreeFor(db, request.user)),
  );

  serve(app, routes.tenantList, schemas.tenantList, { tags, summary: 'Tenants the signed-in user may see' }, async (request) =>
    ok(await tenantsFor(db, request.user)),
  );

  serve(app, routes.orgTree, schemas.orgTree, { tags, summary: "A tenant's org tree" }, async (request) =>
    ok(await orgTreeFor(db, request.user, request.params.tenantId)),
  );

  serve(app, routes.idaasLogin, schemas.idaasLogin, { tags, summary: "A tenant's applications grouped by category" }, async (request) =>
    ok(await appGroupsFor(db, request.user, request.query.id)),
  );

  serve(app, routes.tenantAppList, schemas.tenantAppList, { tags, summary: "The tenant's applications, paged" }, async (request) =>
    ok(await tenantAppPage(db, request.user, request.query)),
  );

  serve(app, routes.userAppList, schemas.userAppList, { tags, summary: "The signed-in user's own applications" }, async (request) =>
    ok(await userAppList(db, request.user, request.query)),
  );
}
