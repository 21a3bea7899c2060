import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { importMapSchemas as schemas } from '../../../contract/importmap';
import { importMapRoutes as routes } from '../../../contract/importmap.routes';
import { IMPORT_MAP_PERMISSIONS as codes, type ImportMapCall } from '../../../contract/importmap.rules';
import { AppError } from '../../errors';
import { ok, serve } from '../../http/serve';
import { requestOrigin } from '../../http/origin';
import { bearerToken } from '../../plugins/auth';
import type { Actor, ImportMapKit } from './importmap.service';
import { currentMap, deleteService, mapHistory, patchService, rollback } from './importmap.service';

const tags = ['importmap'];

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for a call made with the deploy token (IMPORTMAP_DEPLOY_TOKEN). */
    deployToken?: boolean;
  }
}

/** Constant-time comparison of the bearer token with the configured deploy token (hashes of equal length). */
function isDeployToken(token: string | null, expected: string | undefined): boolean {
  if (!token || !expected) return false;
  const a = crypto.createHash('sha256').update(token).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** The author of a change, as history and the audit log name it. */
function actorOf(request: FastifyRequest): Actor {
  if (request.deployToken) return { name: 'deploy token', userId: null, ip: request.ip };
  if (!request.user) throw AppError.of('UNAUTHENTICATED');
  return { name: request.user.loginName, userId: request.user.id, ip: request.ip };
}

/**
 * /api/importmap: the deploy token, or a manager's session whose menu tree holds the call's code.
 * A bearer that is neither a session nor the token answers 401; a client user or a manager
 * without the code 403.
 */
export function importMapRoutesPlugin(app: FastifyInstance, kit: ImportMapKit) {
  const { config } = kit.ctx;
  const admit = (call: ImportMapCall) => {
    const permission = app.requirePermission(codes[call]);
    return async function importMapCaller(request: FastifyRequest, reply: Parameters<typeof permission>[1]) {
      if (isDeployToken(bearerToken(request), config.importMapDeployToken)) {
        request.deployToken = true;
        return;
      }
      await app.authenticate(request, reply);
      if (request.user?.userType !== 'MANAGER_USER') throw AppError.of('ADMIN_ONLY');
      await permission.call(app, request, reply, () => {});
    };
  };
  const as = (call: ImportMapCall, summary: string) => ({
    tags,
    summary: `${summary} (managers with ${codes[call]}, or the deploy token)`,
    preHandler: admit(call),
  });
  const pageUrl = (request: FastifyRequest) => (config.publicUrl || requestOrigin(request) || `http://${config.host}:${config.port}`) + '/';

  serve(app, routes.current, schemas.current, as('current', 'The map every instance serves, its version and health'), async () => ok(await currentMap(kit)));
  serve(app, routes.history, schemas.history, as('history', 'Versions of the map, newest first: who changed what and when'), async (request) =>
    ok(await mapHistory(kit, request.query)),
  );
  serve(app, routes.patchService, schemas.patchService, as('patchService', 'Add or move one entry, checked first'), async (request) =>
    ok(await patchService(kit, actorOf(request), request.body, pageUrl(request)), { 'zh-CN': '导入映射已更新', 'en-US': 'Import map updated' }),
  );
  serve(app, routes.deleteService, schemas.deleteService, as('deleteService', 'Remove one entry'), async (request) =>
    ok(await deleteService(kit, actorOf(request), request.params.name), { 'zh-CN': '已从导入映射中移除', 'en-US': 'Removed from the import map' }),
  );
  serve(app, routes.rollback, schemas.rollback, as('rollback', 'Serve an earlier version again'), async (request) =>
    ok(await rollback(kit, actorOf(request), request.body ?? {}), { 'zh-CN': '导入映射已回滚', 'en-US': 'Import map rolled back' }),
  );
}
