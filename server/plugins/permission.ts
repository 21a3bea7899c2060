import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { AppError } from '../errors';
import type { AuthUser } from './auth';

interface PermissionOptions {
  /**
   * Every menu code of a user's menu tree (pages, their button permissions and actions alike): what
   * their role grants. Given by the catalogue (app.ts), so this plugin depends on no feature.
   */
  menuCodesOf(user: AuthUser): Promise<Set<string>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler (after authentication) that answers 403 `PERMISSION_DENIED` unless the signed-in
     * user's menu tree holds `code`: permissions come from the server's menu tree, a page's children
     * acting as its button permissions, and the tree is what the user's role grants. The page hides
     * what the user may not do; this makes the server refuse it too.
     *
     * @example
     * serve(app, routes.addUser, schemas.addUser, { summary, preHandler: app.requirePermission('iam_user_add') }, handler);
     */
    requirePermission(code: string): preHandlerHookHandler;
    /** Every menu code the user's role grants (for a check with texts of its own). */
    menuCodesOf(user: AuthUser): Promise<Set<string>>;
  }
}

/**
 * Authorization for every service, after the shape of the Fastify demo's authorization plugin: a
 * decorator the routes put in their preHandler. Wrapped with fastify-plugin so the decorators reach
 * the sibling service plugins; registered after the auth plugin, whose `request.user` it reads.
 */
async function permissionPlugin(app: FastifyInstance, options: PermissionOptions) {
  app.decorate('menuCodesOf', options.menuCodesOf);
  app.decorate('requirePermission', (code: string): preHandlerHookHandler => {
    return async function permission(request: FastifyRequest) {
      if (!request.user) throw AppError.of('UNAUTHENTICATED');
      if (!(await options.menuCodesOf(request.user)).has(code)) throw AppError.of('PERMISSION_DENIED', { code });
    };
  });
}

export default fp(permissionPlugin, { name: 'permission', fastify: '5.x', dependencies: ['auth'] });
