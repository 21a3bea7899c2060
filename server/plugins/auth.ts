import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { AppError } from '../errors';
import { BACKGROUND_HEADER } from '../../contract/http';
import { createDelivery, type Delivery } from '../delivery';
import { resolveAccessToken, type AuthUser } from '../services/iam/session.service';

export type { AuthUser };

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: answers 401 UNAUTHENTICATED unless the request carries a live session's access token. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Verification codes and links go out through this; `delivery.outbox` is what was "sent". */
    delivery: Delivery;
  }
  interface FastifyRequest {
    /** The signed-in user, set by `app.authenticate`; null before it or without a session. */
    user: AuthUser | null;
  }
}

/** The bearer token of a request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

/**
 * Sessions for every service: `app.authenticate` and `request.user`. Wrapped with fastify-plugin
 * so the decorators reach the sibling service plugins. The unread poll marks itself with
 * `x-background-request: 1`; it is authenticated but does not keep an idle session alive.
 */
async function authPlugin(app: FastifyInstance, ctx: ServerContext) {
  app.decorateRequest('user', null);
  app.decorate('delivery', createDelivery(ctx.config, (line) => app.log.info(line)));
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token || token.length > 128) throw AppError.of('UNAUTHENTICATED');
    const background = request.headers[BACKGROUND_HEADER] === '1';
    const user = await resolveAccessToken(ctx.db, token, ctx.config.now(), background);
    if (!user) throw AppError.of('UNAUTHENTICATED');
    request.user = user;
  });
}

export default fp(authPlugin, { name: 'auth', fastify: '5.x' });
