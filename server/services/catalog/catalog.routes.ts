import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ServerContext } from '../../context';
import { catalogRoutes as routes } from '../../../contract/catalog';
import { ok, schemaOf } from './reply';
import { appGroupsFor, menuTreeFor, orgTreeFor, tenantAppPage, tenantsFor, userAppList } from './catalog.service';

/** Paths are the contract's, relative to the /api/common/iam/v1 prefix this plugin is registered at. */
const local = (path: string) => path.replace(/^\/common\/iam\/v1/, '');

export function catalogRoutesPlugin(fastify: FastifyInstance, ctx: ServerContext) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = ctx;
  const signedIn = { onRequest: app.authenticate };

  app.get(local(routes.menuTree.path), { ...signedIn, schema: schemaOf(routes.menuTree.data, "The signed-in user's menu tree") }, async (request) =>
    ok(await menuTreeFor(db, request.user!)),
  );

  app.get(local(routes.tenantList.path), { ...signedIn, schema: schemaOf(routes.tenantList.data, 'Tenants the signed-in user may see') }, async (request) =>
    ok(await tenantsFor(db, request.user!)),
  );

  app.get(
    local(routes.orgTree.path),
    { ...signedIn, schema: { ...schemaOf(routes.orgTree.data, "A tenant's org tree"), params: routes.orgTree.params } },
    async (request) => ok(await orgTreeFor(db, request.user!, request.params.tenantId)),
  );

  app.post(
    local(routes.idaasLogin.path),
    { ...signedIn, schema: { ...schemaOf(routes.idaasLogin.data, "A tenant's applications grouped by category"), querystring: routes.idaasLogin.query } },
    async (request) => ok(await appGroupsFor(db, request.user!, request.query.id)),
  );

  app.get(
    local(routes.tenantAppList.path),
    { ...signedIn, schema: { ...schemaOf(routes.tenantAppList.data, "The tenant's applications, paged"), querystring: routes.tenantAppList.query } },
    async (request) => ok(await tenantAppPage(db, request.user!, request.query)),
  );

  app.get(
    local(routes.userAppList.path),
    { ...signedIn, schema: { ...schemaOf(routes.userAppList.data, "The signed-in user's own applications"), querystring: routes.userAppList.query } },
    async (request) => ok(await userAppList(db, request.user!, request.query)),
  );
}
