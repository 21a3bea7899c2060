import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { acceptEmptyBodies } from '../../http/optional-body';
import { catalogRoutesPlugin } from './catalog.routes';

/** Menus, tenants, orgs and application lists, registered at /api/common/iam/v1 beside identity (spec 7). */
export default async function catalogService(app: FastifyInstance, ctx: ServerContext) {
  acceptEmptyBodies(app);
  catalogRoutesPlugin(app, ctx);
}

/** For the permission plugin (app.ts): the menu codes a user's role grants. */
export { menuCodesFor } from './catalog.service';

// What other services use of the catalogue: the one door into it.
export { classificationAppsFor, classificationsFor, logoOf } from './catalog.service';
export { seedCatalog } from './catalog.seed';
export { findMenuRows, findRoleGrant, findUserGrant } from './grant.repository';
export { changesNotHeld, codesNotHeld, grantedCodes, unknownCodes } from './grant.rules';
export { grantDefaultApps } from './default-apps.repository';
