import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { MenuNode } from '../../../contract/catalog';
import { menuTreeFor } from './catalog.service';

type Db = Kysely<Database>;

/** Every menu code of a user's tree (pages, their button permissions and actions alike): what their role grants. */
export async function menuCodesFor(db: Db, user: AuthUser): Promise<Set<string>> {
  const codes = new Set<string>();
  const walk = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      codes.add(node.menuCode);
      walk(node.children);
    }
  };
  walk(await menuTreeFor(db, user));
  return codes;
}

/**
 * preHandler (after authentication): answers 403 unless the signed-in user's menu tree holds
 * `code` (spec 6: permissions come from the server menu tree, page children acting as button
 * permissions; issue 22 N-1: the tree is what the user's role grants). The page hides what the user may not do; this makes the server refuse it too.
 *
 * @example
 * serve(app, iamAdminRoutes.addUser, iamAdminSchemas.addUser, { summary, preHandler: requirePermission(db, 'iam_user_add') }, handler);
 */
export function requirePermission(db: Db, code: string): preHandlerHookHandler {
  return async function permission(request: FastifyRequest) {
    if (!request.user) throw AppError.of('UNAUTHENTICATED');
    if (!(await menuCodesFor(db, request.user)).has(code)) throw AppError.of('PERMISSION_DENIED', { code });
  };
}
